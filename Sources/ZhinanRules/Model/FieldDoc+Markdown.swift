/// The table of components and their fields in docs/rules.md (a test keeps the copy equal).
extension ComponentRegistry {
    static func fieldTable() -> String {
        let rows = types.map { "| `\($0.kind.rawValue)` | \($0.fields.map(\.markdown).joined(separator: ", ")) |" }
        return (["| component | fields |", "|---|---|"] + rows).joined(separator: "\n") + "\n"
    }
}

extension FieldDoc {
    /// `` `name` (what it holds; default …; note) ``; nested fields in braces.
    var markdown: String {
        let (holds, nested): (String?, String) = switch value {
        case .holds(let text): (text, "")
        case .record(let fields): (nil, ": {\(fields.map(\.markdown).joined(separator: ", "))}")
        case .records(let fields): (nil, ": list of {\(fields.map(\.markdown).joined(separator: ", "))}")
        }
        let details = [holds, defaultValue.map { "default \($0)" }, note].compactMap { $0 }
        return "`\(name)`" + nested + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))")
    }
}
