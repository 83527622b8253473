import Yams

/// How the site's YAML files are read into trees: untyped (each reader decides what a field may
/// be), with the shared constructor, and as UTF-8 named outright: Yams' default encoding reads the
/// process environment for every parser, and prints a line when `YAMS_DEFAULT_ENCODING` is set.
enum YAMLTree {
    static func compose(_ text: String) throws -> Node? {
        try Yams.compose(yaml: text, .untyped, .shared, .utf8)
    }

    static func composeAll(_ text: String) throws -> YamlSequence<Node> {
        try Yams.compose_all(yaml: text, .untyped, .shared, .utf8)
    }
}

extension Constructor {
    /// One constructor for every YAML text and node Zhinan makes: Yams makes `Constructor.default`
    /// anew, three dictionaries of tag names, each time it is asked for. Its maps never change once
    /// made, so every thread shares this one.
    nonisolated(unsafe) static let shared = Constructor.default
}

extension Resolver {
    /// The resolver every Zhinan YAML reader composes with: it types no scalar, as no reader looks
    /// at a resolved type (`SpecFile.convert` types a spec's plain scalars itself). Yams' default runs
    /// regular expressions on every mapping key. Keys are text, so `true` and `'true'` are one key.
    static let untyped = Resolver.basic
}
