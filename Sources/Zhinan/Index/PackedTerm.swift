/// The UTF-8 bytes of a short string (up to 15) and their count, in two words: hashed and compared
/// as two integers.
struct PackedTerm: Hashable {
    let low: UInt64
    let high: UInt64

    init?(_ text: String) {
        var text = text  // `withUTF8` may make a bridged string native: a copy, not the caller's
        let words = text.withUTF8 { bytes -> (UInt64, UInt64)? in
            guard bytes.count < 16 else { return nil }
            // The bytes from the first word's lowest on; the count in the second word's highest byte.
            var words: (UInt64, UInt64) = (0, UInt64(bytes.count) << 56)
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            return words
        }
        guard let words else { return nil }
        (low, high) = words
    }

    /// Only for text surely in Unicode's normal form C (see `isSurelyNormalized`): two such strings
    /// are equal (canonically equivalent) exactly when their bytes are.
    init?(normalized text: String) {
        guard text.unicodeScalars.allSatisfy(Self.isSurelyNormalized) else { return nil }
        self.init(text)
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
