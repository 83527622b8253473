/// The UTF-8 bytes of a short string (up to 15) and their count, in two words: hashed and compared
/// as two integers.
struct PackedTerm: Hashable {
    let low: UInt64
    let high: UInt64

    init?(_ text: String) {
        let utf8 = text.utf8
        guard utf8.count < 16 else { return nil }
        var low: UInt64 = 0
        var high = UInt64(utf8.count) << 56
        for (index, byte) in utf8.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
        }
        self.low = low
        self.high = high
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
