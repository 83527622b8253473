/// Reads one component spec's fields, collecting every problem; a field never asked for is unknown.
/// Each read also says what the field holds, for the docs (`documentation(of:)`): the decoder is the
/// one place a component's fields, kinds and defaults are written, so the docs cannot fall behind it.
package final class SpecReader {
    package let value: SpecValue
    package private(set) var errors: [SpecError] = []
    /// The fields asked for so far, whether the spec has them or not, and the keys ignored.
    private(set) var consumed: Set<String>
    /// The fields read so far, as the docs show them: nil unless documenting, so reading a spec records nothing.
    private var docs: [FieldDoc]?

    /// Keys that belong to the example or lint wrapper, not to the component.
    static let wrapperKeys: Set<String> = ["component", "id", "guideline", "expect", "caption", "title", "note"]

    package init(_ value: SpecValue, ignoring: Set<String> = SpecReader.wrapperKeys) {
        self.value = value
        consumed = ignoring
        if case .map = value.kind { return }
        fail("expected a set of fields, found \(value.typeName)")
    }

    /// The fields `read` asks for, in order, as the docs show them. It reads an empty spec, so every
    /// read takes its default, and a record or list is read once, empty; the problems that makes are ignored.
    static func documentation(of read: (SpecReader) -> Void) -> [FieldDoc] {
        let reader = SpecReader(SpecValue(.map([]), at: SpecLocation(path: "", line: 0, column: 0)), ignoring: [])
        reader.docs = []
        read(reader)
        return reader.docs ?? []
    }

    /// Documenting, records that `key` holds `value`. The first read of a key records it: a read made
    /// of another (`count` of `number`) records first, and says it better. A note that states the
    /// default itself (`default 390 × 844`) stands for the computed one. The value and the default are
    /// worked out only when documenting, so reading a real spec does not pay for them.
    func document(_ key: String, _ value: @autoclosure () -> FieldDoc.Value, default fallback: @autoclosure () -> String? = nil,
                  _ note: String?) {
        guard let fields = docs, !fields.contains(where: { $0.name == key }) else { return }
        let defaultValue = note?.hasPrefix("default ") == true ? nil : fallback()
        docs = fields + [FieldDoc(name: key, value: value(), defaultValue: defaultValue, note: note)]
    }

    /// A list default as the docs write it, `[a, b]`; the empty list, every list's default, goes unsaid.
    private static func listText(_ items: [String]) -> String? { items.isEmpty ? nil : "[\(items.joined(separator: ", "))]" }

    func fail(_ message: String, at location: SpecLocation? = nil) { errors.append(SpecError(message, at: location ?? value.location)) }

    func field(_ key: String) -> SpecValue? {
        consumed.insert(key)
        return value[key]
    }

    /// The value of `key` as `typed` reads it; missing or of another type (`noun`), the fallback or `zero`.
    private func read<T>(_ key: String, _ fallback: T?, _ noun: String, zero: T, _ typed: (SpecValue) -> T?) -> T {
        guard let value = field(key) else {
            if let fallback { return fallback }
            fail("missing field '\(key)' (\(noun))")
            return zero
        }
        if let result = typed(value) { return result }
        fail("field '\(key)' must be \(noun), found \(value.typeName)", at: value.location)
        return fallback ?? zero
    }

    /// A number (an amount, a scale, a size in MB; lengths and counts are read with it): finite, and at least `min`.
    package func number(_ key: String, default fallback: Double? = nil, min: Double = 0, _ note: String? = nil) -> Double {
        document(key, .holds("number"), default: fallback.map(Format.number), note)
        return read(key, fallback, "a number", zero: 0) { value in
            guard case .number(let n) = value.kind else { return nil }
            if n.isFinite, n >= min { return n }
            let problem = n.isFinite ? "at least \(Format.number(min)), found \(Format.number(n))" : "a finite number"
            fail("field '\(key)' must be \(problem)", at: value.location)
            return fallback ?? 0
        }
    }

    /// A length in points: a number as `number` reads it, documented as a length.
    package func length(_ key: String, default fallback: Double? = nil, _ note: String? = nil) -> Double {
        document(key, .holds("length"), default: fallback.map(Format.number), note)
        return number(key, default: fallback)
    }

    /// A count: a number as `number` reads it, and whole.
    func count(_ key: String, default fallback: Int, _ note: String? = nil) -> Int {
        document(key, .holds("whole number"), default: String(fallback), note)
        let n = number(key, default: Double(fallback))
        if n != n.rounded() { fail("field '\(key)' must be a whole number") }
        return Int(n)
    }

    /// A field the spec may leave out, as `read` reads it: nil then. The docs say it is optional.
    private func optionalField<T>(_ key: String, _ holds: @autoclosure () -> String, _ note: String?, _ read: () -> T) -> T? {
        document(key, .holds(holds()), ["optional", note].compactMap { $0 }.joined(separator: "; "))
        return field(key) != nil ? read() : nil
    }

    func optionalNumber(_ key: String, _ note: String? = nil) -> Double? { optionalField(key, "number", note) { number(key) } }

    func optionalLength(_ key: String, _ note: String? = nil) -> Double? { optionalField(key, "length", note) { number(key) } }

    package func bool(_ key: String, default fallback: Bool? = nil, _ note: String? = nil) -> Bool {
        document(key, .holds("true/false"), default: fallback.map(String.init), note)
        return read(key, fallback, "true or false", zero: false) { if case .bool(let b) = $0.kind { b } else { nil } }
    }

    package func string(_ key: String, default fallback: String? = nil, _ note: String? = nil) -> String {
        document(key, .holds("text"), default: fallback, note)
        return read(key, fallback, "text", zero: "") { if case .string(let s) = $0.kind { s } else { nil } }
    }

    func optionalString(_ key: String, _ note: String? = nil) -> String? { optionalField(key, "text", note) { string(key) } }

    func choice<T: RawRepresentable<String> & CaseIterable>(_ key: String, default fallback: T? = nil, _ note: String? = nil) -> T {
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        document(key, .holds(allowed), default: fallback?.rawValue, note)
        return read(key, fallback, "one of: \(allowed)", zero: T.allCases.first!) { value in
            if case .string(let s) = value.kind, let choice = T(rawValue: s) { return choice }
            fail("field '\(key)' must be one of: \(allowed)", at: value.location)  // names the choices, not the type found
            return fallback ?? T.allCases.first!
        }
    }

    /// A choice the spec may leave out: nil then (the rules that need it do not judge).
    func optionalChoice<T: RawRepresentable<String> & CaseIterable>(_ key: String, _ note: String? = nil) -> T? {
        optionalField(key, T.allCases.map(\.rawValue).joined(separator: ", "), note) { choice(key) as T }
    }

    func choices<T: RawRepresentable<String> & CaseIterable>(_ key: String, default fallback: [T] = [], _ note: String? = nil) -> [T] {
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        document(key, .holds("list of: " + allowed), default: Self.listText(fallback.map(\.rawValue)), note)
        return strings(key, default: fallback.map(\.rawValue)).compactMap { word in
            if let choice = T(rawValue: word) { return choice }
            fail("'\(key)' items must be one of: \(allowed); found '\(word)'", at: field(key)?.location)
            return nil
        }
    }

    package func strings(_ key: String, default fallback: [String] = [], _ note: String? = nil) -> [String] {
        document(key, .holds("list of text"), default: Self.listText(fallback), note)
        return items(key, fallback, "a list of text") { item in
            if case .string(let s) = item.kind { return s }
            fail("items of '\(key)' must be text, found \(item.typeName)", at: item.location)
            return nil
        }
    }

    package func numbers(_ key: String, default fallback: [Double] = [], _ note: String? = nil) -> [Double] {
        document(key, .holds("list of numbers"), default: Self.listText(fallback.map(Format.number)), note)
        return items(key, fallback, "a list of numbers") { item in
            if case .number(let n) = item.kind, n.isFinite, n >= 0 { return n }
            fail("items of '\(key)' must be finite, non-negative numbers", at: item.location)
            return nil
        }
    }

    /// A list (`list`, as its problem names it), each item as `typed` reads it (nil: left out, its problem said).
    private func items<T>(_ key: String, _ fallback: [T], _ list: String, _ typed: (SpecValue) -> T?) -> [T] {
        guard let value = field(key) else { return fallback }
        guard case .list(let items) = value.kind else {
            fail("field '\(key)' must be \(list)", at: value.location)
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

    package func nested<T>(_ key: String, _ note: String? = nil, _ body: (SpecReader) -> T) -> T? {
        document(key, .record(Self.documentation { _ = body($0) }), note)
        return field(key).map { read($0, body) }
    }

    package func list<T>(_ key: String, _ note: String? = nil, _ body: (SpecReader) -> T) -> [T] {
        document(key, .records(Self.documentation { _ = body($0) }), note)
        return items(key, [], "a list") { read($0, body) }
    }

    package func finish() {
        guard case .map(let entries) = value.kind else { return }
        let unused = consumed.subtracting(entries.map(\.key))
        for entry in entries where !consumed.contains(entry.key) {
            fail("unknown field '\(entry.key)'" + DidYouMean.hint(for: entry.key, among: unused), at: entry.value.location)
        }
    }
}
