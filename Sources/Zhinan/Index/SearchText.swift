/// How search sees text, the same at build time (in Swift) and at query time (in the browser's
/// script): folded — traditional Chinese to simplified, letters to lower case, full-width forms to
/// ASCII — then cut into tokens: every CJK character and every pair of neighbouring CJK
/// characters (Chinese has no spaces between words), and every run of letters and digits.
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

    public static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// Tokens of already folded text, in order, repeats kept (they count as term frequency).
    public static func tokens(_ folded: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var previousCJK: Character?
        func endWord() {
            if !word.isEmpty { tokens.append(word); word = "" }
        }
        for character in folded {
            if isCJK(character) {
                endWord()
                tokens.append(String(character))
                if let previous = previousCJK { tokens.append(String([previous, character])) }
                previousCJK = character
            } else if character.isLetter || character.isNumber {
                previousCJK = nil
                word.append(character)
            } else {
                previousCJK = nil
                endWord()
            }
        }
        endWord()
        return tokens
    }
}
