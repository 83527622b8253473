import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanSearch

/// An incremental build patches the search index's term files (`SearchIndex.patchTerms`) instead of
/// scoring every term again: the patched files must be the bytes a full write makes of the same
/// records, and the patch must decline, not guess, where it cannot know the result.
struct TermPatchTests {
    /// A record whose body is `terms`, each once (its length: how many).
    static func record(_ terms: [Int32]) -> SearchGroup.Record {
        let count = Int32(terms.count)
        return SearchGroup.Record(kind: .guideline, languages: ["en"], rows: [], terms: terms, counts: terms.map { _ in 1 },
                                  fieldEnds: [0, 0, count, count, count, count], lengths: [0, 0, count, 0, 0, 0])
    }

    /// 400 documents of one record each: every record has term 0 (common: more records than an
    /// entry lists), its own term, and a term shared by its ten.
    /// The site's language ids, in its order.
    static let languages = Languages.standard.all.map(\.id)
    static let termTable = TermTable(terms: (0..<460).map { "term\($0)" })
    static func groups(_ change: (Int, [Int32])? = nil) -> [SearchGroup] {
        (0..<400).map { index in
            let terms = change?.0 == index ? change!.1 : [0, Int32(1 + index), Int32(401 + index / 10)]
            return SearchGroup(terms: [], records: [record(terms)])
        }
    }

    /// The term files of a full write of `groups`, and what they were made with.
    static func fullWrite(_ groups: [SearchGroup]) -> (files: [String: Data], set: TermFileSet) {
        let index = SearchIndex(groups: groups, terms: termTable, languages: Self.languages)
        var output = IndexFiles()
        let set = index.writeTerms(index.postings(), statistics: index.statistics, into: &output)
        return (output.written, set)
    }

    /// The term files as `changed` (the document at `changedIndex` analysed again) patches the last
    /// build's `before`; nil when the patch declines.
    static func patched(_ changed: [SearchGroup], changedIndex: Int, before: [SearchGroup]) throws -> [String: Data]? {
        let last = fullWrite(before)
        let previous = SearchIndex.Previous(firstRecord: (0..<changed.count).map { $0 == changedIndex ? nil : $0 }, count: before.count,
                                            files: last.set, replaced: [before[changedIndex]]) { last.files[$0] }
        let index = SearchIndex(groups: changed, terms: termTable, previous: previous, languages: Self.languages)
        var output = IndexFiles()
        guard try index.patchTerms(statistics: index.statistics, into: &output) != nil else { return nil }
        // Every file written or kept as it was.
        var files = output.written
        for path in output.kept { files[path] = last.files[path] }
        return files
    }

    /// A common term's best are ranked across the runs the records are scored in: 1,200 records
    /// (two runs) have term 0 a varying number of times in bodies of one length, so the best 300
    /// are those with the most, of equal counts the earlier record. A rare term keeps every record.
    @Test func aCommonTermKeepsItsBestAcrossRuns() throws {
        let count = 1200
        let times: [Int32] = (0..<count).map { (index: Int) -> Int32 in Int32(1 + index * 7 % 13) }
        let groups: [SearchGroup] = (0..<count).map { (index: Int) -> SearchGroup in
            SearchGroup(terms: [], records: [SearchGroup.Record(
                kind: .guideline, languages: ["en"], rows: [], terms: [0, Int32(1 + index)], counts: [times[index], 21 - times[index]],
                fieldEnds: [0, 0, 2, 2, 2, 2], lengths: [0, 0, 21, 0, 0, 0])])
        }
        let index = SearchIndex(groups: groups, terms: TermTable(terms: (0...count).map { "term\($0)" }), languages: Self.languages)
        let postings = index.postings()
        let best = (0..<count).sorted { (a: Int, b: Int) -> Bool in times[a] != times[b] ? times[a] > times[b] : a < b }.prefix(SearchIndex.maximumPostings)
        #expect(postings.frequency[0] == count)
        #expect(Array(postings.records[postings.starts[0]..<postings.ends[0]]) == best.sorted().map { Int32($0) })
        #expect(Array(postings.records[postings.starts[900]..<postings.ends[900]]) == [899])
    }

    @Test func aRareTermChangedGivesTheBytesOfAFullWrite() throws {
        let before = Self.groups()
        let after = Self.groups((7, [0, 450, 401]))  // its own term replaced by a new one
        let files = try #require(try Self.patched(after, changedIndex: 7, before: before))
        #expect(files == Self.fullWrite(after).files)
        #expect(files != Self.fullWrite(before).files)
    }

    @Test func aRecordLeavingACommonTermsBestIsReplacedByTheNextOne() throws {
        // Term 0 lists the first 300 records (equal scores: the earlier record first). Record 5
        // no longer has it: record 300, which the old entry left out, is now among the best.
        let before = Self.groups()
        let after = Self.groups((5, [459, 6, 401]))
        let files = try #require(try Self.patched(after, changedIndex: 5, before: before))
        #expect(files == Self.fullWrite(after).files)
    }

    @Test func otherStatisticsMeanAFullWrite() throws {
        // A record twice as long moves the average length: every score may move.
        let after = Self.groups((5, [0, 6, 401] + (0..<300).map { _ in 459 }))
        #expect(try Self.patched(after, changedIndex: 5, before: Self.groups()) == nil)
    }

