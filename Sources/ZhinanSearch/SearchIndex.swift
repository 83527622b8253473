import Foundation
import ZhinanParallel

/// The in-browser search index, split so that a query loads only what it needs, every term's BM25F
/// score made at build time: terms in `t<N>.js` by a hash of the term, each with its best
/// `maximumPostings` records; record text in `r<N>-<language>.js`; traditional→simplified folding in
/// `f<N>.js`. Every file is a script (`zhinan._load(…)`), not JSON, so search works from `file://`.
package struct SearchIndex: Sendable {
    /// The records of each document id, in record order, their terms numbered in `terms`.
    let groups: [SearchGroup]
    let terms: TermTable
    /// In an incremental build, the record and term files of the output it replaces.
    let previous: Previous?
    /// The ids of the site's languages, in its order (every record's among them): the order of each record's files.
    let languages: [String]

    package static let folder = "search"
    /// A document's guidelines are numbered together: the results of one query share files.
    package static let recordsPerShard = 16
    package static let foldShards = 32
    /// The most records a term lists; the rest score lower for it than these.
    static let maximumPostings = 300
    /// How much text of a record is kept for excerpts, in characters.
    static let storedText = 240

    package init(groups: [SearchGroup], terms: TermTable, previous: Previous? = nil, languages: [String]) {
        (self.groups, self.terms, self.previous, self.languages) = (groups, terms, previous, languages)
    }

    /// The number of term files for an index of `bytes` bytes: about 2.5 kB each, a power of two.
    static func tokenShardCount(forBytes bytes: Int) -> Int {
        var count = 16
        while count < 8192 && bytes / count > 2500 { count *= 2 }
        return count
    }

    /// FNV-1a over UTF-16 units, the same in the browser's script, of the shard key (made without
    /// making the key): the first three letters for a word, so a word being typed ("minim") finds
    /// every word it begins ("minimum") in one file; the whole term for CJK, for a pair of words (or
    /// every "document 12…" would share one file) and for an id (a site's ids mostly begin alike).
    static func shardHash(of term: String) -> UInt32 {
        let scalars = term.unicodeScalars
        let isWord = scalars.first.map { !SearchText.isCJK($0) && $0 != "#" } == true && !term.utf8.contains(0x20)
        return scalars.prefix(isWord ? 3 : Int.max).lazy.flatMap(\.utf16).reduce(0x811C_9DC5) { ($0 ^ UInt32($1)) &* 0x0100_0193 }
    }

    /// The parts of a record, each with its BM25F weight and length normalisation. `id` holds the
    /// record's id and the ids it was renamed from, each one whole term (`#` and the id), which no
    /// text makes: a query that is an id, or an address ending in one, finds exactly its guideline.
    enum Field: Int, CaseIterable {
        case title, context, body, rules, glossary, id
        var weight: Double { [3.0, 1.2, 1.0, 0.8, 0.6, 3.0][rawValue] }
        var lengthNormalisation: Double { [0.3, 0.3, 0.75, 0.5, 0.3, 0][rawValue] }
    }

    /// How much a term of this shape says: a lone Chinese character little, a pair of words a bonus on top of its words.
    static func termWeight(_ term: String) -> Double {
        if term.utf8.count <= 4, term.unicodeScalars.count == 1, SearchText.isCJK(term.unicodeScalars.first!) { return 0.35 }
        return term.utf8.contains(0x20) ? 0.5 : 1.0
    }

    static func kindWeight(_ kind: RecordKind) -> Double {
        switch kind {
        case .guideline, .section: 1.0
        case .introduction: 0.8
        // The site's rules and terms repeat what the guidelines say: found, but below them.
        case .rule, .term: 0.1
        }
    }

    /// Every term's best `maximumPostings` records with their scores, in record order, and its weight.
    struct Postings {
        var weights: [Double]
        /// In how many records each term occurs.
        var frequency: [Int]
        /// Term t's are `records[starts[t]..<ends[t]]`, with `scores` alongside: the records' parts (`recordScore`).
        var starts: [Int]
        var ends: [Int]
        var records: [Int32]
        var scores: [Double]
    }

    /// Every term's postings, scored with `statistics` (else the index's own), holding only what the term files keep.
    func postings(statistics: IndexStatistics? = nil) -> Postings {
        let terms = self.terms.terms
        let statistics = statistics ?? self.statistics
        let recordCount = statistics.recordCount
        let averageLength = statistics.averageLengths
        // The records in runs of whole groups, at least one per core where there are a few hundred
        // records (`serve` waits for this pass): each run counts, then scores, its own records.
        let perRun = max(256, min(2000, recordCount / ParallelMap.cores + 1), recordCount / 8)
        let firstRecords = self.firstRecords
        var runStarts = [0]
        for group in groups.indices.dropFirst() where firstRecords[group] - firstRecords[runStarts.last!] >= perRun { runStarts.append(group) }
        let runs = zip(runStarts, runStarts.dropFirst() + [groups.count]).map { (groups: $0..<$1, first: Int32(firstRecords[$0])) }
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
        let frequency = (0..<termCount).map { term in counts.reduce(0) { $0 + Int($1[term]) } }
        let weights = (0..<termCount).map { term in Self.weight(of: terms[term], frequency: frequency[term], records: recordCount) }
        let limit = Self.maximumPostings
        // A rare term (in at most `limit` records) keeps every record: each has its place, each
        // run's in record order after the run before. A common one is ranked: each run keeps its
        // own best `limit` of it, and the runs' best are ranked together after.
        let common = (0..<termCount).filter { frequency[$0] > limit }
        var commonNumber = [Int32](repeating: -1, count: termCount)
        for (number, term) in common.enumerated() { commonNumber[term] = Int32(number) }
        // Each term's place: the kept records of the terms before it (and after the last, the total).
        var starts = frequency.reduce(into: [0]) { $0.append($0.last! + min($1, limit)) }
        let total = starts.removeLast()
        var cursors: [[Int]] = []
        var next = starts
        for runCounts in counts {
            cursors.append(next)
            for term in 0..<termCount where commonNumber[term] < 0 { next[term] += Int(runCounts[term]) }
        }
        // Not zeroed: every rare term's place is written once below, every common term's at the end.
        var records = [Int32](unsafeUninitializedCapacity: total) { _, count in count = total }
        var scores = [Double](unsafeUninitializedCapacity: total) { _, count in count = total }
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
                            Self.visitWeighted(entry.terms, averages: averageLength) { number, weighted in
                                let term = Int(number)
                                if accumulated[term] == 0 { touched.append(term) }
                                accumulated[term] += weighted
                            }
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
        let ends = (0..<termCount).map { starts[$0] + min(frequency[$0], limit) }
        // Every rare term's place written once: each run ended where the next one starts, the last at the ends.
        assert(zip(ran.map(\.cursor), cursors.dropFirst() + [ends]).allSatisfy { final, next in
            (0..<termCount).allSatisfy { commonNumber[$0] >= 0 || final[$0] == next[$0] }
        })
        // Each common term keeps its best `limit` records of all runs (see `worse`) in record order, whichever run ranked them.
        let chosen: [[Posting]] = ParallelMap.map(Array(common.indices)) { number -> [Posting] in
            var heap: [Posting] = []
            heap.reserveCapacity(limit)
            for posting in ran.lazy.flatMap({ $0.best[number] }) { Self.offer(posting, to: &heap, limit: limit) }
            return heap.sorted { $0.record < $1.record }
        }
        for (term, kept) in zip(common, chosen) {
            // More than `limit` records have the term, so it keeps exactly `limit`: every place written.
            precondition(kept.count == limit)
            records.replaceSubrange(starts[term]..<ends[term], with: kept.map(\.record))
            scores.replaceSubrange(starts[term]..<ends[term], with: kept.map(\.score))
        }
        return Postings(weights: weights, frequency: frequency, starts: starts, ends: ends, records: records, scores: scores)
    }

    // The parts of a BM25F score, shared by `postings` and `patchTerms`, which must agree to the bit.

    /// A term's weight: its rarity among `records` records (0 for a term no record has: never read).
    static func weight(of term: String, frequency: Int, records: Int) -> Double {
        guard frequency > 0 else { return 0 }
        let df = Double(frequency), count = Double(max(records, 1))
        return log(1 + (count - df + 0.5) / (df + 0.5)) * termWeight(term)
    }

    /// Each term of a record, field by field, with what its occurrences there add: count × field weight / length normalisation.
    @inline(__always)
    static func visitWeighted(_ terms: RecordTerms, averages: [Double], _ body: (Int32, Double) -> Void) {
        var share = 0.0
        terms.visit(field: { index, length in
            let field = Field(rawValue: index)!
            let norm = 1 - field.lengthNormalisation + field.lengthNormalisation * Double(length) / averages[field.rawValue]
            share = field.weight / norm
        }, term: { number, count in body(number, Double(count) * share) })
    }

    /// The record's part of a term's score: its weighted frequency saturated, times its kind's weight.
    @inline(__always)
    static func recordScore(frequency tf: Double, kind: Double) -> Double {
        let k1 = 1.2
        return tf * (k1 + 1) / (tf + k1) * kind
    }
}
