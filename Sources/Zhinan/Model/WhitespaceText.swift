/// Whitespace collapsed or removed, by `Character.isWhitespace`, and fast.
///
/// Every segment's plain text is made twice a build (for its search record and for its translation
/// fingerprint), and asking each `Character` whether it is whitespace (grapheme breaking, then a
/// Unicode property lookup) was a tenth of a large build. Text made only of ASCII and common CJK
/// characters — each of them a whole character, none joining its neighbour — is read by its
/// scalars instead; anything else goes the slow way. Both give the same result: the translation lock's
/// fingerprints depend on it.
enum WhitespaceText {
    /// The words of `text` joined by single spaces: `text.split(whereSeparator: \.isWhitespace).joined(separator: " ")`.
    static func collapse(_ text: String) -> String {
        guard isSimple(text) else { return text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        // The whitespace is ASCII, and no byte of a longer UTF-8 sequence is: work on the bytes.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if isASCIIWhitespace(byte) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20) }
                pendingSpace = false
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `text` without its whitespace: `text.filter { !$0.isWhitespace }`.
    static func removing(_ text: String) -> String {
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
    static func isSimple(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSimple)
    }

    /// One scalar of `isSimple` text. (Between two of them there is a character boundary, but
    /// between a carriage return and a line feed.)
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
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
