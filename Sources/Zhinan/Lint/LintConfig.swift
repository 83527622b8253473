import Foundation
import Yams
import ZhinanRules

/// `zhinan-lint.yml` (docs/lint.md), found from the working directory upward; its paths are relative to its folder.
public struct LintConfig: Sendable {
    public static let fileName = "zhinan-lint.yml"
    static let keys = ["edition", "language", "site-url", "baseline", "include", "ignore", "severity", "overrides"]

    public var directory: String
    public var edition: Edition?
    public var language, siteURL, baseline: String?
    /// What to lint when no file is named, and what never to lint.
    var include: [Glob] = [], ignore: [Glob] = []
    /// Each rule's severity (nil: off); then each override's, for the files its globs match, the last one winning.
    var severities: [String: Rule.Severity?] = [:]
    var overrides: [(files: [Glob], severities: [String: Rule.Severity?])] = []

    /// The severity a finding of `rule` in the file at `path` has; nil when the rule is off there.
    func severity(of rule: Rule, in path: String) -> Rule.Severity? {
        let relative = Self.path(path, relativeTo: directory)
        return overrides.filter { $0.files.contains { $0.matches(relative) } }
            .reduce(severities[rule.id.rawValue] ?? rule.severity) { $1.severities[rule.id.rawValue] ?? $0 }
    }

    public func ignores(_ path: String) -> Bool { ignore.contains { $0.matches(Self.path(path, relativeTo: directory)) } }

    /// `path` (relative to the working directory, or absolute) from `directory`, or absolute when outside it.
    static func path(_ path: String, relativeTo directory: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return absolute.hasPrefix(directory + "/") ? String(absolute.dropFirst(directory.count + 1)) : absolute
    }

    static func folder(of path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path }

    /// The files under this file's folder that `include` names and `ignore` does not, sorted, as paths from the working directory.
    public func includedFiles() -> [String] {
        guard !include.isEmpty, let walk = FileManager.default.enumerator(atPath: directory) else { return [] }
        // From the working directory (`../specs/a.yml` from below the file's folder).
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let there = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        let shared = zip(here, there).prefix { $0 == $1 }.count
        let way = Array(repeating: "..", count: here.count - shared) + there.dropFirst(shared)
        return walk.compactMap { $0 as? String }.filter { relative in
            include.contains { $0.matches(relative) } && !ignore.contains { $0.matches(relative) }
        }.sorted().map { (way + [$0]).joined(separator: "/") }
    }

    public static func siteBaseURL(near directory: String) -> String? {
        let content = URL(fileURLWithPath: directory).appendingPathComponent("content")
        guard FileManager.default.fileExists(atPath: content.appendingPathComponent(SiteConfig.fileName).path) else { return nil }
        var ignored = Diagnostics()
        return SiteConfig.load(contentDirectory: content, displayRoot: "content", into: &ignored).baseURL
    }

    public static func find(from directory: String) -> String? {
        let folders = sequence(first: URL(fileURLWithPath: directory).standardizedFileURL) { folder in
            let parent = folder.deletingLastPathComponent()
            return parent.path == folder.path ? nil : parent
        }
        return folders.lazy.map { $0.appendingPathComponent(fileName).path }.first { FileManager.default.fileExists(atPath: $0) }
    }

    public static func load(_ path: String) -> (LintConfig, problems: [Diagnostic]) {
        var config = LintConfig(directory: folder(of: path)), diagnostics = Diagnostics()
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            diagnostics.error("cannot read the lint configuration", at: SourceLocation(path: path))
            return (config, diagnostics.sorted)
        }
        guard let read = YAMLTree.read(text, path: path, what: "lint configuration", into: &diagnostics), let root = read,
              let mapping = diagnostics.fields(of: root, in: path, else: "the lint configuration is a set of settings: \(keys.joined(separator: ", "))")
        else { return (config, diagnostics.sorted) }
        func at(_ node: Node) -> SourceLocation { SourceLocation(path: path, mark: node.mark) }
        func single(_ node: Node) -> String? {
            if let string = node.scalar?.string { return string }
            diagnostics.error("expected a single value", at: at(node))
            return nil
        }
        func globs(_ node: Node) -> [Glob] { (node.sequence.map { Array($0) } ?? [node]).compactMap(single).map(Glob.init) }
        func severities(_ node: Node) -> [String: Rule.Severity?] {
            let problem = "'severity' is a set of 'rule-id: off | warning | error' lines"
            guard let entries = diagnostics.fields(of: node, in: path, else: problem) else { return [:] }
            var out: [String: Rule.Severity?] = [:]
            for (key, value) in entries {
                guard let rule = key.string, RuleBook.standard.rule(rule) != nil else {
                    diagnostics.error("'\(key.string ?? "?")' is no rule's id\(DidYouMean.hint(for: key.string ?? "", among: RuleBook.standard.rules.map(\.id.rawValue)))", at: at(key))
                    continue
                }
                switch value.scalar?.string {
                case "off": out[rule] = .some(nil)
                case let word? where Rule.Severity(rawValue: word) != nil: out[rule] = Rule.Severity(rawValue: word)
                default: diagnostics.error("the severity of '\(rule)' is off, warning or error", at: at(value))
                }
            }
            return out
        }
        for (key, value) in mapping {
            switch key.string {
            case "edition":
                guard let word = single(value) else { continue }
                config.edition = Edition(rawValue: word)
                if config.edition == nil { diagnostics.error("'edition' is current or source", at: at(value)) }
            case "language": config.language = single(value)
            case "site-url": config.siteURL = single(value)
            case "baseline": config.baseline = single(value)
            case "include": config.include = globs(value)
            case "ignore": config.ignore = globs(value)
            case "severity": config.severities = severities(value)
            case "overrides":
                for entry in value.sequence ?? [] {
                    guard let fields = entry.mapping, let files = fields["files"], let set = fields["severity"], fields.count == 2 else {
                        diagnostics.error("an override is 'files:' (globs) and 'severity:' (rule-id: off | warning | error)", at: at(entry))
                        continue
                    }
                    config.overrides.append((globs(files), severities(set)))
                }
                if value.sequence == nil { diagnostics.error("'overrides' is a list of 'files:' and 'severity:'", at: at(value)) }
            default: diagnostics.error("unknown setting '\(key.string ?? "?")'; known settings: \(keys.joined(separator: ", "))", at: at(key))
            }
        }
        return (config, diagnostics.sorted)
    }
}

/// Glob patterns as `.gitignore` writes them (`*`, `**`, `?`; without `/`, a name in any folder), made into a regex once.
struct Glob: Sendable {
    private let regex: NSRegularExpression

    init(_ pattern: String) {
        let pattern = pattern.contains("/") ? (pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern) : "**/" + pattern
        var regex = "^", rest = Substring(pattern)
        while let character = rest.first {
            let (piece, length) = rest.hasPrefix("**/") ? ("(?:.*/)?", 3) : rest.hasPrefix("**") ? (".*", 2)
                : (character == "*" ? "[^/]*" : character == "?" ? "[^/]" : NSRegularExpression.escapedPattern(for: String(character)), 1)
            regex += piece
            rest = rest.dropFirst(length)
        }
        // Every character but the three is escaped: the expression is always valid.
        self.regex = try! NSRegularExpression(pattern: regex + "$")
    }

    func matches(_ path: String) -> Bool { regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
}
