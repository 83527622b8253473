/// Packed terms (see `PackedTerm`) to numbers: an open-addressing table hashed by multiplying the
/// two words, for the lookups search analysis makes by the hundred thousand (numbering a record's
/// terms, finding a text's glossary candidates). `Dictionary` hashes each key with SipHash — a
/// `Hasher` made, fed and finished per lookup — which was most of the time of those lookups.
///
/// The multipliers are drawn once per process, as `Hasher`'s seed is, so that no text can be
/// written to make its terms collide. Nothing is ever read in the table's order: lookups only.
struct PackedTermTable: Sendable {
    /// A key and the number kept for it; the number is -1 where the slot is empty (numbers are
    /// never negative). Key and number side by side: a lookup reads one cache line.
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var value: Int32 = -1
    }

    private var slots: [Slot]
    private var mask: Int
    /// 64 less the bits of a slot's number.
    private var shift: UInt64
    private(set) var count = 0

    private static let multipliers: (UInt64, UInt64) = {
        var generator = SystemRandomNumberGenerator()
        return (generator.next() | 1, generator.next() | 1)
    }()

    init(capacity: Int = 0) {
        var slots = 16
        while slots < capacity + capacity / 2 + 1 { slots *= 2 }  // at most two thirds full
        self.slots = [Slot](repeating: Slot(), count: slots)
        mask = slots - 1
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    /// The top bits of the words multiplied: they depend on every bit of the key. (The low bits
    /// of a product depend only on the low bits of what was multiplied: terms that began alike
    /// fell into runs of neighbouring slots.)
    @inline(__always)
    private func home(of key: PackedTerm) -> Int {
        let mixed = (key.low &* Self.multipliers.0 ^ key.high) &* Self.multipliers.1
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    subscript(key: PackedTerm) -> Int32? {
        var index = home(of: key)
        while true {
            let slot = slots[index]
            if slot.value < 0 { return nil }
            if slot.low == key.low && slot.high == key.high { return slot.value }
            index = (index + 1) & mask
        }
    }

    /// Keeps `value` for `key` unless the key has one; the value it has then, or nil.
    @discardableResult
    mutating func insert(_ key: PackedTerm, _ value: Int32) -> Int32? {
        precondition(value >= 0, "numbers in a packed term table are never negative")
        var index = home(of: key)
        while slots[index].value >= 0 {
            if slots[index].low == key.low && slots[index].high == key.high { return slots[index].value }
            index = (index + 1) & mask
        }
        slots[index] = Slot(low: key.low, high: key.high, value: value)
        count += 1
        if count * 3 > slots.count * 2 { grow(to: slots.count * 2) }
        return nil
    }

    /// Keeps `value` for `key`, in place of any it had.
    mutating func update(_ key: PackedTerm, _ value: Int32) {
        precondition(value >= 0, "numbers in a packed term table are never negative")
        var index = home(of: key)
        while slots[index].value >= 0 {
            if slots[index].low == key.low && slots[index].high == key.high {
                slots[index].value = value
                return
            }
            index = (index + 1) & mask
        }
        insert(key, value)
    }

    /// Room for `capacity` keys in all without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        var wanted = slots.count
        while wanted < capacity + capacity / 2 + 1 { wanted *= 2 }
        if wanted > slots.count { grow(to: wanted) }
    }

    private mutating func grow(to count: Int) {
        let old = slots
        slots = [Slot](repeating: Slot(), count: count)
        mask = count - 1
        shift = UInt64(64 - count.trailingZeroBitCount)
        self.count = 0
        for slot in old where slot.value >= 0 {
            insert(PackedTerm(low: slot.low, high: slot.high), slot.value)
        }
    }
}