    @Test func aTermFileThatIsNotAsWrittenIsCorrupt() throws {
        let before = Self.groups()
        let last = Self.fullWrite(before)
        let after = Self.groups((7, [0, 450, 401]))
        let previous = SearchIndex.Previous(firstRecord: (0..<400).map { $0 == 7 ? nil : $0 }, count: 400,
                                            files: last.set, replaced: [before[7]]) { _ in Data("zhinan._load(\"t0\",{\"x\":".utf8) }
        let index = SearchIndex(groups: after, terms: Self.termTable, previous: previous, languages: Self.languages)
        var output = IndexFiles()
        #expect(throws: OutputNotAsRecorded.self) { try index.patchTerms(statistics: index.statistics, into: &output) }
    }

    @Test func entriesAreReadBackWithTheirTermsUnescaped() throws {
        let file = Array(#"zhinan._load("t3",{"a\"b":"0A1","c":"0B2"});"#.utf8) + [10]
        let read = try #require(SearchIndex.termEntries(inFile: file, index: 3))
        #expect(read.entries.map { String(decoding: $0.term, as: UTF8.self) } == ["a\"b", "c"])
        #expect(read.entries.map { String(decoding: $0.bytes, as: UTF8.self) } == [#""a\"b":"0A1""#, #""c":"0B2""#])
        #expect(SearchIndex.postedRecords(inEntry: read.entries[1].bytes) == [11])
        #expect(SearchIndex.termEntries(inFile: file, index: 4) == nil)
    }

    /// A generator of the same numbers on every run (SplitMix64).
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Random edits, one document at a time, to 2,000 one-record documents whose terms range from
    /// one every record has to ones a single record has: after each, where the patch runs, its
    /// files are a full write's, byte for byte. The next edit patches the files of the last step.
    @Test func randomEditsPatchToTheBytesOfAFullWrite() throws {
        var random = Seeded(state: 12)
        let table = TermTable(terms: (0..<2600).map { "t\($0)" })
        // Term 0 in every record; 1–20 in one in 100; 21–220 in one in 10; the rest in one or two.
        func terms(of document: Int, variant: Int) -> [Int32] {
            [0, Int32(1 + (document + variant) % 20), Int32(21 + (document * 7 + variant) % 200), Int32(221 + (document + variant * 13) % 2379)]
        }
        var groups = (0..<2000).map { SearchGroup(terms: [], records: [Self.record(terms(of: $0, variant: 0))]) }
        func fullWrite(_ groups: [SearchGroup]) -> (files: [String: Data], set: TermFileSet) {
            let index = SearchIndex(groups: groups, terms: table, languages: Self.languages)
            var output = IndexFiles()
            let set = index.writeTerms(index.postings(), statistics: index.statistics, into: &output)
            return (output.written, set)
        }
        var last = fullWrite(groups)
        var patched = 0
        for step in 0..<40 {
            let document = Int.random(in: 0..<groups.count, using: &random)
            var changed = terms(of: document, variant: Int.random(in: 1...500, using: &random))
            // Now and then a term repeated (another score) or term 0 dropped (a record leaves its best).
            if Bool.random(using: &random) { changed[3] = changed[1] }
            if Int.random(in: 0..<4, using: &random) == 0 { changed[0] = Int32.random(in: 2400..<2600, using: &random) }
            let before = groups[document]
            groups[document] = SearchGroup(terms: [], records: [Self.record(changed)])
            let files = last.files
            let previous = SearchIndex.Previous(firstRecord: (0..<groups.count).map { $0 == document ? nil : $0 }, count: groups.count,
                                                files: last.set, replaced: [before]) { files[$0] }
            let index = SearchIndex(groups: groups, terms: table, previous: previous, languages: Self.languages)
            var output = IndexFiles()
            let full = fullWrite(groups)
            if let set = try index.patchTerms(statistics: index.statistics, into: &output) {
                patched += 1
                var result = output.written
                for path in output.kept { result[path] = files[path] }
                let differing = Set(result.keys).union(full.files.keys).filter { result[$0] != full.files[$0] }.sorted()
                #expect(differing.isEmpty, "step \(step): the patched files differ from a full write in \(differing)")
                #expect(set.entryBytes == full.set.entryBytes && set.frequency == full.set.frequency && set.fileCount == full.set.fileCount,
                        "step \(step): the patch's account of the files differs from a full write's")
            }
            last = full
        }
        // The patch ran for most edits (it declines only where the statistics moved).
        #expect(patched >= 30, "patched \(patched) of 40 edits")
    }
}

extension SearchGroup.Record {
    /// From each field's terms (`terms[fieldEnds[f - 1]..<fieldEnds[f]]`), their counts and the fields' lengths.
    init(kind: RecordKind, languages: [String], rows: [String], terms: [Int32], counts: [Int32], fieldEnds: [Int32], lengths: [Int32]) {
        self.init(kind: kind, languages: languages, rows: rows, terms: RecordTerms(terms: terms, counts: counts, fieldEnds: fieldEnds, lengths: lengths))
    }
}

extension IndexFiles {
    /// The files with bytes, by path, and those kept.
    var written: [String: Data] { Dictionary(compactMap { file in file.data.map { (file.path, $0) } }, uniquingKeysWith: { _, last in last }) }
    var kept: [String] { filter { $0.data == nil }.map(\.path) }
}
