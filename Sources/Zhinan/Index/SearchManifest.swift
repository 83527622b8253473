import Foundation
import ZhinanSearch

/// `search/manifest.js`, as the browser's script reads it: what every query needs first, the index's shape and which records
/// exist in which language, as runs of record numbers, so a query can favour the reader's language before it loads any record.
struct SearchManifest: Encodable, Sendable {
    /// The records of one language: its URL folder, its own name (the results' label) and where its records are.
    struct Edition: Encodable, Sendable {
        var folder: String
        var name: String
        var runs: [[Int]]
        /// The reader's own language first, then where their results come from next.
        var order: [String]
        /// Whether the language is written in CJK characters: a query in those finds its excerpt here.
        var cjk: Bool
        /// ISO 15924: a `Hant` edition's text is folded to simplified for highlighting.
        var script: String
    }

    var records: Int
    var recordsPerShard = SearchIndex.recordsPerShard
    var tokenShards: Int
    var foldShards = SearchIndex.foldShards
    /// The smallest code point the folding table has: a query's characters below it need no folding file.
    var foldFrom = Int(SearchText.scalarTable.keys.min() ?? 0)
    /// By BCP 47 tag, as `<html lang>` writes it.
    var languages: [String: Edition]

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    init(groups: [SearchGroup], languages: Languages, tokenShards: Int) {
        var editions: [String: Edition] = [:]
        let all = groups.flatMap(\.records)
        for language in languages.all {
            let runs = all.indices.filter { all[$0].languages.contains(language.id) }.reduce(into: [[Int]]()) { runs, index in
                if let last = runs.last, last[1] == index - 1 { runs[runs.count - 1][1] = index } else { runs.append([index, index]) }
            }
            guard !runs.isEmpty else { continue }
            // Where a reader of this language looks next, by tag (its other script, then the rest).
            editions[language.tag] = Edition(folder: language.id, name: language.nativeName, runs: runs,
                                             order: languages.readingOrder(for: language).map(\.tag), cjk: language.isCJK, script: language.script)
        }
        (records, self.tokenShards, self.languages) = (all.count, tokenShards, editions)
    }
}
