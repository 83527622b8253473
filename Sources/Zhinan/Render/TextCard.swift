import Foundation
import ZhinanRules
import ZhinanTemplates

/// What an example without a picture shows instead: its spec's leading fields, one a line, so the card says what was judged.
/// Made as HTML here, as a picture is, for every place that shows it (document pages, the gallery, the drill).
enum TextCard {
    /// At most this many fields, each value cut to `longest` characters.
    static let fields = 4, longest = 60

    /// A piece of a field's value, and whether it is what a rule found at fault.
    struct Part { var text: String, bad: Bool }

    /// The card: each field a `<dt>` and its value a `<dd>`, what `violations` found at fault (their message's `found`:
    /// `苹果支付`) outlined where the value shows it (`mark.text-bad`).
    static func html(_ yaml: String, marking violations: [Violation] = []) -> String {
        let found = violations.compactMap(\.message.found).filter { !$0.isEmpty }
        return "<dl class=\"text-card\">" + lines(yaml).map { name, value in
            let parts = parts(of: value, marking: found).map { $0.bad ? "<mark class=\"text-bad\">\(HTML.escape($0.text))</mark>" : HTML.escape($0.text) }
            return "<dt>\(HTML.escape(name))</dt><dd>\(parts.joined())</dd>"
        }.joined() + "</dl>"
    }

    /// The spec's top-level fields as written (`SpecYAML`), its component's name only where it has no other; a field whose
    /// value is on the lines below shows their first `fields`, one a line (the one that breaks a rule is often not the first).
    static func lines(_ yaml: String) -> [(name: String, value: String)] {
        let rows = yaml.split(separator: "\n", omittingEmptySubsequences: true)
        let cut = { (value: String) in value.count > longest ? String(value.prefix(longest - 1)) + "…" : value }
        var lines: [(name: String, value: String)] = []
        for (index, row) in rows.enumerated() where !row.hasPrefix(" ") && !row.hasPrefix("-") && lines.count <= fields {
            guard let colon = row.firstIndex(of: ":") else { continue }
            var value = cut(row[row.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            let below = rows[(index + 1)...].prefix { $0.hasPrefix(" ") || $0.hasPrefix("-") }
            if value.isEmpty { value = (below.prefix(fields).map { cut($0.trimmingCharacters(in: .whitespaces)) } + (below.count > fields ? ["…"] : [])).joined(separator: "\n") }
            lines.append((String(row[..<colon]), value))
        }
        return lines.count > 1 ? Array(lines.filter { $0.name != "component" }.prefix(fields)) : lines
    }

    /// `value` cut where each of `found` begins and ends.
    static func parts(of value: String, marking found: [String]) -> [Part] {
        var parts: [Part] = [], rest = value[...]
        while let hit = found.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            parts += [Part(text: String(rest[..<hit.lowerBound]), bad: false), Part(text: String(rest[hit]), bad: true)]
            rest = rest[hit.upperBound...]
        }
        return (parts + [Part(text: String(rest), bad: false)]).filter { !$0.text.isEmpty }
    }
}
