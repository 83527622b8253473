import ZhinanRules

/// Writes a spec back as YAML, the way the example shows it on a page: fields in the order
/// written, plain where plain is unambiguous, quoted otherwise.
enum SpecYAML {
    static func render(_ value: SpecValue) -> String {
        lines(value, indent: "").joined(separator: "\n") + "\n"
    }

    private static func lines(_ value: SpecValue, indent: String) -> [String] {
        switch value.kind {
        case .map(let entries):
            return entries.flatMap { key, child -> [String] in
                if let inline = inline(child) { return ["\(indent)\(key): \(inline)"] }
                return ["\(indent)\(key):"] + lines(child, indent: indent + "  ")
            }
        case .list(let items):
            return items.flatMap { item -> [String] in
                if let inline = inline(item) { return ["\(indent)- \(inline)"] }
                var nested = lines(item, indent: indent + "  ")
                if !nested.isEmpty { nested[0] = indent + "- " + nested[0].dropFirst(indent.count + 2) }
                return nested
            }
        default:
            return [indent + (inline(value) ?? "")]
        }
    }

    /// A value that fits on its key's line: scalars, lists of scalars, short records.
    private static func inline(_ value: SpecValue) -> String? {
        switch value.kind {
        case .string(let s): return scalar(s)
        case .number(let n): return Format.number(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .list(let items):
            let parts = items.compactMap { item -> String? in
                if case .list = item.kind { return nil }
                if case .map = item.kind { return nil }
                return inline(item)
            }
            return parts.count == items.count ? "[\(parts.joined(separator: ", "))]" : nil
        case .map(let entries) where entries.isEmpty: return "{}"
        case .map(let entries):
            // A short record of plain values reads best on one line: `{kind: add-to-cart, x: 16, y: 700}`.
            let parts = entries.compactMap { key, child -> String? in
                if case .map = child.kind { return nil }
                if case .list = child.kind { return nil }
                return inline(child).map { "\(key): \($0)" }
            }
            let flow = "{\(parts.joined(separator: ", "))}"
            return parts.count == entries.count && flow.count <= 72 ? flow : nil
        }
    }

    private static func scalar(_ s: String) -> String {
        let special = s.isEmpty || s.first == " " || s.last == " " || s.contains(where: { ":#{}[],&*!|>'\"%@`\n\\".contains($0) })
            || ["true", "false", "null", "yes", "no", "on", "off", "~"].contains(s.lowercased()) || Double(s) != nil
            || s.hasPrefix("-") || s.hasPrefix("?")
        guard special else { return s }
        var escaped = "\""
        for c in s {
            switch c {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(c)
            }
        }
        return escaped + "\""
    }
}
