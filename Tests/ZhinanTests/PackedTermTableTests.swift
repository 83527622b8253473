import Testing
@testable import Zhinan

/// The packed-term table answers as a `Dictionary` of the same keys does, through growth, updates
/// and keys that share words or differ in one bit.
@Suite struct PackedTermTableTests {
    @Test func answersAsADictionaryDoes() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            // Few distinct words (keys that agree in one word or differ by a bit), then many.
            let words: [UInt64] = round < 10 ? (0..<8).map { UInt64(1) << ($0 * 7) } + [0, .max] : (0..<4000).map { _ in generator.next() }
            var table = PackedTermTable(capacity: round % 3 == 0 ? 0 : Int.random(in: 0...3000, using: &generator))
            var dictionary: [PackedTerm: Int32] = [:]
            for step in 0..<6_000 {
                let key = PackedTerm(low: words.randomElement(using: &generator)!, high: words.randomElement(using: &generator)!)
                let value = Int32.random(in: 0...Int32.max, using: &generator)
                switch step % 3 {
                case 0:
                    #expect(table.insert(key, value) == dictionary[key])
                    if dictionary[key] == nil { dictionary[key] = value }
                case 1:
                    table.update(key, value)
                    dictionary[key] = value
                default:
                    #expect(table[key] == dictionary[key])
                }
                #expect(table.count == dictionary.count)
            }
            for (key, value) in dictionary { #expect(table[key] == value) }
            table.reserveCapacity(dictionary.count * 4)
            for (key, value) in dictionary { #expect(table[key] == value) }
            #expect(table[PackedTerm(low: 12345, high: 1 << 63)] == dictionary[PackedTerm(low: 12345, high: 1 << 63)])
        }
    }

    @Test func termsAreKeptByTheirBytes() throws {
        var table = PackedTermTable()
        let terms = ["按钮", "button", "a", "", "最小宽度", "123456789012345"]
        for (number, term) in terms.enumerated() { table.insert(try #require(PackedTerm(term)), Int32(number)) }
        for (number, term) in terms.enumerated() { #expect(table[try #require(PackedTerm(term))] == Int32(number)) }
        #expect(table[try #require(PackedTerm("按"))] == nil)
    }
}
