import Foundation
import ZhinanParallel

extension SearchIndex {
    /// What an incremental build knows of the output it replaces: where each group's records were
    /// numbered there (nil for a group analysed again), how many there were, what its term files were
    /// made with, the last build's records of the groups analysed again and of those that are gone,
    /// and one of its files, when it is as that build wrote it (nil otherwise).
    package struct Previous: Sendable {
        var firstRecord: [Int?]
        var count: Int
        var files: TermFileSet
        var replaced: [SearchGroup]
        var read: @Sendable (String) -> Data?

        package init(firstRecord: [Int?], count: Int, files: TermFileSet, replaced: [SearchGroup], read: @escaping @Sendable (String) -> Data?) {
            (self.firstRecord, self.count, self.files, self.replaced, self.read) = (firstRecord, count, files, replaced, read)
        }
    }

    /// The term files made by changing the output's, where the statistics are the last build's and every unchanged
    /// document's records kept their numbers: an untouched term's entry is as before; a touched term's records are
    /// its old entry's, less the changed documents' records, plus those of theirs that have it. An entry that listed
    /// only the best `maximumPostings` left out records ranking below all it kept, unless a changed record passes the
    /// worst listed one that stays: then every record is looked at. Nil (make every file) where the statistics or
    /// the numbers moved, the file count would change, or most terms were touched. Throws when a file is not as written.
    func patchTerms(statistics: IndexStatistics, into output: inout IndexFiles) throws -> TermFileSet? {
        guard let previous, previous.files.statistics == statistics,
              previous.count == statistics.recordCount, previous.files.frequency.count <= terms.count else { return nil }
        let firstRecords = self.firstRecords
        // Every unchanged group's records where the last build numbered them.
        guard zip(firstRecords, previous.firstRecord).allSatisfy({ $1 == nil || $1 == $0 }) else { return nil }
        let changedGroups = previous.firstRecord.indices.filter { previous.firstRecord[$0] == nil }
        // In how many of the replaced records each term occurs.
        var before: [Int32: Int] = [:]
        for record in previous.replaced.lazy.flatMap(\.records) {
            var terms = Set<Int32>()
            record.terms.forEachTerm { term, _ in terms.insert(term) }
            for term in terms { before[term, default: 0] += 1 }
        }
        var frequency = previous.files.frequency
        frequency.append(contentsOf: repeatElement(0, count: terms.count - frequency.count))
        let oldFrequency = frequency
        // Worth it only where the records the touched terms' entries list, each scored again, are
        // fewer than the records a whole pass goes through (on a small site, they are not): the
        // replaced records' terms, touched too, may say so before the changed ones are scored.
        func worth(_ touched: some Sequence<Int32>) -> Bool {
            touched.reduce(0) { $0 + min(Int(oldFrequency[Int($1)]), Self.maximumPostings) } <= statistics.recordCount
        }
        guard worth(before.keys) else { return nil }
        let averages = statistics.averageLengths
        let now = scoredRecords(ofGroups: changedGroups, firstRecords: firstRecords, averages: averages)
        let touched = Set(now.keys).union(before.keys).sorted()
        guard worth(touched) else { return nil }
        for term in touched { frequency[Int(term)] += Int32((now[term]?.count ?? 0) - (before[term] ?? 0)) }
        let fileCount = previous.files.fileCount
        let byFile = Dictionary(grouping: touched) { Int(Self.shardHash(of: terms.terms[Int($0)]) % UInt32(fileCount)) }
        // Each touched file on any core: its old entries read back, and its touched terms' entries made, or to be rescanned.
        let patches = ParallelMap.map(byFile.sorted(by: { $0.key < $1.key })) { [frequency] index, fileTerms in
            Swift.Result { () throws(OutputNotAsRecorded) -> FilePatch? in
                try patch(file: index, terms: fileTerms, previous: previous, firstRecords: firstRecords, averages: averages,
                          oldFrequency: oldFrequency, frequency: frequency, now: now)
            }
        }
        let files = try patches.compactMap { try $0.get() }
        guard files.count == patches.count else { return nil }
        var made = Dictionary(uniqueKeysWithValues: files.flatMap(\.made))
        let rescan = files.flatMap(\.rescan)
        var entryBytes = previous.files.entryBytes - files.reduce(0) { $0 + $1.removedBytes }
        // Terms whose best records may be ones the old entry left out: one pass over every unchanged record for all.
        if !rescan.isEmpty {
            let found = unchangedBest(of: rescan, changedGroups: Set(changedGroups), firstRecords: firstRecords, averages: averages)
            for (term, (count, best)) in zip(rescan, found) {
                guard let entry = entry(of: term, unchanged: best, unchangedCount: count, now: now[term] ?? [],
                                        frequency: Int(frequency[Int(term)]), records: statistics.recordCount) else { return nil }
                made[term] = entry
            }
        }
        var patched: [(path: String, data: Data?)] = []
        for file in files {
            let added = byFile[file.index]!.compactMap { term in made[term]!.isEmpty ? nil : TermEntry(term: Array(terms.terms[Int(term)].utf8), bytes: made[term]![...]) }
            entryBytes += added.reduce(0) { $0 + $1.bytes.count }
            // (The sort merges the runs it finds: `kept` is one.)
            let entries = (file.kept + added).sorted { $0.term.lexicographicallyPrecedes($1.term) }
            let bytes = Self.termFile(index: file.index, entries: entries.lazy.map(\.bytes))
            patched.append(("\(Self.folder)/t\(file.index).js", bytes == file.old ? nil : Data(bytes)))
        }
        // The file count follows the bytes: where it would change, every term moves.
        guard Self.tokenShardCount(forBytes: entryBytes) == fileCount else { return nil }
        output += patched
        for index in 0..<fileCount where byFile[index] == nil { output.append(("\(Self.folder)/t\(index).js", nil)) }
        return TermFileSet(statistics: statistics, fileCount: fileCount, entryBytes: entryBytes, frequency: frequency)
    }

