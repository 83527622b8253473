/// A search record's terms packed into bytes as LEB128 numbers (a build keeps every record's): first
/// each field's length (its terms, repeats included), then each field's distinct terms, as how many
/// there are and then each one's number and count. The terms are in the order they were analysed in,
/// so every pass adds up a term's frequency in the same order.
package struct RecordTerms: Sendable, Hashable {
    package let bytes: [UInt8]

    /// Bytes made here, or kept whole by a build record (the record's digest vouches for them).
    package init(unchecked bytes: [UInt8]) { self.bytes = bytes }

    static let fieldCount = SearchIndex.Field.allCases.count

    /// From each field's terms (`terms[fieldEnds[f - 1]..<fieldEnds[f]]`), their counts, and the fields' lengths.
    init(terms: [Int32], counts: [Int32], fieldEnds: [Int32], lengths: [Int32]) {
        precondition(fieldEnds.count == Self.fieldCount && lengths.count == Self.fieldCount && counts.count == terms.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.fieldCount * 2 + terms.count * 3)
        for length in lengths { Self.append(length, to: &bytes) }
        var start = 0
        for end in fieldEnds {
            let end = Int(end)
            Self.append(Int32(end - start), to: &bytes)
            for index in start..<end {
                Self.append(terms[index], to: &bytes)
                Self.append(counts[index], to: &bytes)
            }
            start = end
        }
        self.init(unchecked: bytes)
    }

    /// Bytes read from a build record, checked (see `isWellFormed`).
    package init?(checking bytes: [UInt8], termCount: Int?) {
        guard bytes.withUnsafeBufferPointer({ Self.isWellFormed($0, termCount: termCount) }) else { return nil }
        self.bytes = bytes
    }

    /// Every number whole (at most five bytes, within `Int32`), six fields, nothing after, every term number below any `termCount`.
    private static func isWellFormed(_ buffer: UnsafeBufferPointer<UInt8>, termCount: Int?) -> Bool {
        var position = 0
        func next() -> Int32? {
            var result: UInt64 = 0, shift: UInt64 = 0
            while position < buffer.count, shift < 35 {
                let byte = buffer[position]
                position += 1
                result |= UInt64(byte & 0x7F) << shift
                guard byte >= 0x80 else { return result <= UInt64(Int32.max) ? Int32(result) : nil }
                shift += 7
            }
            return nil
        }
        let limit = termCount ?? Int(Int32.max) + 1
        for _ in 0..<fieldCount { guard next() != nil else { return false } }
        for _ in 0..<fieldCount {
            guard let count = next() else { return false }
            for _ in 0..<count { guard let term = next(), next() != nil, Int(term) < limit else { return false } }
        }
        return position == buffer.count
    }

    @inline(__always)
    private static func append(_ value: Int32, to bytes: inout [UInt8]) {
        var value = UInt32(bitPattern: value)
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    @inline(__always)
    private static func read(_ buffer: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Int32 {
        var byte = buffer[position]
        position += 1
        guard byte >= 0x80 else { return Int32(byte) }
        var result = UInt32(byte & 0x7F), shift: UInt32 = 7
        repeat {
            byte = buffer[position]
            position += 1
            result |= UInt32(byte & 0x7F) << shift
            shift += 7
        } while byte >= 0x80
        return Int32(bitPattern: result)
    }

    /// Each field in order: `field` with its number and length, then `term` with each term and its count.
    @inline(__always)
    func visit(field: (Int, Int32) -> Void, term: (Int32, Int32) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            // Two places: the fields' lengths at the start, and the fields' terms after them.
            var header = 0, position = 0
            for _ in 0..<Self.fieldCount { _ = Self.read(buffer, &position) }
            for index in 0..<Self.fieldCount {
                field(index, Self.read(buffer, &header))
                let count = Self.read(buffer, &position)
                for _ in 0..<count {
                    let number = Self.read(buffer, &position)
                    term(number, Self.read(buffer, &position))
                }
            }
        }
    }

    @inline(__always)
    func forEachTerm(_ body: (Int32, Int32) -> Void) { visit(field: { _, _ in }, term: body) }

    func addLengths(to totals: inout [Int]) {
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            for index in 0..<Self.fieldCount { totals[index] += Int(Self.read(buffer, &position)) }
        }
    }

    func renumbered(_ map: [Int32]) -> RecordTerms {
        var copy: [UInt8] = []
        bytes.withUnsafeBufferPointer { buffer in
            copy.reserveCapacity(buffer.count + buffer.count / 4)
            var position = 0
            for _ in 0..<Self.fieldCount { Self.append(Self.read(buffer, &position), to: &copy) }
            for _ in 0..<Self.fieldCount {
                let count = Self.read(buffer, &position)
                Self.append(count, to: &copy)
                for _ in 0..<count {
                    Self.append(map[Int(Self.read(buffer, &position))], to: &copy)
                    Self.append(Self.read(buffer, &position), to: &copy)
                }
            }
        }
        return RecordTerms(unchecked: copy)
    }
}
