import Foundation

/// JSON for the files the build writes (the search shards, `rules.json`, lint reports): keys in
/// sorted order so that the same data gives the same bytes, written directly — Foundation's
/// `.sortedKeys` sorts through `AnyHashable` and was most of a build's time.
enum JSONText {
    static func encode(_ value: Any, pretty: Bool = false) -> String {
        var out = ""
        write(value, into: &out, indent: pretty ? "" : nil)
        return out
    }

    private static func write(_ value: Any, into out: inout String, indent: String?) {
        switch value {
        case let string as String:
            writeString(string, into: &out)
        case let bool as Bool:
            out += bool ? "true" : "false"
        case let int as Int:
            out += String(int)
        case let double as Double:
            out += double.isFinite ? (double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)) : "null"
        case let array as [Any]:
            writeArray(array, into: &out, indent: indent)
        case let object as [String: Any]:
            writeObject(object, into: &out, indent: indent)
        case is NSNull:
            out += "null"
        case let optional as Any? where optional == nil:
            out += "null"
        default:
            writeString("\(value)", into: &out)
        }
    }

    /// Rows of strings, or null for a missing row: the search index's record files, typed.
    static func encode(_ rows: [[String]?]) -> String {
        var out = "["
        for (index, row) in rows.enumerated() {
            if index > 0 { out += "," }
            guard let row else { out += "null"; continue }
            out += "["
            for (column, text) in row.enumerated() {
                if column > 0 { out += "," }
                writeString(text, into: &out)
            }
            out += "]"
        }
        return out + "]"
    }

    /// One string, escaped for JSON and for a script.
    static func encode(_ string: String) -> String {
        var out = ""
        writeString(string, into: &out)
        return out
    }

    private static func writeArray(_ array: [Any], into out: inout String, indent: String?) {
        guard !array.isEmpty else { out += "[]"; return }
        let inner = indent.map { $0 + "  " }
        out += "["
        for (index, element) in array.enumerated() {
            if index > 0 { out += "," }
            if let inner { out += "\n" + inner }
            write(element, into: &out, indent: inner)
        }
        if let indent { out += "\n" + indent }
        out += "]"
    }

    private static func writeObject(_ object: [String: Any], into out: inout String, indent: String?) {
        guard !object.isEmpty else { out += "{}"; return }
        let inner = indent.map { $0 + "  " }
        out += "{"
        for (index, key) in object.keys.sorted().enumerated() {
            if index > 0 { out += "," }
            if let inner { out += "\n" + inner }
            writeString(key, into: &out)
            out += inner == nil ? ":" : ": "
            write(object[key]!, into: &out, indent: inner)
        }
        if let indent { out += "\n" + indent }
        out += "}"
    }

    private static func writeString(_ string: String, into out: inout String) {
        out += "\""
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
}
