import Foundation

/// Terms numbered in the order they are first met, as a `[String: Int32]` numbers them: terms
/// that are equal as strings (canonically equivalent) get one number.
///
/// A string key is hashed by its normalised form, and any non-ASCII term (every Chinese one) is
/// normalised first: that was most of the time of numbering a record's terms. So terms of up to 15
/// bytes (nearly all of them) are kept by their exact bytes, and asked there first. A short term
/// made only of scalars that are surely their own normal form (`PackedTerm(normalized:)`: ASCII,
/// CJK ideographs, kana, hangul) is kept there only: any other string equal to it has other bytes
/// that are not in normal form, and such a string is kept by text too, where the short term finds
/// it; such a string finds the short term by its normal form's bytes.
struct TermNumbers: Sendable {
    private(set) var terms: [String] = []
    /// Terms not kept by bytes alone: longer than 15 bytes, or with a scalar that might not be in
    /// normal form. (Usually none, or a few.)
    private var byText: [String: Int32] = [:]
    /// How many of `byText`'s terms have a scalar that might not be in normal form: only such a
    /// term can equal a short term in normal form (a long term in normal form has other bytes and
    /// is its own normal form). Every record's id is a long term: without this count, every new
    /// short term was looked up by text too.
    private var unusualTexts = 0
    private var byBytes = PackedTermTable()

    var count: Int { terms.count }

    init() {}

    /// Room for `capacity` terms without growing the tables as they come.
    init(capacity: Int) {
        terms.reserveCapacity(capacity)
        byBytes = PackedTermTable(capacity: capacity)
    }

    /// Room for `capacity` terms in all.
    mutating func reserveCapacity(_ capacity: Int) {
        terms.reserveCapacity(capacity)
        byBytes.reserveCapacity(capacity)
    }

    /// Numbers already given: `terms[n]` is number n (of terms equal as strings, the first keeps
    /// its number, as a dictionary built with `uniquingKeysWith: { first, _ in first }` would).
    init(numbered terms: [String]) {
        self.init(capacity: terms.count)
        for term in terms {
            let number = Int32(self.terms.count)
            self.terms.append(term)
            if known(term) == nil { remember(term, as: number) }
        }
    }

    mutating func number(of term: String) -> Int32 {
        if let number = known(term) { return number }
        let number = Int32(terms.count)
        terms.append(term)
        remember(term, as: number)
        return number
    }

    /// `number(of: term.text)`, a packed term asked by its bytes first: it is made a string only
    /// when the table does not have it (its bytes are in normal form, so they alone say whether it does,
    /// unless the table has a term by text that might not be in normal form).
    mutating func number(of term: AnalysedTerm) -> Int32 {
        switch term {
        case .packed(let packed):
            if let number = byBytes[packed] { return number }
            return number(of: packed.text)
        case .text(let text):
            return number(of: text)
        }
    }

    /// The number of a term equal (as a string) to `term`, if one has one; remembered by `term`'s
    /// bytes too when it has another's.
    private mutating func known(_ term: String) -> Int32? {
        let (found, packed) = find(term)
        if let found, let packed { byBytes.update(packed, found) }
        return found
    }

    /// The number of a term equal (as a string) to `term`, if one has one (nothing remembered).
    func number(ifKnown term: String) -> Int32? { find(term).number }

    private func find(_ term: String) -> (number: Int32?, packed: PackedTerm?) {
        let packed = PackedTerm(term)
        if let packed, let number = byBytes[packed] { return (number, packed) }
        let found: Int32?
        if let packed, packed.isSurelyNormalized {
            // Equal to another term only if that one's bytes are not in normal form: kept by text.
            found = unusualTexts == 0 ? nil : byText[term]
        } else if let number = byText[term] {
            found = number
        } else if packed != nil || !term.unicodeScalars.allSatisfy(PackedTerm.isSurelyNormalized),
                  let normal = PackedTerm(term.precomposedStringWithCanonicalMapping), normal.isSurelyNormalized,
                  let number = byBytes[normal], terms[Int(number)] == term {
            // A term kept by bytes alone whose bytes are this one's normal form. (A long term in
            // normal form is its own normal form: too long to be kept by bytes.)
            found = number
        } else {
            found = nil
        }
        return (found, packed)
    }

    private mutating func remember(_ term: String, as number: Int32) {
        let packed = PackedTerm(term)
        if let packed { byBytes.update(packed, number) }
        if packed?.isSurelyNormalized != true, byText.updateValue(number, forKey: term) == nil,
           !term.unicodeScalars.allSatisfy(PackedTerm.isSurelyNormalized) {
            unusualTexts += 1
        }
    }
}
