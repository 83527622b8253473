import Foundation
import ZhinanRules

/// The files of the search index a build makes: each with its bytes, or nil where the output
/// already holds the bytes the index would make.
struct IndexFiles {
    private(set) var files: [(path: String, data: Data?)] = []
    mutating func add(_ path: String, _ text: String) { files.append((path, Data(text.utf8))) }
    mutating func add(_ path: String, _ data: Data) { files.append((path, data)) }
    mutating func keep(_ path: String) { files.append((path, nil)) }
    /// The files with bytes, by path, and those kept.
    var written: [String: Data] { Dictionary(files.compactMap { file in file.data.map { (file.path, $0) } }, uniquingKeysWith: { _, last in last }) }
    var kept: [String] { files.filter { $0.data == nil }.map(\.path) }
}

/// Part of stage 6, index: the in-browser search index, split so that a query loads only what it needs.
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
struct SearchIndex: Sendable {
    /// Every record with its text, when the index was made from parsed documents (tests read them);
    /// empty when it was assembled from analysed groups, some of them from the build cache.
    let records: [SearchRecord]
    /// The records of each document id, analysed, in record order, their terms numbered in `terms`.
    let groups: [SearchGroup]
    let terms: TermTable
    /// In an incremental build, the record files of the output it replaces (see `writeRecords`).
    let previous: PreviousRecords?
    /// In an incremental build, the term files of the output it replaces (see `patchTerms`).
    let previousTerms: PreviousTerms?
    let languages: Languages

    static let folder = "search"
    /// Sixteen: a document's guidelines are numbered together, so the results of one query share
    /// files, and a file stays a few kilobytes. (With four, three files in five of a 10,000-document
    /// site were record files, each written, listed and checked on every build.)
    static let recordsPerShard = 16
    static let foldShards = 32
    /// The most records a term lists; the rest score lower for it than these.
    static let maximumPostings = 300
    /// How much text of a record is kept for excerpts, in characters.
    static let storedText = 240

    init(site: Site, book: RuleBook = .standard, examples: [ExampleResult] = [], glossary: Glossary = Glossary(),
                phrasebook: Phrasebook? = nil) {
        let byGuideline = Dictionary(grouping: examples, by: \.example.guideline)
        let rulesText = RulesText(book: book, examples: { byGuideline[$0] ?? [] }, phrasebook: phrasebook ?? Phrasebook(catalogs: []))
        let perGroup = site.groupOrder.map { id in
            SearchRecord.records(ofEditions: SearchRecord.editions(of: id, in: site), rulesText: rulesText)
        }
        let matcher = GlossaryMatcher(glossary: glossary)
        let aliases = site.aliases
        records = perGroup.flatMap { $0 }
        var table = TermTable()
        groups = ParallelMap.map(perGroup) { SearchGroup(records: $0, matcher: matcher, aliases: aliases.aliases(of:)) }.map { $0.numbered(in: &table) }
        terms = table
        previous = nil
        previousTerms = nil
        languages = site.configured
    }

