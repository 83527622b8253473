import Foundation
import ZhinanRules

/// Stage 6, index: the in-browser search index, split so that a query loads only what it needs.
///
/// Records (see `SearchRecord`) are numbered; every term of a record (see `SearchText`) gets a
/// BM25F score at build time — fields weighted (lead and heading above body, the rules' words and
/// glossary forms below it), term frequency saturated, rare terms worth more — so that the browser
/// only adds numbers up. Terms are spread over `t<N>.js` files by a hash of the term; each term keeps
/// its best-scoring `maximumPostings` records, so a common term costs the same on a site of ten
/// thousand pages as on ours. Record text is stored per language in `r<N>-<language>.js`, a few
/// records to a file, and loaded only for the results shown. Traditional→simplified folding is in
/// `f<N>.js`, by character. Every file is a script (`zhinan._load(…)`), not JSON, so search works
/// from `file://`, where browsers refuse to fetch.
public struct SearchIndex: Sendable {
    public let records: [SearchRecord]
    let glossary: Glossary
    let languages: Languages
    /// Renamed ids: a record is found by every id it was renamed from, as by its own.
    let aliases: IDAliases

    public static let folder = "search"
    public static let recordsPerShard = 4
    public static let foldShards = 32
    /// The most records a term lists; the rest score lower for it than these.
    static let maximumPostings = 300
    /// How much text of a record is kept for excerpts, in characters.
    static let storedText = 240

    public init(site: Site, book: RuleBook = .standard, examples: [ExampleResult] = [], glossary: Glossary = Glossary(),
                phrasebook: Phrasebook? = nil) {
        records = SearchRecord.records(of: site, book: book, examples: examples, phrasebook: phrasebook ?? Phrasebook(catalogs: []))
        self.glossary = glossary
        languages = site.configured
        aliases = site.aliases
    }

    // MARK: Sharding

    /// The number of term files for an index of `bytes` bytes: about 2.5 kB each, a power of two.
    static func tokenShardCount(forBytes bytes: Int) -> Int {
        var count = 16
        while count < 8192 && bytes / count > 2500 { count *= 2 }
        return count
    }

    /// FNV-1a over UTF-16 units, the same in the browser's script, of the shard key: the whole term
    /// for CJK and for a pair of words, the first three letters for a word, so a word being typed
    /// ("minim") finds every word it begins ("minimum") in one file.
    public static func shard(of term: String, count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for unit in shardKey(of: term).utf16 {
            hash ^= UInt32(unit)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % UInt32(count))
    }

    static func shardKey(of term: String) -> String {
        // Pairs of words are never prefix-matched: by the whole pair, or every "document 12…" would share one file.
        // Nor are ids (`#apple-pay.button.minimum-width`): a site's ids mostly begin alike.
        guard let first = term.unicodeScalars.first, !SearchText.isCJK(first), first != "#", !term.contains(" ") else { return term }
        return String(String.UnicodeScalarView(term.unicodeScalars.prefix(3)))
    }

    // MARK: Scoring

    /// The parts of a record, each with its BM25F weight and length normalisation. `id` holds the
    /// record's id and the ids it was renamed from, each one whole term (`#` and the id), which no
    /// text makes: a query that is an id, or an address ending in one, finds exactly its guideline.
    enum Field: Int, CaseIterable {
        case title, context, body, rules, glossary, id
        var weight: Double { [3.0, 1.2, 1.0, 0.8, 0.6, 3.0][rawValue] }
        var lengthNormalisation: Double { [0.3, 0.3, 0.75, 0.5, 0.3, 0][rawValue] }
    }

    /// The id terms of a record: `#` and its id, and `#` and each id it was renamed from.
    func idTerms(of record: SearchRecord) -> [String] {
        guard record.kind != .introduction else { return [] }
        return ([record.anchor] + aliases.aliases(of: record.anchor)).map { "#" + $0 }
    }

    /// How much a term of this shape says: a lone Chinese character little, a pair of words (a phrase)
    /// a bonus on top of its words.
    static func termWeight(_ term: String) -> Double {
        let scalars = term.unicodeScalars
        if scalars.count == 1, SearchText.isCJK(scalars.first!) { return 0.35 }
        if term.contains(" ") { return 0.5 }
        return 1.0
    }

    static func kindWeight(_ kind: SearchRecord.Kind) -> Double {
        switch kind {
        case .guideline: 1.0
        case .section: 1.0
        case .introduction: 0.8
        }
    }

    /// The text of each field of a record, every language together.
    func fieldTexts(of record: SearchRecord, glossaryForms: [String]) -> [Field: String] {
        let editions = record.languages.map { record.editions[$0]! }
        return [
            .title: editions.map(\.title).joined(separator: "\n"),
            .context: editions.map { ([$0.documentTitle] + $0.headingPath).joined(separator: "\n") }.joined(separator: "\n"),
            .body: editions.map(\.text).joined(separator: "\n"),
            .rules: record.rulesText,
            .glossary: glossaryForms.joined(separator: "\n"),
        ]
    }

