import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanSearch

/// Term numbering and glossary matching must answer as asking by string does (`String` equality is
/// canonical equivalence), glossary matching comparing by bytes where that gives the same answer;
/// these compare them with the string way on terms that are equal as strings and not as bytes.
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

    /// A table made again from its terms (as the build cache reads it) numbers on as the table did.
    @Test func aTableFromItsTermsNumbersOnAsBefore() {
        for _ in 0..<200 {
            let first = Self.randomTerms(Int.random(in: 0...40)), then = Self.randomTerms(Int.random(in: 0...40))
            var whole = TermNumbers()
            for term in first { _ = whole.number(of: term) }
            var again = TermNumbers(numbered: whole.terms)
            for term in then {
                #expect(again.number(of: term) == whole.number(of: term), "\(Array(term.unicodeScalars))")
            }
            #expect(again.terms.map { Array($0.utf8) } == whole.terms.map { Array($0.utf8) })
        }
    }

    @Test func surelyNormalizedStringsAreEqualExactlyWhenTheBytesAre() {
        let terms = Self.pieces + Self.randomTerms(2_000)
        for (a, b) in zip(terms, terms.shuffled()) where GlossaryMatcher.isSurelyNormalized(a) && GlossaryMatcher.isSurelyNormalized(b) {
            #expect((a == b) == (Array(a.utf8) == Array(b.utf8)), "surely normalised strings are equal by their bytes")
        }
    }

    @Test func surelyNormalizedScalarsAreTheirOwnNormalForm() {
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), GlossaryMatcher.isSurelyNormalized(scalar) else { continue }
            scalars.append(scalar)
            #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16))")
            #expect(Array(String(scalar).precomposedStringWithCanonicalMapping.unicodeScalars) == [scalar], "U+\(String(value, radix: 16))")
        }
        // No two of them compose.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let pair = String(String.UnicodeScalarView([scalars.randomElement(using: &generator)!, scalars.randomElement(using: &generator)!]))
            #expect(Array(pair.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(pair.unicodeScalars))
        }
    }

    @Test func theMatcherFindsWhatTheStringWayFinds() throws {
        var diagnostics = Diagnostics()
        let site = GlossaryLoader(contentDirectory: Paths.content, displayRoot: "content").load(into: &diagnostics)
        let here = SourceLocation(path: "test", line: 1)
        let tricky = Glossary(terms: [
            Glossary.Term(id: "cafe", names: ["en": "caf\u{E9} k", "zh-hans": "豈按"], location: here),
            Glossary.Term(id: "kelvin", names: ["en": "\u{212A}elvin scale", "zh-hans": "\u{F900}按钮"], location: here),
            Glossary.Term(id: "hangul", names: ["en": "\u{1100}\u{1161}", "zh-hans": "か\u{3099}按"], location: here),
            // Pairs of words longer than a packed term (15 bytes), normalised or not.
            Glossary.Term(id: "long", names: ["en": "accessibility settings", "zh-hans": "无障碍设置"],
                          variants: ["en": ["caf\u{E9} accessibility"]], location: here),
        ])
        var generator = SystemRandomNumberGenerator()
        let words = ["café", "cafe\u{301}", "k", "kelvin", "\u{212A}elvin", "scale", "豈", "\u{F900}", "按", "钮", "가", "\u{1100}\u{1161}",
                     "accessibility settings", "accessibility", "settings", "cafe\u{301} accessibility", "caf\u{E9} accessibility",
                     "が", "か\u{3099}", " ", "\n", "，", "Apple Pay", "按钮", "最小宽度", "minimum width", "清晰空間", "clear space",
                     "App Clip", "轻 App", "Dynamic Island", "灵动岛", "背景", "background", "safe area", "安全区域"]
        let matchers = [GlossaryMatcher(glossary: site), GlossaryMatcher(glossary: tricky),
                        GlossaryMatcher(glossary: Glossary(terms: site.terms + tricky.terms))]
        for _ in 0..<2_000 {
            let text = SearchText.fold((0..<Int.random(in: 0...12, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined())
            // Asked twice: the second answer is the one the matcher kept (and texts repeat across
            // the loop too, among them texts equal as strings and not as bytes).
            for matcher in matchers {
                for _ in 0..<2 {
                    #expect(matcher.terms(in: text).map(\.id) == Self.plainTerms(matcher, in: text).map(\.id), "\(Array(text.unicodeScalars))")
                }
            }
        }
    }

    /// The glossary check finds a language's terms among every form found in a text (so that a
    /// page and the check ask one matcher about one text): the terms a matcher of that language's
    /// forms alone finds, in the same order.
    @Test func aLanguagesTermsAreWhatAMatcherOfItsFormsFinds() throws {
        var diagnostics = Diagnostics()
        let site = GlossaryLoader(contentDirectory: Paths.content, displayRoot: "content").load(into: &diagnostics)
        let here = SourceLocation(path: "test", line: 1)
        // One form in two languages; a Chinese name that is another term's variant; a term written twice.
        let tricky = Glossary(terms: [
            Glossary.Term(id: "pay", names: ["en": "Apple Pay", "zh-hans": "Apple Pay", "zh-hant": "Apple Pay"], location: here),
            Glossary.Term(id: "button", names: ["en": "button", "zh-hans": "按钮", "zh-hant": "按鈕"], variants: ["en": ["按钮"]], location: here),
            Glossary.Term(id: "pay", names: ["en": "payment", "zh-hans": "付款"], location: here),
        ])
        let languages = Languages.standard
        var generator = SystemRandomNumberGenerator()
        let words = ["Apple Pay", "按钮", "按鈕", "button", "buttons", "payment", "付款", "最小宽度", "minimum width", "清晰空間",
                     "clear space", "App Clip", "轻 App", "Dynamic Island", "灵动岛", "背景", "background", " ", "，", "\n"]
        for glossary in [site, tricky, Glossary(terms: site.terms + tricky.terms)] {
            let all = GlossaryMatcher(glossary: glossary)
            let forms = GlossaryChecker.LanguageForms(glossary: glossary, languages: languages)
            let subtags = Array(Set(languages.all.map(\.primarySubtag)))
            let own = Dictionary(uniqueKeysWithValues: subtags.map { subtag in
                (subtag, GlossaryMatcher(glossary: glossary) { $0.forms(in: languages, subtag: subtag) })
            })
            for _ in 0..<1_000 {
                let text = SearchText.fold((0..<Int.random(in: 0...10, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined())
                let found = all.forms(in: text)
                #expect(GlossaryMatcher.terms(of: found).map(\.id) == Self.plainTerms(all, in: text).map(\.id))
                for subtag in subtags {
                    #expect(forms.terms(found, in: subtag).map(\.id) == own[subtag]!.terms(in: text).map(\.id), "\(subtag) \(text)")
                }
            }
        }
    }

    /// A record's glossary field is the terms of its used glossary terms' forms, analysed once per
    /// glossary term: the same terms as its forms joined by line breaks and analysed whole.
    @Test func aRecordsGlossaryTermsAreItsFormsAnalysedWhole() throws {
        var diagnostics = Diagnostics()
        let glossary = GlossaryLoader(contentDirectory: Paths.content, displayRoot: "content").load(into: &diagnostics)
        let matcher = GlossaryMatcher(glossary: glossary)
        var generator = SystemRandomNumberGenerator()
        let words = ["Apple Pay", "按钮", "button", "minimum width", "最小宽度", "清晰空間", "clear space", "App Clip", "灵动岛",
                     "Dynamic Island", "背景", "background", "safe area", " ", "，", "\n"]
        for _ in 0..<500 {
            let text = SearchText.fold((0..<Int.random(in: 0...10, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined())
            let whole = SearchText.analyse(matcher.terms(in: text).flatMap(\.forms).joined(separator: "\n"))
            #expect(matcher.formTerms(in: text) == whole, "\(text)")
        }
    }

    /// A form of Chinese is found in a text by its bytes: as a search of every position finds it.
    @Test func aFormIsFoundInATextAsEveryPositionWouldFindIt() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in UInt8.random(in: 0...3, using: &generator) }
            let pattern = (0..<Int.random(in: 0...4, using: &generator)).map { _ in UInt8.random(in: 0...3, using: &generator) }
            let expected = !pattern.isEmpty && pattern.count <= text.count
                && (0...(text.count - pattern.count)).contains { Array(text[$0..<$0 + pattern.count]) == pattern }
            #expect(GlossaryMatcher.contains(text, pattern) == expected, "\(text) \(pattern)")
        }
    }

    /// `GlossaryMatcher.terms(in:)` as it was: the text's terms in a `Set<String>`.
    static func plainTerms(_ matcher: GlossaryMatcher, in folded: String) -> [GlossaryMatcher.Term] {
        guard !matcher.forms.isEmpty else { return [] }
        let all = SearchText.terms(folded)
        let present = Set(all)
        var candidates = matcher.forms.filter { $0.terms.isEmpty }
        let byFirstTerm = Dictionary(grouping: matcher.forms.filter { !$0.terms.isEmpty }, by: { $0.terms[0].text })
        for term in present { candidates += byFirstTerm[term] ?? [] }
        candidates.sort { $0.index < $1.index }
        let words = all.filter { !$0.utf8.contains(0x20) }
        let bytes = Array(folded.utf8)
        var found: [GlossaryMatcher.Term] = []
        var foundIDs = Set<String>()
        for form in candidates where !foundIDs.contains(form.term.id) && form.terms.allSatisfy({ present.contains($0.text) }) {
            let used = form.words.isEmpty ? GlossaryMatcher.contains(bytes, form.folded) : GlossaryMatcher.contains(words, form.words)
            if used { found.append(form.term); foundIDs.insert(form.term.id) }
        }
        return found
    }
}

extension GlossaryMatcher {
    /// Terms used in already folded text, in the list's order, each once (by id).
    func terms(in folded: String) -> [Term] { Self.terms(of: forms(in: folded)) }

    /// The terms of found forms, each once (by id), in the forms' order.
    static func terms(of found: [Form]) -> [Term] { firstForms(of: found).map(\.term) }
}
