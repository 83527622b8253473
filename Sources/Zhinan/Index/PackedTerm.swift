/// The UTF-8 bytes of a short string (up to 15) and their count, in two words: hashed and compared
/// as two integers.
struct PackedTerm: Hashable {
    let low: UInt64
    let high: UInt64

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// `count` bytes (up to 15), written by `fill` into the words' first bytes; nil for more.
    /// The bytes from the first word's lowest on; the count in the second word's highest byte.
    @inline(__always)
    init?(count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) {
        guard count < 16 else { return nil }
        var words: (UInt64, UInt64) = (0, UInt64(count) << 56)
        withUnsafeMutableBytes(of: &words) { fill(UnsafeMutableRawBufferPointer(rebasing: $0[..<count])) }
        (low, high) = words
    }

    init?(_ text: String) {
        var text = text  // `withUTF8` may make a bridged string native: a copy, not the caller's
        guard let packed = text.withUTF8({ bytes in PackedTerm(count: bytes.count) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) } })
        else { return nil }
        self = packed
    }

    /// Up to 15 bytes (of a string's UTF-8), packed; nil for more.
    init?(bytes: [UInt8]) {
        self.init(count: bytes.count) { $0.copyBytes(from: bytes) }
    }

    /// Only for text surely in Unicode's normal form C (see `isSurelyNormalized`): two such strings
    /// are equal (canonically equivalent) exactly when their bytes are.
    init?(normalized text: String) {
        guard let packed = PackedTerm(text), packed.isSurelyNormalized else { return nil }
        self = packed
    }

    /// One or two scalars of three UTF-8 bytes each (the BMP's CJK), each surely in normal form
    /// (`isSurelyNormalized`), packed from their values without making a string; nil for others.
    init?(normalized first: Unicode.Scalar, _ second: Unicode.Scalar? = nil) {
        guard let one = Self.threeBytes(first) else { return nil }
        guard let second else {
            self.init(low: one, high: 3 << 56)
            return
        }
        guard let two = Self.threeBytes(second) else { return nil }
        self.init(low: one | two << 24, high: 6 << 56)
    }

    /// A scalar's three UTF-8 bytes, first byte lowest, if it has three and is surely in normal form.
    @inline(__always)
    private static func threeBytes(_ scalar: Unicode.Scalar) -> UInt64? {
        let value = UInt64(scalar.value)
        guard value >= 0x800, value < 0x10000, isSurelyNormalized(scalar) else { return nil }
        return (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16
    }

    /// The packed bytes as a string.
    var text: String {
        withUnsafeBytes(of: (low, high)) { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<Int(raw[15])]), as: UTF8.self)
        }
    }

    /// Whether every scalar of the bytes `isSurelyNormalized` (`init?(normalized:)` would have
    /// taken the string). Read off the bytes: they are UTF-8 from a string, so well formed.
    var isSurelyNormalized: Bool {
        withUnsafeBytes(of: (low, high)) { raw in
            let count = Int(raw[15])
            var index = 0
            while index < count {
                let lead = raw[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                // Every other range that qualifies is of three-byte scalars.
                guard lead & 0xF0 == 0xE0, index + 2 < count else { return false }
                let value = UInt32(lead & 0x0F) << 12 | UInt32(raw[index + 1] & 0x3F) << 6 | UInt32(raw[index + 2] & 0x3F)
                guard let scalar = Unicode.Scalar(value), Self.isSurelyNormalized(scalar) else { return false }
                index += 3
            }
            return true
        }
    }

    /// ASCII, kana, CJK unified ideographs and hangul syllables: each its own normal form C, and
    /// none composing with another of them, so text made of them alone is in NFC.
    static func isSurelyNormalized(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x7F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }
}
