import Foundation

/// The build cache's own compact encoding: numbers as variable-length integers, text and data
/// prefixed by their length. Written and read field by field by each cached type (`CacheCodable`),
/// so a cache of ten thousand documents loads in milliseconds, not in the seconds a JSON decoder takes.
struct ByteWriter {
    var bytes: [UInt8] = []
    /// The languages written so far, each written once at the end (`BuildCache.encoded`) and
    /// named by its number everywhere else: a cache names a language hundreds of thousands of times.
    var languages: [Language] = []
    var languageNumbers: [String: Int] = [:]

    mutating func uint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zig-zag, so small negative numbers stay short.
    mutating func int(_ value: Int) {
        let value = Int64(value)
        uint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            uint(UInt64(buffer.count))
            bytes.append(contentsOf: buffer)
        }
    }

    mutating func data(_ data: Data) {
        uint(UInt64(data.count))
        bytes.append(contentsOf: data)
    }

    mutating func digest(_ digest: Digest) {
        fixed(digest.high)
        fixed(digest.low)
    }

    mutating func fixed(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func double(_ value: Double) { fixed(value.bitPattern) }

    mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout ByteWriter, T) -> Void) {
        uint(UInt64(values.count))
        for value in values { write(&self, value) }
    }

    mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

    /// Small non-negative numbers (each term's record count, 75,000 of them at 10,000 documents).
    mutating func numbers(_ values: [Int32]) {
        uint(UInt64(values.count))
        for value in values { uint(UInt64(UInt32(bitPattern: value))) }
    }

    mutating func value<T: CacheCodable>(_ value: T) { value.encode(to: &self) }

    mutating func values<T: CacheCodable>(_ values: [T]) { array(values) { $1.encode(to: &$0) } }

    /// Whatever `write` writes, prefixed by its length (see `ByteReader.sized`). Written in place,
    /// after five bytes kept for the length and filled in after: as a number of five bytes, which
    /// `uint` reads like any other (written into a writer of its own and copied, the output's
    /// manifest — megabytes — grew by doubling and was copied again, most of saving a cache).
    mutating func sized(_ write: (inout ByteWriter) -> Void) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: Self.lengthBytes))
        write(&self)
        let length = bytes.count - start - Self.lengthBytes
        precondition(length >> (7 * Self.lengthBytes) == 0, "an entry of the cache beyond 32 GB")
        for index in 0..<Self.lengthBytes {
            let more: UInt8 = index < Self.lengthBytes - 1 ? 0x80 : 0
            bytes[start + index] = UInt8(truncatingIfNeeded: length >> (7 * index)) & 0x7F | more
        }
    }

    static let lengthBytes = 5

    /// Bytes written before (an entry kept as it was read), prefixed by their length as `sized` does.
    mutating func sized(raw: UnsafeBufferPointer<UInt8>) {
        uint(UInt64(raw.count))
        bytes.append(contentsOf: raw)
    }

    mutating func sized(raw: RawBytes) {
        uint(UInt64(raw.count))
        raw.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }
}

/// Reads what `ByteWriter` wrote. Anything out of place — a truncated file, a length beyond the end,
/// text that is not UTF-8 — throws `CacheCorrupt`, and the build starts from a clean slate.
struct ByteReader {
    /// What is read, kept alive by the reader: the entries it reads may keep some of it (`rest(from:)`).
    let source: CacheBytes
    /// `source`'s bytes, read through a pointer: read from an array by index, every byte was a
    /// bounds check, and every text a slice of the array (two reference counts); together a third
    /// of reading a cache of 10,000 documents.
    private let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0
    /// The cache's languages, by the numbers its entries name them with.
    var languages: [Language] = []
    /// How many terms the cache's term table has: the numbers a numbered search group's records
    /// name are checked against it as they are read (nil: not checked).
    var termCount: Int?
    /// Where the reader stops (the end of the bytes, or of one entry).
    let end: Int

    private init(_ source: CacheBytes, offset: Int, end: Int?) {
        self.source = source
        buffer = UnsafeBufferPointer(start: source.buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count: source.buffer.count)
        self.offset = offset
        self.end = min(end ?? source.buffer.count, source.buffer.count)
    }

    /// `body` given a reader of `source` from `offset` to `end` (nil: its end).
    static func reading<Value>(_ source: CacheBytes, offset: Int = 0, end: Int? = nil,
                               _ body: (inout ByteReader) throws -> Value) rethrows -> Value {
        var reader = ByteReader(source, offset: offset, end: end)
        return try withExtendedLifetime(source) { try body(&reader) }
    }

    /// The same, of a copy of `bytes`.
    static func reading<Value>(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil,
                               _ body: (inout ByteReader) throws -> Value) rethrows -> Value {
        try reading(CacheBytes(copying: bytes), offset: offset, end: end, body)
    }

    var isAtEnd: Bool { offset == end }

    /// The range of an entry written by `ByteWriter.sized`, skipped.
    mutating func sized() throws -> Range<Int> {
        let length = try count()
        let range = offset..<offset + length
        offset += length
        return range
    }

