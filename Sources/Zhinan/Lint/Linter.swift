import Foundation
import ZhinanRules

/// `zhinan lint`: a team's own specs judged by the site's rules model, each finding at its spec with its rule's severity.
public struct Linter {
    struct Finding: Sendable {
        var location: SourceLocation
        var rule: Rule
        var severity: Rule.Severity
        var violation: Violation
        /// The spec as the rules read it (what the report draws).
        var component: Component
        var message: Message { violation.message }
        /// The spec's content (not its place): what a baseline knows a finding by.
        var fingerprint: String
        var suppression: Suppression?
    }

    /// Why a finding is not reported: a comment in the spec file (`inSource`) or the baseline (`external`), SARIF's kinds.
    struct Suppression: Sendable { var kind, justification: String }

    public struct Report: Sendable {
        /// Input that cannot be judged: unreadable files, malformed YAML, unknown components, bad suppressions.
        public var errors: [Diagnostic]
        /// What the run noticed besides: suppressions that suppress nothing, baseline entries fixed since.
        public var warnings: [Diagnostic] = []
        var findings: [Finding]
        var specsChecked: Int
        /// The directory the paths are relative to (where `zhinan lint` ran): SARIF's `%SRCROOT%`.
        var baseDirectory: String
        var edition: Edition
        /// The published site's root URL (ending in `/`) and the language of its pages the links name.
        var siteURL: String?, language = "en"

        var reported: [Finding] { findings.filter { $0.suppression == nil } }
        var errorCount: Int { reported.count { $0.severity == .error } }
        var warningCount: Int { reported.count { $0.severity == .warning } }

        /// A rule's page on the published site: the rules index at the rule, in `language` (else the report's).
        func url(of rule: Rule, in language: String? = nil) -> String? { siteURL.map { "\($0)\(language ?? self.language)/rules.html#\(rule.id)" } }

        /// 2 for invalid input (the run did not see everything), 1 for a violated error rule, else 0.
        public func exitStatus(warningsAsErrors: Bool = false) -> Int32 {
            if !errors.isEmpty { return 2 }
            if errorCount > 0 || (warningsAsErrors && warningCount > 0) { return 1 }
            return 0
        }
    }

    let book = RuleBook.standard
    let edition: Edition
    /// The project's configuration: each rule's severity by file (nil: the rules' own).
    let config: LintConfig?

    /// Current guidance: lint checks designs a team ships today (docs/lint.md).
    public static let defaultEdition = Edition.current

    public init(edition: Edition = Linter.defaultEdition, config: LintConfig? = nil) { (self.edition, self.config) = (edition, config) }

    /// Lints files given by path (an invalid one is an error of the report); `siteURL`: for links to each rule's page.
    public func lint(paths: [String], siteURL: String? = nil, language: String = "en") -> Report {
        var diagnostics = Diagnostics(), warnings = Diagnostics()
        var findings: [Finding] = [], count = 0
        for path in paths {
            guard let file = SpecFile.load(URL(fileURLWithPath: path), displayPath: path, into: &diagnostics) else { continue }
            var comments = SuppressionComments(path: path, text: file.text, book: book, into: &diagnostics)
            for spec in file.specs {
                do {
                    let component = try Component.decode(spec)
                    count += 1
                    let fingerprint = String(Digest.of(SpecYAML.render(spec)).description.prefix(16))
                    for violation in book.judge(component, in: edition) {
                        let rule = book.rule(violation.ruleID)!
                        guard let severity = config.map({ $0.severity(of: rule, in: path) }) ?? rule.severity else { continue }
                        let location = SourceLocation(spec.location)
                        findings.append(Finding(location: location, rule: rule, severity: severity, violation: violation, component: component,
                                                fingerprint: fingerprint, suppression: comments.suppress(rule.id.rawValue, at: location.line)))
                    }
                } catch { diagnostics.append(error) }
            }
            comments.reportUnused(into: &warnings)
        }
        return Report(errors: diagnostics.sorted, warnings: warnings.sorted, findings: findings, specsChecked: count, baseDirectory: FileManager.default.currentDirectoryPath,
                      edition: edition, siteURL: siteURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }, language: language)
    }
}

