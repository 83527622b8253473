import Yams

/// How the site's YAML files are read into trees: untyped, with the shared constructor, as UTF-8 named outright.
enum YAMLTree {
    // `.basic` types no scalar (Yams' default runs regular expressions on every key), so `true` and `'true'` are one key.
    static func compose(_ text: String) throws -> Node? { try Yams.compose(yaml: text, .basic, .shared, .utf8) }
    static func composeAll(_ text: String) throws -> YamlSequence<Node> { try Yams.compose_all(yaml: text, .basic, .shared, .utf8) }

    /// What `compose` makes of the text once `YAMLLimits` passed it; nil, with the problem located, when it does not pass or parse.
    static func read<T>(_ text: String, path: String, what: String, lineOffset: Int = 0, into diagnostics: inout Diagnostics,
                        _ compose: (String) throws -> T = compose) -> T? {
        guard YAMLLimits.check(text, path: path, lineOffset: lineOffset, into: &diagnostics) else { return nil }
        do {
            return try compose(text)
        } catch let error as YamlError {
            let (mark, problem) = describe(error)
            diagnostics.error("malformed \(what): \(problem)",
                              at: SourceLocation(path: path, line: mark.map { $0.line + lineOffset } ?? 1, column: mark?.column ?? 1))
        } catch { diagnostics.error("malformed \(what): \(error)", at: SourceLocation(path: path, line: 1 + lineOffset)) }
        return nil
    }

    private static func describe(_ error: YamlError) -> (Mark?, String) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _): (mark, problem)
        case .duplicatedKeysInMapping(let duplicates, let context): (context.mark, "duplicate field \(duplicates.joined(separator: ", "))")
        default: (nil, "\(error)")
        }
    }
}

extension Node {
    /// A mapping key as a message names it: its text, quoted, or what it is when it is not text.
    var keyName: String { string.map { "'\($0)'" } ?? "(\(sequence != nil ? "a list" : "a set of fields"), not a name)" }
}

extension SourceLocation {
    init(path: String, mark: Mark?) { self.init(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1) }
}

extension Diagnostics {
    /// The node's fields; nil, with `problem` at the node, when it is not a mapping.
    mutating func fields(of node: Node, in path: String, else problem: @autoclosure () -> String) -> Node.Mapping? {
        if node.mapping == nil { error(problem(), at: SourceLocation(path: path, mark: node.mark)) }
        return node.mapping
    }
}

extension Constructor {
    /// One constructor for all: Yams makes `Constructor.default` anew each time it is asked for.
    nonisolated(unsafe) static let shared = Constructor.default
}