    mutating func uint() throws -> UInt64 {
        // The place read from in a local: as a property of `self`, it went back to memory at every byte.
        var position = offset
        let value = try Self.number(in: buffer, at: &position, end: end, bits: 64)
        offset = position
        return value
    }

    /// The LEB128 number at `position` (moved past it), of at most `bits` bits' worth of bytes.
    @inline(__always)
    private static func number(in buffer: UnsafeBufferPointer<UInt8>, at position: inout Int, end: Int, bits: UInt64) throws -> UInt64 {
        guard position < end else { throw CacheCorrupt("a number runs past the end") }
        var byte = buffer[position]
        position += 1
        guard byte >= 0x80 else { return UInt64(byte) }  // most take one byte
        var result = UInt64(byte & 0x7F)
        var shift: UInt64 = 7
        repeat {
            guard position < end, shift < bits else { throw CacheCorrupt("a number runs past the end") }
            byte = buffer[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            shift += 7
        } while byte >= 0x80
        return result
    }

    mutating func int() throws -> Int {
        let raw = try uint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things that follow, each at least one byte: never more than the bytes left.
    mutating func count() throws -> Int {
        let value = try uint()
        guard value <= UInt64(end - offset) else { throw CacheCorrupt("a count beyond the end") }
        return Int(value)
    }

    mutating func bool() throws -> Bool {
        guard offset < end else { throw CacheCorrupt("truncated") }
        let byte = buffer[offset]
        offset += 1
        guard byte <= 1 else { throw CacheCorrupt("not a boolean") }
        return byte == 1
    }

    /// The bytes from `start` to where the reader is, kept with their source.
    func rest(from start: Int) -> RawBytes {
        RawBytes(source: source, range: start..<offset)
    }

    /// The next `length` bytes, kept where they are (with the bytes they are part of).
    mutating func raw(_ length: Int) throws -> RawBytes {
        guard length >= 0, length <= end - offset else { throw CacheCorrupt("a length beyond the end") }
        defer { offset += length }
        return RawBytes(source: source, range: offset..<offset + length)
    }

    /// The next `length` bytes, where they are (valid as long as the reader is).
    mutating func span(_ length: Int) throws -> UnsafeBufferPointer<UInt8> {
        guard length >= 0, length <= end - offset else { throw CacheCorrupt("a length beyond the end") }
        defer { offset += length }
        return UnsafeBufferPointer(rebasing: buffer[offset..<offset + length])
    }

    /// Text, which must be UTF-8. Decoded from the buffer, which repairs anything that is not UTF-8
    /// (each bad part becomes U+FFFD, never shorter and never the same bytes): text is valid exactly
    /// when it comes out byte for byte as it went in. (`String(validating:)` on a slice took its
    /// generic path: a third of reading a cache of 10,000 outlines.)
    mutating func string() throws -> String {
        let bytes = try span(try count())
        guard !bytes.isEmpty else { return "" }
        var text = String(decoding: bytes, as: UTF8.self)
        let same = text.withUTF8 { $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
        guard same else { throw CacheCorrupt("text that is not UTF-8") }
        return text
    }

    mutating func data() throws -> Data {
        Data(buffer: try span(count()))
    }

    mutating func fixed() throws -> UInt64 {
        let bytes = try span(8)
        return UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(as: UInt64.self))
    }

    mutating func digest() throws -> Digest {
        let high = try fixed()
        return Digest(high: high, low: try fixed())
    }

    mutating func double() throws -> Double { Double(bitPattern: try fixed()) }

    mutating func optional<T>(_ read: (inout ByteReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout ByteReader) throws -> T) throws -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(Self.reservable(count))
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    /// How much room to make for `count` things about to be read: a count is only as trustworthy as
    /// the bytes it came from (the payload is decoded while its checksum is being checked), so room
    /// beyond what any cache holds is made as things are actually read, not on its word.
    static func reservable(_ count: Int) -> Int { min(count, 1 << 16) }

    mutating func strings() throws -> [String] { try array { try $0.string() } }

    mutating func numbers() throws -> [Int32] {
        let count = try count()
        let end = self.end
        var position = offset
        // Into an array not zeroed first, the place read from kept in a local (as a property of
        // `self`, it went back to memory at every byte): most take one byte.
        let buffer = self.buffer
        let values = try [Int32](unsafeUninitializedCapacity: count) { slots, initialized in
            for index in 0..<count {
                let value = try Self.number(in: buffer, at: &position, end: end, bits: 35)
                guard value <= UInt64(Int32.max) else { throw CacheCorrupt("a number out of range") }
                slots[index] = Int32(value)
            }
            initialized = count
        }
        offset = position
        return values
    }

    mutating func value<T: CacheCodable>(_ type: T.Type = T.self) throws -> T { try T(from: &self) }

    mutating func values<T: CacheCodable>(_ type: T.Type = T.self) throws -> [T] { try array { try T(from: &$0) } }
}

struct CacheCorrupt: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A value the build cache keeps: written and read field by field, in a fixed order.
protocol CacheCodable {
    func encode(to writer: inout ByteWriter)
    init(from reader: inout ByteReader) throws
}