/// The `# zhinan-ignore <rule id>: <reason>` comments of a spec file, each on a spec's first line or above it.
struct SuppressionComments {
    static let marker = "# zhinan-ignore"
    let path: String
    /// By line: the rule ids and reasons, and whether each suppressed anything.
    private var byLine: [Int: [(rule: String, reason: String, column: Int, used: Bool)]] = [:]
    private let lines: [Substring]

    init(path: String, text: String, book: RuleBook, into diagnostics: inout Diagnostics) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: Self.marker) else { continue }
            let at = SourceLocation(path: path, line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            let rest = line[range.upperBound...]
            guard let colon = rest.firstIndex(of: ":") else {
                diagnostics.error("a suppression needs a rule id and a reason: \(Self.marker) <rule id>: <why>", at: at)
                continue
            }
            let rule = rest[..<colon].trimmingCharacters(in: .whitespaces), reason = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if book.rule(rule) == nil {
                diagnostics.error("'\(rule)' is no rule's id: a suppression names the rule it silences (zhinan lint prints it in brackets)"
                                  + DidYouMean.hint(for: rule, among: book.rules.map(\.id.rawValue)), at: at)
            } else if reason.isEmpty {
                diagnostics.error("the suppression of '\(rule)' gives no reason: say why after the colon", at: at)
            } else {
                byLine[index + 1, default: []].append((rule, reason, at.column, false))
            }
        }
    }

    /// The suppression of `rule` for a spec starting at `line`, if one is written there or above it.
    mutating func suppress(_ rule: String, at line: Int) -> Linter.Suppression? {
        for candidate in stride(from: line, through: 1, by: -1) {
            // Further up only through lines that are suppressions themselves.
            guard candidate == line || lines[candidate - 1].trimmingCharacters(in: .whitespaces).hasPrefix(Self.marker) else { return nil }
            if let index = byLine[candidate]?.firstIndex(where: { $0.rule == rule }) {
                byLine[candidate]![index].used = true
                return Linter.Suppression(kind: "inSource", justification: byLine[candidate]![index].reason)
            }
        }
        return nil
    }

    func reportUnused(into warnings: inout Diagnostics) {
        for (line, entries) in byLine.sorted(by: { $0.key < $1.key }) {
            for entry in entries where !entry.used {
                warnings.warning("the suppression of '\(entry.rule)' suppresses nothing: no spec here breaks it; remove it", at: SourceLocation(path: path, line: line, column: entry.column))
            }
        }
    }
}

