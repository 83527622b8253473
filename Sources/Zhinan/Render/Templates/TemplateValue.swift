/// A page model as a template reads it. `TemplateValue(encoding:)` makes it from any `Encodable`
/// model, so a field is written once, in the model, and templates read it by the property's name.
indirect enum TemplateValue {
    case text(String)
    case number(Int)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// A nil optional: a name that finds it is known, holds nothing, and is looked up further out.
    case null

    init<Model: Encodable>(encoding model: Model) {
        let encoder = ValueEncoder()
        try? encoder.encode(model)
        self = encoder.value
    }

    /// The field a name finds inside this value: nil when it has no such field. Text, numbers,
    /// flags and lists have none.
    func field(_ name: String) -> TemplateValue? {
        if case .object(let object) = self { object.field(name) } else { nil }
    }
}

/// A model's fields in declaration order, or a table of interface strings read by key.
final class TemplateObject {
    private let names: [String]
    private let values: [TemplateValue]
    private let table: [String: String]?

    init(names: [String], values: [TemplateValue]) {
        self.names = names
        self.values = values
        table = nil
    }

    init(table: [String: String]) {
        names = []
        values = []
        self.table = table
    }

    func field(_ name: String) -> TemplateValue? {
        if let table { return table[name].map(TemplateValue.text) }
        // A model has a dozen fields or so: a scan beats hashing the name.
        for index in names.indices where names[index] == name { return values[index] }
        return nil
    }
}

/// Encodes a model into a `TemplateValue`: structs become objects, arrays lists, nil optionals
/// `.null` (so a template may name a field that is nil on this page), `[String: String]` a table.
private final class ValueEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    private var object: (names: [String], values: [TemplateValue])?
    private var list: [TemplateValue]?
    private var single: TemplateValue?

    var value: TemplateValue {
        if let object { return .object(TemplateObject(names: object.names, values: object.values)) }
        if let list { return .list(list) }
        return single ?? .null
    }

    func encode<Value: Encodable>(_ value: Value) throws {
        // (A comparison of types, not a cast: this runs for every value of every page.)
        if Value.self == [String: String].self {
            single = .object(TemplateObject(table: unsafeBitCast(value, to: [String: String].self)))
        } else {
            try value.encode(to: self)
        }
    }

    static func value<Value: Encodable>(of value: Value) throws -> TemplateValue {
        let encoder = ValueEncoder()
        try encoder.encode(value)
        return encoder.value
    }

    func add(_ name: String, _ value: TemplateValue) {
        if object == nil { object = ([], []) }
        object!.names.append(name)
        object!.values.append(value)
    }

    func append(_ value: TemplateValue) {
        if list == nil { list = [] }
        list!.append(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if object == nil { object = ([], []) }
        return KeyedEncodingContainer(Fields(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if list == nil { list = [] }
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
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            encoder.add(key.stringValue, try ValueEncoder.value(of: value))
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { encoder.add(key.stringValue, value.map(TemplateValue.text) ?? .null) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { encoder.add(key.stringValue, value.map(TemplateValue.number) ?? .null) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { encoder.add(key.stringValue, value.map(TemplateValue.flag) ?? .null) }
        mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
            encoder.add(key.stringValue, try value.map(ValueEncoder.value) ?? .null)
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            let nested = ValueEncoder()
            let container = nested.container(keyedBy: type)
            encoder.add(key.stringValue, .null)
            return container
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { ValueEncoder().unkeyedContainer() }
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
        mutating func encode<Value: Encodable>(_ value: Value) throws { encoder.append(try ValueEncoder.value(of: value)) }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            ValueEncoder().container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { ValueEncoder().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { encoder }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: ValueEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.single = .null }
        mutating func encode(_ value: String) { encoder.single = .text(value) }
        mutating func encode(_ value: Int) { encoder.single = .number(value) }
        mutating func encode(_ value: Bool) { encoder.single = .flag(value) }
        mutating func encode(_ value: Double) { encoder.single = .text(String(value)) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.encode(value) }
    }
}
