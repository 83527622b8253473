import CBuildID
import Foundation

/// A 128-bit fingerprint of bytes (MurmurHash3 x64-128): what the build cache compares instead of
/// the bytes themselves — an input file, a page, the inputs a page was made from. Not a
/// cryptographic hash: nobody gains by making two of their own documents collide, and a collision
/// among a site's files is as likely as a stray bit in memory (2⁻¹²⁸ a comparison). Stable across
/// machines and runs (Swift's `Hasher` is seeded per process).
struct Digest: Hashable, Sendable, Comparable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    static let zero = Digest(high: 0, low: 0)

    static func < (a: Digest, b: Digest) -> Bool { (a.high, a.low) < (b.high, b.low) }

    var description: String {
        let hex = { (value: UInt64) -> String in
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return hex(high) + hex(low)
    }

    static func of(_ data: Data) -> Digest {
        data.withUnsafeBytes { of($0) }
    }

    static func of(_ bytes: [UInt8]) -> Digest {
        bytes.withUnsafeBytes { of($0) }
    }

    static func of(_ text: String) -> Digest {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> Digest {
        let c1: UInt64 = 0x87C3_7B91_1142_53D5
        let c2: UInt64 = 0x4CF5_AD43_2745_937F
        var h1: UInt64 = 0
        var h2: UInt64 = 0
        let count = bytes.count
        let blocks = count / 16
        for block in 0..<blocks {
            var k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            var k2 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            k1 = k1 &* c1
            k1 = rotate(k1, 31)
            k1 = k1 &* c2
            h1 ^= k1
            h1 = rotate(h1, 27)
            h1 = h1 &+ h2
            h1 = h1 &* 5 &+ 0x52DC_E729
            k2 = k2 &* c2
            k2 = rotate(k2, 33)
            k2 = k2 &* c1
            h2 ^= k2
            h2 = rotate(h2, 31)
            h2 = h2 &+ h1
            h2 = h2 &* 5 &+ 0x3849_5AB5
        }
        let tail = blocks * 16
        var k1: UInt64 = 0
        var k2: UInt64 = 0
        let rest = count & 15
        if rest > 8 {
            for index in stride(from: rest - 1, through: 8, by: -1) {
                k2 ^= UInt64(bytes[tail + index]) << (UInt64(index - 8) * 8)
            }
            k2 = k2 &* c2
            k2 = rotate(k2, 33)
            k2 = k2 &* c1
            h2 ^= k2
        }
        if rest > 0 {
            for index in stride(from: min(rest, 8) - 1, through: 0, by: -1) {
                k1 ^= UInt64(bytes[tail + index]) << (UInt64(index) * 8)
            }
            k1 = k1 &* c1
            k1 = rotate(k1, 31)
            k1 = k1 &* c2
            h1 ^= k1
        }
        h1 ^= UInt64(count)
        h2 ^= UInt64(count)
        h1 = h1 &+ h2
        h2 = h2 &+ h1
        h1 = mix(h1)
        h2 = mix(h2)
        h1 = h1 &+ h2
        h2 = h2 &+ h1
        return Digest(high: h1, low: h2)
    }

    @inline(__always) private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    @inline(__always) private static func mix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k = k &* 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k = k &* 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }
}

/// The digest of structured values: each value is written unambiguously (see `ByteWriter`), so two
/// different sequences of values never write the same bytes.
struct DigestBuilder {
    var writer = ByteWriter()

    init(_ label: String) { writer.string(label) }

    mutating func add(_ text: String) { writer.string(text) }
    mutating func add(_ value: Int) { writer.int(value) }
    mutating func add(_ value: Bool) { writer.bool(value) }
    mutating func add(_ digest: Digest) { writer.digest(digest) }
    mutating func add(_ texts: [String]) {
        writer.int(texts.count)
        for text in texts { writer.string(text) }
    }
    mutating func add(_ data: Data) { writer.data(data) }

    var digest: Digest { Digest.of(writer.bytes) }
}

/// What identifies the code that makes a site: the build ids the linker wrote into this program
/// and the libraries it runs with. Any change to the code — a new release, a local rebuild — gives
/// another identity, so a cache written by other code is never trusted. Nil where the system keeps
/// no build ids; then no cache is used at all.
enum BuildIdentity {
    static let current: Digest? = {
        let needed = zhinan_build_ids(nil, 0)
        guard needed > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: needed)
        let written = bytes.withUnsafeMutableBufferPointer { zhinan_build_ids($0.baseAddress, needed) }
        guard written == needed else { return nil }
        return Digest.of(bytes)
    }()
}
