import Foundation

/// What every term's scores are made with: the record count and each field's average length, in steps of 2^(1/32)
/// so that an edit almost never moves them (and a term no changed record has keeps its scores).
package struct IndexStatistics: Equatable, Sendable {
    package var recordCount: Int
    /// Per field (`SearchIndex.Field`), log2 of the average length, in 32nds, rounded.
    package var lengthCodes: [Int]

    static let stepsPerDoubling = 32.0

    package init(recordCount: Int, lengthCodes: [Int]) { (self.recordCount, self.lengthCodes) = (recordCount, lengthCodes) }

    var averageLengths: [Double] { lengthCodes.map { exp2(Double($0) / Self.stepsPerDoubling) } }
}

/// What the term files an index wrote were made with, for the build cache: statistics, sizes, each term's frequency.
package struct TermFileSet: Equatable, Sendable {
    package var statistics: IndexStatistics
    package var fileCount: Int
    package var entryBytes: Int
    package var frequency: [Int32]

    package init(statistics: IndexStatistics, fileCount: Int, entryBytes: Int, frequency: [Int32]) {
        (self.statistics, self.fileCount, self.entryBytes, self.frequency) = (statistics, fileCount, entryBytes, frequency)
    }
}

extension SearchIndex {
    /// The statistics of the index's records, the average lengths the documents' alone (short rules and terms would skew them).
    var statistics: IndexStatistics {
        var totalLengths = [Int](repeating: 0, count: Field.allCases.count)
        var recordCount = 0, averaged = 0
        for group in groups {
            recordCount += group.records.count
            for record in group.records where record.kind.rowLabel == nil {  // a document's own
                averaged += 1
                record.terms.addLengths(to: &totalLengths)
            }
        }
        let count = Double(max(averaged, 1))  // at least 1 on average
        return IndexStatistics(recordCount: recordCount,
                               lengthCodes: totalLengths.map { Int((log2(max(1, Double($0) / count)) * IndexStatistics.stepsPerDoubling).rounded()) })
    }
}
