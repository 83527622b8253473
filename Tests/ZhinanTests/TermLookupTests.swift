import Foundation
import Testing
@testable import Zhinan

/// Term numbering asks by bytes where that gives the answer asking by string gives (`String`
/// equality is canonical equivalence); these compare it with the string way on terms that are
/// equal as strings and not as bytes.
@Suite struct TermLookupTests {
    /// Pieces of terms, among them different bytes of equal strings: é and e + U+0301, Å and the
    /// angstrom sign, K and the Kelvin sign, 豈 and its compatibility form U+F900, 가 and its jamo.
    static let pieces = ["按", "钮", "按钮", "最小", "a", "k", "K", "\u{212A}", "é", "e\u{301}", "\u{C5}", "\u{212B}", "A\u{30A}",
                         "\u{8C48}", "\u{F900}", "가", "\u{1100}\u{1161}", "が", "か\u{3099}", " ", "width", "minimum width",
                         "apple pay", "appl", "pay", "😀", "\u{200D}", "ｱ", "long enough to be over fifteen bytes", "清晰空间"]

    static func randomTerms(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func termsAreNumberedAsByString() {
        for _ in 0..<200 {
            let terms = Self.randomTerms(Int.random(in: 0...60))
            var numbers = TermNumbers()
            var plain: [String: Int32] = [:]
            var plainTerms: [String] = []
            for term in terms {
                let expected = plain[term] ?? {
                    plain[term] = Int32(plainTerms.count)
                    plainTerms.append(term)
                    return Int32(plainTerms.count - 1)
                }()
                #expect(numbers.number(of: term) == expected, "\(Array(term.unicodeScalars))")
            }
            #expect(numbers.terms.map { Array($0.utf8) } == plainTerms.map { Array($0.utf8) })
        }
    }
}
