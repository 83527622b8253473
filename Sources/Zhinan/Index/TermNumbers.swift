/// Terms numbered in the order they are first met, as a `[String: Int32]` numbers them: terms
/// that are equal as strings (canonically equivalent) get one number.
///
/// A string key is hashed by its normalised form, and any non-ASCII term (every Chinese one) is
/// normalised first: that was most of the time of numbering a record's terms. So the answers
/// are also kept by the term's exact bytes, for terms of up to 15 bytes (nearly all of them), and
/// asked there first. Equal bytes are equal strings, so this only remembers; a term not met with
/// these bytes before still goes by the string.
struct TermNumbers {
    private(set) var terms: [String] = []
    private var byText: [String: Int32] = [:]
    private var byBytes: [PackedTerm: Int32] = [:]

    var count: Int { terms.count }

    mutating func number(of term: String) -> Int32 {
        let packed = PackedTerm(term)
        if let packed, let number = byBytes[packed] { return number }
        let number: Int32
        if let known = byText[term] {
            number = known
        } else {
            number = Int32(terms.count)
            byText[term] = number
            terms.append(term)
        }
        if let packed { byBytes[packed] = number }
        return number
    }
}