    /// Terms of each field of every record, in record order (in parallel: this is the build's search work).
    func analyse() -> [[Field: [String]]] {
        let matcher = GlossaryMatcher(glossary: glossary)
        return ParallelMap.map(records) { record in
            let texts = fieldTexts(of: record, glossaryForms: [])
            let folded = SearchText.fold([Field.title, .context, .body].map { texts[$0]! }.joined(separator: "\n"))
            let forms = matcher.terms(in: folded).flatMap(\.allForms)
            var fields: [Field: [String]] = [:]
            for (field, text) in fieldTexts(of: record, glossaryForms: forms) { fields[field] = SearchText.analyse(text) }
            fields[.id] = idTerms(of: record)
            return fields
        }
    }

    /// term → [(record, score)], every term's best `maximumPostings`, in record order; and each term's weight.
    func postings(_ analysed: [[Field: [String]]]) -> (postings: [String: [(record: Int, score: Double)]], weights: [String: Double]) {
        let count = Double(max(records.count, 1))
        var averageLength: [Field: Double] = [:]
        for field in Field.allCases {
            averageLength[field] = max(1, Double(analysed.reduce(0) { $0 + ($1[field]?.count ?? 0) }) / count)
        }
        // Saturated-later term frequency of each term in each record, fields weighted and normalised.
        var frequencies: [String: [(record: Int, frequency: Double)]] = [:]
        for (index, fields) in analysed.enumerated() {
            var own: [String: Double] = [:]
            for field in Field.allCases {
                let terms = fields[field] ?? []
                let norm = 1 - field.lengthNormalisation + field.lengthNormalisation * Double(terms.count) / averageLength[field]!
                for term in terms { own[term, default: 0] += field.weight / norm }
            }
            for (term, frequency) in own { frequencies[term, default: []].append((index, frequency)) }
        }
        let k1 = 1.2
        var postings: [String: [(record: Int, score: Double)]] = [:]
        var weights: [String: Double] = [:]
        for (term, list) in frequencies {
            let df = Double(list.count)
            let weight = log(1 + (count - df + 0.5) / (df + 0.5)) * Self.termWeight(term)
            weights[term] = weight
            var scored = list.map { entry in
                (record: entry.record,
                 score: weight * entry.frequency * (k1 + 1) / (entry.frequency + k1) * Self.kindWeight(records[entry.record].kind))
            }
            if scored.count > Self.maximumPostings {
                scored = Array(scored.sorted { ($0.score, -$0.record) > ($1.score, -$1.record) }.prefix(Self.maximumPostings))
                    .sorted { $0.record < $1.record }
            }
            postings[term] = scored
        }
        return (postings, weights)
    }

    // MARK: Writing

    public func write(into output: inout SiteOutput) {
        let (postings, weights) = self.postings(analyse())
        var entries: [(term: String, text: String)] = []
        var bytes = 0
        for term in postings.keys.sorted() {
            let text = JSONValue.string(term).encoded() + ":\"" + PostingCodec.encode(weight: weights[term]!, postings: postings[term]!) + "\""
            bytes += text.utf8.count
            entries.append((term, text))
        }
        let shardCount = Self.tokenShardCount(forBytes: bytes)
        var shards = Array(repeating: [String](), count: shardCount)
        for entry in entries { shards[Self.shard(of: entry.term, count: shardCount)].append(entry.text) }
        for (index, shard) in shards.enumerated() {
            output.add("\(Self.folder)/t\(index).js", "zhinan._load(\"t\(index)\",{\(shard.joined(separator: ","))});\n")
        }
        writeRecords(into: &output)
        writeFolding(into: &output)
        output.add("\(Self.folder)/manifest.js", Self.script("manifest", manifest(tokenShards: shardCount).json))
    }

    /// Per language, `recordsPerShard` records to a file: `[url, title, context, text]`, or null where
    /// the record has no edition in that language.
    func writeRecords(into output: inout SiteOutput) {
        let languages = Set(records.flatMap(\.languages)).sorted()
        for start in stride(from: 0, to: records.count, by: Self.recordsPerShard) {
            let slice = records[start..<min(start + Self.recordsPerShard, records.count)]
            let number = start / Self.recordsPerShard
            for language in languages where slice.contains(where: { $0.editions[language] != nil }) {
                let rows: [[String]?] = slice.map { record in
                    guard let edition = record.editions[language] else { return nil }
                    let context = ([edition.documentTitle] + edition.headingPath).joined(separator: " › ")
                    return [edition.url, edition.title, context, String(edition.text.prefix(Self.storedText))]
                }
                let name = "r\(number)-\(language.id)"
                output.add("\(Self.folder)/\(name).js", Self.script(name, JSONValue.array(rows.map { $0.map(JSONValue.init) ?? .null }).encoded()))
            }
        }
    }

