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
