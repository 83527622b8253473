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

}