    /// The index of analysed groups (numbered in `terms`), in the order their records are numbered
    /// (`Site.groupOrder`).
    init(groups: [SearchGroup], terms: TermTable, previous: PreviousRecords? = nil, previousTerms: PreviousTerms? = nil,
         languages: Languages) {
        records = []
        self.groups = groups
        self.terms = terms
        self.previous = previous
        self.previousTerms = previousTerms
        self.languages = languages
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
    static func shard(of term: String, count: Int) -> Int { Int(shardHash(of: term) % UInt32(count)) }

    /// The hash `shard(of:count:)` takes modulo the number of files.
    static func shardHash(of term: String) -> UInt32 {
        // Read off the UTF-8 bytes: each scalar decoded, then hashed as its UTF-16 units.
        var term = term  // `withUTF8` may make a bridged string native: a copy, not the caller's
        return term.withUTF8 { bytes -> UInt32 in
            var hash: UInt32 = 0x811C_9DC5
            func add(_ unit: UInt32) {
                hash ^= unit
                hash = hash &* 0x0100_0193
            }
            var index = 0, scalars = 0, limit = Int.max
            while index < bytes.count, scalars < limit {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = length == 1 ? UInt32(lead) : UInt32(lead & (0xFF >> (length + 1)))
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if scalars == 0, let first = Unicode.Scalar(value), !SearchText.isCJK(first), first != "#", !bytes.contains(0x20) {
                    limit = 3  // keyed by its first three letters (`keyedByPrefix`)
                }
                if value < 0x1_0000 {
                    add(value)
                } else {
                    add(0xD800 + ((value - 0x1_0000) >> 10))
                    add(0xDC00 + ((value - 0x1_0000) & 0x3FF))
                }
                index += length
                scalars += 1
            }
            return hash
        }
    }

    /// Whether a term's shard key is its first three letters (a word), not the whole term.
    static func keyedByPrefix(_ term: String) -> Bool {
        guard let first = term.unicodeScalars.first, !SearchText.isCJK(first), first != "#", !term.utf8.contains(0x20) else { return false }
        return true
    }

    /// The shard key as the browser makes it; `shard(of:)` hashes it without making the string, and
    /// the tests hold the two equal.
    static func shardKey(of term: String) -> String {
        // Pairs of words are never prefix-matched: by the whole pair, or every "document 12…" would share one file.
        // Nor are ids (`#apple-pay.button.minimum-width`): a site's ids mostly begin alike.
        guard keyedByPrefix(term) else { return term }
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
    static func idTerms(of record: SearchRecord, aliases: (String) -> [String]) -> [String] {
        guard record.kind != .introduction else { return [] }
        return ([record.anchor] + aliases(record.anchor)).map { "#" + $0 }
    }

    /// How much a term of this shape says: a lone Chinese character little, a pair of words (a phrase)
    /// a bonus on top of its words.
    static func termWeight(_ term: String) -> Double {
        var term = term  // `withUTF8` may make a bridged string native: a copy, not the caller's
        return term.withUTF8 { bytes in
            // One scalar of up to four bytes: a lone CJK character?
            if bytes.count <= 4, let first = String(decoding: bytes, as: UTF8.self).unicodeScalars.first,
               first.utf8.count == bytes.count, SearchText.isCJK(first) { return 0.35 }
            return !bytes.isEmpty && memchr(bytes.baseAddress!, 0x20, bytes.count) != nil ? 0.5 : 1.0
        }
    }

    static func kindWeight(_ kind: SearchRecord.Kind) -> Double {
        switch kind {
        case .guideline: 1.0
        case .section: 1.0
        case .introduction: 0.8
        }
    }

    /// Every term's postings: its best `maximumPostings` records with their scores, in record order,
    /// and its weight. Computed from the groups' analyses alone, so an unchanged document's analysis
    /// comes from the build cache: BM25F needs the whole site (document frequencies, average
    /// lengths), and this pass over numbers is what a one-document change costs.
    struct Postings {
        var terms: [String]
        var weights: [Double]
        /// In how many records each term occurs.
        var frequency: [Int]
        /// Term t's postings are `records[starts[t]..<ends[t]]` with `scores` alongside: the part of the
        /// score that is the record's (`recordScore`), which the term's weight multiplies.
        var starts: [Int]
        var ends: [Int]
        var records: [Int32]
        var scores: [Double]
    }

    /// Every term's postings, scored with `statistics` (the index's own when not given).
    ///
    /// Only what the term files keep is ever held: a rare term's every record, a common term's best
    /// `maximumPostings`. At 10,000 documents the records have 5.7 million (term, record) pairs, of
    /// which the files keep 243,000; holding them all (12 bytes each) was the largest part of the
    /// build's peak memory.
    func postings(statistics: IndexStatistics? = nil) -> Postings {
        let terms = self.terms.terms
        let statistics = statistics ?? self.statistics
        let recordCount = statistics.recordCount
        let averageLength = statistics.averageLengths
        // The records in runs of whole groups, one run per core: each run counts, then scores, its
        // own records. (The bytes do not depend on how the runs are cut.)
        var runs: [(groups: Range<Int>, first: Int32)] = []
        // (At least one run per core where there are a few hundred records: a small site's edit in
        // `serve` waits for this pass.)
        let perRun = max(256, min(2000, recordCount / ParallelMap.cores + 1), recordCount / 8)
        var runStart = 0, runRecords = 0, first = 0
        for (index, group) in groups.enumerated() {
            runRecords += group.records.count
            if runRecords >= perRun || index == groups.count - 1 {
                runs.append((runStart..<index + 1, Int32(first)))
                first += runRecords
                runStart = index + 1
                runRecords = 0
            }
        }
        let groups = self.groups
        let termCount = terms.count
        // In how many records of each run each term occurs (in any field).
        let counts = ParallelMap.map(runs) { run -> [Int32] in
            var counts = [Int32](repeating: 0, count: termCount)
            var lastSeen = [Int32](repeating: -1, count: termCount)
            var record = run.first
            for group in groups[run.groups] {
                for entry in group.records {
                    entry.terms.forEachTerm { number, _ in
                        guard lastSeen[Int(number)] != record else { return }
                        lastSeen[Int(number)] = record
                        counts[Int(number)] += 1
                    }
                    record += 1
                }
            }
            return counts
        }
        var frequency = [Int](repeating: 0, count: termCount)
        for runCounts in counts {
            for term in 0..<termCount { frequency[term] += Int(runCounts[term]) }
        }
        let weights = (0..<termCount).map { term in Self.weight(of: terms[term], frequency: frequency[term], records: recordCount) }
        let limit = Self.maximumPostings
        // A rare term (in at most `limit` records) keeps every record: each has its place, each
        // run's in record order after the run before. A common one is ranked: each run keeps its
        // own best `limit` of it, and the runs' best are ranked together after.
        var common: [Int] = []
        var commonNumber = [Int32](repeating: -1, count: termCount)
        for term in 0..<termCount where frequency[term] > limit {
            commonNumber[term] = Int32(common.count)
            common.append(term)
        }
        var starts = [Int](repeating: 0, count: termCount)
        var total = 0
        for term in 0..<termCount {
            starts[term] = total
            total += min(frequency[term], limit)
        }
        var cursors: [[Int]] = []
        var next = starts
        for runCounts in counts {
            cursors.append(next)
            for term in 0..<termCount where commonNumber[term] < 0 { next[term] += Int(runCounts[term]) }
        }
        // Not zeroed first: every rare term's place is written once below, every common term's
        // once at the end. (Zeroing all pairs at 10,000 documents once took 35 ms on one core.)
        var records = [Int32](unsafeUninitializedCapacity: total) { _, count in count = total }
        var scores = [Double](unsafeUninitializedCapacity: total) { _, count in count = total }
        // Saturated term frequency of each term in each record, fields weighted and normalised.
        let ran: [(cursor: [Int], best: [[Posting]])] = records.withUnsafeMutableBufferPointer { recordSlots in
            scores.withUnsafeMutableBufferPointer { scoreSlots in
                // Each run writes its own places only: no two threads touch the same element.
                nonisolated(unsafe) let recordSlots = recordSlots, scoreSlots = scoreSlots
                let (commonNumber, commonCount) = (commonNumber, common.count)
                return ParallelMap.map(Array(zip(runs, cursors))) { run, start -> (cursor: [Int], best: [[Posting]]) in
                    var cursor = start
                    // A min-heap per common term of the run's best so far (the ranking `patchTerms` keeps too).
                    var best = [[Posting]](repeating: [], count: commonCount)
                    var accumulated = [Double](repeating: 0, count: termCount)
                    var touched: [Int] = []
                    var record = run.first
                    for group in groups[run.groups] {
                        for entry in group.records {
                            var share = 0.0
                            entry.terms.visit(field: { field, length in
                                share = Self.share(of: Field(rawValue: field)!, length: length, averages: averageLength)
                            }, term: { number, count in
                                let term = Int(number)
                                if accumulated[term] == 0 { touched.append(term) }
                                accumulated[term] += Double(count) * share
                            })
                            let kind = Self.kindWeight(entry.kind)
                            for term in touched {
                                let score = Self.recordScore(frequency: accumulated[term], kind: kind)
                                if commonNumber[term] < 0 {
                                    recordSlots[cursor[term]] = record
                                    scoreSlots[cursor[term]] = score
                                    cursor[term] += 1
                                } else {
                                    Self.offer(Posting(record: record, score: score), to: &best[Int(commonNumber[term])], limit: limit)
                                }
                                accumulated[term] = 0
                            }
                            touched.removeAll(keepingCapacity: true)
                            record += 1
                        }
                    }
                    return (cursor, best)
                }
            }
        }
        // Every rare term's place written once: each run ended where the next one starts, the last at the ends.
        assert(zip(ran.map(\.cursor), cursors.dropFirst() + [(0..<termCount).map { starts[$0] + min(frequency[$0], limit) }]).allSatisfy { final, next in
            (0..<termCount).allSatisfy { commonNumber[$0] >= 0 || final[$0] == next[$0] }
        })
        let runBest = ran.map(\.best)
        // Each common term keeps its best `limit` records of all runs (the higher score; of equal
        // scores the earlier record; the term's weight multiplies all of them alike, so it is left
        // out), in record order: the same records whichever run ranked them first.
        let chosen: [[Posting]] = ParallelMap.map(Array(common.indices)) { number -> [Posting] in
            var heap: [Posting] = []
            heap.reserveCapacity(limit)
            for run in runBest {
                for posting in run[number] { Self.offer(posting, to: &heap, limit: limit) }
            }
            return heap.sorted { $0.record < $1.record }
        }
        for (term, kept) in zip(common, chosen) {
            // More than `limit` records have the term, so it keeps exactly `limit`: every place written.
            precondition(kept.count == limit)
            for (offset, posting) in kept.enumerated() {
                records[starts[term] + offset] = posting.record
                scores[starts[term] + offset] = posting.score
            }
        }
        let ends = (0..<termCount).map { starts[$0] + min(frequency[$0], limit) }
        return Postings(terms: terms, weights: weights, frequency: frequency, starts: starts, ends: ends, records: records, scores: scores)
    }

    // The parts of a BM25F score, shared by `postings` and `patchTerms`, which must agree to the bit.

    /// A term's weight: its rarity among `records` records (0 for a term no record has: never read).
    static func weight(of term: String, frequency: Int, records: Int) -> Double {
        guard frequency > 0 else { return 0 }
        let df = Double(frequency), count = Double(max(records, 1))
        return log(1 + (count - df + 0.5) / (df + 0.5)) * termWeight(term)
    }

    /// What one occurrence of a term in a field of `length` terms adds to its frequency in the record.
    @inline(__always)
    static func share(of field: Field, length: Int32, averages: [Double]) -> Double {
        let norm = 1 - field.lengthNormalisation + field.lengthNormalisation * Double(length) / averages[field.rawValue]
        return field.weight / norm
    }

    /// The record's part of a term's score: its weighted frequency saturated, times its kind's weight.
    @inline(__always)
    static func recordScore(frequency tf: Double, kind: Double) -> Double {
        let k1 = 1.2
        return tf * (k1 + 1) / (tf + k1) * kind
    }

    // MARK: Writing

    /// The term files, record files and manifest (the folding files, the same for every site, are
    /// `writeFolding`'s). Throws `RecordCorrupt` when a record file of the output it would reuse is
    /// not what the build that wrote it recorded.
    /// Returns what the term files were made with, for the next build to patch them (see `patchTerms`).
    /// The term files are made on one side, the record files and the manifest on the other (each
    /// side a pass over every record; in an incremental build, each was a stretch on one core).
    @discardableResult
    func write(into output: inout IndexFiles) throws -> TermFileSet {
        // The term files on one core, the record files on the other: each a pass over every record.
        let index = self
        let (termSide, ()) = try ParallelMap.both({
            Result { () throws -> (TermFileSet, IndexFiles) in
                var part = IndexFiles()
                let statistics = index.statistics
                let files = try index.patchTerms(statistics: statistics, into: &part)
                    ?? index.writeTerms(index.postings(statistics: statistics), statistics: statistics, into: &part)
                return (files, part)
            }
        }, { try writeRecords(into: &output) })
        let (files, part) = try termSide.get()
        for (path, data) in part.files { if let data { output.add(path, data) } else { output.keep(path) } }
        var shape = manifest(tokenShards: 0)
        shape.tokenShards = files.fileCount
        output.add("\(Self.folder)/manifest.js", Self.script("manifest", shape.json))
        return files
    }

    /// The term files: each used term's entry, `"term":"postings"`, in the file its hash names, in
    /// the order of the terms' bytes. Entries are encoded as bytes on every core, in runs of terms.
    func writeTerms(_ postings: Postings, statistics: IndexStatistics, into output: inout IndexFiles) -> TermFileSet {
        let terms = postings.terms
        let used = terms.indices.filter { postings.ends[$0] > postings.starts[$0] }
        let runLength = max(256, used.count / (ParallelMap.cores * 4) + 1)
        let runs = ParallelMap.runs(used.count, length: runLength)
        // Each run: its entries back to back, and where each one ends. (Each term's key, shard hash
        // and sort key are the table's `TermFacts`, made once per term.)
        let facts = self.terms.allFacts
        let encoded = ParallelMap.map(runs) { run -> (bytes: [UInt8], ends: [Int]) in
            var bytes: [UInt8] = []
            var ends: [Int] = []
            ends.reserveCapacity(run.count)
            for term in used[run] {
                let range = postings.starts[term]..<postings.ends[term]
                bytes.append(contentsOf: facts.key(of: term))
                PostingCodec.encode(weight: postings.weights[term], records: postings.records[range], scores: postings.scores[range],
                                    scaled: true, into: &bytes)
                bytes.append(UInt8(ascii: "\""))
                ends.append(bytes.count)
            }
            return (bytes, ends)
        }
        let entryBytes = encoded.reduce(0) { $0 + $1.bytes.count }
        let shardCount = Self.tokenShardCount(forBytes: entryBytes)
        // Each entry by its run and place: (run, start, end), gathered per shard.
        var shards = Array(repeating: [(term: Int, run: Int, start: Int, end: Int, lead: UInt64)](), count: shardCount)
        for (runIndex, run) in runs.enumerated() {
            var start = 0
            let ends = encoded[runIndex].ends
            for (offset, term) in used[run].enumerated() {
                let end = ends[offset]
                shards[Int(facts.hashes[term] % UInt32(shardCount))].append((term, runIndex, start, end, facts.leads[term]))
                start = end
            }
        }
        let runBytes = encoded.map(\.bytes)
        let files = ParallelMap.map(Array(shards.enumerated())) { index, entries -> (String, Data) in
            // Terms in the order of their bytes (code points), as the table was always written.
            // (By the first eight bytes as a number first: most terms differ there.)
            let sorted = entries.sorted { x, y in
                x.lead != y.lead ? x.lead < y.lead : Self.bytesPrecede(terms[x.term], terms[y.term])
            }
            var bytes = Array("zhinan._load(\"t\(index)\",{".utf8)
            bytes.reserveCapacity(bytes.count + entries.reduce(0) { $0 + $1.end - $1.start + 1 } + 4)
            for (position, entry) in sorted.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(contentsOf: runBytes[entry.run][entry.start..<entry.end])
            }
            bytes.append(contentsOf: "});\n".utf8)
            return ("\(Self.folder)/t\(index).js", Data(bytes))
        }
        for (path, data) in files { output.add(path, data) }
        return TermFileSet(statistics: statistics, fileCount: shardCount, entryBytes: entryBytes, frequency: postings.frequency.map { Int32($0) })
    }

    /// A string's first eight UTF-8 bytes, big-endian, zeros after a shorter string's end: a string
    /// whose number is smaller sorts first by bytes; equal numbers say nothing.
    static func leadingBytes(_ text: String) -> UInt64 {
        var key: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            key = key << 8 | UInt64(byte)
            count += 1
            if count == 8 { return key }
        }
        return count == 0 ? 0 : key << (8 * (8 - count))
    }

