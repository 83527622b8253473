import Foundation

/// The JSON the build writes (`rules.json`, lint reports, search shards), as a value: nothing
/// can reach a file that JSON cannot represent, so no type is ever turned into text by accident.
/// Objects keep their members in the order given; `encoded(sortingKeys:)` sorts them, which is how
/// every file written today is laid out (the same data gives the same bytes).
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    struct Member: Sendable, Equatable {
        var key: String
        var value: JSONValue
    }

    init(_ int: Int) { self = .number(Double(int)) }

    init(_ strings: [String]) { self = .array(strings.map(JSONValue.string)) }

    /// `value`, or `null` when it is absent.
    init(_ value: JSONValue?) { self = value ?? .null }
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
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }
}

extension JSONValue {
    /// The JSON text. `pretty` indents by two spaces per level, with `": "` after a key;
    /// compact text has no whitespace at all.
    func encoded(pretty: Bool = false, sortingKeys: Bool = true) -> String {
        var writer = JSONWriter(indent: pretty ? "" : nil, sortingKeys: sortingKeys)
        writer.write(self)
        return writer.out
    }
}

extension JSONValue {
    /// A JSON string's bytes appended to `bytes`, as `JSONValue.string(text).encoded()` writes it.
    static func append(string text: String, to bytes: inout [UInt8]) {
        guard JSONWriter.needsEscaping(text) else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        bytes.append(contentsOf: JSONValue.string(text).encoded().utf8)
    }
}

extension JSONValue {
    /// An object of arrays as `.object(…).encoded(pretty: true)` writes it (keys sorted), each array's
    /// elements made one at a time as they are written: a large array is never held whole as values.
    static func prettyObject(ofArrays members: [(key: String, count: Int, element: (Int) -> JSONValue)]) -> String {
        var writer = JSONWriter(indent: "", sortingKeys: true)
        writer.writeContainer("{", "}", members.sorted { $0.key < $1.key }) { writer, member in
            writer.writeString(member.key)
            writer.out += ": "
            writer.writeContainer("[", "]", 0..<member.count) { writer, index in writer.write(member.element(index)) }
        }
        return writer.out
    }
}

/// Writes a `JSONValue` directly into a string — Foundation's `.sortedKeys` sorts through
/// `AnyHashable` and was most of a build's time.
private struct JSONWriter {
    var out = ""
    /// The current indentation when pretty-printing; nil for compact output.
    var indent: String?
    let sortingKeys: Bool

    init(indent: String?, sortingKeys: Bool) {
        self.indent = indent
        self.sortingKeys = sortingKeys
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .number(let number): out += Self.number(number)
        case .string(let string): writeString(string)
        case .array(let elements): writeContainer("[", "]", elements) { $0.write($1) }
        case .object(let members):
            let ordered = sortingKeys ? members.sorted { $0.key < $1.key } : members
            writeContainer("{", "}", ordered) { writer, member in
                writer.writeString(member.key)
                writer.out += writer.indent == nil ? ":" : ": "
                writer.write(member.value)
            }
        }
    }

    /// Whole numbers without a fraction (`32`, not `32.0`); JSON has no infinity or NaN: `null`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    fileprivate mutating func writeContainer<Items: Collection>(_ open: String, _ close: String, _ items: Items,
                                                                 _ element: (inout JSONWriter, Items.Element) -> Void) {
        guard !items.isEmpty else { out += open + close; return }
        let outer = indent
        indent = outer.map { $0 + "  " }
        out += open
        for (index, item) in items.enumerated() {
            if index > 0 { out += "," }
            if let indent { out += "\n" + indent }
            element(&self, item)
        }
        indent = outer
        if let outer { out += "\n" + outer }
        out += close
    }

    mutating func writeString(_ string: String) {
        out += "\""
        // Most strings need no escape: appended whole, not scalar by scalar.
        guard Self.needsEscaping(string) else {
            out += string
            out += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                // U+2028/2029 are line breaks to JavaScript: escaped, the shards stay valid scripts.
                out += String(format: "\\u%04x", scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Whether `string` has a scalar that `writeString` escapes: a control character, a quote, a
    /// backslash, or U+2028/2029 (bytes E2 80 A8/A9).
    static func needsEscaping(_ string: String) -> Bool {
        var native = string  // withUTF8 may make a bridged string native: a copy, not the caller's
        return native.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return true }
                index += 1
            }
            return false
        }
    }
}
