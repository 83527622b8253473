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
        var state = State()
        let blocks = bytes.count / 16
        for block in 0..<blocks {
            state.add(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self)),
                      UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self)))
        }
        return state.finish(tail: UnsafeRawBufferPointer(rebasing: bytes[(blocks * 16)...]), count: bytes.count)
    }

    /// MurmurHash3's state between 16-byte blocks (shared by `of` and `DigestStream`).
    fileprivate struct State {
        private var h1: UInt64 = 0
        private var h2: UInt64 = 0
        private static let c1: UInt64 = 0x87C3_7B91_1142_53D5
        private static let c2: UInt64 = 0x4CF5_AD43_2745_937F

        @inline(__always)
        mutating func add(_ first: UInt64, _ second: UInt64) {
            var k1 = first &* Self.c1
            k1 = Digest.rotate(k1, 31)
            k1 = k1 &* Self.c2
            h1 ^= k1
            h1 = Digest.rotate(h1, 27)
            h1 = h1 &+ h2
            h1 = h1 &* 5 &+ 0x52DC_E729
            var k2 = second &* Self.c2
            k2 = Digest.rotate(k2, 33)
            k2 = k2 &* Self.c1
            h2 ^= k2
            h2 = Digest.rotate(h2, 31)
            h2 = h2 &+ h1
            h2 = h2 &* 5 &+ 0x3849_5AB5
        }

        /// The digest, given the last bytes (fewer than 16) and how many bytes there were in all.
        func finish(tail: UnsafeRawBufferPointer, count: Int) -> Digest {
            var (h1, h2) = (h1, h2)
            var k1: UInt64 = 0
            var k2: UInt64 = 0
            let rest = tail.count
            if rest > 8 {
                for index in stride(from: rest - 1, through: 8, by: -1) {
                    k2 ^= UInt64(tail[index]) << (UInt64(index - 8) * 8)
                }
                k2 = k2 &* Self.c2
                k2 = Digest.rotate(k2, 33)
                k2 = k2 &* Self.c1
                h2 ^= k2
            }
            if rest > 0 {
                for index in stride(from: min(rest, 8) - 1, through: 0, by: -1) {
                    k1 ^= UInt64(tail[index]) << (UInt64(index) * 8)
                }
                k1 = k1 &* Self.c1
                k1 = Digest.rotate(k1, 31)
                k1 = k1 &* Self.c2
                h1 ^= k1
            }
            h1 ^= UInt64(count)
            h2 ^= UInt64(count)
            h1 = h1 &+ h2
            h2 = h2 &+ h1
            h1 = Digest.mix(h1)
            h2 = Digest.mix(h2)
            h1 = h1 &+ h2
            h2 = h2 &+ h1
            return Digest(high: h1, low: h2)
        }
    }

    @inline(__always) fileprivate static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    @inline(__always) fileprivate static func mix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k = k &* 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k = k &* 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }
}

/// The digest of bytes given a part at a time: the same as `Digest.of` all of them at once. (The
/// build cache is written to its file as it is encoded, tens of megabytes at 10,000 documents,
/// and its checksum is of all of it.)
struct DigestStream {
    private var state = Digest.State()
    private var count = 0
    /// The bytes of a block not yet whole (fewer than 16).
    private var pending: [UInt8] = []

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        count += bytes.count
        var start = 0
        if !pending.isEmpty {
            let taken = min(16 - pending.count, bytes.count)
            pending += bytes[0..<taken]
            start = taken
            guard pending.count == 16 else { return }
            pending.withUnsafeBytes { block in
                state.add(UInt64(littleEndian: block.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
                          UInt64(littleEndian: block.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            }
            pending.removeAll(keepingCapacity: true)
        }
        let blocks = (bytes.count - start) / 16
        for block in 0..<blocks {
            state.add(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start + block * 16, as: UInt64.self)),
                      UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start + block * 16 + 8, as: UInt64.self)))
        }
        pending += bytes[(start + blocks * 16)...]
    }

    mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }

    var digest: Digest { pending.withUnsafeBytes { state.finish(tail: $0, count: count) } }
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
