import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanSearch

/// Search analysis reads text by bytes and by ranges of scalars where it can; each fast path must give what
/// the plain way gives (the plain ways are kept here, as they were written before), or the search
/// index changes.
@Suite struct SearchTextFastPathTests {
    static let pieces = ["所有", "Apple Pay", "按钮", "的", "是否", "我们", " ", "  ", "\n", "\r\n", "\t", "，", "。", "“", "”",
                         "—", "…", "ａ", "Ａ", "ＺＺ", "ｚ", "１４", "！", "　", "付款表單", "靈動島", "門", "㑮", "𠉂", "丽",
                         "カナ", "が", "か\u{3099}", "ｶﾞ", "버튼", "\u{1100}\u{1161}", "e\u{301}", "É", "Straße", "İ", "ΣΑΣ",
                         "\u{212A}", "ǅ", "Ⅻ", "①", "²", " \u{301}", "\u{00A0}", "\u{200D}", "👩\u{200D}💻", "😀",
                         "\u{1F1E8}\u{1F1F3}", "\u{0600}", "x", "32pt", "14", "pt", "the", "THE", "minimum", "widths",
                         "Running", "categories", "glasses", "#", "-", "a", "I", "ǈ", "ﬁ", "Ꭰ", "\u{10400}", "٣", "mixed中文words"]

