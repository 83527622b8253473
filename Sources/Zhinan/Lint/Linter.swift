import Foundation
import ZhinanRules

/// `zhinan lint`: a team's own specs judged by the same rules model as the site's examples.
public struct Linter {
    public struct Finding: Sendable {
        public var location: SourceLocation
        public var component: ComponentKind
        public var rule: Rule
        public var message: Localized
    }

    public struct Report: Sendable {
        /// Problems that make input unusable: unreadable files, malformed YAML, unknown components …
        public var errors: [Diagnostic]
        public var findings: [Finding]
        public var specsChecked: Int
        public var files: [String]

        /// Violations of error-severity rules.
        public var errorCount: Int { findings.count { $0.rule.severity == .error } }
        /// Violations of warning-severity rules (advice such as "works best with 25 or fewer").
        public var warningCount: Int { findings.count { $0.rule.severity == .warning } }

        /// 2 when some input is unreadable or invalid (it wins: the run did not see everything),
        /// 1 when an error rule is violated, or any rule with `warningsAsErrors`; 0 otherwise.
        public func exitStatus(warningsAsErrors: Bool = false) -> Int32 {
            if !errors.isEmpty { return 2 }
            if errorCount > 0 || (warningsAsErrors && warningCount > 0) { return 1 }
            return 0
        }
    }

    public let book: RuleBook

    public init(book: RuleBook = .standard) { self.book = book }

    /// Lints files given by path; paths are shown as given.
    public func lint(paths: [String]) -> Report {
        var diagnostics = Diagnostics()
        var findings: [Finding] = []
        var count = 0
        for path in paths {
            guard let file = SpecFile.load(URL(fileURLWithPath: path), displayPath: path, into: &diagnostics) else { continue }
            for spec in file.specs {
                do {
                    let component = try Component.decode(spec)
                    count += 1
                    for rule in book.rules(for: component.kind) {
                        for message in rule.check(component) {
                            findings.append(Finding(location: SourceLocation(spec.location), component: component.kind, rule: rule, message: message))
                        }
                    }
                } catch {
                    for problem in error.errors { diagnostics.error(problem.message, at: SourceLocation(problem.location)) }
                }
            }
        }
        return Report(errors: diagnostics.sorted, findings: findings, specsChecked: count, files: paths)
    }
}

/// The three ways a lint report is written: for people, for scripts, for code review (SARIF 2.1.0).
public enum LintFormat: String, CaseIterable, Sendable {
    case text, json, sarif

    public func render(_ report: Linter.Report, language: RuleLanguage, toolVersion: String) -> String {
        switch self {
        case .text: Self.text(report, language)
        case .json: Self.json(report, language)
        case .sarif: Self.sarif(report, language, toolVersion)
        }
    }

    static func text(_ report: Linter.Report, _ language: RuleLanguage) -> String {
        var out = report.findings.map { f in
            "\(f.location): \(f.rule.severity.rawValue): \(f.message[language]) [\(f.rule.id)]\n"
        }.joined()
        out += "\(plural(report.specsChecked, "spec")) checked, \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))\n"
        return out
    }

    /// `1 error`, `2 warnings`.
    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func serialize(_ value: JSONValue) -> String {
        value.encoded(pretty: true) + "\n"
    }

    static func messages(_ message: Localized) -> JSONValue {
        ["zh-hans": .string(message.zhHans), "zh-hant": .string(message.zhHant), "en": .string(message.en)]
    }

    /// `error` or `warning`: the same words in text, JSON and SARIF (whose `level` has both).
    static func level(_ rule: Rule) -> JSONValue { .string(rule.severity.rawValue) }

    static func json(_ report: Linter.Report, _ language: RuleLanguage) -> String {
        serialize([
            "specs": JSONValue(report.specsChecked),
            "summary": ["errors": JSONValue(report.errorCount), "warnings": JSONValue(report.warningCount)],
            "violations": .array(report.findings.map { f in
                ["file": .string(f.location.path), "line": JSONValue(f.location.line), "column": JSONValue(f.location.column),
                 "component": .string(f.component.rawValue), "rule": .string(f.rule.id.rawValue), "level": level(f.rule),
                 "guidelines": JSONValue(f.rule.guidelines), "message": .string(f.message[language]),
                 "messages": messages(f.message)]
            }),
        ])
    }

    /// SARIF 2.1.0, as GitHub code scanning and other review tools read it: the tool with its
    /// rules, and one result per violation with its rule, level, message and location.
    static func sarif(_ report: Linter.Report, _ language: RuleLanguage, _ version: String) -> String {
        let rules = RuleBook.standard.rules
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        return serialize([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "zhinan",
                    "version": .string(version),
                    "informationUri": "https://example.org/zhinan/",
                    "rules": .array(rules.map { sarifRule($0, language) }),
                ]],
                "results": .array(report.findings.map { f in
                    ["ruleId": .string(f.rule.id.rawValue), "ruleIndex": JSONValue(index[f.rule.id] ?? 0),
                     "level": level(f.rule),
                     "message": ["text": .string(f.message[language])],
                     "locations": [["physicalLocation": [
                        "artifactLocation": ["uri": .string(f.location.path)],
                        "region": ["startLine": JSONValue(f.location.line), "startColumn": JSONValue(f.location.column)],
                     ]]]]
                }),
            ]],
        ])
    }

    static func sarifRule(_ rule: Rule, _ language: RuleLanguage) -> JSONValue {
        ["id": .string(rule.id.rawValue),
         "shortDescription": ["text": .string(rule.threshold.en)],
         "fullDescription": ["text": .string("\(rule.threshold[language]) — \(rule.sourceFigure.source)")],
         "defaultConfiguration": ["level": level(rule)],
         "properties": ["guidelines": JSONValue(rule.guidelines), "component": .string(rule.component.rawValue),
                        "tags": [.string(rule.topic)]]]
    }
}
