import Foundation
import ZhinanRules

/// `zhinan lint`: a team's own specs judged by the same rules model as the site's examples.
public struct Linter {
    struct Finding: Sendable {
        var location: SourceLocation
        var rule: Rule
        var message: Message
    }

    public struct Report: Sendable {
        /// Input that cannot be judged: unreadable files, malformed YAML, unknown components.
        public var errors: [Diagnostic]
        var findings: [Finding]
        var specsChecked: Int
        /// The directory the paths are relative to (where `zhinan lint` ran): SARIF's `%SRCROOT%`.
        var baseDirectory: String
        var edition: Edition

        var errorCount: Int { findings.count { $0.rule.severity == .error } }
        var warningCount: Int { findings.count { $0.rule.severity == .warning } }

        /// 2 for invalid input (the run did not see everything), 1 for a violated error rule, else 0.
        public func exitStatus(warningsAsErrors: Bool = false) -> Int32 {
            if !errors.isEmpty { return 2 }
            if errorCount > 0 || (warningsAsErrors && warningCount > 0) { return 1 }
            return 0
        }
    }

    let book = RuleBook.standard
    let edition: Edition

    /// Current guidance: lint checks designs a team ships today (docs/lint.md).
    public static let defaultEdition = Edition.current

    public init(edition: Edition = Linter.defaultEdition) { self.edition = edition }

    /// Lints files given by path; an invalid one is an error of the report, and the others are judged.
    public func lint(paths: [String], baseDirectory: String = FileManager.default.currentDirectoryPath) -> Report {
        var diagnostics = Diagnostics()
        var findings: [Finding] = []
        var count = 0
        for path in paths {
            guard let file = SpecFile.load(URL(fileURLWithPath: path), displayPath: path, into: &diagnostics) else { continue }
            for spec in file.specs {
                do {
                    let component = try Component.decode(spec)
                    count += 1
                    findings += book.judge(component, in: edition).map { violation in
                        Finding(location: SourceLocation(spec.location), rule: book.rule(violation.ruleID)!, message: violation.message)
                    }
                } catch {
                    for problem in error.errors { diagnostics.error(problem.message, at: SourceLocation(problem.location)) }
                }
            }
        }
        return Report(errors: diagnostics.sorted, findings: findings, specsChecked: count, baseDirectory: baseDirectory, edition: edition)
    }
}

/// The three ways a lint report is written: for people, for scripts, for code review (SARIF 2.1.0).
public enum LintFormat: String, CaseIterable, Sendable {
    case text, json, sarif

    public func render(_ report: Linter.Report, voice language: Voice, toolVersion: String) -> String {
        switch self {
        case .text: Self.text(report, language)
        case .json: Self.json(report, language)
        case .sarif: Self.sarif(report, language, toolVersion)
        }
    }

    static func text(_ report: Linter.Report, _ language: Voice) -> String {
        var out = report.findings.map { f in
            "\(f.location): \(f.rule.severity.rawValue): \(language(f.message)) [\(f.rule.id)]\n"
        }.joined()
        out += "\(plural(report.specsChecked, "spec")) checked against \(editionPhrase(report.edition)), \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))"
        // The located input errors themselves go to standard error; the summary says they exist.
        if !report.errors.isEmpty { out += "; \(plural(report.errors.count, "invalid input")) (see standard error)" }
        return out + "\n"
    }