    static func randomTexts(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...14, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        }
    }

    /// The glossary's word comparison by bytes gives what `==` gives, on words that are equal
    /// only by canonical equivalence too.
    @Test func termsCompareAsStringsDo() {
        let pieces = ["a", "e", "é", "e\u{301}", "按钮", "钮", "が", "か\u{3099}", "Å", "A\u{30A}", "\u{212B}", "ｐ", "pt", "\u{F900}", "\u{8C48}"]
        var generator = SystemRandomNumberGenerator()
        var equalByEquivalence = 0
        for _ in 0..<20_000 {
            let a = (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let b = Bool.random(using: &generator) ? a.decomposedStringWithCanonicalMapping
                : (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(GlossaryMatcher.sameTerm(a, b) == (a == b), "\(Array(a.unicodeScalars)) \(Array(b.unicodeScalars))")
            if a == b, !a.utf8.elementsEqual(b.utf8) { equalByEquivalence += 1 }
        }
        #expect(equalByEquivalence > 100)
    }

    /// A phrase found in words by bytes, where both are surely normalised, is found as `==` finds
    /// it; words that are not (combining marks, compatibility ideographs) are not called so.
    @Test func phrasesAreFoundByBytesAsByStrings() {
        let pieces = ["a", "e", "é", "e\u{301}", "按钮", "が", "か\u{3099}", "Å", "A\u{30A}", "\u{212B}", "pt", "\u{F900}", "\u{8C48}"]
        var generator = SystemRandomNumberGenerator()
        func words(_ count: ClosedRange<Int>) -> [String] {
            (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        }
        var byBytes = 0
        for _ in 0..<20_000 {
            let text = words(0...6), phrase = words(1...2)
            let plain = !(phrase.count > text.count) && (0...(text.count - phrase.count)).contains { start in
                phrase.indices.allSatisfy { text[start + $0] == phrase[$0] }
            }
            let normalized = GlossaryMatcher.areSurelyNormalized(text) && GlossaryMatcher.areSurelyNormalized(phrase)
            if normalized { byBytes += 1 }
            #expect(GlossaryMatcher.contains(text, phrase, byBytes: normalized) == plain, "\(text) \(phrase)")
        }
        #expect(byBytes > 100)
        #expect(!GlossaryMatcher.areSurelyNormalized(["a", "e\u{301}"]))
        #expect(!GlossaryMatcher.areSurelyNormalized(["\u{F900}"]))
    }

    @Test func foldingMatchesThePlainWay() {
        for text in Self.pieces + Self.randomTexts(5_000) {
            #expect(SearchText.fold(text) == Plain.fold(text), "\(Array(text.unicodeScalars))")
            #expect(Array(SearchText.fold(text).utf8) == Array(Plain.fold(text).utf8), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func termsMatchThePlainWay() {
        for text in Self.pieces + Self.randomTexts(5_000) {
            for input in [text, Plain.fold(text)] {
                let fast = SearchText.terms(input), plain = Plain.terms(input)
                #expect(fast == plain, "\(Array(input.unicodeScalars))")
                #expect(fast.map { Array($0.utf8) } == plain.map { Array($0.utf8) }, "\(Array(input.unicodeScalars))")
            }
        }
    }

    @Test func caselessRangesHaveNoLowerCase() {
        for value in UInt32(0)...0x10FFFF where SearchText.isCaseless(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!scalar.properties.changesWhenLowercased, "U+\(String(value, radix: 16))")
        }
    }

    /// The scalar table, written at build time, is what OpenCC's t2s makes of each Han character
    /// converted on its own (as many as Debian's libopencc-data 1.1.6 has), one to one.
    @Test func theScalarTableIsOpenCCsCharacters() throws {
        let table = SearchText.scalarTable
        #expect(table.count == 4_105)
        let t2s = try OpenCC.named("t2s").get()
        let han = [0x2E80...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF].joined().compactMap(Unicode.Scalar.init)
        let converted = t2s.convert(Substring(han.map { String($0) + "\n" }.joined())).split(separator: "\n", omittingEmptySubsequences: false)
        var made: [UInt32: Unicode.Scalar] = [:]
        for (traditional, line) in zip(han, converted) where line.unicodeScalars.count == 1 && line.unicodeScalars.first != traditional {
            made[traditional.value] = line.unicodeScalars.first
        }
        #expect(made == table)
        for (traditional, simplified) in [("單", "单"), ("鈕", "钮"), ("體", "体"), ("後", "后"), ("䜀", "䜧")] {
            #expect(table[traditional.unicodeScalars.first!.value].map(String.init) == simplified)
        }
        #expect(table["单".unicodeScalars.first!.value] == nil && table["A".unicodeScalars.first!.value] == nil)
    }

    @Test func asciiWordBytesAreLettersAndDigits() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            #expect(SearchText.isWordScalar(scalar) == Plain.isWordScalar(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test func theStoredPrefixIsThePrefixOfCharacters() {
        var generator = SystemRandomNumberGenerator()
        let long = ["说明文字，讲清楚为什么。", "Explanation of why. ", "e\u{301}", "\r\n", "👩\u{200D}💻", "\u{1F1E8}\u{1F1F3}", "か\u{3099}", "버튼"]
        var texts = Self.randomTexts(1_000)
        for _ in 0..<2_000 {
            // Long texts, mostly simple, sometimes with a joining character near the cut.
            var text = String(repeating: "说明文字，讲清楚为什么。", count: Int.random(in: 0...30, using: &generator))
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let at = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: Int.random(in: 0...text.unicodeScalars.count, using: &generator))
                text.unicodeScalars.insert(contentsOf: long.randomElement(using: &generator)!.unicodeScalars, at: at)
            }
            texts.append(text)
        }
        for cut in 236...244 {
            for joiner in ["\u{301}", "\u{200D}", "\u{3099}", "\n", "\r\n", "\u{1F3FB}", "a"] {
                var text = String(repeating: "字", count: cut)
                text += joiner + String(repeating: "字", count: 10)
                texts.append(text)
                texts.append(String(repeating: "x", count: cut) + joiner + "yyyy")
            }
        }
        for text in texts {
            let plain = String(text.prefix(SearchIndex.storedText))
            let fast = SearchGroup.storedPrefix(of: text)
            #expect(Array(fast.utf8) == Array(plain.utf8), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func jsonStringsNeedingNoEscapeAreWrittenWhole() {
        let escaping: [String] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}",
                                  "“”", "…", "—", "\u{E000}", "€"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in (Self.pieces + escaping).randomElement(using: &generator)! }.joined()
            #expect(JSONValue.string(text).encoded() == Plain.json(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// `SearchText` as it was, scalar by scalar into strings.
    @Test func termWeightsAreThePlainWays() {
        func plain(_ term: String) -> Double {
            let scalars = term.unicodeScalars
            if scalars.count == 1, SearchText.isCJK(scalars.first!) { return 0.35 }
            if term.utf8.contains(0x20) { return 0.5 }
            return 1.0
        }
        for text in Self.pieces + Self.randomTexts(3_000) + ["", "按", "𠉂", "按 ", " ", "a"] + Self.pieces.flatMap({ $0.unicodeScalars.map(String.init) }) {
            #expect(SearchIndex.termWeight(text) == plain(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func termFilesAreWrittenAsTheStringsWouldBe() {
        let texts = Self.pieces + Self.randomTexts(3_000) + ["a\"b", "back\\slash", "line\u{2028}break", "\u{7}", "#apple-pay.button"]
        for text in texts {
            // The shard, hashed off the scalars, is the hash of the key as a string (the browser's way).
            for count in [16, 256, 8192] {
                var hash: UInt32 = 0x811C_9DC5
                for unit in SearchIndex.shardKey(of: text).utf16 {
                    hash ^= UInt32(unit)
                    hash = hash &* 0x0100_0193
                }
                #expect(SearchIndex.shard(of: text, count: count) == Int(hash % UInt32(count)), "\(Array(text.unicodeScalars))")
            }
            var bytes: [UInt8] = []
            JSONString.append(text, to: &bytes)
            #expect(bytes == Array(JSONValue.string(text).encoded().utf8))
        }
        // Entries sort by their terms' bytes, by the leading eight first.
        for _ in 0..<3_000 {
            let a = texts.randomElement()!, b = texts.randomElement()!
            let byNumber = SearchIndex.leadingBytes(a) != SearchIndex.leadingBytes(b)
                ? SearchIndex.leadingBytes(a) < SearchIndex.leadingBytes(b) : SearchIndex.bytesPrecede(a, b)
            #expect(byNumber == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)")
        }
        // Record gaps: the numbers as the browser reads them back.
        for value in [0, 1, 31, 32, 33, 1023, 1024, 32767, 32768, 1 << 20, Int(Int32.max)] {
            var out: [UInt8] = [PostingCodec.bytes[1]]
            PostingCodec.appendNumber(value, to: &out)
            out.append(PostingCodec.bytes[7])
            #expect(PostingCodec.decode(String(decoding: out, as: UTF8.self)).postings.map(\.record) == [value])
        }
    }

    enum Plain {
        static func fold(_ text: String) -> String {
            var out = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                let value = scalar.value
                if value < 0x80 {
                    out.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value + 0x20)! : scalar)
                } else if let simplified = SearchText.scalarTable[value] {
                    out.append(simplified)
                } else if (0xFF01...0xFF5E).contains(value), let ascii = Unicode.Scalar(value - 0xFEE0) {
                    out.append(contentsOf: String(ascii).lowercased().unicodeScalars)
                } else if scalar.properties.changesWhenLowercased {
                    out.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
            return String(out)
        }

        /// A JSON string as `JSONWriter` writes it, scalar by scalar.
        static func json(_ string: String) -> String {
            var out = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                    out += String(format: "\\u%04x", scalar.value)
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }

        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark,
                 .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }

        static func terms(_ folded: String) -> [String] {
            var terms: [String] = []
            var previousCJK: Unicode.Scalar?
            var word = String.UnicodeScalarView()
            var previousWord: String?
            func endWord() {
                guard !word.isEmpty else { return }
                let text = String(word)
                word = String.UnicodeScalarView()
                guard !SearchText.stopWords.contains(text) else { return }
                let stem = SearchText.stem(text)
                terms.append(stem)
                if let previous = previousWord { terms.append(previous + " " + stem) }
                previousWord = stem
            }
            for scalar in folded.unicodeScalars {
                if SearchText.isCJK(scalar) {
                    endWord()
                    previousWord = nil
                    if SearchText.stopCharacters.contains(scalar) { continue }
                    if !SearchText.weakCharacters.contains(scalar) { terms.append(String(scalar)) }
                    if let previous = previousCJK { terms.append(String(String.UnicodeScalarView([previous, scalar]))) }
                    previousCJK = scalar
                } else if isWordScalar(scalar) {
                    previousCJK = nil
                    if let last = word.last, SearchText.isDigit(last) != SearchText.isDigit(scalar) { endWord() }
                    word.append(scalar)
                } else {
                    previousCJK = nil
                    endWord()
                    if scalar != " " { previousWord = nil }
                }
            }
            endWord()
            return terms
        }
    }
}
