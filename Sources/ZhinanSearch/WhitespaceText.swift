/// Whitespace collapsed or removed, by `Character.isWhitespace`, and fast.
///
/// Every segment's plain text is made twice a build (for its search record and for its translation
/// fingerprint), and asking each `Character` whether it is whitespace (grapheme breaking, then a
/// Unicode property lookup) was a tenth of a large build. Text made only of ASCII and common CJK
/// characters — each of them a whole character, none joining its neighbour — is read by its
/// scalars instead; anything else goes the slow way. Both give the same result: the translation lock's
/// fingerprints depend on it.
package enum WhitespaceText {
    /// The words of `text` joined by single spaces: `text.split(whereSeparator: \.isWhitespace).joined(separator: " ")`.
    package static func collapse(_ text: String) -> String {
        // One pass over the bytes: simple text has only ASCII and three-byte scalars, each checked
        // as it goes by, and is written out at once; at the first other scalar, the slow way.
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
                    if length == 1, isASCIIWhitespace(byte) {
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

    /// 3 when the bytes at `index` are a three-byte scalar of `isSimple` text, else 0 (every
    /// non-ASCII scalar `isSimple` takes is between U+0800 and U+FFFF).
    @inline(__always)
    package static func simpleLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        guard lead & 0xF0 == 0xE0, index + 2 < bytes.count else { return 0 }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return isSimple(value) ? 3 : 0
    }

    /// `text` without its whitespace: `text.filter { !$0.isWhitespace }`.
    package static func removing(_ text: String) -> String {
        guard isSimple(text) else { return text.filter { !$0.isWhitespace } }
        return String(decoding: text.utf8.filter { !isASCIIWhitespace($0) }, as: UTF8.self)
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Whether every scalar is ASCII, a CJK ideograph, CJK punctuation or kana (without the
    /// combining marks among them), or a full-width form: characters of one scalar each, none
    /// whitespace but ASCII's, none that joins the one before it.
    package static func isSimple(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] < 0x80 {
                    index += 1
                } else {
                    let length = simpleLength(bytes, at: index)
                    guard length > 0 else { return false }
                    index += length
                }
            }
            return true
        }
    }

    /// The first `limit` scalars of valid UTF-8 bytes (all of them, without a limit): how many there
    /// are and their length in bytes, where those scalars and the one after them are `isSimple`
    /// text without a carriage return. There each scalar is a character and none joins the one
    /// before it, so the count is the characters'. Nil for any other bytes, whose characters only a
    /// String can count.
    package static func simpleScalars(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> (count: Int, length: Int)? {
        var (index, count) = (0, 0)
        while index < bytes.count {
            let length: Int
            if bytes[index] < 0x80 {
                guard bytes[index] != UInt8(ascii: "\r") else { return nil }
                length = 1
            } else {
                length = simpleLength(bytes, at: index)
                guard length > 0 else { return nil }
            }
            if count == limit { break }
            count += 1
            index += length
        }
        return (count, index)
    }

    /// One scalar of `isSimple` text. (Between two of them there is a character boundary, but
    /// between a carriage return and a line feed.)
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        isSimple(scalar.value)
    }

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