    static func editionPhrase(_ edition: Edition) -> String {
        switch edition {
        case .source: "the source documents (--edition source)"
        case .current: "current guidance (--edition current)"
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func serialize(_ value: JSONValue) -> String { value.encoded(pretty: true) + "\n" }

    static func messages(_ message: Message, _ language: Voice) -> JSONValue { RulesJSON.localized(message, language.phrasebook) }

    /// `error` or `warning`: the same words in text, JSON and SARIF (whose `level` has both).
    static func level(_ rule: Rule) -> JSONValue { .string(rule.severity.rawValue) }

    static func json(_ report: Linter.Report, _ language: Voice) -> String {
        serialize([
            "edition": .string(report.edition.rawValue),
            "specs": JSONValue(report.specsChecked),
            "violations": .array(report.findings.map { f in
                ["file": .string(f.location.path), "line": JSONValue(f.location.line), "column": JSONValue(f.location.column),
                 "component": .string(f.rule.component.rawValue), "rule": .string(f.rule.id.rawValue), "level": level(f.rule),
                 "edition": .string(report.edition.rawValue),
                 "guidelines": JSONValue(f.rule.guidelines), "message": .string(language(f.message)),
                 "messages": messages(f.message, language)]
            }),
            // Located input that could not be judged; the valid files' violations are complete regardless.
            "errors": .array(report.errors.map { e in
                ["file": .string(e.location.path), "line": JSONValue(e.location.line), "column": JSONValue(e.location.column),
                 "message": .string(e.message)]
            }),
        ])
    }

    /// SARIF 2.1.0, as code-review tools read it; input that could not be judged is a notification.
    static func sarif(_ report: Linter.Report, _ language: Voice, _ version: String) -> String {
        // The rules of the edition judged by, each described as that edition states it.
        let rules = RuleBook.standard.rules(in: report.edition)
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let base = report.baseDirectory
        func physical(_ location: SourceLocation) -> JSONValue {
            ["artifactLocation": SARIFLocation.artifact(location.path, base: base),
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
                    "rules": .array(rules.map { sarifRule($0, language, report.edition) }),
                ]],
                // Relative artifact URIs resolve against this, as code-scanning services expect.
                "originalUriBaseIds": [SARIFLocation.sourceRoot: ["uri": .string(SARIFLocation.directoryURI(base))]],
                "properties": ["edition": .string(report.edition.rawValue)],
                "invocations": [[
                    "executionSuccessful": .bool(report.errors.isEmpty),
                    "toolExecutionNotifications": .array(report.errors.map { e in
                        ["level": "error", "message": ["text": .string(e.message)], "locations": [["physicalLocation": physical(e.location)]]]
                    }),
                ]],
                "results": .array(report.findings.map { f in
                    ["ruleId": .string(f.rule.id.rawValue), "ruleIndex": JSONValue(index[f.rule.id] ?? 0),
                     "level": level(f.rule),
                     "message": ["text": .string(language(f.message))],
                     "locations": [["physicalLocation": physical(f.location)]]]
                }),
            ]],
        ])
    }

    static func sarifRule(_ rule: Rule, _ language: Voice, _ edition: Edition) -> JSONValue {
        let statement = rule.statement(in: edition) ?? rule.primary
        return ["id": .string(rule.id.rawValue),
                "shortDescription": ["text": .string(language.phrasebook.diagnosticText(statement.threshold))],
                "fullDescription": ["text": .string("\(language(statement.threshold)) — \(statement.figure.source)")],
                "defaultConfiguration": ["level": level(rule)],
                "properties": ["guidelines": JSONValue(rule.guidelines), "component": .string(rule.component.rawValue),
                               "editions": JSONValue(rule.editions.map(\.rawValue)), "tags": [.string(rule.topic)]]]
    }
}

/// Artifact locations as SARIF consumers expect them: a path relative to (or under) the directory
/// lint ran in is relative to `%SRCROOT%`, any other an absolute `file://` URI; both percent-encoded.
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
    /// `files`: catalogue name (`en.yml`) → its text. What a catalogue gets wrong is returned as
    /// warnings (lint still judges, without that text).
    public static func phrasebook(files: [String: String]) -> (Phrasebook, problems: [Diagnostic]) {
        var diagnostics = Diagnostics()
        var catalogs: [MessageCatalog] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".yml") {
            if let catalog = Catalogues.messageCatalog(text, language: String(name.dropLast(4)), path: "messages/\(name)", into: &diagnostics) {
                catalogs.append(catalog)
            }
        }
        let problems = diagnostics.all.map { Diagnostic(.warning, at: $0.location, $0.message) }
        let fallbacks = Dictionary(uniqueKeysWithValues: catalogs.map(\.language).filter { $0 != "en" }.map { ($0, "en") })
        return (Phrasebook(catalogs: catalogs, fallbacks: fallbacks), problems)
    }

    /// A phrasebook and one of its languages, or nil when it does not have the language.
    public static func voice(_ phrasebook: Phrasebook, language: String) -> Voice? {
        phrasebook.languages.contains(language) ? Voice(phrasebook, language: language) : nil
    }
}
