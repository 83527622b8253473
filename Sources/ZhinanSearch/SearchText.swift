/// How search sees text, the same at build time and in the browser's script (`templates/assets/zhinan.js`,
/// which mirrors every function here and is tested against it):
/// - **Folding**, scalar by scalar: traditional Chinese to simplified, letters to lower case, full-width ASCII to ASCII.
/// - **Terms**, from folded text: every CJK character and every pair of neighbouring ones (a cheap stand-in for a
///   word); every word of letters and digits, stemmed; and every pair of neighbouring words (a phrase outranks
///   the same words scattered).
/// - **Stop characters and words** carry no weight, and do not separate their neighbours either
///   (`按钮的最小宽度` has the pair `钮最`, as `按钮最小宽度` does).
package enum SearchText {
    /// Traditional → simplified by scalar value: each Han character OpenCC's `t2s` turns alone into another (`foldPairs`, from FoldTable).
    package static let scalarTable: [UInt32: Unicode.Scalar] = {
        let scalars = Array(foldPairs.unicodeScalars)
        return Dictionary(uniqueKeysWithValues: stride(from: 0, to: scalars.count, by: 2).map { (scalars[$0].value, scalars[$0 + 1]) })
    }()

    /// Scalars that no case mapping touches, by range (`SearchTextFastPathTests` checks every one):
    /// CJK punctuation, kana, Han and hangul syllables. Folding asks Unicode's tables about the rest.
    static func isCaseless(_ value: UInt32) -> Bool { (0x3000..<0xA000).contains(value) || (0xAC00...0xD7A3).contains(value) }

    /// Scalar by scalar, as the browser's script folds a query (`toLowerCase` per code point).
    /// Written as UTF-8 bytes, made a string once: appending scalars to a string one by one is slow.
    package static func fold(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            // Full-width ASCII forms are folded as their ASCII (`scalarTable` holds Han alone).
            let value = (0xFF01...0xFF5E).contains(scalar.value) ? scalar.value - 0xFEE0 : scalar.value
            if value < 0x80 {
                out.append(UInt8(value >= 0x41 && value <= 0x5A ? value + 0x20 : value))
            } else if let simplified = scalarTable[value] {
                UTF8.encode(simplified) { out.append($0) }
            } else if isCaseless(value) || !scalar.properties.changesWhenLowercased {
                UTF8.encode(scalar) { out.append($0) }
            } else {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars { UTF8.encode(lower) { out.append($0) } }
            }
        }
        return String(decoding: out, as: UTF8.self)
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

    package static func isCJK(_ character: Character) -> Bool { character.unicodeScalars.first.map(isCJK) ?? false }

    /// Letters, marks and digits: what words are made of (`\p{L}\p{M}\p{N}` in the script).
    @inline(__always)
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII's letters and digits are its only ones: no table lookup for them.
        let value = scalar.value
        if value < 0x80 { return (0x30...0x39).contains(value) || (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default: return false
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
    /// words are written with a space between (`minimum width`). A word is gathered as UTF-8 bytes,
    /// stemmed there and made a string once; a CJK pair is its two scalars' strings joined.
    package static func terms(_ folded: String) -> [String] {
        var cutter = TermCutter()
        for scalar in folded.unicodeScalars { cutter.add(scalar) }
        cutter.endWord()
        return cutter.terms
    }

    /// What `terms` holds as it goes, in a struct: as variables its steps captured, they would be boxed and checked at every access.
    private struct TermCutter {
        var terms: [String] = []
        var previousCJK: Unicode.Scalar?
        var word: [UInt8] = []
        var wordEndsInDigit = false
        /// The word before, stemmed, while it is the current word's neighbour.
        var previousWord: [UInt8] = []
        var hasPreviousWord = false

        @inline(__always)
        mutating func add(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if value >= 0x80, isCJK(scalar) {
                endWord()
                hasPreviousWord = false
                if stopCharacters.contains(scalar) { return }
                if !weakCharacters.contains(scalar) { terms.append(String(scalar)) }
                if let previous = previousCJK { terms.append(String(previous) + String(scalar)) }
                previousCJK = scalar
            } else if isWordScalar(scalar) {
                previousCJK = nil
                // Digits and letters part (`14pt` is `14 pt`), as neighbours: text writes both ways.
                let digit = isDigit(scalar)
                if !word.isEmpty, wordEndsInDigit != digit { endWord() }
                wordEndsInDigit = digit
                if value < 0x80 { word.append(UInt8(value)) } else { UTF8.encode(scalar) { word.append($0) } }
            } else {
                previousCJK = nil
                endWord()
                // A space keeps two words neighbours; punctuation ends the phrase.
                if value != 0x20 { hasPreviousWord = false }
            }
        }

        mutating func endWord() {
            guard !word.isEmpty else { return }
            defer { word.removeAll(keepingCapacity: true) }
            if stopWords.contains(String(decoding: word, as: UTF8.self)) { return }
            SearchText.stem(&word)
            terms.append(String(decoding: word, as: UTF8.self))
            if hasPreviousWord { terms.append(String(decoding: previousWord + [0x20] + word, as: UTF8.self)) }
            swap(&previousWord, &word)  // `word` is emptied on return
            hasPreviousWord = true
        }
    }

    package static func analyse(_ text: String) -> [String] { terms(fold(text)) }

    /// A light stemmer for English, the same in the script: plurals, -ing, -ed, -ly and a final -e
    /// come off, so `margins` meets `margin`, `handed` meets `hand`, `spacing` meets `space`.
    /// Only plain ASCII words longer than three letters are touched, and a stem keeps three letters.
    static func stem(_ w: inout [UInt8]) {
        guard w.count > 3, w.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return }
        // (Functions of their own, not closures over `w`: a captured variable is checked at every access.)
        if ends(w, "ies") && w.count > 4 { w.removeLast(3); w.append(0x79) }
        else if ends(w, "sses") { w.removeLast(2) }
        else if ends(w, "s") && !ends(w, "ss") && !ends(w, "us") && !ends(w, "is") { w.removeLast() }
        if ends(w, "ing") && w.count - 3 >= 3 { w.removeLast(3); undouble(&w) }
        else if ends(w, "ed") && w.count - 2 >= 3 { w.removeLast(2); undouble(&w) }
        else if ends(w, "ly") && w.count - 2 >= 4 { w.removeLast(2) }
        if ends(w, "e") && w.count - 1 >= 3 { w.removeLast() }
    }

    private static func ends(_ w: [UInt8], _ suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { suffix in w.count >= suffix.count && w[(w.count - suffix.count)...].elementsEqual(suffix) }
    }

    /// A doubled final letter made single (`stopp` → `stop`), but for vowels, y, l, s and z.
    private static func undouble(_ w: inout [UInt8]) {
        if w.count >= 2, w[w.count - 1] == w[w.count - 2], !"aeiouylsz".utf8.contains(w[w.count - 1]) { w.removeLast() }
    }
}