/// The ways a lint report is written: for people, for scripts, for code review (SARIF 2.1.0) and for GitHub Actions.
public enum LintFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github

    public func render(_ report: Linter.Report, voice language: Voice, toolVersion: String) -> String {
        switch self {
        case .text: Self.text(report, language)
        case .json: Self.json(report, language)
        case .sarif: Self.sarif(report, language, toolVersion)
        case .github: Self.github(report, language)
        }
    }

    /// File by file (a blank line between two), each finding `file:line:column: level: message [rule]`.
    static func text(_ report: Linter.Report, _ language: Voice) -> String {
        var out = "", file: String?
        for f in report.reported.sorted(by: { $0.location < $1.location }) {
            if let file, file != f.location.path { out += "\n" }
            file = f.location.path
            out += "\(f.location): \(f.severity.rawValue): \(language(f.message)) [\(f.rule.id)]\n"
        }
        return out + summary(report) + "\n"
    }

    static func summary(_ report: Linter.Report) -> String {
        let edition = "\(report.edition == .source ? "the source documents" : "current guidance") (--edition \(report.edition.rawValue))"
        var out = "\(plural(report.specsChecked, "spec")) checked against \(edition), \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))"
        let suppressed = report.findings.count - report.reported.count
        if suppressed > 0 { out += " (\(suppressed) suppressed)" }
        // The located input errors themselves go to standard error; the summary says they exist.
        if !report.errors.isEmpty { out += "; \(plural(report.errors.count, "invalid input")) (see standard error)" }
        return out
    }

    /// `::error file=…,line=…,col=…,title=…::message` per finding, then the summary as a plain line.
    static func github(_ report: Linter.Report, _ language: Voice) -> String {
        func escape(_ text: String, property: Bool) -> String {
            let escapes = [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")] + (property ? [(":", "%3A"), (",", "%2C")] : [])
            return escapes.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
        return report.reported.map { f in
            let link = report.url(of: f.rule).map { " \($0)" } ?? ""
            return "::\(f.severity.rawValue) file=\(escape(f.location.path, property: true)),line=\(f.location.line),col=\(f.location.column),"
                + "title=\(escape("zhinan lint: " + f.rule.id.rawValue, property: true))::\(escape(language(f.message) + link, property: false))\n"
        }.joined() + summary(report) + "\n"
    }

    static func serialize(_ value: JSONValue) -> String { value.encoded(pretty: true) + "\n" }

    /// `error` or `warning`: the same words in text, JSON and SARIF (whose `level` has both).
    static func level(_ severity: Rule.Severity) -> JSONValue { .string(severity.rawValue) }

    static func json(_ report: Linter.Report, _ language: Voice) -> String {
        func located(_ d: Diagnostic) -> JSONValue {
            ["file": .string(d.location.path), "line": JSONValue(d.location.line), "column": JSONValue(d.location.column), "message": .string(d.message)]
        }
        func finding(_ f: Linter.Finding) -> JSONValue {
            var value: [String: JSONValue] = [
                "file": .string(f.location.path), "line": JSONValue(f.location.line), "column": JSONValue(f.location.column),
                "component": .string(f.rule.component.rawValue), "rule": .string(f.rule.id.rawValue), "level": level(f.severity),
                "edition": .string(report.edition.rawValue), "guidelines": JSONValue(f.rule.guidelines),
                "message": .string(language(f.message)), "messages": RulesJSON.localized(f.message, language.phrasebook)]
            if let url = report.url(of: f.rule) { value["url"] = .string(url) }
            if let s = f.suppression { value["suppression"] = ["kind": .string(s.kind), "justification": .string(s.justification)] }
            return JSONValue(value)
        }
        return serialize([
            "edition": .string(report.edition.rawValue),
            "specs": JSONValue(report.specsChecked),
            "violations": .array(report.reported.map(finding)),
            "suppressed": .array(report.findings.filter { $0.suppression != nil }.map(finding)),
            "warnings": .array(report.warnings.map(located)),
            // Located input that could not be judged; the valid files' violations are complete regardless.
            "errors": .array(report.errors.map(located)),
        ])
    }

    /// SARIF 2.1.0, as code-review tools read it; input that could not be judged is a notification.
    static func sarif(_ report: Linter.Report, _ language: Voice, _ version: String) -> String {
        // The rules of the edition judged by, each described as that edition states it.
        let rules = RuleBook.standard.rules(in: report.edition)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        func physical(_ location: SourceLocation) -> JSONValue {
            ["artifactLocation": SARIFLocation.artifact(location.path, base: report.baseDirectory),
             "region": ["startLine": JSONValue(location.line), "startColumn": JSONValue(location.column)]]
        }
        return serialize([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "zhinan",
                    "version": .string(version),
                    "informationUri": "https://example.org/zhinan/",
                    "rules": .array(rules.map { sarifRule($0, language, report) }),
                ]],
                // Relative artifact URIs resolve against this, as code-scanning services expect.
                "originalUriBaseIds": [SARIFLocation.sourceRoot: ["uri": .string(SARIFLocation.directoryURI(report.baseDirectory))]],
                "properties": ["edition": .string(report.edition.rawValue)],
                "invocations": [[
                    "executionSuccessful": .bool(report.errors.isEmpty),
                    "toolExecutionNotifications": .array((report.errors + report.warnings).map { e in
                        ["level": level(e.severity == .error ? .error : .warning), "message": ["text": .string(e.message)],
                         "locations": [["physicalLocation": physical(e.location)]]]
                    }),
                ]],
                "results": .array(report.findings.map { f in
                    var result: [String: JSONValue] = [
                        "ruleId": .string(f.rule.id.rawValue), "ruleIndex": JSONValue(index[f.rule.id] ?? 0), "level": level(f.severity),
                        "message": ["text": .string(language(f.message))], "locations": [["physicalLocation": physical(f.location)]],
                        "partialFingerprints": ["zhinanSpec/v1": .string(f.fingerprint)]]
                    if let s = f.suppression { result["suppressions"] = [["kind": .string(s.kind), "justification": .string(s.justification)]] }
                    return JSONValue(result)
                }),
            ]],
        ])
    }

    static func sarifRule(_ rule: Rule, _ language: Voice, _ report: Linter.Report) -> JSONValue {
        let statement = rule.statement(in: report.edition) ?? rule.primary
        var value: [String: JSONValue] = [
            "id": .string(rule.id.rawValue),
            "shortDescription": ["text": .string(language.phrasebook.diagnosticText(statement.threshold))],
            "fullDescription": ["text": .string("\(language(statement.threshold)) — \(statement.figure.source)")],
            "defaultConfiguration": ["level": level(rule.severity)],
            "properties": ["guidelines": JSONValue(rule.guidelines), "component": .string(rule.component.rawValue),
                           "editions": JSONValue(rule.editions.map(\.rawValue)), "tags": [.string(rule.topic)]]]
        if let url = report.url(of: rule) { value["helpUri"] = .string(url) }
        return JSONValue(value)
    }
}

