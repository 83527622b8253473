import Foundation

/// The compact text form of a term's postings, decoded by the browser's script (`decodePostings`). One character of
/// 64 (`0-9A-Za-z-_`, safe in JSON and in a script) carries 6 bits. A term's entry is its weight (idf), then for each
/// record, in order, the gap from the previous record as a variable-length number (see `writeNumber`) and its score.
/// Scores and weights take one character, on a log scale, `round(ln(1 + x) × 20)`: 5% steps from 0 up to about 22.
enum PostingCodec {
    /// The 64 characters, as bytes: a character stands for its place.
    static let bytes = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)
    static let scale = 20.0

    /// Found among the codes' lower bounds, not by a slow logarithm; a value next to a bound, or not finite, goes the exact way.
    @inline(__always)
    static func quantize(_ value: Double, bounds: UnsafeBufferPointer<Double>) -> Int {
        let x = max(value, 0)
        guard x.isFinite else { return quantizeExactly(value) }
        // The last index whose bound is at or below x, found by halving steps: the code (bounds 0 and 1 are -∞).
        var code = 0
        for shift in (0..<6).reversed() where bounds[code + (1 << shift)] <= x { code += 1 << shift }
        let near = code >= 2 && abs(x - bounds[code]) <= bounds[code] * 1e-9
            || code < 63 && abs(bounds[code + 1] - x) <= bounds[code + 1] * 1e-9
        return near ? quantizeExactly(value) : code
    }

    /// `round(ln(1 + x) × 20)` within 1…63: the definition `quantize` keeps to.
    static func quantizeExactly(_ value: Double) -> Int { max(1, min(63, Int((log1p(max(value, 0)) * scale).rounded()))) }

    /// Where code c begins (for c in 2…63): `ln(1 + x) × 20` reaches c − 0.5. Codes 0 and 1 begin at -∞.
    static let lowerBounds: [Double] = (0...63).map { (code: Int) -> Double in code < 2 ? -Double.infinity : expm1((Double(code) - 0.5) / scale) }

    /// Records (sorted) and the records' parts of their scores, each stored times the weight, appended to `out`.
    static func encode(weight: Double, records: ArraySlice<Int32>, scores: ArraySlice<Double>, into out: inout [UInt8]) {
        // Written in place: room for the most a posting takes (seven characters of gap, one of score), then cut.
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: 1 + records.count * 8))
        let written = out.withUnsafeMutableBufferPointer { buffer in
            lowerBounds.withUnsafeBufferPointer { bounds in
                bytes.withUnsafeBufferPointer { alphabet in
                    var at = start
                    buffer[at] = alphabet[quantize(weight, bounds: bounds)]
                    at += 1
                    var previous = 0
                    for (record, score) in zip(records, scores) {
                        writeNumber(Int(record) - previous, into: buffer, at: &at, alphabet: alphabet)
                        buffer[at] = alphabet[quantize(weight * score, bounds: bounds)]
                        at += 1
                        previous = Int(record)
                    }
                    return at
                }
            }
        }
        out.removeLast(out.count - written)
    }

    /// By byte, the value of each character of the alphabet (nil for any other byte).
    static let values: [Int?] = (0..<256).map { byte in bytes.firstIndex(of: UInt8(byte)) }

    /// A number below 2^35, 5 bits a character, most significant first, the 6th bit set on all but
    /// the last, written at `at` (moved past it) into room already made.
    @inline(__always)
    static func writeNumber(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at: inout Int, alphabet: UnsafeBufferPointer<UInt8>) {
        var shift = 0
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            buffer[at] = alphabet[(value >> shift) & 31 | 32]
            at += 1
            shift -= 5
        }
        buffer[at] = alphabet[value & 31]
        at += 1
    }
}
