/// Terms numbered in the order they are first met; terms equal as strings (canonically equivalent) get the first one's.
struct TermNumbers: Sendable {
    private(set) var terms: [String] = []
    private var numbers: [String: Int32] = [:]

    var count: Int { terms.count }

    init(capacity: Int = 0) {
        terms.reserveCapacity(capacity)
        numbers.reserveCapacity(capacity)
    }

    /// Numbers already given: `terms[n]` is number n (of terms equal as strings, the first keeps its number).
    init(numbered terms: [String]) {
        self.init(capacity: terms.count)
        self.terms = terms
        for (number, term) in terms.enumerated() where numbers[term] == nil { numbers[term] = Int32(number) }
    }

    mutating func number(of term: String) -> Int32 {
        if let number = numbers[term] { return number }
        let number = Int32(terms.count)
        terms.append(term)
        numbers[term] = number
        return number
    }
}