/// Artifact locations as SARIF consumers expect them: relative to `%SRCROOT%` or an absolute `file://` URI, percent-encoded.
enum SARIFLocation {
    static let sourceRoot = "%SRCROOT%"

    static func artifact(_ path: String, base: String) -> JSONValue {
        let root = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix("/") {
            guard path.hasPrefix(root) else { return ["uri": .string("file://" + encode(path))] }
            return ["uri": .string(encode(String(path.dropFirst(root.count)))), "uriBaseId": .string(sourceRoot)]
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return ["uri": .string(encode(String(relative))), "uriBaseId": .string(sourceRoot)]
    }

    /// `file:///abs/cwd/`: a directory URI ends in `/`, or relative references would resolve against its parent.
    static func directoryURI(_ directory: String) -> String {
        let path = directory.hasSuffix("/") ? directory : directory + "/"
        return "file://" + encode(path.hasPrefix("/") ? path : "/" + path)
    }

    /// Every byte outside RFC 3986's unreserved characters and the path separator `/` as `%XX`.
    static func encode(_ path: String) -> String { path.addingPercentEncoding(withAllowedCharacters: unreserved) ?? path }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
}

/// The message catalogues lint speaks (a site's, else zhinan's own); a missing key is said in English.
public enum LintMessages {
    /// `files`: catalogue name (`en.yml`) → its text; what a catalogue gets wrong is returned as warnings.
    public static func phrasebook(files: [String: String]) -> (Phrasebook, problems: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let catalogs = files.sorted(by: { $0.key < $1.key }).filter { $0.key.hasSuffix(".yml") }.compactMap { name, text in
            Catalogues.parse(text, path: "messages/\(name)", kind: .messages, into: &diagnostics)
                .map { Catalogues.catalog(of: $0, language: String(name.dropLast(4)), into: &diagnostics) }
        }
        let problems = diagnostics.all.map { Diagnostic(.warning, at: $0.location, $0.message) }
        let fallbacks = Dictionary(uniqueKeysWithValues: catalogs.map(\.language).filter { $0 != "en" }.map { ($0, "en") })
        return (Phrasebook(catalogs: catalogs, fallbacks: fallbacks), problems)
    }
}
