/// How search sees text, the same at build time (in Swift) and at query time (in the browser's
/// script, `templates/assets/zhinan.js`, which mirrors every function here and is tested against it):
///
/// - **Folding**, scalar by scalar: traditional Chinese to simplified, letters to lower case,
///   full-width ASCII forms to ASCII.
/// - **Terms**, from folded text: every CJK character (Chinese, kana, hangul) and every pair of
///   neighbouring ones — Chinese has no spaces between words, and a pair is a cheap stand-in for a
///   word; every word of letters and digits, stemmed; and every pair of neighbouring words, which is
///   what makes a phrase outrank the same words scattered.
/// - **Stop characters and words** carry no weight: `的` is not a term, and it does not separate its
///   neighbours either (`按钮的最小宽度` has the pair `钮最`, as `按钮最小宽度` does).
public enum SearchText {
    static let traditionalToSimplified: [Character: Character] = {
        var table: [Character: Character] = [:]
        let characters = Array(ChineseScriptTable.pairs.filter { !$0.isWhitespace })
        for index in stride(from: 0, to: characters.count - 1, by: 2) {
            table[characters[index]] = characters[index + 1]
        }
        return table
    }()

    /// The same table by scalar value, for folding at speed (every entry is one scalar each way).
    static let scalarTable: [UInt32: Unicode.Scalar] = {
        var table: [UInt32: Unicode.Scalar] = [:]
        for (traditional, simplified) in traditionalToSimplified {
            if let from = traditional.unicodeScalars.first, let to = simplified.unicodeScalars.first { table[from.value] = to }
        }
        return table
    }()

    /// Scalar by scalar, as the browser's script folds a query (`toLowerCase` per code point).
    public static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                out.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value + 0x20)! : scalar)
            } else if let simplified = scalarTable[value] {
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

    /// Scripts written without spaces: Han (with its extensions and compatibility forms), kana and hangul.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,      // hiragana, katakana, half-width katakana
             0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF,      // hangul jamo, compatibility jamo, syllables
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: // Han
            return true
        default: return false
        }
    }

    static func isCJK(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isCJK) ?? false
    }

    /// Letters, marks and digits: what words are made of (`\p{L}\p{M}\p{N}` in the script).
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

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    /// Function characters that neither count as terms nor separate their neighbours.
    static let stopCharacters: Set<Unicode.Scalar> = Set("的了和与及之着或".unicodeScalars)
    /// Characters too common to count alone; in a pair they still count (`是否`, `现在`).
    static let weakCharacters: Set<Unicode.Scalar> = Set("是在这那也都很就把被个吗呢吧啊呀您你我他它们其".unicodeScalars)
    /// English words that say nothing about a guideline; they do not separate their neighbours.
    static let stopWords: Set<String> = [
        "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "from", "with", "and", "or", "as", "is", "are",
        "be", "been", "it", "its", "this", "that", "these", "those", "their", "there", "they", "them", "you", "your",
        "we", "our", "can", "do", "does", "should", "will", "so", "if", "than", "then", "into", "about", "which",
        "what", "how", "when", "where", "who", "was", "were", "has", "have", "had", "not", "but", "also", "any",
        "some", "such", "more", "most", "very", "may", "might", "must", "all", "each", "other", "i", "me", "my",
    ]

    /// The terms of folded text, in order, repeats kept (they count as term frequency). Pairs of
    /// words are written with a space between (`minimum width`).
    public static func terms(_ folded: String) -> [String] {
        var terms: [String] = []
        var previousCJK: Unicode.Scalar?
        var word = String.UnicodeScalarView()
        var previousWord: String?
        func endWord() {
            guard !word.isEmpty else { return }
            let text = String(word)
            word = String.UnicodeScalarView()
            guard !stopWords.contains(text) else { return }
            let stem = Self.stem(text)
            terms.append(stem)
            if let previous = previousWord { terms.append(previous + " " + stem) }
            previousWord = stem
        }
        for scalar in folded.unicodeScalars {
            if isCJK(scalar) {
                endWord()
                previousWord = nil
                if stopCharacters.contains(scalar) { continue }
                if !weakCharacters.contains(scalar) { terms.append(String(scalar)) }
                if let previous = previousCJK { terms.append(String(String.UnicodeScalarView([previous, scalar]))) }
                previousCJK = scalar
            } else if isWordScalar(scalar) {
                previousCJK = nil
                // Digits and letters part (`14pt` is `14 pt`), as neighbours: text writes both ways.
                if let last = word.last, isDigit(last) != isDigit(scalar) { endWord() }
                word.append(scalar)
            } else {
                previousCJK = nil
                endWord()
                // A space keeps two words neighbours; punctuation ends the phrase.
                if scalar != " " { previousWord = nil }
            }
        }
        endWord()
        return terms
    }

    /// Terms of raw text: folded first.
    static func analyse(_ text: String) -> [String] { terms(fold(text)) }

    /// A light stemmer for English, the same in the script: plurals, -ing, -ed, -ly and a final -e
    /// come off, so `margins` meets `margin`, `handed` meets `hand`, `spacing` meets `space`.
    /// Only plain ASCII words longer than three letters are touched, and a stem keeps three letters.
    static func stem(_ word: String) -> String {
        var w = Array(word.utf8)
        guard w.count > 3, w.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        func ends(_ suffix: String) -> Bool { w.count >= suffix.utf8.count && w.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
        func undouble() {
            if w.count >= 2, w[w.count - 1] == w[w.count - 2], !"aeiouylsz".utf8.contains(w[w.count - 1]) { w.removeLast() }
        }
        if ends("ies") && w.count > 4 { w.removeLast(3); w.append(0x79) }
        else if ends("sses") { w.removeLast(2) }
        else if ends("s") && !ends("ss") && !ends("us") && !ends("is") { w.removeLast() }
        if ends("ing") && w.count - 3 >= 3 { w.removeLast(3); undouble() }
        else if ends("ed") && w.count - 2 >= 3 { w.removeLast(2); undouble() }
        else if ends("ly") && w.count - 2 >= 4 { w.removeLast(2) }
        if ends("e") && w.count - 1 >= 3 { w.removeLast() }
        return String(decoding: w, as: UTF8.self)
    }
}
