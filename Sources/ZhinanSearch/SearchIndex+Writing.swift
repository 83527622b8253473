import Foundation
import ZhinanParallel

/// The files of the search index a build makes: each with its bytes, or nil where the output already holds them.
package typealias IndexFiles = [(path: String, data: Data?)]

/// A file of the previous output that is not what the build that wrote it recorded: the build starts again clean.
package struct OutputNotAsRecorded: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}

extension SearchIndex {
    /// The term files and the record files; what the term files were made with, for the next build
    /// to patch them. Throws `OutputNotAsRecorded` when a file of the output it would reuse is not as recorded.
    @discardableResult
    package func write(into output: inout IndexFiles) throws -> TermFileSet {
        // The term files on one core, the record files on the other: each a pass over every record.
        let (termSide, ()) = try ParallelMap.both({
            Result { () throws -> (TermFileSet, IndexFiles) in
                var part = IndexFiles()
                let statistics = self.statistics
                let files = try patchTerms(statistics: statistics, into: &part)
                    ?? writeTerms(postings(statistics: statistics), statistics: statistics, into: &part)
                return (files, part)
            }
        }, { try writeRecords(into: &output) })
        let (files, part) = try termSide.get()
        output += part
        return files
    }

    /// The term files: each used term's entry, `"term":"postings"`, in the file its hash names, in the order of the terms' bytes.
    func writeTerms(_ postings: Postings, statistics: IndexStatistics, into output: inout IndexFiles) -> TermFileSet {
        let terms = self.terms.terms
        let used = terms.indices.filter { postings.ends[$0] > postings.starts[$0] }
        let runs = ParallelMap.runs(used.count, length: max(256, used.count / (ParallelMap.cores * 4) + 1))
        // Each run: its entries back to back, and where each one ends.
        var table = self.terms
        table.prepareFacts()  // (nothing to do where the build made them)
        let facts = table.facts
        let encoded = ParallelMap.map(runs) { run -> (bytes: [UInt8], ends: [Int]) in
            var bytes: [UInt8] = []
            var ends: [Int] = []
            ends.reserveCapacity(run.count)
            for term in used[run] {
                let range = postings.starts[term]..<postings.ends[term]
                bytes.append(contentsOf: facts.key(of: term))
                PostingCodec.encode(weight: postings.weights[term], records: postings.records[range], scores: postings.scores[range], into: &bytes)
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
                shards[Int(facts.hashes[term] % UInt32(shardCount))].append((term, runIndex, start, ends[offset], facts.leads[term]))
                start = ends[offset]
            }
        }
        output += ParallelMap.map(Array(shards.enumerated())) { index, entries -> (path: String, data: Data?) in
            // Terms in the order of their bytes (by the first eight as a number first: most terms differ there).
            let sorted = entries.sorted { $0.lead != $1.lead ? $0.lead < $1.lead : Self.bytesPrecede(terms[$0.term], terms[$1.term]) }
            let bytes = Self.termFile(index: index, entries: sorted.lazy.map { encoded[$0.run].bytes[$0.start..<$0.end] },
                                      capacity: entries.reduce(0) { $0 + $1.end - $1.start + 1 })
            return ("\(Self.folder)/t\(index).js", Data(bytes))
        }
        return TermFileSet(statistics: statistics, fileCount: shardCount, entryBytes: entryBytes, frequency: postings.frequency.map { Int32($0) })
    }

