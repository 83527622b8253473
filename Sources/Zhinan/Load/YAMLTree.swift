import Yams

/// How the site's YAML files are read into trees: untyped (each reader decides what a field may
/// be), with Yams's shared constructor, and as UTF-8 named outright. Yams's default encoding reads
/// the whole process environment (for `YAMS_DEFAULT_ENCODING`) every time it makes a parser, which
/// was 1.3% of a 10,000-document build, and prints a line to standard output when that is set.
enum YAMLTree {
    static func compose(_ text: String) throws -> Node? {
        try Yams.compose(yaml: text, .untyped, .shared, .utf8)
    }

    static func composeAll(_ text: String) throws -> YamlSequence<Node> {
        try Yams.compose_all(yaml: text, .untyped, .shared, .utf8)
    }
}