    private struct FilePatch: Sendable {
        var index: Int
        var old: [UInt8]
        /// Its entries of untouched terms, and the bytes its touched terms' entries took.
        var kept: [TermEntry]
        var removedBytes = 0
        /// Each touched term's entry now where it is known without a scan.
        var made: [(Int32, [UInt8])] = []
        var rescan: [Int32] = []
    }

    /// Term file `index` patched for its touched `terms`; nil where the patch does not hold.
    private func patch(file index: Int, terms fileTerms: [Int32], previous: Previous, firstRecords: [Int], averages: [Double], oldFrequency: [Int32],
                       frequency: [Int32], now: [Int32: [Posting]]) throws(OutputNotAsRecorded) -> FilePatch? {
        guard let data = previous.read("\(Self.folder)/t\(index).js"), let old = Self.termEntries(inFile: [UInt8](data), index: index) else {
            throw OutputNotAsRecorded("a term file of the output is not as recorded")
        }
        let byTerm = Dictionary(fileTerms.map { (Array(terms.terms[Int($0)].utf8), $0) }, uniquingKeysWith: { a, _ in a })
        var patch = FilePatch(index: index, old: old.bytes, kept: old.entries.filter { byTerm[$0.term] == nil })
        var listedBefore: [Int32: [Int32]] = [:]
        for entry in old.entries {
            guard let term = byTerm[entry.term] else { continue }
            patch.removedBytes += entry.bytes.count
            guard let listed = Self.postedRecords(inEntry: entry.bytes) else { throw OutputNotAsRecorded("a term entry of the output is malformed") }
            listedBefore[term] = listed
        }
        for term in fileTerms {
            let old = Int(oldFrequency[Int(term)])
            let listed = listedBefore[term] ?? []
            // The old entry lists the best records, all of them where there are few enough.
            guard listed.count == min(old, Self.maximumPostings) else { return nil }
            // Its records in unchanged documents, with their score parts (the same as before).
            var unchanged: [Posting] = []
            for record in listed {
                guard let (group, offset) = Self.locate(record, in: firstRecords, groups: groups), previous.firstRecord[group] != nil else { continue }
                guard let score = Self.recordScore(of: term, in: groups[group].records[offset], averages: averages) else { return nil }
                unchanged.append(Posting(record: record, score: score))
            }
            if let entry = entry(of: term, unchanged: unchanged, unchangedCount: old <= Self.maximumPostings ? unchanged.count : nil, now: now[term] ?? [],
                                 frequency: Int(frequency[Int(term)]), records: previous.count) {
                patch.made.append((term, entry))
            } else {
                patch.rescan.append(term)
            }
        }
        return patch
    }

    /// The number of each group's first record.
    package var firstRecords: [Int] { Array(groups.reduce(into: [0]) { $0.append($0.last! + $1.records.count) }.dropLast()) }

    /// The records of some groups, per term: (record, score part), in record order.
    private func scoredRecords(ofGroups indices: [Int], firstRecords: [Int], averages: [Double]) -> [Int32: [Posting]] {
        var postings: [Int32: [Posting]] = [:]
        for index in indices {
            for (offset, record) in groups[index].records.enumerated() {
                // Each term's sum made in the order `postings` makes it.
                var sums: [Int32: Double] = [:]
                Self.visitWeighted(record.terms, averages: averages) { term, weighted in sums[term, default: 0] += weighted }
                let kind = Self.kindWeight(record.kind)
                for (term, sum) in sums {
                    postings[term, default: []].append(Posting(record: Int32(firstRecords[index] + offset),
                                                               score: Self.recordScore(frequency: sum, kind: kind)))
                }
            }
        }
        return postings
    }