    /// A string's first eight UTF-8 bytes, big-endian, zeros after a shorter string's end: a string
    /// whose number is smaller sorts first by bytes; equal numbers say nothing.
    static func leadingBytes(_ text: String) -> UInt64 {
        text.utf8.prefix(8).enumerated().reduce(0) { key, byte in key | UInt64(byte.element) << (56 - 8 * byte.offset) }
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

    /// Per language, `recordsPerShard` records to a file: `[url, title, context, text]`, or null where
    /// the record has no edition in that language. With `previous`, a file whose records are all
    /// unchanged and where they were is kept, and the rows of unchanged records are read back from
    /// the files that hold them (the cache does not keep the text of every record).
    func writeRecords(into output: inout IndexFiles) throws {
        let records = groups.indices.flatMap { group in groups[group].records.indices.map { (group: group, index: $0) } }
        let firstRecord = firstRecords
        var files: [String: [Substring?]] = [:]
        func oldRow(group: Int, index: Int, language: String) throws -> String {
            guard let previous, let first = previous.firstRecord[group] else { throw OutputNotAsRecorded("no row for a record") }
            let number = first + index
            let path = "\(Self.folder)/r\(number / Self.recordsPerShard)-\(language).js"
            guard let rows = files[path] ?? previous.read(path).flatMap({ Self.rows(inScript: [UInt8]($0)) }) else {
                throw OutputNotAsRecorded("a record file of the output is not as recorded")
            }
            files[path] = rows
            guard number % Self.recordsPerShard < rows.count, let row = rows[number % Self.recordsPerShard] else {
                throw OutputNotAsRecorded("a record file of the output does not hold the record")
            }
            return String(row)
        }
        for number in 0..<(records.count + Self.recordsPerShard - 1) / Self.recordsPerShard {
            let start = number * Self.recordsPerShard
            let slice = records[start..<min(start + Self.recordsPerShard, records.count)]
            // Kept when the file held these records, where they are now, and no others.
            let stable = previous.map { previous in
                min(start + Self.recordsPerShard, previous.count) == start + slice.count
                    && slice.allSatisfy { previous.firstRecord[$0.group] == firstRecord[$0.group] }
            } ?? false
            for language in self.languages where slice.contains(where: { groups[$0.group].records[$0.index].languages.contains(language) }) {
                let name = "r\(number)-\(language)"
                let rows = try stable ? nil : slice.map { entry -> String in
                    let record = groups[entry.group].records[entry.index]
                    guard let position = record.languages.firstIndex(of: language) else { return "null" }
                    return record.rows.isEmpty ? try oldRow(group: entry.group, index: entry.index, language: language) : record.rows[position]
                }
                output.append(("\(Self.folder)/\(name).js", rows.map { Data(Self.script(name, "[" + $0.joined(separator: ",") + "]").utf8) }))
            }
        }
    }

    /// The rows of a record file as written (`zhinan._load("r0-en",[row,null,…]);`): each row's JSON (an array of strings), or nil for null.
    static func rows(inScript bytes: [UInt8]) -> [Substring?]? {
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
                var inString = false
                index += 1
                while index < bytes.count, inString || bytes[index] != UInt8(ascii: "]") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 } else if bytes[index] == UInt8(ascii: "\"") { inString.toggle() }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                rows.append(Substring(decoding: bytes[start..<index], as: UTF8.self))
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
        return rows
    }

    /// The traditional→simplified table by character, in `foldShards` files: a query loads the few its characters need.
    /// The same in every build: made once a process (`serve` builds on every save). CJK characters alone: no JSON escapes.
    package static let foldingFiles: IndexFiles = {
        var shards = Array(repeating: "", count: Self.foldShards)
        for (traditional, simplified) in SearchText.scalarTable.sorted(by: { $0.key < $1.key }) {
            shards[Int(traditional) % Self.foldShards].unicodeScalars.append(contentsOf: [Unicode.Scalar(traditional)!, simplified])
        }
        return shards.enumerated().map { index, pairs in ("\(Self.folder)/f\(index).js", Data(Self.script("f\(index)", "\"\(pairs)\"").utf8)) }
    }()

    /// A file the browser loads as a script: `zhinan._load(name, json)`, which works from `file://`.
    package static func script(_ name: String, _ json: String) -> String { "zhinan._load(\"\(name)\",\(json));\n" }
}
