import ZhinanSearch

/// The JSON the build writes (`rules.json`, lint reports), as a value: nothing JSON cannot represent
/// reaches a file. Objects are written with their keys sorted, whatever order their members are given in.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    struct Member: Sendable, Equatable { var key: String, value: JSONValue }

    init(_ int: Int) { self = .number(Double(int)) }

    init(_ strings: [String]) { self = .array(strings.map(JSONValue.string)) }

    init(_ value: JSONValue?) { self = value ?? .null }

    /// An object of these members (written in key order, as every object is).
    init(_ members: [String: JSONValue]) { self = .object(members.map { Member(key: $0.key, value: $0.value) }) }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }
    /// Members in the order written.
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { Member(key: $0.0, value: $0.1) }) }
}

extension JSONValue {
    /// The JSON text: `pretty` indents by two spaces per level, with `": "` after a key; compact text has no whitespace.
    func encoded(pretty: Bool = false) -> String {
        var writer = JSONWriter(indent: pretty ? [UInt8(ascii: "\n")] : nil)
        writer.write(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// An object of arrays as `.object(…).encoded(pretty: true)` writes it (keys sorted), each array's
    /// elements made one at a time as they are written: a large array is never held whole as values.
    static func prettyObject(ofArrays members: [(key: String, count: Int, element: (Int) -> JSONValue)]) -> [UInt8] {
        var writer = JSONWriter(indent: [UInt8(ascii: "\n")])
        writer.writeContainer("{", "}", members.sorted { $0.key < $1.key }) { writer, member in
            writer.writeString(member.key)
            writer.append(": ")
            writer.writeContainer("[", "]", 0..<member.count) { writer, index in writer.write(member.element(index)) }
        }
        return writer.bytes
    }
}

/// Writes a `JSONValue` directly as UTF-8 bytes, made a string once at the end.
private struct JSONWriter {
    var bytes: [UInt8] = []
    /// A line break and the current indentation when pretty-printing; nil for compact output.
    var indent: [UInt8]?

    mutating func append(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let bool): bool ? append("true") : append("false")
        case .number(let number): bytes += Self.number(number).utf8
        case .string(let string): writeString(string)
        case .array(let elements): writeContainer("[", "]", elements) { $0.write($1) }
        case .object(let members):
            writeContainer("{", "}", members.sorted { $0.key < $1.key }) { writer, member in
                writer.writeString(member.key)
                writer.indent == nil ? writer.append(":") : writer.append(": ")
                writer.write(member.value)
            }
        }
    }

    /// Whole numbers without a fraction (`32`, not `32.0`); JSON has no infinity or NaN: `null`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    fileprivate mutating func writeContainer<Items: Collection>(_ open: StaticString, _ close: StaticString, _ items: Items,
                                                                 _ element: (inout JSONWriter, Items.Element) -> Void) {
        let outer = indent
        indent = outer.map { $0 + [0x20, 0x20] }
        append(open)
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if let indent { bytes.append(contentsOf: indent) }
            element(&self, item)
        }
        indent = outer
        // (An empty container closes on the line it opens.)
        if let outer, !items.isEmpty { bytes.append(contentsOf: outer) }
        append(close)
    }

    mutating func writeString(_ string: String) { JSONString.append(string, to: &bytes) }
}
