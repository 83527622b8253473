import Foundation

/// JSON strings as bytes, as every file the build writes spells them.
package enum JSONString {
    /// A JSON string's bytes, quoted and escaped, appended to `bytes`: a control character, a quote, a
    /// backslash, and U+2028/2029 (line breaks to JavaScript: escaped, the shards stay valid scripts).
    package static func append(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = string  // withUTF8 may make a bridged string native: a copy, not the caller's
        text.withUTF8 { utf8 in
            var start = 0, index = 0
            while index < utf8.count {
                let byte = utf8[index], escape: String
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case ..<0x20: escape = String(format: "\\u%04x", UInt32(byte))
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && utf8[index + 2] & 0xFE == 0xA8:
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(contentsOf: escape.utf8)
                index += byte == 0xE2 ? 3 : 1
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
