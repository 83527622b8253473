import Foundation
import Yams

/// Why no rule checks a guideline: `content/unchecked.yml` (its form: docs/authoring.md).
struct UncheckedReasons: Sendable, Encodable {
    static let fileName = "unchecked.yml"

    struct Reason: Sendable, Hashable, Encodable {
        var id: String
        var texts: [String: String]
        var location: SourceLocation
    }

    public struct Entry: Sendable, Hashable, Encodable {
        var guideline, reason: String
        var location: SourceLocation
    }

    private(set) var reasons: [Reason] = []
    private(set) var entries: [Entry] = []
    /// Whether the site has the file (a site without it is told to write one).
    var exists = false

    init(exists: Bool = false) { self.exists = exists }
    func reason(for guideline: String) -> Reason? { byGuideline[guideline].flatMap { byID[$0] } }
    func reason(named id: String) -> Reason? { byID[id] }

    private var byGuideline: [String: String] = [:]
    private var byID: [String: Reason] = [:]

    mutating func append(_ entry: Entry) {
        entries.append(entry)
        byGuideline[entry.guideline] = entry.reason
    }

    mutating func append(_ reason: Reason) {
        reasons.append(reason)
        byID[reason.id] = reason
    }

    /// The reason's text in a language, or in the nearest language on its fallback chain.
    func text(of reason: Reason, in language: Language, languages: Languages) -> String {
        languages.fallbackChain(from: language).lazy.compactMap { reason.texts[$0.id] }.first ?? reason.texts.values.sorted().first ?? reason.id
    }
}

/// Reads `content/unchecked.yml` (optional); a malformed file is an error at its line and column.
struct UncheckedReasonsLoader {
    var contentDirectory: URL
    var displayRoot: String
    var languages: Languages = .standard

    func load(into diagnostics: inout Diagnostics) -> UncheckedReasons {
        InputText.parsedContentFile(UncheckedReasons.fileName, in: contentDirectory, display: displayRoot, memo: "unchecked reasons", languages: languages,
                                    unreadable: UncheckedReasons(exists: true), into: &diagnostics, parse) ?? UncheckedReasons()
    }

    func parse(_ text: String, path: String, into diagnostics: inout Diagnostics) -> UncheckedReasons {
        var result = UncheckedReasons(exists: true)
        guard let root = YAMLTree.read(text, path: path, what: UncheckedReasons.fileName, into: &diagnostics) else { return result }
        func at(_ node: Node) -> SourceLocation { SourceLocation(path: path, mark: node.mark) }
        let problem = "\(UncheckedReasons.fileName) holds 'reasons:' and 'guidelines:'"
        guard let root else {  // no YAML at all: said at the file's start
            diagnostics.error(problem, at: SourceLocation(path: path))
            return result
        }
        guard let top = diagnostics.fields(of: root, in: path, else: problem) else { return result }
        var reasonsNode: Node.Mapping?, guidelinesNode: Node.Mapping?
        for (key, value) in top {
            switch key.string {
            case "reasons"?:
                reasonsNode = diagnostics.fields(of: value, in: path, else: "'reasons' is a set of reasons, each with its text in every language")
            case "guidelines"?:
                guidelinesNode = diagnostics.fields(of: value, in: path, else: "'guidelines' is a set of 'guideline-id: reason' lines")
            default: diagnostics.error("unknown field \(key.keyName); \(problem)", at: at(key))
            }
        }
        for (key, value) in reasonsNode ?? [:] {
            guard let id = key.string, !id.isEmpty, id.allSatisfy({ Identifier.allowed.contains($0) }) else {
                diagnostics.error("a reason's name may use only a-z, 0-9, '.' and '-'", at: at(key))
                continue
            }
            if result.reason(named: id) != nil {
                diagnostics.error("reason '\(id)' is defined twice", at: at(key))
                continue
            }
            let problem = "reason '\(id)' needs its text in every language (\(languages.ids))"
            guard let texts = diagnostics.fields(of: value, in: path, else: problem) else { continue }
            var byLanguage: [String: String] = [:]
            for (language, text) in texts {
                guard let name = language.string, languages[name] != nil else {
                    diagnostics.error("reason '\(id)' has unknown language \(language.keyName); the site's languages are \(languages.ids)",
                                      at: at(language))
                    continue
                }
                guard let string = text.string, text.scalar != nil, !string.trimmingCharacters(in: .whitespaces).isEmpty else {
                    diagnostics.error("reason '\(id)' in '\(name)' must be text", at: at(text))
                    continue
                }
                byLanguage[name] = string
            }
            for language in languages.all where byLanguage[language.id] == nil && language.fallback == nil {
                diagnostics.error("reason '\(id)' has no '\(language.id)' text", at: at(key))
            }
            result.append(UncheckedReasons.Reason(id: id, texts: byLanguage, location: at(key)))
        }
        for (key, value) in guidelinesNode ?? [:] {
            guard let guideline = key.string else {
                diagnostics.error("a guideline id is text", at: at(key))
                continue
            }
            if result.reason(for: guideline) != nil, let first = result.entries.first(where: { $0.guideline == guideline }) {
                diagnostics.error("guideline '\(guideline)' is listed twice; first at \(first.location)", at: at(key))
                continue
            }
            guard let reason = value.string, value.scalar != nil else {
                diagnostics.error("guideline '\(guideline)' needs a reason: one of \(result.reasons.map(\.id).joined(separator: ", "))", at: at(value))
                continue
            }
            guard result.reason(named: reason) != nil else {
                diagnostics.error("guideline '\(guideline)' gives unknown reason '\(reason)'; the reasons are \(result.reasons.map(\.id).joined(separator: ", "))",
                                  at: at(value))
                continue
            }
            result.append(UncheckedReasons.Entry(guideline: guideline, reason: reason, location: at(key)))
        }
        return result
    }
}
