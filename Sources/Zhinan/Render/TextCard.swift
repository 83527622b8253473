import Foundation

/// What an example without a picture shows in its place: the leading fields of its spec, one a
/// line, so the card says what was judged without opening the spec.
enum TextCard {
    /// At most this many fields, each value cut to `longest` characters.
    static let fields = 4, longest = 60

    /// The spec's top-level fields as written (`SpecYAML`), its component's name only where it has no
    /// other; a field whose value is written on the lines below it shows the first of them.
    static func lines(_ yaml: String) -> [ExampleModel.TextCardLine] {
        let rows = yaml.split(separator: "\n", omittingEmptySubsequences: true)
        var lines: [ExampleModel.TextCardLine] = []
        for (index, row) in rows.enumerated() where !row.hasPrefix(" ") && !row.hasPrefix("-") && lines.count <= fields {
            guard let colon = row.firstIndex(of: ":") else { continue }
            let name = String(row[..<colon])
            var value = row[row.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.isEmpty, index + 1 < rows.count { value = rows[index + 1].trimmingCharacters(in: .whitespaces) + " …" }
            lines.append(.init(name: name, value: value.count > longest ? String(value.prefix(longest - 1)) + "…" : value))
        }
        return lines.count > 1 ? Array(lines.filter { $0.name != "component" }.prefix(fields)) : lines
    }
}