    /// A record that has a term, and its part of the term's score.
    struct Posting {
        var record: Int32
        var score: Double
    }

    /// An entry of a term file: its term's bytes (unescaped) and the entry's (`"term":"postings"`).
    struct TermEntry {
        var term: [UInt8]
        var bytes: ArraySlice<UInt8>
    }

    /// A touched term's entry now (empty when no record has it), from its best records in unchanged
    /// documents and its records in changed ones. `unchangedCount`: how many unchanged records have
    /// it, when `unchanged` holds the best of them; nil when it holds those the old entry listed.
    /// Nil when the records at hand may not hold the term's best.
    private func entry(of term: Int32, unchanged: [Posting], unchangedCount: Int?, now: [Posting], frequency: Int, records: Int) -> [UInt8]? {
        if let unchangedCount, unchangedCount + now.count != frequency { return nil }
        guard frequency > 0 else { return [] }
        // The ranking `postings` keeps: the higher score part, then the earlier record.
        let better = { (a: Posting, b: Posting) in Self.worse(b, a) }
        var best = Array((unchanged + now).sorted(by: better).prefix(Self.maximumPostings))
        if unchangedCount == nil {
            // Records the old entry left out rank below every record it listed: the best are known
            // while the worst listed record that stays is kept last, or is not kept at all.
            guard let worstListed = unchanged.max(by: better), best.count == Self.maximumPostings,
                  !best.contains(where: { $0.record == worstListed.record }) || best.last!.record == worstListed.record else { return nil }
        }
        best.sort { $0.record < $1.record }
        let text = terms.terms[Int(term)]
        var entry: [UInt8] = []
        JSONString.append(text, to: &entry)
        entry += #":""#.utf8
        let weight = Self.weight(of: text, frequency: frequency, records: records)
        PostingCodec.encode(weight: weight, records: best.map(\.record)[...], scores: best.map(\.score)[...], into: &entry)
        entry.append(UInt8(ascii: "\""))
        return entry
    }

    /// For each of `wanted`: how many records of the unchanged documents have it, and the best
    /// `maximumPostings` of them (in no order), in one pass on every core, summed as `postings` sums.
    private func unchangedBest(of wanted: [Int32], changedGroups: Set<Int>, firstRecords: [Int], averages: [Double])
        -> [(count: Int, best: [Posting])] {
        var slots = [Int32](repeating: -1, count: terms.count)
        for (slot, term) in wanted.enumerated() { slots[Int(term)] = Int32(slot) }
        let slotOf = slots, groups = self.groups, cores = ParallelMap.cores, limit = Self.maximumPostings
        let runs = (0..<cores).map { core in (groups.count * core / cores)..<(groups.count * (core + 1) / cores) }
        let found = ParallelMap.map(runs) { run -> [(count: Int, heap: [Posting])] in
            var found = [(count: Int, heap: [Posting])](repeating: (0, []), count: wanted.count)
            var accumulated = [Double](repeating: 0, count: wanted.count)
            var touched: [Int] = []
            for index in run where !changedGroups.contains(index) {
                for (offset, record) in groups[index].records.enumerated() {
                    Self.visitWeighted(record.terms, averages: averages) { number, weighted in
                        let slot = Int(slotOf[Int(number)])
                        guard slot >= 0 else { return }
                        if accumulated[slot] == 0 { touched.append(slot) }
                        accumulated[slot] += weighted
                    }
                    let kind = Self.kindWeight(record.kind)
                    for slot in touched {
                        let posting = Posting(record: Int32(firstRecords[index] + offset),
                                              score: Self.recordScore(frequency: accumulated[slot], kind: kind))
                        found[slot].count += 1
                        Self.offer(posting, to: &found[slot].heap, limit: limit)
                        accumulated[slot] = 0
                    }
                    touched.removeAll(keepingCapacity: true)
                }
            }
            return found
        }
        return wanted.indices.map { slot in (found.reduce(0) { $0 + $1[slot].count }, found.flatMap { $0[slot].heap }) }
    }

    /// Whether `a` ranks below `b` for a term: the lower score part, or of equal ones the later record.
    static func worse(_ a: Posting, _ b: Posting) -> Bool { a.score < b.score || (a.score == b.score && a.record > b.record) }

    /// Keeps `posting` in a min-heap of the best `limit` (its worst on top) if it is among them.
    static func offer(_ posting: Posting, to heap: inout [Posting], limit: Int) {
        if heap.count < limit {
            heap.append(posting)
            var index = heap.count - 1
            while index > 0 {
                let parent = (index - 1) / 2
                guard worse(heap[index], heap[parent]) else { break }
                heap.swapAt(index, parent)
                index = parent
            }
        } else if worse(heap[0], posting) {
            heap[0] = posting
            var index = 0
            while true {
                let left = 2 * index + 1, right = left + 1
                var smallest = index
                if left < heap.count, worse(heap[left], heap[smallest]) { smallest = left }
                if right < heap.count, worse(heap[right], heap[smallest]) { smallest = right }
                if smallest == index { return }
                heap.swapAt(index, smallest)
                index = smallest
            }
        }
    }