    /// Whether `a`'s UTF-8 bytes sort before `b`'s (`memcmp` on native strings, which are UTF-8).
    static func bytesPrecede(_ a: String, _ b: String) -> Bool {
        a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }.flatMap { $0 } ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// What an incremental build knows of the record files of the output it replaces: where each
    /// group's records were numbered there (nil for a group analysed in this build, whose rows are
    /// at hand), and how to read one of those files (nil when it is not what was recorded).
    struct PreviousRecords: Sendable {
        var firstRecord: [Int?]
        /// How many records the output's index had.
        var count: Int
        var read: @Sendable (String) -> Data?
    }

    /// Per language, `recordsPerShard` records to a file: `[url, title, context, text]`, or null where
    /// the record has no edition in that language. With `previous`, a file whose records are all
    /// unchanged and where they were is kept, and the rows of unchanged records are read back from
    /// the files that hold them (the cache does not keep the text of every record).
    func writeRecords(into output: inout IndexFiles) throws {
        try writeRecords(into: &output, groupsStart: 0, fileNumbers: 0..<Int.max)
    }

    /// The record files numbered `fileNumbers` that `groups` hold (a last one that is not full only
    /// when `groups` end the site's records): `groupsStart`, the number of the first group's first record.
    func writeRecords(into output: inout IndexFiles, groupsStart: Int, fileNumbers: Range<Int>) throws {
        var records: [(group: Int, index: Int)] = []
        for (group, entry) in groups.enumerated() {
            for index in entry.records.indices { records.append((group, index)) }
        }
        // The languages the records are written in (a record's are few: looked at by id, without
        // gathering every record's list first).
        var present: [Language] = []
        for group in groups {
            for record in group.records {
                for language in record.languages where !present.contains(where: { $0.id == language.id }) { present.append(language) }
            }
        }
        let languages = present.sorted()
        var firstRecord: [Int] = []
        var next = groupsStart
        for group in groups {
            firstRecord.append(next)
            next += group.records.count
        }
        var files: [String: [Substring?]] = [:]
        func oldRow(group: Int, index: Int, language: Language) throws -> String {
            guard let previous, let first = previous.firstRecord[group] else { throw RecordCorrupt("no row for a record") }
            let number = first + index
            let path = "\(Self.folder)/r\(number / Self.recordsPerShard)-\(language.id).js"
            if files[path] == nil {
                guard let data = previous.read(path), let rows = Self.rows(inScript: String(decoding: data, as: UTF8.self)) else {
                    throw RecordCorrupt("a record file of the output is not as recorded")
                }
                files[path] = rows
            }
            let rows = files[path]!
            guard number % Self.recordsPerShard < rows.count, let row = rows[number % Self.recordsPerShard] else {
                throw RecordCorrupt("a record file of the output does not hold the record")
            }
            return String(row)
        }
        let end = groupsStart + records.count
        for number in max(fileNumbers.lowerBound, groupsStart / Self.recordsPerShard)..<min(fileNumbers.upperBound, (end + Self.recordsPerShard - 1) / Self.recordsPerShard) {
            // The file's records by their number in the site (`start`), and as `groups` hold them.
            let start = number * Self.recordsPerShard
            precondition(start >= groupsStart, "a record file begins before the records at hand")
            let slice = records[start - groupsStart..<min(start + Self.recordsPerShard, end) - groupsStart]
            // Kept when the file held these records, where they are now, and no others.
            let stable = previous.map { previous in
                min(start + Self.recordsPerShard, previous.count) == start + slice.count
                    && slice.allSatisfy { previous.firstRecord[$0.group] == firstRecord[$0.group] }
            } ?? false
            for language in languages where slice.contains(where: { groups[$0.group].records[$0.index].languages.contains(language) }) {
                let name = "r\(number)-\(language.id)"
                if stable {
                    output.keep("\(Self.folder)/\(name).js")
                    continue
                }
                let rows = try slice.map { entry -> String in
                    let record = groups[entry.group].records[entry.index]
                    guard let position = record.languages.firstIndex(of: language) else { return "null" }
                    return record.rows.isEmpty ? try oldRow(group: entry.group, index: entry.index, language: language) : record.rows[position]
                }
                output.add("\(Self.folder)/\(name).js", Self.script(name, "[" + rows.joined(separator: ",") + "]"))
            }
        }
    }