    /// The traditional→simplified table by character, `foldShards` files: a query loads the few its
    /// characters need instead of the whole table.
    func writeFolding(into output: inout SiteOutput) {
        var shards = Array(repeating: "", count: Self.foldShards)
        for (traditional, simplified) in SearchText.scalarTable.sorted(by: { $0.key < $1.key }) {
            shards[Int(traditional) % Self.foldShards].unicodeScalars.append(contentsOf: [Unicode.Scalar(traditional)!, simplified])
        }
        for (index, pairs) in shards.enumerated() {
            output.add("\(Self.folder)/f\(index).js", Self.script("f\(index)", JSONValue.string(pairs).encoded()))
        }
    }

    /// What every query needs first: the index's shape, and which records exist in which language, as
    /// runs of record numbers, so a query can favour the reader's language before it loads any record.
    func manifest(tokenShards: Int) -> SearchManifest {
        var editions: [String: SearchManifest.Edition] = [:]
        for language in languages.all {
            var runs: [[Int]] = []
            for (index, record) in records.enumerated() where record.editions[language] != nil {
                if let last = runs.last, last[1] == index - 1 { runs[runs.count - 1][1] = index } else { runs.append([index, index]) }
            }
            guard !runs.isEmpty else { continue }
            // Where a reader of this language looks next, by tag (its other script, then the rest).
            let order = self.languages.readingOrder(for: language).map(\.tag)
            editions[language.tag] = .init(folder: language.id, name: language.nativeName, runs: runs, order: order, cjk: language.isCJK, script: language.script)
        }
        return SearchManifest(records: records.count, recordsPerShard: Self.recordsPerShard, tokenShards: tokenShards,
                              foldShards: Self.foldShards, foldFrom: Int(SearchText.scalarTable.keys.min() ?? 0), languages: editions)
    }

    /// A file the browser loads as a script: `zhinan._load(name, json)`, which works from `file://`.
    static func script(_ name: String, _ json: String) -> String {
        "zhinan._load(\"\(name)\",\(json));\n"
    }
}

/// `search/manifest.js`, as the browser's script reads it.
struct SearchManifest: Encodable {
    /// The records of one language: its URL folder, its own name (the results' label) and where its records are.
    struct Edition: Encodable {
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
    var recordsPerShard: Int
    var tokenShards: Int
    var foldShards: Int
    /// The smallest code point the folding table has: a query's characters below it need no folding file.
    var foldFrom: Int
    /// By BCP 47 tag, as `<html lang>` writes it.
    var languages: [String: Edition]

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}

/// Finds the glossary terms a record uses, in any of their forms, so the record can be found by every
/// other form too (document-side expansion: a query in any form meets a record written in any other,
/// and the browser needs no glossary of its own).
struct GlossaryMatcher {
    struct Form {
        var term: Glossary.Term
        /// Folded text (as UTF-8, searched byte-wise: String.contains is Unicode-aware and slow), for
        /// Chinese forms; word terms in order, for the others.
        var folded: [UInt8]
        var words: [String]
        /// The form's own terms: a text without one of them cannot contain the form (a quick test first).
        var terms: [String]
    }
    let forms: [Form]

    /// `forms`: which of a term's forms to look for (all of them for search; one language's for checks).
    init(glossary: Glossary, forms which: (Glossary.Term) -> [String] = \.allForms) {
        forms = glossary.terms.flatMap { term in
            which(term).map { form in
                let folded = SearchText.fold(form)
                let hasCJK = folded.unicodeScalars.contains(where: SearchText.isCJK)
                let terms = SearchText.terms(folded).filter { !$0.contains(" ") }
                return Form(term: term, folded: Array(folded.utf8), words: hasCJK ? [] : terms, terms: terms)
            }
        // One Chinese character is part of too many words to stand for a term inside running text
        // (笔 for Apple Pencil is also in 一筆 "one entry"); it still names the term on the glossary page.
        }.filter { !($0.words.isEmpty && String(decoding: $0.folded, as: UTF8.self).unicodeScalars.count < 2) }
    }

    /// Terms used in already folded text, in glossary order, each once.
    func terms(in folded: String) -> [Glossary.Term] {
        guard !forms.isEmpty else { return [] }
        let all = SearchText.terms(folded)
        let present = Set(all)
        let words = all.filter { !$0.contains(" ") }
        let bytes = Array(folded.utf8)
        var found: [Glossary.Term] = []
        var foundIDs = Set<String>()
        for form in forms where !foundIDs.contains(form.term.id) && form.terms.allSatisfy(present.contains) {
            let used = form.words.isEmpty ? Self.contains(bytes, form.folded) : Self.contains(words, form.words)
            if used { found.append(form.term); foundIDs.insert(form.term.id) }
        }
        return found
    }

    /// Whether `pattern` occurs in `text`, byte for byte (UTF-8 never matches across a character's bytes).
    static func contains(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first, pattern.count <= text.count else { return false }
        var index = 0
        let last = text.count - pattern.count
        while index <= last {
            if text[index] == first, text[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        for start in 0...(words.count - phrase.count) where words[start] == phrase[0] {
            if Array(words[start..<start + phrase.count]) == phrase { return true }
        }
        return false
    }
}
