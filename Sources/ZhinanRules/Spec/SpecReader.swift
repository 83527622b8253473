/// Reads the fields of one component spec, collecting every problem rather than stopping at the
/// first, and reporting fields it was never asked for as unknown (a typo must not pass silently).
package final class SpecReader {
    package let value: SpecValue
    package private(set) var errors: [SpecError] = []
    private var consumed: Set<String>
    private let entries: [(key: String, value: SpecValue)]

    /// Keys that belong to the example or lint wrapper, not to the component.
    static let wrapperKeys: Set<String> = ["component", "id", "guideline", "expect", "title", "note"]

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

    /// A length, size or count: finite, and not negative.
    package func number(_ key: String, default fallback: Double? = nil, min: Double = 0) -> Double {
        guard let value = field(key) else {
            if let fallback { return fallback }
            fail("missing field '\(key)' (a number)")
            return 0
        }
        guard case .number(let n) = value.kind else {
            fail("field '\(key)' must be a number, found \(value.typeName)", at: value.location)
            return fallback ?? 0
        }
        guard n.isFinite else {
            fail("field '\(key)' must be a finite number", at: value.location)
            return fallback ?? 0
        }
        guard n >= min else {
            fail("field '\(key)' must be at least \(Format.number(min)), found \(Format.number(n))", at: value.location)
            return fallback ?? 0
        }
        return n
    }

    /// A count: a number as `number` reads it, and whole.
    func count(_ key: String, default fallback: Int) -> Int {
        let n = number(key, default: Double(fallback))
        if n != n.rounded() { fail("field '\(key)' must be a whole number") }
        return Int(n)
    }

    func optionalNumber(_ key: String, min: Double = 0) -> Double? {
        guard entries.contains(where: { $0.key == key }) else { consumed.insert(key); return nil }
        return number(key, min: min)
    }

    package func bool(_ key: String, default fallback: Bool? = nil) -> Bool {
        guard let value = field(key) else {
            if let fallback { return fallback }
            fail("missing field '\(key)' (true or false)")
            return false
        }
        guard case .bool(let b) = value.kind else {
            fail("field '\(key)' must be true or false, found \(value.typeName)", at: value.location)
            return fallback ?? false
        }
        return b
    }

    package func string(_ key: String, default fallback: String? = nil) -> String {
        guard let value = field(key) else {
            if let fallback { return fallback }
            fail("missing field '\(key)' (text)")
            return ""
        }
        guard case .string(let s) = value.kind else {
            fail("field '\(key)' must be text, found \(value.typeName)", at: value.location)
            return fallback ?? ""
        }
        return s
    }

    func optionalString(_ key: String) -> String? {
        guard entries.contains(where: { $0.key == key }) else { consumed.insert(key); return nil }
        return string(key)
    }

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
        guard entries.contains(where: { $0.key == key }) else { consumed.insert(key); return nil }
        return choice(key) as T
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
        guard let value = field(key) else { return fallback }
        guard case .list(let items) = value.kind else {
            fail("field '\(key)' must be a list of text", at: value.location)
            return fallback
        }
        return items.compactMap { item in
            if case .string(let s) = item.kind { return s }
            fail("items of '\(key)' must be text, found \(item.typeName)", at: item.location)
            return nil
        }
    }

    package func numbers(_ key: String, default fallback: [Double] = []) -> [Double] {
        guard let value = field(key) else { return fallback }
        guard case .list(let items) = value.kind else {
            fail("field '\(key)' must be a list of numbers", at: value.location)
            return fallback
        }
        return items.compactMap { item in
            if case .number(let n) = item.kind, n.isFinite, n >= 0 { return n }
            fail("items of '\(key)' must be finite, non-negative numbers", at: item.location)
            return nil
        }
    }

    package func nested<T>(_ key: String, _ body: (SpecReader) -> T) -> T? {
        guard let value = field(key) else { return nil }
        let reader = SpecReader(value, ignoring: [])
        let result = body(reader)
        reader.finish()
        errors += reader.errors
        return result
    }

    package func list<T>(_ key: String, _ body: (SpecReader) -> T) -> [T] {
        guard let value = field(key) else { return [] }
        guard case .list(let items) = value.kind else {
            fail("field '\(key)' must be a list", at: value.location)
            return []
        }
        return items.map { item in
            let reader = SpecReader(item, ignoring: [])
            let result = body(reader)
            reader.finish()
            errors += reader.errors
            return result
        }
    }

    package func finish() {
        for (key, value) in entries where !consumed.contains(key) {
            fail("unknown field '\(key)'", at: value.location)
        }
    }
}
