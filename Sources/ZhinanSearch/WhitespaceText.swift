/// Whitespace collapsed or removed, by `Character.isWhitespace`; text of ASCII and common CJK is read
/// by its scalars, anything else by Characters, with the same result (fingerprints depend on it).
package enum WhitespaceText {
    /// The words of `text` joined by single spaces: `text.split(whereSeparator: \.isWhitespace).joined(separator: " ")`.
    package static func collapse(_ text: String) -> String {
        // One pass over the bytes of simple text; at the first other scalar, by Characters.
        var text = text
        var simple = true
        let collapsed = text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out -> Int in
                var count = 0, index = 0
                var pendingSpace = false
                while index < bytes.count {
                    let byte = bytes[index]
                    let length = byte < 0x80 ? 1 : simpleLength(bytes, at: index)
                    guard length > 0 else {
                        simple = false
                        return 0
                    }
                    if length == 1, byte == 0x20 || (0x09...0x0D).contains(byte) {  // ASCII's whitespace
                        pendingSpace = count > 0
                    } else {
                        if pendingSpace {
                            out[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        for offset in 0..<length { out[count + offset] = bytes[index + offset] }
                        count += length
                    }
                    index += length
                }
                return count
            }
        }
        return simple ? collapsed : text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// 3 when the bytes at `index` are a (three-byte) non-ASCII scalar of `isSimple` text, else 0.
    @inline(__always)
    package static func simpleLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        guard lead & 0xF0 == 0xE0, index + 2 < bytes.count else { return 0 }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return isSimple(value) ? 3 : 0
    }

    /// `text` without its whitespace (`TranslationLock` hashes simple text without making it).
    package static func removing(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    /// The first `limit` scalars of valid UTF-8 bytes: how many and their length in bytes, where
    /// they and the one after are `isSimple` without a CR (so each is a character). Nil otherwise.
    package static func simpleScalars(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> (count: Int, length: Int)? {
        var (index, count) = (0, 0)
        while index < bytes.count {
            let length = bytes[index] < 0x80 ? (bytes[index] == UInt8(ascii: "\r") ? 0 : 1) : simpleLength(bytes, at: index)
            guard length > 0 else { return nil }
            if count == limit { break }
            count += 1
            index += length
        }
        return (count, index)
    }

    /// One scalar of simple text: a character of its own (but in CR LF), no whitespace but ASCII's.
    package static func isSimple(_ scalar: Unicode.Scalar) -> Bool { isSimple(scalar.value) }

    @inline(__always)
    private static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x7F: true
        case 0x3001...0x3029, 0x3030...0x303F: true      // CJK punctuation, not the tone marks 302A–302F or U+3000
        case 0x3041...0x3096, 0x30A0...0x30FF: true      // kana, not the combining voicing marks 3099–309A
        case 0x4E00...0x9FFF: true                       // CJK unified ideographs
        case 0xFF01...0xFF5E: true                       // full-width forms
        case 0x2018, 0x2019, 0x201C, 0x201D, 0x2014, 0x2026: true  // quotes, dash and ellipsis of Chinese text
        default: false
        }
    }
}
