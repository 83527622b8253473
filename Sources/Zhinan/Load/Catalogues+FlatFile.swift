extension Catalogues {
    /// The file read line by line, without YAML, when every line is one Yams would read as this
    /// reads it: blank, a comment (`# …`), or `key: text`, where the key is letters, digits, `_`,
    /// `.` and `-`, and the text is one line, either `"double-quoted"` without `\` escapes or plain
    /// (not starting with a YAML indicator, with no `: `, ` #` or trailing `:`), a comment allowed
    /// after it. Nil for anything else — an indented line, a tab, a control or a line-breaking
    /// character, an escape, a key given twice, more values than `InputLimits.yamlValues` — and
    /// then Yams reads the file and words whatever is wrong.
    ///
    /// Every catalogue of the real site is such a file. Yams built a tree of nodes with marks for
    /// each 60 KB file of messages: 4.5% of a clean build of the real site, the last of them
    /// alone on a core while the loading waited.
    static func flatFile(_ text: String, path: String) -> File? {
        var text = text  // `withUTF8` may make a bridged string native: a copy, not the caller's
        return text.withUTF8 { bytes -> File? in
            guard !bytes.isEmpty else { return File(path: path) }
            guard Self.onlyPlainCharacters(bytes) else { return nil }
            var file = File(path: path)
            var start = 0
            var line = 0
            while start < bytes.count {
                line += 1
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                switch Self.flatLine(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                case .nothing: break
                case .entry(let key, let text):
                    guard file.lines.updateValue(line, forKey: key) == nil else { return nil }  // Yams reports the key given twice
                    file.entries.append((key, text))
                case .other: return nil
                }
                start = end + 1
            }
            // The mapping and each key and text are values (`YAMLLimits`).
            guard 1 + 2 * file.entries.count <= InputLimits.yamlValues else { return nil }
            return file
        }
    }

    private enum FlatLine: Equatable {
        case nothing
        case entry(key: String, text: String)
        case other
    }

    /// Whether the text has only characters YAML reads as text and `\n` as its only line break:
    /// no tab, CR, other control character, byte-order mark, non-character, NEL (U+0085) or
    /// line/paragraph separator (U+2028, U+2029), which libyaml refuses or breaks lines at.
    private static func onlyPlainCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x20...0x7E: break
            case 0x00...0x1F, 0x7F: return false
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]): return false  // C1 controls, NEL
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): return false
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF: return false  // U+FEFF
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE: return false  // U+FFFE, U+FFFF
            default: break
            }
            index += 1
        }
        return true
    }

    private static func flatLine(_ line: UnsafeBufferPointer<UInt8>) -> FlatLine {
        let space: UInt8 = 0x20, colon: UInt8 = 0x3A, hash: UInt8 = 0x23, quote: UInt8 = 0x22
        guard let first = line.firstIndex(where: { $0 != space }) else { return .nothing }
        if first > 0 { return .other }  // indented: part of the line before, or a nested value
        if line[0] == hash { return .nothing }
        // The key.
        var index = 0
        while index < line.count, isKeyByte(line[index], first: index == 0) { index += 1 }
        guard index > 0, index + 1 < line.count, line[index] == colon, line[index + 1] == space else { return .other }
        let key = String(decoding: UnsafeBufferPointer(rebasing: line[0..<index]), as: UTF8.self)
        index += 2
        while index < line.count, line[index] == space { index += 1 }
        guard index < line.count else { return .other }  // no text (a null): Yams' reading
        let text: UnsafeBufferPointer<UInt8>
        if line[index] == quote {
            // Double-quoted, closed on this line, no escapes; then only spaces, or a comment after one.
            let open = index + 1
            var close = open
            while close < line.count, line[close] != quote {
                if line[close] == 0x5C { return .other }  // `\`
                close += 1
            }
            guard close < line.count else { return .other }
            index = close + 1
            let spaces = index
            while index < line.count, line[index] == space { index += 1 }
            guard index == line.count || (line[index] == hash && index > spaces) else { return .other }
            text = UnsafeBufferPointer(rebasing: line[open..<close])
        } else {
            // Plain: no indicator first; within it no `: `, ` #` or final `:` (a mapping, a comment).
            guard !isIndicator(line[index]) else { return .other }
            let begin = index
            var end = line.count
            while end > begin, line[end - 1] == space { end -= 1 }
            for position in begin..<end {
                let byte = line[position]
                if byte == colon && (position + 1 == end || line[position + 1] == space) { return .other }
                if byte == hash && line[position - 1] == space { return .other }
            }
            text = UnsafeBufferPointer(rebasing: line[begin..<end])
        }
        return .entry(key: key, text: String(decoding: text, as: UTF8.self))
    }

    private static func isKeyByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true  // digits, letters, `_`
        case 0x2E, 0x2D: !first  // `.`, `-`
        default: false
        }
    }

    /// The characters that begin something other than plain text in YAML.
    private static func isIndicator(_ byte: UInt8) -> Bool {
        "-?:,[]{}#&*!|>'\"%@`".utf8.contains(byte)
    }
}
