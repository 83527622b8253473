/// A page model as a template reads it, made from the `Encodable` model: a field is written once, in the model.
package enum TemplateValue {
    case text(String)
    case number(Int)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// A nil optional: a name that finds it is known, holds nothing, and is looked up further out.
    case null

    package init<Model: Encodable>(encoding model: Model) { self = ValueEncoder().value(of: model) }

    /// The field a name finds inside this value: nil when it has no such field (text, numbers, flags and lists have none).
    package func field(_ name: String) -> TemplateValue? {
        if case .object(let object) = self { object.field(name) } else { nil }
    }
}

/// A model's fields in declaration order, or a table of interface strings read by key.
package final class TemplateObject {
    private let fields: [(name: String, value: TemplateValue)]
    private let table: [String: String]?

    package init(fields: [(name: String, value: TemplateValue)] = [], table: [String: String]? = nil) {
        (self.fields, self.table) = (fields, table)
    }

    package func field(_ name: String) -> TemplateValue? {
        if let table { return table[name].map(TemplateValue.text) }
        // A model has a dozen fields or so: a scan beats hashing the name.
        for field in fields where field.name == name { return field.value }
        return nil
    }
}

/// Encodes a model into a `TemplateValue`: structs become objects, arrays lists, nil optionals
/// `.null` (so a template may name a field that is nil on this page), `[String: String]` a table.
/// One encoder makes the whole tree: each value being made is a frame on its stack.
private final class ValueEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private enum Frame {
        case empty
        case object([(name: String, value: TemplateValue)])
        case list([TemplateValue])
        case single(TemplateValue)
    }

    private var stack: [Frame] = []

    func value<Value: Encodable>(of value: Value) -> TemplateValue {
        stack.append(.empty)
        encode(value)
        return switch stack.removeLast() {
        case .empty: .null
        case .object(let fields): .object(TemplateObject(fields: fields))
        case .list(let values): .list(values)
        case .single(let value): value
        }
    }

    func encode<Value: Encodable>(_ value: Value) {
        // (A comparison of types, not a cast: this runs for every value of every page.)
        if Value.self == [String: String].self {
            stack[stack.count - 1] = .single(.object(TemplateObject(table: unsafeBitCast(value, to: [String: String].self))))
        } else {
            try? value.encode(to: self)
        }
    }

    func add(_ name: String, _ value: TemplateValue) {
        guard case .object(var fields) = stack[stack.count - 1] else { return }
        stack[stack.count - 1] = .empty  // the array is not copied as it grows
        fields.append((name, value))
        stack[stack.count - 1] = .object(fields)
    }

    func append(_ value: TemplateValue) {
        guard case .list(var values) = stack[stack.count - 1] else { return }
        stack[stack.count - 1] = .empty
        values.append(value)
        stack[stack.count - 1] = .list(values)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = stack[stack.count - 1] { stack[stack.count - 1] = .object([]) }
        return KeyedEncodingContainer(Fields(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = stack[stack.count - 1] { stack[stack.count - 1] = .list([]) }
        return Elements(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: ValueEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { encoder.add(key.stringValue, .null) }
        mutating func encode(_ value: String, forKey key: Key) { encoder.add(key.stringValue, .text(value)) }
        mutating func encode(_ value: Int, forKey key: Key) { encoder.add(key.stringValue, .number(value)) }
        mutating func encode(_ value: Bool, forKey key: Key) { encoder.add(key.stringValue, .flag(value)) }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) { encoder.add(key.stringValue, encoder.value(of: value)) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { encoder.add(key.stringValue, value.map(TemplateValue.text) ?? .null) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { encoder.add(key.stringValue, value.map(TemplateValue.number) ?? .null) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { encoder.add(key.stringValue, value.map(TemplateValue.flag) ?? .null) }
        mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) {
            encoder.add(key.stringValue, value.map { encoder.value(of: $0) } ?? .null)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            unsupported()
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { unsupported() }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    struct Elements: UnkeyedEncodingContainer {
        let encoder: ValueEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }

        mutating func encodeNil() { encoder.append(.null) }
        mutating func encode(_ value: String) { encoder.append(.text(value)) }
        mutating func encode(_ value: Int) { encoder.append(.number(value)) }
        mutating func encode(_ value: Bool) { encoder.append(.flag(value)) }
        mutating func encode<Value: Encodable>(_ value: Value) { encoder.append(encoder.value(of: value)) }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> { unsupported() }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { unsupported() }
        mutating func superEncoder() -> any Encoder { encoder }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: ValueEncoder
        var codingPath: [any CodingKey] { [] }

        private func set(_ value: TemplateValue) { encoder.stack[encoder.stack.count - 1] = .single(value) }
        mutating func encodeNil() { set(.null) }
        mutating func encode(_ value: String) { set(.text(value)) }
        mutating func encode(_ value: Int) { set(.number(value)) }
        mutating func encode(_ value: Bool) { set(.flag(value)) }
        mutating func encode(_ value: Double) { set(.text(String(value))) }
        mutating func encode<Value: Encodable>(_ value: Value) { encoder.encode(value) }
    }
}

/// Nested containers, which page models' synthesized conformances never ask for.
private func unsupported() -> Never { preconditionFailure("page models encode through their synthesized conformances") }
