/// Reads one component spec's fields, collecting every problem; a field never asked for is unknown.
package final class SpecReader {
    package let value: SpecValue
    package private(set) var errors: [SpecError] = []
    private var consumed: Set<String>
    private let entries: [SpecValue.Entry]

    /// Keys that belong to the example or lint wrapper, not to the component.
    static let wrapperKeys: Set<String> = ["component", "id", "guideline", "expect", "caption", "title", "note"]

    package init(_ value: SpecValue, ignoring: Set<String> = SpecReader.wrapperKeys) {
        self.value = value
        consumed = ignoring
        if case .map(let entries) = value.kind {
            self.entries = entries
        } else {
            self.entries = []
            errors.append(SpecError("expected a set of fields, found \(value.typeName)", at: value.location))
        }
    }

    func fail(_ message: String, at location: SpecLocation? = nil) {
        errors.append(SpecError(message, at: location ?? value.location))
    }

    /// The fields asked for so far, whether the spec has them or not (documentation tests use it).
    var fieldsAsked: Set<String> { consumed }

    func field(_ key: String) -> SpecValue? {
        consumed.insert(key)
        return entries.first { $0.key == key }?.value
    }

    /// The value of `key` as `typed` reads it; missing or of another type (`noun`), the fallback or `zero`.
    private func read<T>(_ key: String, _ fallback: T?, _ noun: String, zero: T, _ typed: (SpecValue) -> T?) -> T {
        guard let value = field(key) else {
            if let fallback { return fallback }
            fail("missing field '\(key)' (\(noun))")
            return zero
        }
        guard let result = typed(value) else {
            fail("field '\(key)' must be \(noun), found \(value.typeName)", at: value.location)
            return fallback ?? zero
        }
        return result
    }

    /// A length, size or count: finite, and not negative.
    package func number(_ key: String, default fallback: Double? = nil, min: Double = 0) -> Double {
        read(key, fallback, "a number", zero: 0) { value in
            guard case .number(let n) = value.kind else { return nil }
            if !n.isFinite {
                fail("field '\(key)' must be a finite number", at: value.location)
            } else if n < min {
                fail("field '\(key)' must be at least \(Format.number(min)), found \(Format.number(n))", at: value.location)
            } else {
                return n
            }
            return fallback ?? 0
        }
    }

    /// A count: a number as `number` reads it, and whole.
    func count(_ key: String, default fallback: Int) -> Int {
        let n = number(key, default: Double(fallback))
        if n != n.rounded() { fail("field '\(key)' must be a whole number") }
        return Int(n)
    }

    /// Whether the spec has `key` (asked: never reported as unknown). A field it may leave out.
    private func has(_ key: String) -> Bool {
        consumed.insert(key)
        return entries.contains { $0.key == key }
    }

    func optionalNumber(_ key: String, min: Double = 0) -> Double? { has(key) ? number(key, min: min) : nil }

    package func bool(_ key: String, default fallback: Bool? = nil) -> Bool {
        read(key, fallback, "true or false", zero: false) { if case .bool(let b) = $0.kind { b } else { nil } }
    }

    package func string(_ key: String, default fallback: String? = nil) -> String {
        read(key, fallback, "text", zero: "") { if case .string(let s) = $0.kind { s } else { nil } }
    }

    func optionalString(_ key: String) -> String? { has(key) ? string(key) : nil }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, default fallback: T? = nil) -> T where T.RawValue == String {
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard let value = field(key) else {
            if let fallback { return fallback }
            fail("missing field '\(key)' (one of: \(allowed))")
            return T.allCases.first!
        }
        guard case .string(let s) = value.kind, let choice = T(rawValue: s) else {
            fail("field '\(key)' must be one of: \(allowed)", at: value.location)
            return fallback ?? T.allCases.first!
        }
        return choice
    }

    /// A choice the spec may leave out: nil then (the rules that need it do not judge).
    func optionalChoice<T: RawRepresentable & CaseIterable>(_ key: String) -> T? where T.RawValue == String {
        has(key) ? choice(key) as T : nil
    }

    func choices<T: RawRepresentable & CaseIterable>(_ key: String) -> [T] where T.RawValue == String {
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        return strings(key).compactMap { word in
            guard let choice = T(rawValue: word) else {
                fail("'\(key)' items must be one of: \(allowed); found '\(word)'", at: field(key)?.location)
                return nil
            }
            return choice
        }
    }

    package func strings(_ key: String, default fallback: [String] = []) -> [String] {
        items(key, fallback, "text") { item in
            if case .string(let s) = item.kind { return s }
            fail("items of '\(key)' must be text, found \(item.typeName)", at: item.location)
            return nil
        }
    }

    package func numbers(_ key: String, default fallback: [Double] = []) -> [Double] {
        items(key, fallback, "numbers") { item in
            if case .number(let n) = item.kind, n.isFinite, n >= 0 { return n }
            fail("items of '\(key)' must be finite, non-negative numbers", at: item.location)
            return nil
        }
    }

    /// A list of `noun`, each item as `typed` reads it (nil: left out, its problem said).
    private func items<T>(_ key: String, _ fallback: [T], _ noun: String, _ typed: (SpecValue) -> T?) -> [T] {
        guard let value = field(key) else { return fallback }
        guard case .list(let items) = value.kind else {
            fail("field '\(key)' must be a list of \(noun)", at: value.location)
            return fallback
        }
        return items.compactMap(typed)
    }

    /// A set of fields inside this spec, read by a reader of its own whose problems are this one's.
    private func read<T>(_ value: SpecValue, _ body: (SpecReader) -> T) -> T {
        let reader = SpecReader(value, ignoring: [])
        let result = body(reader)
        reader.finish()
        errors += reader.errors
        return result
    }

    package func nested<T>(_ key: String, _ body: (SpecReader) -> T) -> T? { field(key).map { read($0, body) } }

    package func list<T>(_ key: String, _ body: (SpecReader) -> T) -> [T] {
        guard let value = field(key) else { return [] }
        guard case .list(let items) = value.kind else {
            fail("field '\(key)' must be a list", at: value.location)
            return []
        }
        return items.map { read($0, body) }
    }

    package func finish() {
        for entry in entries where !consumed.contains(entry.key) {
            fail("unknown field '\(entry.key)'", at: entry.value.location)
        }
    }
}