    /// The rows of a record file as written (`zhinan._load("r0-en",[row,null,…]);`): each row's JSON, or nil for null.
    static func rows(inScript text: String) -> [Substring?]? {
        let bytes = Array(text.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "[")) else { return nil }
        var rows: [Substring?] = []
        var index = open + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            if bytes[index...].starts(with: "null".utf8) {
                rows.append(nil)
                index += 4
            } else {
                guard bytes[index] == UInt8(ascii: "[") else { return nil }
                let start = index
                var depth = 0, inString = false, escaped = false
                repeat {
                    let byte = bytes[index]
                    if inString {
                        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    } else if byte == UInt8(ascii: "\"") {
                        inString = true
                    } else if byte == UInt8(ascii: "[") {
                        depth += 1
                    } else if byte == UInt8(ascii: "]") {
                        depth -= 1
                    }
                    index += 1
                } while depth > 0 && index < bytes.count
                guard depth == 0 else { return nil }
                rows.append(Substring(decoding: bytes[start..<index], as: UTF8.self))
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
        return rows
    }

    /// The files of the traditional→simplified table: the same for every site, so written by name.
    static var foldingPaths: [String] { (0..<foldShards).map { "\(folder)/f\($0).js" } }

    /// The traditional→simplified table by character, `foldShards` files: a query loads the few its
    /// characters need instead of the whole table.
    static func writeFolding(into output: inout IndexFiles) {
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
        let recordCount = groups.reduce(0) { $0 + $1.records.count }
        for language in languages.all {
            var runs: [[Int]] = []
            var index = 0
            for group in groups {
                for record in group.records {
                    defer { index += 1 }
                    guard record.languages.contains(language) else { continue }
                    if let last = runs.last, last[1] == index - 1 { runs[runs.count - 1][1] = index } else { runs.append([index, index]) }
                }
            }
            guard !runs.isEmpty else { continue }
            // Where a reader of this language looks next, by tag (its other script, then the rest).
            let order = self.languages.readingOrder(for: language).map(\.tag)
            editions[language.tag] = .init(folder: language.id, name: language.nativeName, runs: runs, order: order, cjk: language.isCJK, script: language.script)
        }
        return SearchManifest(records: recordCount, recordsPerShard: Self.recordsPerShard, tokenShards: tokenShards,
                              foldShards: Self.foldShards, foldFrom: Int(SearchText.scalarTable.keys.min() ?? 0), languages: editions)
    }

