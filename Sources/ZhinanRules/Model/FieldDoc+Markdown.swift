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
        let details = [valueText, defaultValue.map { "default \($0)" }, note].compactMap { $0 }
        let nested: String = switch value {
        case .record(let fields): ": {\(fields.map(\.markdown).joined(separator: ", "))}"
        case .records(let fields): ": list of {\(fields.map(\.markdown).joined(separator: ", "))}"
        default: ""
        }
        return "`\(name)`" + nested + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))")
    }

    private var valueText: String? {
        switch value {
        case .length: "length"
        case .number: "number"
        case .count: "whole number"
        case .bool: "true/false"
        case .text: "text"
        case .colour: "colour"
        case .choice(let choices): choices.joined(separator: ", ")
        case .choices(let choices): "list of: " + choices.joined(separator: ", ")
        case .texts: "list of text"
        case .numbers: "list of numbers"
        case .record, .records: nil
        }
    }
}
