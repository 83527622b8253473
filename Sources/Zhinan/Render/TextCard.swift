import Foundation

/// What an example without a picture shows instead: its spec's leading fields, one a line, so the card says what was judged.
enum TextCard {
    /// At most this many fields, each value cut to `longest` characters.
    static let fields = 4, longest = 60

    /// The spec's top-level fields as written (`SpecYAML`), its component's name only where it has no other; a field whose
    /// value is on the lines below shows their first `fields`, one a line (the one that breaks a rule is often not the first).
    /// `found`: the words a rule found at fault (its message's `found`), marked wherever a value shows them.
    static func lines(_ yaml: String, marking found: [String] = []) -> [ExampleModel.TextCardLine] {
        let rows = yaml.split(separator: "\n", omittingEmptySubsequences: true)
        let cut = { (value: String) in value.count > longest ? String(value.prefix(longest - 1)) + "…" : value }
        var lines: [ExampleModel.TextCardLine] = []
        for (index, row) in rows.enumerated() where !row.hasPrefix(" ") && !row.hasPrefix("-") && lines.count <= fields {
            guard let colon = row.firstIndex(of: ":") else { continue }
            var value = cut(row[row.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            let below = rows[(index + 1)...].prefix { $0.hasPrefix(" ") || $0.hasPrefix("-") }
            if value.isEmpty { value = (below.prefix(fields).map { cut($0.trimmingCharacters(in: .whitespaces)) } + (below.count > fields ? ["…"] : [])).joined(separator: "\n") }
            lines.append(.init(name: String(row[..<colon]), parts: parts(of: value, marking: found.filter { !$0.isEmpty })))
        }
        return lines.count > 1 ? Array(lines.filter { $0.name != "component" }.prefix(fields)) : lines
    }

    static func parts(of value: String, marking found: [String]) -> [ExampleModel.TextCardLine.Part] {
        var parts: [ExampleModel.TextCardLine.Part] = [], rest = value[...]
        while let hit = found.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            parts += [.init(text: String(rest[..<hit.lowerBound]), bad: false), .init(text: String(rest[hit]), bad: true)]
            rest = rest[hit.upperBound...]
        }
        return (parts + [.init(text: String(rest), bad: false)]).filter { !$0.text.isEmpty }
    }
}
