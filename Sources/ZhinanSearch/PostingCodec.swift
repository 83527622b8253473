import Foundation

/// The compact text form of a term's postings, decoded by the browser's script (`decodePostings`). One character of
/// 64 (`0-9A-Za-z-_`, safe in JSON and in a script) carries 6 bits. A term's entry is its weight (idf), then for each
/// record, in order, the gap from the previous record as a variable-length number (see `appendNumber`) and its score.
/// Scores and weights take one character, on a log scale, `round(ln(1 + x) × 20)`: 5% steps from 0 up to about 22.
enum PostingCodec {
    /// The 64 characters, as bytes: a character stands for its place.
    static let bytes = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)
    static let scale = 20.0

    /// `round(ln(1 + x) × 20)` within 1…63.
    static func quantize(_ value: Double) -> Int { max(1, min(63, Int((log1p(max(value, 0)) * scale).rounded()))) }

    /// Records (sorted) and the records' parts of their scores, each stored times the weight, appended to `out`.
    static func encode(weight: Double, records: ArraySlice<Int32>, scores: ArraySlice<Double>, into out: inout [UInt8]) {
        out.append(bytes[quantize(weight)])
        var previous = 0
        for (record, score) in zip(records, scores) {
            appendNumber(Int(record) - previous, to: &out)
            out.append(bytes[quantize(weight * score)])
            previous = Int(record)
        }
    }

    /// By byte, the value of each character of the alphabet (nil for any other byte).
    static let values: [Int?] = (0..<256).map { byte in bytes.firstIndex(of: UInt8(byte)) }

    /// A number below 2^35, 5 bits a character, most significant first, the 6th bit set on all but the last.
    static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        var shift = 0
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            out.append(bytes[(value >> shift) & 31 | 32])
            shift -= 5
        }
        out.append(bytes[value & 31])
    }
}
