import ZhinanParallel

/// A site's search terms, numbered: a term keeps its number from build to build (the cache keeps the table), unused ones skipped.
package struct TermTable: Sendable {
    /// The table's terms; `numbers` is made of them when a term is first asked for.
    package private(set) var terms: [String]
    private var numbers: TermNumbers?
    /// What the term files need of each term that its text alone decides (see `prepareFacts`).
    private(set) var facts = TermFacts()

    package init(terms: [String] = []) { self.terms = terms }

    package var count: Int { terms.count }

    mutating func number(of term: String) -> Int32 {
        if numbers == nil { numbers = TermNumbers(numbered: terms) }
        let number = numbers!.number(of: term)
        if Int(number) == terms.count { terms.append(term) }
        return number
    }

    /// Works out the facts of the terms that have none yet (in `serve`, the terms a save added), on every core.
    package mutating func prepareFacts() {
        let terms = self.terms
        let runs = stride(from: facts.count, to: terms.count, by: 2048).map { $0..<min($0 + 2048, terms.count) }
        for made in ParallelMap.map(runs, { run in TermFacts(terms[run]) }) { facts.append(made) }
    }
}

/// Per term, by number: its key in a term file as bytes (the JSON string and `:"`), its shard
/// hash (`SearchIndex.shardHash`) and its leading bytes (`SearchIndex.leadingBytes`, the sort key).
struct TermFacts: Sendable {
    private var keyBytes: [UInt8] = []
    private var keyEnds: [Int] = []
    private(set) var hashes: [UInt32] = []
    private(set) var leads: [UInt64] = []

    var count: Int { keyEnds.count }

    init(_ terms: ArraySlice<String> = []) {
        keyEnds.reserveCapacity(terms.count)
        hashes.reserveCapacity(terms.count)
        leads.reserveCapacity(terms.count)
        for term in terms {
            JSONString.append(term, to: &keyBytes)
            keyBytes.append(contentsOf: #":""#.utf8)
            keyEnds.append(keyBytes.count)
            hashes.append(SearchIndex.shardHash(of: term))
            leads.append(SearchIndex.leadingBytes(term))
        }
    }

    func key(of term: Int) -> ArraySlice<UInt8> { keyBytes[(term == 0 ? 0 : keyEnds[term - 1])..<keyEnds[term]] }

    mutating func append(_ other: TermFacts) {
        let offset = keyBytes.count
        keyBytes += other.keyBytes
        keyEnds += other.keyEnds.map { $0 + offset }
        hashes += other.hashes
        leads += other.leads
    }
}