    /// A file the browser loads as a script: `zhinan._load(name, json)`, which works from `file://`.
    static func script(_ name: String, _ json: String) -> String {
        "zhinan._load(\"\(name)\",\(json));\n"
    }
}

/// The records of one document id — a guideline, section or introduction in every language it is
/// written in — analysed for search: what the index needs of them, and all it needs. A build keeps
/// it in its cache, so an unchanged document is never analysed again.
struct SearchGroup: Sendable, Hashable {
    struct Record: Sendable, Hashable {
        var kind: SearchRecord.Kind
        /// The languages the record is written in, in site order, and each one's stored row
        /// (`[url, title, context, text]` as JSON). The rows of a record taken from the build cache
        /// are not kept there (they are in the output's record files): empty.
        var languages: [Language]
        var rows: [String]
        /// The record's terms, field by field: each distinct term of a field once, as an index into
        /// the group's `terms` — or, once `numbered`, into the site's `TermTable` — with how often it
        /// occurs there; and how many terms (repeats included) each field has, BM25F's length.
        var terms: RecordTerms

        init(kind: SearchRecord.Kind, languages: [Language], rows: [String], terms: RecordTerms) {
            self.kind = kind
            self.languages = languages
            self.rows = rows
            self.terms = terms
        }

        /// From each field's terms (`terms[fieldEnds[f - 1]..<fieldEnds[f]]`), their counts and the fields' lengths.
        init(kind: SearchRecord.Kind, languages: [Language], rows: [String], terms: [Int32], counts: [Int32], fieldEnds: [Int32], lengths: [Int32]) {
            self.init(kind: kind, languages: languages, rows: rows, terms: RecordTerms(terms: terms, counts: counts, fieldEnds: fieldEnds, lengths: lengths))
        }

    }

    /// The group's distinct terms, in the order they were met; empty once `numbered`.
    var terms: [String]
    var records: [Record]

    /// The same records with their terms numbered in the site's table (and no table of their own):
    /// so the cache keeps each term once, and the index pass never looks a term up by its text.
    func numbered(in table: inout TermTable) -> SearchGroup {
        let map = table.numbers(of: terms)
        var numbered = SearchGroup(terms: [], records: records)
        for index in numbered.records.indices {
            numbered.records[index].terms = numbered.records[index].terms.renumbered(map)
        }
        return numbered
    }

    init(terms: [String], records: [Record]) {
        self.terms = terms
        self.records = records
    }

    /// Analyses records: each field's terms (with the forms of the glossary terms the record uses),
    /// and the rows the browser shows. `aliases`: the ids an id was renamed from.
    init(records: [SearchRecord], matcher: GlossaryMatcher, aliases: (String) -> [String]) {
        var numbers = TermNumbers()
        // How often each term (by id) has occurred in the field being read; zero again after each field.
        var occurrences: [Int32] = []
        // Made in buffers kept from record to record, then copied out at their size: grown by
        // appending, each record's arrays kept up to twice the room they needed, and a clean build
        // keeps every record's arrays until the index is written.
        var terms: [Int32] = [], counts: [Int32] = [], fieldEnds: [Int32] = [], lengths: [Int32] = []
        let analysed = records.map { record in
            let made = AnalysedRecord(record, idTerms: SearchIndex.idTerms(of: record, aliases: aliases), matcher: matcher)
            terms.removeAll(keepingCapacity: true)
            counts.removeAll(keepingCapacity: true)
            fieldEnds.removeAll(keepingCapacity: true)
            lengths.removeAll(keepingCapacity: true)
            for all in made.fieldTerms {
                let start = terms.count
                for term in all {
                    let id = numbers.number(of: term)
                    if occurrences.count < numbers.count { occurrences.append(0) }
                    if occurrences[Int(id)] == 0 { terms.append(id) }
                    occurrences[Int(id)] += 1
                }
                for id in terms[start...] {
                    counts.append(occurrences[Int(id)])
                    occurrences[Int(id)] = 0
                }
                fieldEnds.append(Int32(terms.count))
                lengths.append(Int32(all.count))
            }
            return Record(kind: record.kind, languages: record.languages, rows: made.rows,
                          terms: RecordTerms(terms: terms, counts: counts, fieldEnds: fieldEnds, lengths: lengths))
        }
        self.init(terms: numbers.terms, records: analysed)
    }

    /// What analysis makes of one record before its terms are numbered: each field's terms in order
    /// (repeats included), and its stored rows.
    struct AnalysedRecord: Sendable {
        var fieldTerms: [[String]]
        var rows: [String]

        /// About what it holds: 24 bytes for each term, and the rows' text.
        var size: Int { fieldTerms.reduce(0) { $0 + 24 * $1.count } + rows.reduce(0) { $0 + $1.utf8.count } }

        init(_ record: SearchRecord, idTerms: [String], matcher: GlossaryMatcher) {
            let editions = record.languages.map { record.editions[$0]! }
            // The reader-visible fields (title, context, body), every language together; the
            // glossary terms the record uses are found in their text (terms of text joined by a line
            // break are the terms of each part, in order). Held in order, not in tables by field:
            // two tables made and emptied per record were 1% of a clean build.
            let folded = [
                editions.map(\.title).joined(separator: "\n"),
                editions.map { ([$0.documentTitle] + $0.headingPath).joined(separator: "\n") }.joined(separator: "\n"),
                editions.map(\.text).joined(separator: "\n"),
            ].map(SearchText.fold)
            let read = folded.map(SearchText.terms)
            let glossary = matcher.forms.isEmpty ? []
                : matcher.formTerms(in: folded.joined(separator: "\n"), terms: read.flatMap { $0 })
            // In `SearchIndex.Field` order: title, context, body, rules, glossary, and the record's
            // id and the ids it was renamed from, each one whole term.
            fieldTerms = read + [SearchText.analyse(record.rulesText), glossary, idTerms]
            assert(fieldTerms.count == SearchIndex.Field.allCases.count)
            rows = editions.map { edition in
                // `JSONValue.array` of the four strings, encoded: written straight as bytes.
                var row: [UInt8] = [UInt8(ascii: "[")]
                for (index, text) in [edition.url, edition.title, ([edition.documentTitle] + edition.headingPath).joined(separator: " › "),
                                      SearchGroup.storedPrefix(of: edition.text)].enumerated() {
                    if index > 0 { row.append(UInt8(ascii: ",")) }
                    JSONValue.append(string: text, to: &row)
                }
                row.append(UInt8(ascii: "]"))
                return String(decoding: row, as: UTF8.self)
            }
        }

