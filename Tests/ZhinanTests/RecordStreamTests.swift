import Foundation
import Testing
@testable import Zhinan

/// A clean build writes the search record files as runs of ids are numbered (`RecordStream`), and
/// the index step writes the rest: together, the same files as one write of every record.
struct RecordStreamTests {
    /// Ids with one to five records each (so files straddle ids and runs), every record with its row.
    static func groups(_ count: Int) -> [(id: String, group: SearchGroup)] {
        var number = 0
        return (0..<count).map { index in
            let records = (0..<(1 + index * 7 % 5)).map { _ -> SearchGroup.Record in
                defer { number += 1 }
                let languages: [Language] = number % 3 == 0 ? [.zhHans] : [.zhHans, .en]
                return SearchGroup.Record(kind: .guideline, languages: languages, rows: languages.map { "[\"row \(number) \($0.id)\"]" },
                                          terms: [], counts: [], fieldEnds: [0, 0, 0, 0, 0, 0], lengths: [0, 0, 0, 0, 0, 0])
            }
            return (String(format: "id-%04d", index), SearchGroup(terms: [], records: records))
        }
    }

    @Test(arguments: [1, 40, 256]) func streamedFilesAreTheFilesOfOneWrite(runLength: Int) throws {
        let all = Self.groups(300)
        var whole = SiteOutput()
        try SearchIndex(groups: all.map(\.group), terms: TermTable(), languages: .standard).writeRecords(into: &whole)

        var groups = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.group) })
        var stream = RecordStream(streaming: true)
        var streamed = SiteOutput()
        let ids = all.map(\.id)
        for start in stride(from: 0, to: ids.count, by: runLength) {
            try stream.numbered(Array(ids[start..<min(start + runLength, ids.count)]), groups: &groups, languages: .standard, into: &streamed)
        }
        #expect(stream.written > 0 && stream.written % SearchIndex.recordsPerShard == 0)
        // The ids whose records are all written keep no rows; the rest keep theirs.
        let kept = ids.filter { groups[$0]!.records.allSatisfy { !$0.rows.isEmpty } }
        #expect(!kept.isEmpty && kept.count < ids.count)
        var index = SearchIndex(groups: ids.map { groups[$0]! }, terms: TermTable(), languages: .standard)
        index.recordFilesWritten = stream.written
        try index.writeRecords(into: &streamed)
        #expect(streamed.files == whole.files)
    }
}
