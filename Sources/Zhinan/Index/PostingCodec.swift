import Foundation

/// The compact text form of a term's postings, decoded by the browser's script (`decodePostings`).
///
/// One character of 64 (`0-9A-Za-z-_`, safe in JSON and in a script) carries 6 bits. A term's entry
/// is its weight (idf) in one character, then for each record, in record order, the gap from the
/// previous record as a variable-length number (5 bits a character, the 6th bit saying "more follows",
/// most significant first) and the record's score for the term in one character. Scores and weights
/// are stored on a log scale, `round(ln(1 + x) × 20)`: 5% steps from 0 up to about 22.
enum PostingCodec {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")
    static let scale = 20.0

    static func quantize(_ value: Double) -> Int { max(1, min(63, Int((log1p(max(value, 0)) * scale).rounded()))) }
    static func dequantize(_ code: Int) -> Double { expm1(Double(code) / scale) }

    /// `postings` sorted by record.
    static func encode(weight: Double, postings: [(record: Int, score: Double)]) -> String {
        encode(weight: weight, records: postings.map { Int32($0.record) }[...], scores: postings.map(\.score)[...])
    }

    /// Records (sorted) and their scores, side by side.
    static func encode(weight: Double, records: ArraySlice<Int32>, scores: ArraySlice<Double>) -> String {
        var out: [UInt8] = []
        encode(weight: weight, records: records, scores: scores, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The same, appended to `out` (the term files are assembled as bytes).
    static func encode(weight: Double, records: ArraySlice<Int32>, scores: ArraySlice<Double>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + 1 + records.count * 3)
        out.append(bytes[quantize(weight)])
        var previous = 0
        for (record, score) in zip(records, scores) {
            appendNumber(Int(record) - previous, to: &out)
            out.append(bytes[quantize(score)])
            previous = Int(record)
        }
    }

    static let bytes = alphabet.map { $0.asciiValue! }

    /// 5 bits a character, most significant first, the 6th bit set on all but the last.
    static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        var shift = 0
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            out.append(bytes[(value >> shift) & 31 | 32])
            shift -= 5
        }
        out.append(bytes[value & 31])
    }

    /// The inverse, for tests: weight code and (record, score code) pairs.
    static func decode(_ text: String) -> (weight: Int, postings: [(record: Int, score: Int)]) {
        let values = text.map { alphabet.firstIndex(of: $0)! }
        var postings: [(Int, Int)] = []
        var record = 0
        var index = 1
        while index < values.count {
            var gap = 0
            while values[index] >= 32 { gap = gap << 5 | (values[index] & 31); index += 1 }
            gap = gap << 5 | values[index]
            record += gap
            postings.append((record, values[index + 1]))
            index += 2
        }
        return (values.first ?? 0, postings)
    }
}
