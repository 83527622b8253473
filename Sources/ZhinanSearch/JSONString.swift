import Foundation

/// JSON strings as bytes, as every file the build writes spells them: the search index's keys and
/// rows here, and every other JSON through the site's `JSONValue`.
package enum JSONString {
    /// A JSON string's bytes, quoted and escaped, appended to `bytes`.
    package static func append(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: appended whole, not scalar by scalar.
        guard needsEscaping(string) else {
            var text = string  // withUTF8 may make a bridged string native: a copy, not the caller's
            text.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
            return
        }
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                // U+2028/2029 are line breaks to JavaScript: escaped, the shards stay valid scripts.
                append(String(format: "\\u%04x", scalar.value))
            default:
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A JSON string, quoted and escaped.
    static func encoded(_ string: String) -> String {
        var bytes: [UInt8] = []
        append(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `string` has a scalar that `append` escapes: a control character, a quote, a
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
