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
    package func field(_ name: String) -> TemplateValue? { if case .object(let object) = self { object.field(name) } else { nil } }

    /// The names a template can find inside this value (for "did you mean" when it names another).
    package var names: [String] { if case .object(let object) = self { object.names } else { [] } }
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

    var names: [String] { table.map { Array($0.keys) } ?? fields.map(\.name) }
}

/// Encodes a model into a `TemplateValue`: structs become objects, arrays lists, nil optionals `.null` (a template may name
/// a field that is nil on this page), `[String: String]` a table. One encoder makes the whole tree: the value being made
/// is in its fields, an enclosing one's in the frames of `value(of:)` under way.
private final class ValueEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private enum Shape { case empty, object, list, single }
    private var shape = Shape.empty
    private var fields: [(name: String, value: TemplateValue)] = []
    private var elements: [TemplateValue] = []
    private var single = TemplateValue.null

    func value<Value: Encodable>(of value: Value) -> TemplateValue {
        // (A comparison of types, not a cast: this runs for every value of every page.)
        if Value.self == [String: String].self {
            return .object(TemplateObject(table: unsafeBitCast(value, to: [String: String].self)))
        }
        let outer = (shape, fields, elements, single)
        defer { (shape, fields, elements, single) = outer }
        (shape, fields, elements, single) = (.empty, [], [], .null)
        try? value.encode(to: self)
        return switch shape {
        case .empty: .null
        case .object: .object(TemplateObject(fields: fields))
        case .list: .list(elements)
        case .single: single
        }
    }

    func add(_ name: String, _ value: TemplateValue) { fields.append((name, value)) }
    func append(_ value: TemplateValue) { elements.append(value) }
    func set(_ value: TemplateValue) { (shape, single) = (.single, value) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if shape == .empty { shape = .object }
        return KeyedEncodingContainer(Fields(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if shape == .empty { shape = .list }
        return Values(encoder: self, inList: true)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Values(encoder: self, inList: false) }

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

    /// A list's elements, each appended, or a value on its own.
    struct Values: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let encoder: ValueEncoder
        let inList: Bool
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }

        private func put(_ value: TemplateValue) { if inList { encoder.append(value) } else { encoder.set(value) } }
        mutating func encodeNil() { put(.null) }
        mutating func encode(_ value: String) { put(.text(value)) }
        mutating func encode(_ value: Int) { put(.number(value)) }
        mutating func encode(_ value: Bool) { put(.flag(value)) }
        mutating func encode(_ value: Double) { put(.text(String(value))) }
        mutating func encode<Value: Encodable>(_ value: Value) { put(encoder.value(of: value)) }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> { unsupported() }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { unsupported() }
        mutating func superEncoder() -> any Encoder { encoder }
    }
}

/// Nested containers, which page models' synthesized conformances never ask for.
private func unsupported() -> Never { preconditionFailure("page models encode through their synthesized conformances") }