    /// The group and place of record `number`, by the groups' first record numbers.
    static func locate(_ number: Int32, in firstRecords: [Int], groups: [SearchGroup]) -> (group: Int, offset: Int)? {
        var low = 0, high = firstRecords.count
        while low < high {
            let middle = (low + high) / 2
            if firstRecords[middle] <= Int(number) { low = middle + 1 } else { high = middle }
        }
        let group = low - 1
        guard group >= 0, Int(number) - firstRecords[group] < groups[group].records.count else { return nil }
        return (group, Int(number) - firstRecords[group])
    }

    /// One term's score part in a record (nil when the record does not have it: every occurrence weighs more than 0).
    static func recordScore(of term: Int32, in record: SearchGroup.Record, averages: [Double]) -> Double? {
        var tf = 0.0
        Self.visitWeighted(record.terms, averages: averages) { number, weighted in if number == term { tf += weighted } }
        return tf > 0 ? recordScore(frequency: tf, kind: kindWeight(record.kind)) : nil
    }

    /// The record numbers an entry (`"term":"…"`) lists; nil when it is not one `PostingCodec` wrote.
    static func postedRecords(inEntry entry: ArraySlice<UInt8>) -> [Int32]? {
        guard let colon = entry.lastIndex(of: UInt8(ascii: ":")), entry.last == UInt8(ascii: "\""),
              colon + 2 < entry.endIndex - 1, entry[colon + 1] == UInt8(ascii: "\"") else { return nil }
        let digits = entry[(colon + 2)..<(entry.endIndex - 1)]
        let values = digits.compactMap { PostingCodec.values[Int($0)] }
        guard values.count == digits.count else { return nil }
        var records: [Int32] = []
        var record = 0, index = 1
        while index < values.count {
            var gap = 0
            while index < values.count && values[index] >= 32 { gap = gap << 5 | (values[index] & 31); index += 1 }
            guard index + 1 < values.count, gap < 1 << 26 else { return nil }
            gap = gap << 5 | values[index]
            record += gap
            records.append(Int32(record))
            index += 2
        }
        return records
    }

    /// A term file's bytes: its entries' bytes in order, in the script's call; `capacity`: about the entries' bytes.
    static func termFile(index: Int, entries: some Sequence<ArraySlice<UInt8>>, capacity: Int = 0) -> [UInt8] {
        var bytes = Array("zhinan._load(\"t\(index)\",{".utf8)
        bytes.reserveCapacity(bytes.count + capacity + 4)
        for (position, entry) in entries.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: entry)
        }
        bytes.append(contentsOf: "});\n".utf8)
        return bytes
    }

    /// The entries of a term file as `writeTerms` writes it (`zhinan._load("t3",{"term":"…",…});`):
    /// each entry's term (its bytes, unescaped) and the entry's bytes; nil when the file is not one.
    static func termEntries(inFile bytes: [UInt8], index: Int) -> (bytes: [UInt8], entries: [TermEntry])? {
        let head = Array("zhinan._load(\"t\(index)\",{".utf8), tail = Array("});\n".utf8)
        guard bytes.count >= head.count + tail.count, bytes.starts(with: head), bytes.suffix(tail.count).elementsEqual(tail) else { return nil }
        let end = bytes.count - tail.count
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var entries: [TermEntry] = []
        var at = head.count
        while at < end {
            // "key":"postings" — the postings' alphabet has no quote or backslash.
            let start = at
            guard bytes[at] == quote else { return nil }
            at += 1
            var escaped = false
            while at < end && bytes[at] != quote {
                if bytes[at] == backslash { escaped = true; at += 1 }
                at += 1
            }
            let keyEnd = at
            guard at + 2 < end, bytes[at] == quote, bytes[at + 1] == UInt8(ascii: ":"), bytes[at + 2] == quote else { return nil }
            at += 3
            while at < end && bytes[at] != quote { at += 1 }
            guard at < end else { return nil }
            at += 1
            let json = escaped ? try? JSONSerialization.jsonObject(with: Data(bytes[start...keyEnd]), options: .fragmentsAllowed) : nil
            guard let term = escaped ? (json as? String).map({ Array($0.utf8) }) : Array(bytes[(start + 1)..<keyEnd]) else { return nil }
            entries.append(TermEntry(term: term, bytes: bytes[start..<at]))
            if at < end {
                guard bytes[at] == UInt8(ascii: ","), at + 1 < end else { return nil }
                at += 1
            }
        }
        return (bytes, entries)
    }
}
