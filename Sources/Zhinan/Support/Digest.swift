import Foundation

/// A 128-bit fingerprint of bytes (MurmurHash3 x64-128), stable across machines and runs (unlike `Hasher`).
struct Digest: Hashable, Sendable, CustomStringConvertible {
    var high, low: UInt64

    static let zero = Digest(high: 0, low: 0)
    var description: String { String(format: "%016llx%016llx", high, low) }

    static func of(_ bytes: some ContiguousBytes) -> Digest { bytes.withUnsafeBytes { of($0) } }

    static func of(_ digests: [Digest]) -> Digest {
        var builder = DigestBuilder("digests")
        builder.add(digests.count)
        digests.forEach { builder.add($0) }
        return builder.digest
    }

    static func of(_ text: String) -> Digest {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> Digest {
        let c1: UInt64 = 0x87C3_7B91_1142_53D5, c2: UInt64 = 0x4CF5_AD43_2745_937F
        func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 { (value << bits) | (value >> (64 - bits)) }
        func mix(_ value: UInt64) -> UInt64 {
            var k = value
            k ^= k >> 33
            k = k &* 0xFF51_AFD7_ED55_8CCD
            k ^= k >> 33
            k = k &* 0xC4CE_B9FE_1A85_EC53
            return k ^ (k >> 33)
        }
        var h1: UInt64 = 0, h2: UInt64 = 0
        let blocks = bytes.count / 16
        for block in 0..<blocks {
            let k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            let k2 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            h1 ^= rotate(k1 &* c1, 31) &* c2
            h1 = rotate(h1, 27) &+ h2
            h1 = h1 &* 5 &+ 0x52DC_E729
            h2 ^= rotate(k2 &* c2, 33) &* c1
            h2 = rotate(h2, 31) &+ h1
            h2 = h2 &* 5 &+ 0x3849_5AB5
        }
        var k1: UInt64 = 0, k2: UInt64 = 0
        let tail = blocks * 16, rest = bytes.count - tail
        if rest > 8 {
            for index in stride(from: rest - 1, through: 8, by: -1) { k2 ^= UInt64(bytes[tail + index]) << (UInt64(index - 8) * 8) }
            h2 ^= rotate(k2 &* c2, 33) &* c1
        }
        if rest > 0 {
            for index in stride(from: min(rest, 8) - 1, through: 0, by: -1) { k1 ^= UInt64(bytes[tail + index]) << (UInt64(index) * 8) }
            h1 ^= rotate(k1 &* c1, 31) &* c2
        }
        h1 ^= UInt64(bytes.count)
        h2 ^= UInt64(bytes.count)
        h1 = h1 &+ h2
        h2 = h2 &+ h1
        h1 = mix(h1)
        h2 = mix(h2)
        h1 = h1 &+ h2
        return Digest(high: h1, low: h2 &+ h1)
    }
}

extension Digest {
    /// The digest of any `Encodable` value: every field of it, at every depth (so a new field is covered).
    init<Value: Encodable>(encoding value: Value) {
        let encoder = DigestEncoder()
        encoder.write(value)
        self = encoder.builder.digest
    }
}

/// The digest of structured values, each written unambiguously (its length first).
struct DigestBuilder {
    private(set) var bytes: [UInt8] = []

    init(_ label: String) { add(label) }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            add(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func add(_ value: Int) { withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func add(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func add(_ digest: Digest) {
        add(Int(bitPattern: UInt(digest.high)))
        add(Int(bitPattern: UInt(digest.low)))
    }
    mutating func add(_ texts: [String]) {
        add(texts.count)
        for text in texts { add(text) }
    }
    mutating func add(_ data: Data) {
        add(data.count)
        bytes.append(contentsOf: data)
    }

    var digest: Digest { Digest.of(bytes) }
}

/// A value tree as one stream of bytes, each text after its length; fields in declared order, a `Dictionary`'s by key.
private final class DigestEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var builder = DigestBuilder("value")

    func write<Value: Encodable>(_ value: Value) {
        if Value.self == String.self { builder.add(unsafeBitCast(value, to: String.self)) } else { try? value.encode(to: self) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        builder.add("{")
        // A `Dictionary`'s keys (the standard library's private type) can be numbers; a struct's or an enum's field names cannot.
        return KeyedEncodingContainer(Fields(encoder: self, sorted: Key(intValue: 0) != nil))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        builder.add("[")
        return Values(encoder: self)
    }
    func singleValueContainer() -> any SingleValueEncodingContainer { Values(encoder: self) }

    /// A dictionary's entries are each written apart, then in the order of their keys.
    final class Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: DigestEncoder
        let sorted: Bool
        private var entries: [(key: String, bytes: [UInt8])] = []
        var codingPath: [any CodingKey] { [] }

        init(encoder: DigestEncoder, sorted: Bool) { (self.encoder, self.sorted) = (encoder, sorted) }

        deinit {
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                encoder.builder.add(entry.key)
                encoder.builder.add(Data(entry.bytes))
            }
        }

        private func entry(_ key: Key, _ write: (DigestEncoder) -> Void) {
            guard sorted else {
                encoder.builder.add(key.stringValue)
                return write(encoder)
            }
            let apart = DigestEncoder()
            write(apart)
            entries.append((key.stringValue, apart.builder.bytes))
        }

        func encodeNil(forKey key: Key) { entry(key) { $0.builder.add("nil") } }
        func encode<Value: Encodable>(_ value: Value, forKey key: Key) { entry(key) { $0.write(value) } }
        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            encoder.builder.add(key.stringValue)
            return encoder.container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.builder.add(key.stringValue)
            return encoder.unkeyedContainer()
        }
        func superEncoder() -> any Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// A list's elements, or a value on its own, each written as it comes.
    struct Values: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let encoder: DigestEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }
        mutating func encodeNil() { encoder.builder.add("nil") }
        mutating func encode(_ value: String) { encoder.builder.add(value) }
        mutating func encode(_ value: Bool) { encoder.builder.add(value) }
        mutating func encode(_ value: Int) { encoder.builder.add(value) }
        mutating func encode(_ value: Double) { encoder.builder.add(Int(bitPattern: UInt(value.bitPattern))) }
        mutating func encode(_ value: UInt64) { encoder.builder.add(Int(bitPattern: UInt(value))) }
        mutating func encode<Value: Encodable>(_ value: Value) { encoder.write(value) }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            encoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { encoder }
    }
}
