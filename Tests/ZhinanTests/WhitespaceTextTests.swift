import Testing
@testable import Zhinan
@testable import ZhinanSearch

/// The fast whitespace paths give exactly what `Character.isWhitespace` gives: the translation
/// lock's fingerprints are made from them.
@Suite struct WhitespaceTextTests {
    static let pieces = ["所有", "Apple Pay", "按钮", " ", "  ", "\n", "\r\n", "\t", "，", "。", "“", "”", "—", "…", "ａ",
                         "カナ", "が", "か\u{3099}", "e\u{301}", " \u{301}", "\u{3000}", "\u{00A0}", "\u{0085}", "\u{200D}",
                         "\u{302A}", "x", "32pt", "😀", "\u{1F1E8}\u{1F1F3}", "\u{0600}", "\u{000B}", "\u{000C}",
                         "é", "\u{FF5F}", "\u{3000}", "\u{2015}", "한", "\u{10FFFF}", "\u{7FF}", "\u{800}"]

    @Test func collapsingAndRemovingMatchTheCharacterWay() {
        var generator = SystemRandomNumberGenerator()
        var fast = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            if WhitespaceText.isSimple(text) { fast += 1 }
            #expect(WhitespaceText.collapse(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "), "\(Array(text.unicodeScalars))")
            #expect(WhitespaceText.removing(text) == text.filter { !$0.isWhitespace }, "\(Array(text.unicodeScalars))")
        }
        #expect(fast > 100, "the fast path was tried")
    }

    /// Markdown locations count a line's characters by scalars where that is the same count.
    @Test func simpleScalarCountMatchesTheCharacterCount() {
        var generator = SystemRandomNumberGenerator()
        var fast = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let count = Array(text.utf8).withUnsafeBufferPointer { WhitespaceText.simpleScalars($0)?.count }
            if let count {
                fast += 1
                #expect(count == text.count, "\(Array(text.unicodeScalars))")
            } else {
                #expect(!WhitespaceText.isSimple(text) || text.contains("\r\n") || text.unicodeScalars.contains("\r"))
            }
        }
        #expect(fast > 100, "the fast path was tried")
    }

    @Test func chineseProseTakesTheFastPath() {
        let text = "  **保持最小宽度。**所有Apple Pay按钮的最小宽度都为32pt（32px @ 1x，64px @ 2x）。\n\n- 列表 “引号” …\r\n"
        #expect(WhitespaceText.isSimple(text))
        #expect(WhitespaceText.collapse(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
}

extension WhitespaceText {
    /// Whether every scalar is `isSimple`: text the fast paths read whole.
    static func isSimple(_ text: String) -> Bool { text.unicodeScalars.allSatisfy(isSimple) }
}
