/// One problem found in the content, the templates or a spec, located like a compiler error.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning, error }

    public var severity: Severity
    var location: SourceLocation
    var message: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        (self.severity, self.location, self.message) = (severity, location, message)
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }

    /// The lines to print for `diagnostics`: past `limit` of one kind, one line at the end says how many more there are.
    public static func summarized(_ diagnostics: [Diagnostic], limit: Int = 20) -> [String] {
        var seen: [String: Int] = [:], kinds: [String] = []
        var lines: [String] = []
        for diagnostic in diagnostics {
            let kind = diagnostic.severity.rawValue + ": " + Self.kind(of: diagnostic.message)
            if seen[kind] == nil { kinds.append(kind) }
            seen[kind, default: 0] += 1
            if seen[kind]! <= limit { lines.append(diagnostic.description) }
        }
        for kind in kinds where seen[kind]! > limit {
            let more = seen[kind]! - limit, severity = kind.prefix { $0 != ":" }
            lines.append("… and \(plural(more, "more \(severity)")) like \(kind.dropFirst(severity.count + 2)) (--all-diagnostics shows them all)")
        }
        return lines
    }

    /// The message with what it quotes ('…', “…”, "…") and its numbers each left out as "…": diagnostics
    /// of one kind share it. What `/'[^']*'|“[^”]*”|"[^"]*"|[0-9]+/` would replace (the tests compare them),
    /// found by hand: Swift's Regex is several times slower, and a large site's build summarizes thousands.
    static func kind(of message: String) -> String {
        var kind = "", index = message.startIndex
        while index < message.endIndex {
            let character = message[index], next = message.index(after: index)
            let closing: Character? = switch character {
            case "'", "\"": character
            case "“": "”"
            default: nil
            }
            if let closing, let end = message[next...].firstIndex(of: closing) {
                kind += "…"
                index = message.index(after: end)
            } else if character.isASCII, character.isNumber {
                kind += "…"
                index = message[index...].firstIndex { !($0.isASCII && $0.isNumber) } ?? message.endIndex
            } else {
                kind.append(character)
                index = next
            }
        }
        return kind
    }
}

/// `1 error`, `2 errors`: a count and its noun, as every message of zhinan says it.
public func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

/// Collects every problem of a run, so that one build reports all of them at once.
struct Diagnostics: Sendable {
    private(set) var all: [Diagnostic] = []

    mutating func error(_ message: String, at location: SourceLocation) { all.append(Diagnostic(.error, at: location, message)) }
    mutating func warning(_ message: String, at location: SourceLocation) { all.append(Diagnostic(.warning, at: location, message)) }

    /// A problem that CI must not let through (`--strict`) but a local build only warns about.
    mutating func report(_ message: String, at location: SourceLocation, strict: Bool) {
        if strict { error(message, at: location) } else { warning(message, at: location) }
    }

    mutating func append(contentsOf other: Diagnostics) { all.append(contentsOf: other.all) }
    var sorted: [Diagnostic] { all.inFileOrder }
}

extension [Diagnostic] {
    /// In file order, so the output reads top to bottom like a compiler's; duplicates dropped.
    var inFileOrder: [Diagnostic] { sorted { ($0.location, $0.message) < ($1.location, $1.message) }.uniqued }
}

extension Sequence where Element: Hashable {
    var uniqued: [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

/// Thrown when a run found errors; carries every diagnostic of the run.
public struct BuildFailure: Error, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
