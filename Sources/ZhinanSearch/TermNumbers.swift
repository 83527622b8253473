/// Terms numbered in the order they are first met; terms equal as strings (canonically equivalent) get the first one's.
struct TermNumbers: Sendable {
    private(set) var terms: [String] = []
    private var numbers: [TextBytes: Int32] = [:]

    var count: Int { terms.count }

    /// Numbers already given: `terms[n]` is number n (of terms equal as strings, the first keeps its number).
    init(numbered terms: [String] = []) {
        self.terms = terms
        numbers = Dictionary(terms.enumerated().map { (TextBytes.term($1), Int32($0)) }) { first, _ in first }
    }

    mutating func number(of term: String) -> Int32 {
        let key = TextBytes.term(term)
        if let number = numbers[key] { return number }
        let number = Int32(terms.count)
        terms.append(term)
        numbers[key] = number
        return number
    }
}
