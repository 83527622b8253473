import ZhinanParallel

/// The build record's own compact encoding: numbers as variable-length integers, text prefixed by its length, written
/// and read field by field by each recorded type (`RecordCodable`), which is many times faster than `Codable`.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    /// What was written before `bytes`, in parts (see `endPart`).
    private(set) var earlier: [[UInt8]] = []
    /// Everything written, in order, in parts.
    var parts: [[UInt8]] { earlier + [bytes] }
    static let partSize = 64 << 10

    /// Each language once, by number (a record names a language hundreds of thousands of times).
    private(set) var languages: [Language] = []
    private var languageNumbers: [String: Int] = [:]

    /// `languages`: numbered as an earlier record numbered them, so that its bytes can be copied in.
    init(reserving capacity: Int = 0, languages: [Language] = []) {
        for language in languages { self.language(language) }
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    mutating func uint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zig-zag, so small negative numbers stay short.
    mutating func int(_ value: Int) { uint(UInt64(bitPattern: (Int64(value) << 1) ^ (Int64(value) >> 63))) }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { raw($0) }
    }

    mutating func raw(_ data: some Collection<UInt8>) {
        uint(UInt64(data.count))
        bytes.append(contentsOf: data)
    }

    /// Bytes another writer of the same languages wrote, as they are.
    mutating func copy(_ written: ArraySlice<UInt8>) { bytes.append(contentsOf: written) }

    mutating func digest(_ digest: Digest) {
        withUnsafeBytes(of: digest.high.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: digest.low.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func language(_ language: Language) {
        let number = languageNumbers[language.id] ?? {
            languages.append(language)
            languageNumbers[language.id] = languages.count - 1
            return languages.count - 1
        }()
        int(number)
    }

    mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout ByteWriter, T) -> Void) {
        uint(UInt64(values.count))
        for value in values { write(&self, value) }
    }

    /// Entries by key, in the keys' order (a dictionary's own order changes from run to run), in runs of about `partSize`
    /// bytes listed before them, so that a reader reads the runs on every core. Each run is a part of its own (`parts`): a
    /// record of tens of megabytes in one array would be copied each time it doubled, and the memory the build's earlier
    /// stages freed, in small pieces, can hold small parts but not large ones.
    mutating func dictionary<T>(_ values: [String: T], _ write: (inout ByteWriter, String, T) -> Void) {
        var runs: [(parts: [[UInt8]], entries: Int)] = []
        var run = ByteWriter(reserving: Self.partSize, languages: languages), entries = 0
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            run.string(key)
            write(&run, key, value)
            entries += 1
            // (Room for one more entry is left: a part that outgrew its room would be copied.)
            if run.bytes.count >= Self.partSize - (Self.partSize >> 5) {
                runs.append((run.parts, entries))
                run = ByteWriter(reserving: Self.partSize, languages: run.languages)
                entries = 0
            }
        }
        if entries > 0 { runs.append((run.parts, entries)) }
        (languages, languageNumbers) = (run.languages, run.languageNumbers)
        uint(UInt64(runs.count))
        for run in runs {
            uint(UInt64(run.parts.reduce(0) { $0 + $1.count }))
            uint(UInt64(run.entries))
        }
        earlier += [bytes] + runs.flatMap(\.parts)
        bytes = []
        bytes.reserveCapacity(Self.partSize)
    }

    mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }
    mutating func value<T: RecordCodable>(_ value: T) { value.encode(to: &self) }
    mutating func values<T: RecordCodable>(_ values: [T]) { array(values) { $0.value($1) } }
}

/// Reads what `ByteWriter` wrote. Anything out of place — a truncated file, a length beyond the end —
/// throws `RecordCorrupt`, and the build starts from a clean slate. Text is not checked for UTF-8
/// again: `BuildRecord.load` has checked each part's digest, so its bytes are those a `String` wrote.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var offset = 0
    /// The record's languages, by the numbers its entries name them with.
    var languages: [Language] = []

    init(_ bytes: [UInt8], offset: Int = 0) { (self.bytes, self.offset) = (bytes, offset) }

    var isAtEnd: Bool { offset == bytes.count }

    /// What was read since `start`, as it was written.
    func read(since start: Int) -> ArraySlice<UInt8> { bytes[start..<offset] }

    mutating func uint() throws -> UInt64 {
        var result: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw RecordCorrupt("a number runs past the end") }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let raw = try uint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things that follow, each at least one byte: never more than the bytes left.
    mutating func count() throws -> Int {
        let value = try uint()
        guard value <= UInt64(bytes.count - offset) else { throw RecordCorrupt("a count beyond the end") }
        return Int(value)
    }

    mutating func bool() throws -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw RecordCorrupt("not a boolean") }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func raw() throws -> [UInt8] {
        let count = try count()
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func string() throws -> String {
        let count = try count()
        defer { offset += count }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + count]), as: UTF8.self) }
    }

    mutating func digest() throws -> Digest {
        guard offset + 16 <= bytes.count else { throw RecordCorrupt("truncated") }
        defer { offset += 16 }
        return bytes.withUnsafeBytes { raw in
            Digest(high: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
                   low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
        }
    }

    mutating func language() throws -> Language {
        let number = try int()
        guard languages.indices.contains(number) else { throw RecordCorrupt("a language the record does not list") }
        return languages[number]
    }

    mutating func optional<T>(_ read: (inout ByteReader) throws -> T) throws -> T? { try bool() ? try read(&self) : nil }

    mutating func array<T>(_ read: (inout ByteReader) throws -> T) throws -> [T] { try (0..<count()).map { _ in try read(&self) } }

    /// What `ByteWriter.dictionary` wrote, its runs read on every core.
    mutating func dictionary<T: Sendable>(_ read: @Sendable (inout ByteReader, String) throws -> T) throws -> [String: T] {
        let runs = try array { reader in (bytes: try reader.count(), entries: try reader.count()) }
        let starts = runs.reduce(into: [offset]) { $0.append($0.last! + $1.bytes) }
        guard starts.last! <= bytes.count else { throw RecordCorrupt("a run beyond the end") }
        let reader = self
        let results = ParallelMap.map(Array(zip(starts, runs))) { start, run in
            Result { () throws -> [(String, T)] in
                var runReader = reader
                runReader.offset = start
                let entries = try (0..<run.entries).map { _ in
                    let key = try runReader.string()
                    return (key, try read(&runReader, key))
                }
                guard runReader.offset == start + run.bytes else { throw RecordCorrupt("a run of another length") }
                return entries
            }
        }
        offset = starts.last!
        let entries = try results.flatMap { try $0.get() }
        let values = Dictionary(entries, uniquingKeysWith: { first, _ in first })
        guard values.count == entries.count else { throw RecordCorrupt("a key twice") }
        return values
    }

    mutating func strings() throws -> [String] { try array { try $0.string() } }
    mutating func value<T: RecordCodable>(_ type: T.Type = T.self) throws -> T { try T(from: &self) }
    mutating func values<T: RecordCodable>(_ type: T.Type = T.self) throws -> [T] { try array { try T(from: &$0) } }
}

struct RecordCorrupt: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A value the build record keeps: written and read field by field, in a fixed order.
protocol RecordCodable {
    func encode(to writer: inout ByteWriter)
    init(from reader: inout ByteReader) throws
}
