import ZhinanRules

/// An executable example: a component spec attached to a guideline, with its verdict in each edition.
struct Example: Sendable, Hashable, Encodable {
    enum Expectation: Sendable, Hashable, Encodable {
        /// A "do": no rule of the component is broken.
        case passes
        /// A "don't": exactly these rules are broken, and no other.
        case violates([String])

        var rules: [String] { if case .violates(let ids) = self { ids } else { [] } }
    }

    var id, guideline: String
    /// The verdict expected in each edition (`expect: passes` holds in both).
    var expectations: [Edition: Expectation]
    var byEdition: Bool
    /// The component part of the spec (what a reader sees and what the rules judge).
    var spec: SpecValue
    var location: SourceLocation
    /// Where `expect:` is written: a mismatch is reported there, like a failing doctest.
    var expectLocation: SourceLocation
    /// The one line under its picture (`caption:`), by language id.
    var captions: [String: Caption] = [:]

    struct Caption: Sendable, Hashable, Encodable {
        var text: String
        var location: SourceLocation
    }

    func expectation(in edition: Edition) -> Expectation { expectations[edition] ?? .passes }
    var isDo: Bool { Edition.allCases.allSatisfy { expectation(in: $0) == .passes } }

    /// A caption missing in a language of the site, or not one line: a warning, an error under `--strict`.
    func reportCaptions(_ languages: Languages, strict: Bool, into diagnostics: inout Diagnostics) {
        for language in languages.all {
            guard let caption = captions[language.id] else {
                diagnostics.report("example '\(id)' has no '\(language.id)' caption (caption: {\(language.id): one line under its picture})",
                                   at: location, strict: strict)
                continue
            }
            if caption.text.isEmpty || caption.text.contains(where: \.isNewline) {
                diagnostics.report("caption of example '\(id)' in '\(language.id)' must be one line of text", at: caption.location, strict: strict)
            }
        }
    }

    var componentName: String? { if case .string(let name)? = spec["component"]?.kind { name } else { nil } }
}

/// An example judged by the rules model in every edition (a class: pages copy results by the thousand).
final class ExampleResult: Sendable {
    let example: Example
    let component: Component?
    let verdicts: [Edition: [Violation]]
    /// The example and what each edition's rules found, digested once: the facts pages read digest results by the hundred.
    let digest: Digest

    init(example: Example, component: Component?, verdicts: [Edition: [Violation]]) {
        (self.example, self.component, self.verdicts) = (example, component, verdicts)
        digest = Digest.of([Digest(encoding: example)] + Edition.allCases.map { Digest(encoding: verdicts[$0] ?? []) })
    }

    func violations(in edition: Edition) -> [Violation] { verdicts[edition] ?? [] }
    func violatedRules(in edition: Edition) -> [String] { violations(in: edition).map(\.ruleID).uniqued }
    /// What the source documents' rules found: the site's own verdict.
    var violations: [Violation] { violations(in: .source) }
    var violatedRules: [String] { violatedRules(in: .source) }

    /// Whether the editions give different verdicts (another set of broken rules).
    var editionsDisagree: Bool { Set(violatedRules(in: .source)) != Set(violatedRules(in: .current)) }

    /// What the rules found in any edition, each problem once: what a mockup marks.
    var allViolations: [Violation] {
        var seen: Set<Violation> = []
        return Edition.allCases.flatMap { violations(in: $0) }.filter { violation in
            var key = violation
            key.edition = .source
            return seen.insert(key).inserted
        }
    }

    func matches(in edition: Edition) -> Bool { component != nil && Set(example.expectation(in: edition).rules) == Set(violatedRules(in: edition)) }

    var matchesExpectation: Bool { Edition.allCases.allSatisfy(matches(in:)) }
}
