import Foundation
import ZhinanParallel
import ZhinanRules

/// Loads the examples of `content/examples/`: component specs with `id`, `guideline` and `expect`.
struct ExampleLoader: Sendable {
    static let folder = "examples"
    static let extensions = ["yml", "yaml", "json"]

    var contentDirectory: URL
    var displayRoot: String
    var languages: Languages = .standard

    func load(into diagnostics: inout Diagnostics) -> [Example] {
        let folder = contentDirectory.appendingPathComponent(Self.folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        // Each file on any core; what each found is reported in the files' order.
        let loaded = ParallelMap.map(names) { name in
            var found = Diagnostics()
            let display = "\(displayRoot)/\(Self.folder)/\(name)"
            guard Self.extensions.contains((name as NSString).pathExtension) else {
                found.error("not a spec file; examples are .yml, .yaml or .json", at: SourceLocation(path: display))
                return (examples: [Example](), source: String?.none, found: found)
            }
            guard let file = SpecFile.load(folder.appendingPathComponent(name), displayPath: display, into: &found) else { return ([], nil, found) }
            let examples = ParseMemo.shared.value("examples", path: display, input: [file.digest.description, languages.ids], into: &found) { diagnostics in
                file.specs.compactMap { example(from: $0, into: &diagnostics) }
            }
            return (examples, "\(display) \(file.digest)", found)
        }
        loaded.forEach { diagnostics.append(contentsOf: $0.found) }
        let examples = loaded.flatMap { $0.examples }, sources = loaded.compactMap { $0.source }
        // The same files give the same array, not an equal copy: `ExampleChecker` sees it at once.
        var none = Diagnostics()
        return ParseMemo.shared.value("all examples", path: displayRoot, input: sources, into: &none) { _ in examples }
    }

    func example(from spec: SpecValue, into diagnostics: inout Diagnostics) -> Example? {
        let at = SourceLocation(spec.location)
        guard case .map(let entries) = spec.kind else {
            diagnostics.error("an example is a set of fields with 'id', 'guideline', 'expect' and 'component'", at: at)
            return nil
        }
        func text(_ key: String) -> String? {
            guard let value = spec[key] else {
                diagnostics.error("example is missing '\(key)'", at: at)
                return nil
            }
            if case .string(let s) = value.kind, !s.isEmpty { return s }
            diagnostics.error("'\(key)' must be text", at: SourceLocation(value.location))
            return nil
        }
        let id = text("id"), guideline = text("guideline"), expectValue = spec["expect"]
        if expectValue == nil { diagnostics.error("example is missing 'expect' (passes, or violates: [rule ids])", at: at) }
        let expected = expectValue.flatMap { Self.expectations($0, into: &diagnostics) }
        if let id, let problem = Identifier.problem(withAnchorID: id, inDocument: String(id.prefix { $0 != "." })) {
            diagnostics.error("example \(problem)", at: at)
        }
        // What the reader sees, and what the rules judge: the spec without the example's own fields.
        let component = SpecValue(.map(entries.filter { !["id", "guideline", "expect", "caption"].contains($0.key) }), at: spec.location)
        let captions = self.captions(spec["caption"], into: &diagnostics)
        guard let id, let guideline, let expectValue, let expected else {
            // Not judged, but every other problem it has is said in the same run.
            do { _ = try Component.decode(component) } catch { diagnostics.append(error) }
            return nil
        }
        return Example(id: id, guideline: guideline, expectations: expected.expectations, byEdition: expected.byEdition, spec: component,
                       location: at, expectLocation: SourceLocation(expectValue.location), captions: captions)
    }

    /// `caption: {zh-hans: …, en: …}`: a language the site does not have is an error at its line.
    func captions(_ value: SpecValue?, into diagnostics: inout Diagnostics) -> [String: Example.Caption] {
        guard let value else { return [:] }
        guard case .map(let texts) = value.kind else {
            diagnostics.error("'caption' is one line in each language of the site (\(languages.ids))", at: SourceLocation(value.location))
            return [:]
        }
        var captions: [String: Example.Caption] = [:]
        for (language, text) in texts.map({ ($0.key, $0.value) }) {
            let at = SourceLocation(text.location)
            if languages[language] == nil {
                diagnostics.error("caption has unknown language '\(language)'; the site's languages are \(languages.ids)", at: at)
            } else if case .string(let s) = text.kind {
                captions[language] = Example.Caption(text: s.trimmingCharacters(in: .whitespacesAndNewlines), location: at)
            } else {
                diagnostics.error("caption in '\(language)' must be text", at: at)
            }
        }
        return captions
    }

    /// `expect: passes` or `{violates: [rule-id, …]}` in every edition, or one of those per edition (`{source: …, current: …}`).
    static func expectations(_ value: SpecValue, into diagnostics: inout Diagnostics) -> (expectations: [Edition: Example.Expectation], byEdition: Bool)? {
        guard case .map(let entries) = value.kind, entries.contains(where: { Edition(rawValue: $0.key) != nil }) else {
            guard let one = expectation(value, into: &diagnostics) else { return nil }
            return (Dictionary(uniqueKeysWithValues: Edition.allCases.map { ($0, one) }), false)
        }
        var found: [Edition: Example.Expectation] = [:], failed = false
        for entry in entries {
            guard let edition = Edition(rawValue: entry.key) else {
                diagnostics.error("'expect' has an unknown edition '\(entry.key)'; the editions are \(Edition.allCases.map { "'\($0.rawValue)'" }.joined(separator: " and "))",
                                  at: SourceLocation(entry.value.location))
                failed = true
                continue
            }
            if let one = expectation(entry.value, into: &diagnostics) { found[edition] = one } else { failed = true }
        }
        let missing = Edition.allCases.filter { found[$0] == nil }
        if !failed, !missing.isEmpty {
            diagnostics.error("'expect' by edition needs a verdict for every edition; '\(missing.map(\.rawValue).joined(separator: "', '"))' is missing",
                              at: SourceLocation(value.location))
            return nil
        }
        return failed ? nil : (found, true)
    }

    static func expectation(_ value: SpecValue, into diagnostics: inout Diagnostics) -> Example.Expectation? {
        if case .string("passes") = value.kind { return .passes }
        if case .list(let items)? = value["violates"]?.kind {
            let ids = items.compactMap { item -> String? in if case .string(let s) = item.kind { s } else { nil } }
            if ids.count == items.count, !ids.isEmpty { return .violates(ids) }
        }
        diagnostics.error("'expect' must be 'passes', 'violates: [rule ids]', or one of these for each edition: '{source: …, current: …}'",
                          at: SourceLocation(value.location))
        return nil
    }
}
