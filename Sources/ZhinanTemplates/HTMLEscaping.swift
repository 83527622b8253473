/// Escaping for text and attribute values. Everything that comes from content goes through here.
public enum HTML {
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape: looked for in the string's own storage. The five bytes are all below 0x40: one bit each in a 64-bit mask.
        let special: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27
        func isSpecial(_ byte: UInt8) -> Bool { byte < 0x40 && special >> byte & 1 != 0 }
        let needed = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSpecial) } ?? text.utf8.contains(where: isSpecial)
        guard needed else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
