import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanSearch

/// A record's terms packed as small numbers (`RecordTerms`): read back as written, field by field,
/// numbers of every size; renumbered; and bytes from a cache checked before they are trusted.
struct RecordTermsTests {
    static let terms: [Int32] = [0, 127, 128, 16_383, 16_384, 2_000_000, Int32.max, 5]
    static let counts: [Int32] = [1, 300, 2, 1, 70_000, 1, 3, 1]
    static let fieldEnds: [Int32] = [2, 2, 6, 7, 8, 8]
    static let lengths: [Int32] = [301, 0, 70_004, 3, 1, 0]
    static let packed = RecordTerms(terms: terms, counts: counts, fieldEnds: fieldEnds, lengths: lengths)

    @Test func readsBackFieldByField() {
        let unpacked = Self.packed.unpacked
        #expect(unpacked.terms == Self.terms && unpacked.counts == Self.counts)
        #expect(unpacked.fieldEnds == Self.fieldEnds && unpacked.lengths == Self.lengths)
        var fields: [Int: [Int32]] = [:]
        var current = -1
        Self.packed.visit(field: { field, length in
            #expect(length == Self.lengths[field])
            current = field
        }, term: { term, _ in fields[current, default: []].append(term) })
        #expect(fields[2] == [128, 16_383, 16_384, 2_000_000] && fields[1] == nil)
        var totals = [Int](repeating: 1, count: 6)
        Self.packed.addLengths(to: &totals)
        #expect(totals == Self.lengths.map { Int($0) + 1 })
    }

    /// `bytes` as a build record holds them, checked.
    static func checked(_ bytes: [UInt8], termCount: Int?) -> RecordTerms? {
        RecordTerms(checking: bytes, termCount: termCount)
    }

    @Test func renumbersEveryTermAndKeepsTheRest() {
        let small = RecordTerms(terms: [0, 2, 1], counts: [4, 5, 6], fieldEnds: [1, 1, 3, 3, 3, 3], lengths: [4, 0, 11, 0, 0, 0])
        let renumbered = small.renumbered([900_000, 7, 3])
        #expect(renumbered.unpacked.terms == [900_000, 3, 7])
        #expect(renumbered.unpacked.counts == [4, 5, 6] && renumbered.unpacked.lengths == [4, 0, 11, 0, 0, 0])
        #expect(Self.checked(renumbered.bytes, termCount: 900_001) != nil && Self.checked(renumbered.bytes, termCount: 900_000) == nil)
    }

    @Test func bytesFromACacheAreChecked() {
        let bytes = Self.packed.bytes
        #expect(Self.checked(bytes, termCount: nil) == Self.packed)
        #expect(Self.checked(bytes, termCount: 2_000_001) == nil)  // Int32.max is not in a table that small
        #expect(Self.checked(Array(bytes.dropLast()), termCount: nil) == nil)
        #expect(Self.checked(bytes + [0], termCount: nil) == nil)
        #expect(Self.checked([], termCount: nil) == nil)
        #expect(Self.checked([0x80, 0x80, 0x80, 0x80, 0x80, 0x01] + Array(bytes.dropFirst()), termCount: nil) == nil)
    }

    /// Terms left where a cache's bytes hold them read as the terms written, field by field.
    @Test func termsKeptInACachesBytesReadAsWritten() {
        let bytes = Self.packed.bytes
        let read = Self.checked(bytes, termCount: nil)
        #expect(read == Self.packed && read?.bytes == bytes)
        #expect(read?.unpacked.terms == Self.terms && read?.unpacked.counts == Self.counts && read?.unpacked.lengths == Self.lengths)
    }
}

extension RecordTerms {
    /// The arrays it was made from.
    var unpacked: (terms: [Int32], counts: [Int32], fieldEnds: [Int32], lengths: [Int32]) {
        var terms: [Int32] = [], counts: [Int32] = [], fieldEnds: [Int32] = [], lengths: [Int32] = []
        visit(field: { index, length in
            if index > 0 { fieldEnds.append(Int32(terms.count)) }
            lengths.append(length)
        }, term: { number, count in
            terms.append(number)
            counts.append(count)
        })
        fieldEnds.append(Int32(terms.count))
        return (terms, counts, fieldEnds, lengths)
    }
}