        /// Everything the analysis reads of a record, each part with its length in bytes before it
        /// (so no two records give the same key).
        static func key(of record: SearchRecord, idTerms: [String]) -> String {
            var key = ""
            func add(_ part: String) {
                key += String(part.utf8.count)
                key += ":"
                key += part
            }
            add("\(record.kind)")
            for language in record.languages {
                let edition = record.editions[language]!
                add(language.id)
                add(edition.url)
                add(edition.title)
                add(edition.documentTitle)
                add(String(edition.headingPath.count))
                edition.headingPath.forEach(add)
                add(edition.text)
            }
            add(record.rulesText)
            add(String(idTerms.count))
            idTerms.forEach(add)
            return key
        }
    }

    /// The first `SearchIndex.storedText` characters of a record's text: `String(text.prefix(_:))`.
    /// Counting characters finds grapheme boundaries, which is slow; text of `WhitespaceText.isSimple`
    /// scalars (no carriage return among them) has one at every scalar, so it is cut by scalars,
    /// found in its bytes.
    static func storedPrefix(of text: String) -> String {
        let limit = SearchIndex.storedText
        if text.utf8.count <= limit { return text }  // no more characters than bytes
        var native = text  // withUTF8 may make a bridged string native: a copy, not the caller's
        return native.withUTF8 { bytes in
            // (The scalar after the last one kept is looked at too: it could join the one before it.)
            guard let end = WhitespaceText.simpleScalars(bytes, limit: limit)?.length else { return String(text.prefix(limit)) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }
}

/// `search/manifest.js`, as the browser's script reads it.
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

/// Every term of a site's search index, numbered: analysed groups refer to terms by number. A
/// term keeps its number from build to build (the build cache keeps the table); terms no record
/// uses any more are left in place, and skipped.
struct TermTable: Sendable {
    /// The table's terms; `numbers` is made of them when a term is first asked for.
    private(set) var terms: [String]
    private var numbers: TermNumbers?
    /// What the term files need of each term that its text alone decides (see `prepareFacts`).
    private(set) var facts = TermFacts()
    /// Which table this is: one made anew, or read whole from a cache, has a lineage of its own,
    /// kept as terms are added. (A build appends its changes to the cache file only where its table
    /// is the file's, grown: see `BuildCache.changeRecord`.)
    let lineage = UInt64.random(in: 1...UInt64.max)

    init(terms: [String] = []) { self.terms = terms }

    /// Terms read from a cache's change record, added after those read before them (numbered in
    /// the order they were added by the build that wrote them).
    mutating func appendRead(_ more: [String]) {
        precondition(numbers == nil, "terms read are added before any is looked up")
        terms += more
    }

    var count: Int { terms.count }

    /// Makes the lookup of numbers now (it is made when a term is first asked for otherwise).
    mutating func prepareNumbers() {
        if numbers == nil { numbers = TermNumbers(numbered: terms) }
    }

    /// Room for `capacity` terms in all, made before numbering many: the lookup grew step by step
    /// as a clean build numbered its first terms (a third of numbering the real site's, on one core).
    mutating func reserveCapacity(_ capacity: Int) {
        prepareNumbers()
        terms.reserveCapacity(capacity)
        numbers!.reserveCapacity(capacity)
    }

    mutating func number(of term: String) -> Int32 {
        prepareNumbers()
        let number = numbers!.number(of: term)
        if Int(number) == terms.count { terms.append(term) }
        return number
    }

    /// `number(of:)` of each of `wanted`, in order. Where the lookup of every number is not made yet
    /// and the wanted are few (a rebuild numbers one document's few hundred terms against a table of
    /// 75,000, and making the lookup of all of them took 25 ms of CPU), the table is gone through
    /// once instead, asking a lookup of the wanted alone about each of its terms: the first equal
    /// term in the table is the one `number(of:)` finds, and the rest are added in the same order.
    mutating func numbers(of wanted: [String]) -> [Int32] {
        guard numbers == nil, wanted.count * 64 < terms.count else { return wanted.map { number(of: $0) } }
        var own = TermNumbers(capacity: wanted.count)
        let local = wanted.map { own.number(of: $0) }
        var found = [Int32?](repeating: nil, count: own.count)
        var left = own.count
        for (number, term) in terms.enumerated() where left > 0 {
            guard let index = own.number(ifKnown: term), found[Int(index)] == nil else { continue }
            found[Int(index)] = Int32(number)
            left -= 1
        }
        return local.map { index in
            if let number = found[Int(index)] { return number }
            let number = Int32(terms.count)
            terms.append(own.terms[Int(index)])
            found[Int(index)] = number
            return number
        }
    }

    /// Works out the facts of the terms that have none yet, on every core: all of them the first
    /// time, then (the table kept from build to build in `serve`) only the terms a save added.
    mutating func prepareFacts() {
        let start = facts.count
        guard start < terms.count else { return }
        let terms = self.terms
        let runs = stride(from: start, to: terms.count, by: 2048).map { $0..<min($0 + 2048, terms.count) }
        for made in ParallelMap.map(runs, { run in TermFacts(terms[run]) }) { facts.append(made) }
    }

    /// The facts of every term, made now if `prepareFacts` was not asked.
    var allFacts: TermFacts {
        if facts.count == terms.count { return facts }
        var table = self
        table.prepareFacts()
        return table.facts
    }
}

/// Per term, by number: its key in a term file as bytes (the JSON string and `:"`), its shard
/// hash (`SearchIndex.shardHash`) and its leading bytes (`SearchIndex.leadingBytes`, the sort key).
struct TermFacts: Sendable {
    private var keyBytes: [UInt8] = []
    private var keyEnds: [Int] = []
    private(set) var hashes: [UInt32] = []
    private(set) var leads: [UInt64] = []

    var count: Int { keyEnds.count }

    init() {}

    init(_ terms: ArraySlice<String>) {
        keyEnds.reserveCapacity(terms.count)
        hashes.reserveCapacity(terms.count)
        leads.reserveCapacity(terms.count)
        for term in terms {
            JSONValue.append(string: term, to: &keyBytes)
            keyBytes.append(contentsOf: #":""#.utf8)
            keyEnds.append(keyBytes.count)
            hashes.append(SearchIndex.shardHash(of: term))
            leads.append(SearchIndex.leadingBytes(term))
        }
    }

    func key(of term: Int) -> ArraySlice<UInt8> { keyBytes[(term == 0 ? 0 : keyEnds[term - 1])..<keyEnds[term]] }

    mutating func append(_ other: TermFacts) {
        let offset = keyBytes.count
        keyBytes += other.keyBytes
        keyEnds += other.keyEnds.map { $0 + offset }
        hashes += other.hashes
        leads += other.leads
    }
}

/// Values made of texts, kept by the text's bytes (equal bytes, equal value), up to `byteLimit`
/// bytes of text: `serve` asks again about every guideline and record of a saved document on each
/// save, and most of them did not change. A large clean build, which asks about each text once or
/// twice, stops keeping them at the limit.
final class TextMemo<Value: Sendable>: @unchecked Sendable {
    let byteLimit: Int

    /// How many answers past the limit are kept, the latest (0: none).
    let recentLimit: Int

    private let lock = NSLock()
    private var known: [TextBytes: Value] = [:]
    private var bytes = 0
    /// Answers made since the limit was reached, up to `recentLimit`; then cleared and begun again.
    private var recent: [TextBytes: Value] = [:]

    init(byteLimit: Int, recent: Int = 0) {
        self.byteLimit = byteLimit
        recentLimit = recent
    }

    /// `size`: the bytes a value holds besides its text, counted against the limit.
    func value(_ text: String, size: (Value) -> Int = { _ in 0 }, _ make: () -> Value) -> Value {
        let key = TextBytes(text)
        lock.lock()
        let found = known[key] ?? (recent.isEmpty ? nil : recent[key])
        lock.unlock()
        if let found { return found }
        let made = make()
        let cost = text.utf8.count + size(made)
        lock.lock()
        if bytes + cost <= byteLimit {
            if known.updateValue(made, forKey: key) == nil { bytes += cost }
        } else if recentLimit > 0 {
            if recent.count >= recentLimit { recent.removeAll(keepingCapacity: true) }
            recent[key] = made
        }
        lock.unlock()
        return made
    }

    /// A string hashed and compared by its UTF-8 bytes (not as Unicode text: no normalising).
    struct TextBytes: Hashable {
        let text: String

        init(_ text: String) {
            var text = text
            text.makeContiguousUTF8()
            self.text = text
        }

        func hash(into hasher: inout Hasher) {
            text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (a: TextBytes, b: TextBytes) -> Bool {
            a.text.utf8.withContiguousStorageIfAvailable { x in
                b.text.utf8.withContiguousStorageIfAvailable { y in
                    x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
            }.flatMap { $0 } ?? a.text.utf8.elementsEqual(b.text.utf8)
        }
    }
}

/// Finds the glossary terms a record uses, in any of their forms, so the record can be found by every
/// other form too (document-side expansion: a query in any form meets a record written in any other,
/// and the browser needs no glossary of its own).
struct GlossaryMatcher: Sendable {
    /// One form of a term (a class: matching runs over every form for every record, and copying a
    /// struct of arrays each time was most of the work).
    final class Form: Sendable {
        let term: Glossary.Term
        /// Where the term stands in the glossary: results come in glossary order.
        let index: Int
        /// The form as the glossary writes it (`GlossaryChecker` asks whose language's form it is).
        let text: String
        /// Folded text (as UTF-8, searched byte-wise: String.contains is Unicode-aware and slow), for
        /// Chinese forms; word terms in order, for the others.
        let folded: [UInt8]
        let words: [String]
        /// Whether every word is surely normalised (`GlossaryMatcher.isSurelyNormalized`): then, in a
        /// text whose words are too, a word equals another only when their bytes are.
        let wordsNormalized: Bool
        /// The form's own terms: a text without one of them cannot contain the form (a quick test first).
        let terms: [String]

        init(term: Glossary.Term, index: Int, text: String, folded: [UInt8], words: [String], terms: [String]) {
            self.term = term
            self.index = index
            self.text = text
            self.folded = folded
            self.words = words
            wordsNormalized = GlossaryMatcher.areSurelyNormalized(words)
            self.terms = terms
        }
    }
    let forms: [Form]
    /// The search terms of each glossary term's forms (every form of it, each on a line of its
    /// own), by its place in the glossary: what a record that uses the term gets in its glossary
    /// field. Analysed once here, not once for every record that uses the term. (Terms of text
    /// joined by line breaks are the terms of each line, in order: a line break ends words, pairs
    /// and runs of Chinese.)
    let formTerms: [[String]]
    /// Forms by their first term, each by its place in `forms`: a text can only contain the forms
    /// of the terms it has.
    let byFirstTerm: [String: [Int32]]
    /// Forms without terms: every text is asked about them.
    let formsWithoutTerms: [Int32]
    /// What this matcher found in texts it was asked about before (shared by its copies). The
    /// recent answers are kept past the limit: the glossary check asks about each guideline's text
    /// right before or after its page does (`GlossaryChecker`).
    private let answers = TextMemo<[Form]>(byteLimit: 8 << 20, recent: 4096)
    /// What search analysis made of records with this matcher (`SearchGroup.analyse`), by the
    /// record's text and everything else the analysis reads.
    let analyses = TextMemo<SearchGroup.AnalysedRecord>(byteLimit: 8 << 20)

    /// `forms`: which of a term's forms to look for (all of them, as the build looks; the tests hold
    /// the glossary check's answers against a matcher of one language's forms).
    init(glossary: Glossary, forms which: (Glossary.Term) -> [String] = \.allForms) {
        forms = glossary.terms.enumerated().flatMap { index, term in
            which(term).map { form in
                let folded = SearchText.fold(form)
                let hasCJK = folded.unicodeScalars.contains(where: SearchText.isCJK)
                let terms = SearchText.terms(folded).filter { !$0.utf8.contains(0x20) }
                return Form(term: term, index: index, text: form, folded: Array(folded.utf8), words: hasCJK ? [] : terms, terms: terms)
            }
        // One Chinese character is part of too many words to stand for a term inside running text
        // (笔 for Apple Pencil is also in 一筆 "one entry"); it still names the term on the glossary page.
        }.filter { !($0.words.isEmpty && String(decoding: $0.folded, as: UTF8.self).unicodeScalars.count < 2) }
        let forms = self.forms
        let positions = forms.indices.map(Int32.init)
        formsWithoutTerms = positions.filter { forms[Int($0)].terms.isEmpty }
        let withTerms = positions.filter { !forms[Int($0)].terms.isEmpty }
        var byFirstTerm: [String: [Int32]] = [:]
        for position in withTerms { byFirstTerm[forms[Int(position)].terms[0], default: []].append(position) }
        self.byFirstTerm = byFirstTerm
        formTerms = glossary.terms.map { SearchText.analyse($0.allForms.joined(separator: "\n")) }
    }

    /// The matcher of every form of every term, made once per process for the same glossary (`serve`
    /// rebuilds on every save, and making the matchers was 3% of a rebuild). The glossary parsed
    /// from unchanged bytes is the same value (see `ParseMemo`), whose arrays compare equal at once.
    static func shared(for glossary: Glossary) -> GlossaryMatcher {
        var ignored = Diagnostics()
        return ParseMemo.shared.value("glossary matcher", path: "", input: glossary, into: &ignored) { _ in
            GlossaryMatcher(glossary: glossary)
        }
    }

    /// Terms used in already folded text, in glossary order, each once. `terms`: the text's terms,
    /// when the caller has them (`SearchText.terms(folded)`).
    func terms(in folded: String, terms known: [String]? = nil) -> [Glossary.Term] {
        Self.terms(of: forms(in: folded, terms: known))
    }

    /// The forms used in already folded text, in glossary order, each once: every form of every
    /// term, a term found by one form looked for by its others too (the glossary check asks which
    /// language's forms a text uses, `GlossaryChecker.LanguageForms`).
    func forms(in folded: String, terms known: [String]? = nil) -> [Form] {
        guard !forms.isEmpty else { return [] }
        return answers.value(folded) { match(folded, terms: known) }
    }

    /// The terms of found forms, each once (by id), in the forms' order.
    static func terms(of found: [Form]) -> [Glossary.Term] { firstForms(of: found).map(\.term) }

    /// The search terms of the glossary terms used in already folded text: each used term's
    /// `formTerms`, in glossary order. Not kept among `answers`: a record's text is asked about
    /// once per build, and `analyses` keeps what a record's analysis made for the next one
    /// (hashing and keeping each record's text was 1% of the real site's build).
    func formTerms(in folded: String, terms known: [String]? = nil) -> [String] {
        guard !forms.isEmpty else { return [] }
        return Self.firstForms(of: match(folded, terms: known)).flatMap { formTerms[$0.index] }
    }

    /// The first of the found forms of each term (by id), in order.
    private static func firstForms(of found: [Form]) -> [Form] {
        var seen = Set<String>()
        return found.filter { seen.insert($0.term.id).inserted }
    }

    private func match(_ folded: String, terms known: [String]?) -> [Form] {
        let all = known ?? SearchText.terms(folded)
        var present = Set<String>(minimumCapacity: all.count)
        // The candidates, marked by their place in `forms` (which is glossary order): forms whose
        // first term the text has, and forms without terms (in every text).
        var isCandidate = [Bool](repeating: false, count: forms.count)
        var candidates = 0
        func mark(_ positions: [Int32]) {
            for position in positions where !isCandidate[Int(position)] {
                isCandidate[Int(position)] = true
                candidates += 1
            }
        }
        mark(formsWithoutTerms)
        for term in all where present.insert(term).inserted {
            if let positions = byFirstTerm[term] { mark(positions) }
        }
        guard candidates > 0 else { return [] }
        // Made when a form of words, or of Chinese, is first asked about.
        var words: [String]?
        var wordsNormalized: Bool?
        var bytes: [UInt8]?
        var found: [Form] = []
        for (position, form) in forms.enumerated() where isCandidate[position] && form.terms.allSatisfy(present.contains) {
            let used: Bool
            if form.words.isEmpty {
                if bytes == nil { bytes = Array(folded.utf8) }
                used = Self.contains(bytes!, form.folded)
            } else {
                if words == nil { words = all.filter { !Self.hasSpace($0) } }
                if form.wordsNormalized, wordsNormalized == nil { wordsNormalized = Self.areSurelyNormalized(words!) }
                used = Self.contains(words!, form.words, byBytes: form.wordsNormalized && wordsNormalized!)
            }
            if used { found.append(form) }
        }
        return found
    }

    /// Whether `pattern` occurs in `text`, byte for byte (UTF-8 never matches across a character's bytes).
    static func contains(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard !pattern.isEmpty, pattern.count <= text.count else { return false }
        // The first byte found by `memchr`, the rest compared by `memcmp` (a byte at a time, with a
        // slice compared at each first byte, was 1% of a clean build of the real site).
        return text.withUnsafeBytes { text in
            pattern.withUnsafeBytes { pattern in
                var start = text.baseAddress!
                let end = text.baseAddress! + text.count
                let first = Int32(pattern[0])
                while end - start >= pattern.count {
                    guard let hit = memchr(start, first, end - start - pattern.count + 1) else { return false }
                    if memcmp(hit, pattern.baseAddress!, pattern.count) == 0 { return true }
                    start = UnsafeRawPointer(hit) + 1
                }
                return false
            }
        }
    }

    /// Whether `phrase` occurs in `words`, word for word. `byBytes`: both are surely normalised
    /// (`areSurelyNormalized`), so words are compared by their bytes alone. (Asking each pair of
    /// words whether they are was 2% of the real site's build: once per word of the text for every
    /// form looked for in it.)
    static func contains(_ words: [String], _ phrase: [String], byBytes: Bool = false) -> Bool {
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        func same(_ a: String, _ b: String) -> Bool { byBytes ? sameBytes(a, b) : sameTerm(a, b) }
        for start in 0...(words.count - phrase.count) where same(words[start], phrase[0]) {
            if phrase.indices.allSatisfy({ same(words[start + $0], phrase[$0]) }) { return true }
        }
        return false
    }

    /// Whether a term has a space (is a pair of words): by `memchr` where its bytes are at hand.
    static func hasSpace(_ term: String) -> Bool {
        term.utf8.withContiguousStorageIfAvailable { !$0.isEmpty && memchr($0.baseAddress!, 0x20, $0.count) != nil } ?? term.utf8.contains(0x20)
    }

    /// Whether two strings have the same UTF-8 bytes: their counts first (most words differ in
    /// length), then `memcmp`.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let byStorage = a.utf8.withContiguousStorageIfAvailable { a -> Bool? in
            b.utf8.withContiguousStorageIfAvailable { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        return (byStorage ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// Whether every word is surely normalised (`isSurelyNormalized`).
    static func areSurelyNormalized(_ words: [String]) -> Bool { words.allSatisfy(isSurelyNormalized) }

    /// Whether every scalar of `term` is surely its own normal form (ASCII asked by bytes).
    static func isSurelyNormalized(_ term: String) -> Bool {
        term.utf8.allSatisfy { $0 < 0x80 } || term.unicodeScalars.allSatisfy(isSurelyNormalized)
    }

    /// ASCII, kana, CJK unified ideographs and hangul syllables: each its own normal form C, and
    /// none composing with another of them, so text made of them alone is in NFC.
    static func isSurelyNormalized(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x7F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// `a == b` (canonical equivalence), by bytes where that is the same answer: equal bytes are
    /// equal strings, and two texts surely in normal form C (`isSurelyNormalized`) are equal only
    /// when their bytes are. (Strings of Chinese compared through Unicode's normalization were 1%
    /// of the real site's build.)
    static func sameTerm(_ a: String, _ b: String) -> Bool {
        if a.utf8.elementsEqual(b.utf8) { return true }
        if isSurelyNormalized(a), isSurelyNormalized(b) { return false }
        return a == b
    }
}
