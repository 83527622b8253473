import ZhinanRules

/// Runs every example through the rules model, like doctests: a "do" that breaks a rule, or a
/// "don't" that breaks other rules than it names, fails the build at the example's `expect:` line.
/// Also checks that every rule has examples of both kinds.
public struct ExampleChecker {
    let site: SiteOutline
    let book: RuleBook
    let examples: [Example]
    /// Says the rules' messages in a diagnostic.
    let phrasebook: Phrasebook
    /// Where problems that belong to no file are reported (the content directory).
    let root: SourceLocation

    public init(site: SiteOutline, book: RuleBook, examples: [Example], phrasebook: Phrasebook, root: SourceLocation) {
        self.site = site
        self.phrasebook = phrasebook
        self.book = book
        self.examples = examples
        self.root = root
    }

    public func run(strict: Bool, into diagnostics: inout Diagnostics) -> [ExampleResult] {
        let guidelines = Set(site.sourceDocuments.flatMap { $0.guidelines.map(\.id) })
        // An example attached to a renamed guideline (an alias) is shown under the id it became.
        let examples = self.examples.map { example -> Example in
            guard !guidelines.contains(example.guideline), let renamed = site.aliases.target(of: example.guideline),
                  guidelines.contains(renamed) else { return example }
            if strict {
                diagnostics.warning("example '\(example.id)' is attached to '\(example.guideline)', which was renamed to '\(renamed)'; "
                                    + "write 'guideline: \(renamed)'", at: example.location)
            }
            var resolved = example
            resolved.guideline = renamed
            return resolved
        }
        checkRules(against: guidelines, examples: examples, strict: strict, &diagnostics)
        var seen: [String: SourceLocation] = [:]
        return examples.map { example in
            if let earlier = seen[example.id] {
                diagnostics.error("duplicate example id '\(example.id)'; first defined at \(earlier)", at: example.location)
            }
            seen[example.id] = seen[example.id] ?? example.location
            if !guidelines.contains(example.guideline) {
                diagnostics.error("example '\(example.id)' is attached to guideline '\(example.guideline)' that no document has", at: example.location)
            }
            return run(example, &diagnostics)
        }
    }

    private func run(_ example: Example, _ diagnostics: inout Diagnostics) -> ExampleResult {
        let component: Component
        do {
            component = try Component.decode(example.spec)
        } catch {
            for problem in error.errors { diagnostics.error(problem.message, at: SourceLocation(problem.location)) }
            return ExampleResult(example: example, component: nil, violations: [])
        }
        if case .violates(let ids) = example.expectation {
            for id in ids {
                guard let rule = book.rule(id) else {
                    diagnostics.error("example '\(example.id)' expects unknown rule '\(id)'", at: example.expectLocation)
                    continue
                }
                if rule.component != component.kind {
                    diagnostics.error("example '\(example.id)' is a \(component.kind.rawValue), which rule '\(id)' does not judge (it judges \(rule.component.rawValue))",
                                      at: example.expectLocation)
                }
            }
        }
        let result = ExampleResult(example: example, component: component, violations: book.judge(component))
        if !result.matchesExpectation {
            diagnostics.error(mismatch(result), at: example.expectLocation)
        }
        return result
    }

    private func mismatch(_ result: ExampleResult) -> String {
        let got = result.violations.map { "\($0.ruleID) (\(phrasebook.diagnosticText($0.message)))" }
        switch result.example.expectation {
        case .passes:
            return "example '\(result.example.id)' should pass but violates \(got.joined(separator: "; "))"
        case .violates(let ids):
            let expected = Set(ids), actual = Set(result.violatedRules)
            var parts: [String] = []
            let missing = ids.filter { !actual.contains($0) }
            let extra = result.violations.filter { !expected.contains($0.ruleID) }.map { "\($0.ruleID) (\(phrasebook.diagnosticText($0.message)))" }
            if !missing.isEmpty { parts.append("does not violate \(missing.joined(separator: ", "))") }
            if !extra.isEmpty { parts.append("also violates \(extra.joined(separator: "; "))") }
            return "example '\(result.example.id)' \(parts.joined(separator: ", and "))"
        }
    }

    /// Every rule whose guidelines this site has needs a passing and a failing example. (That every
    /// rule names guidelines of the real content is a test of the rules model, not of a site.)
    private func checkRules(against guidelines: Set<String>, examples: [Example], strict: Bool, _ diagnostics: inout Diagnostics) {
        for rule in book.rules {
            // Coverage is only asked of the rules whose documents this site has.
            guard rule.guidelines.contains(where: guidelines.contains) else { continue }
            let exercising = examples.filter { $0.exercises(rule) }
            let failing = exercising.contains { $0.expectation != .passes }
            let passing = exercising.contains { $0.expectation == .passes }
            if !passing { diagnostics.report("rule '\(rule.id)' has no passing example (a '\(rule.component.rawValue)' spec attached to \(rule.guidelines.joined(separator: " or ")))", at: root, strict: strict) }
            if !failing { diagnostics.report("rule '\(rule.id)' has no failing example (expect: violates [\(rule.id)])", at: root, strict: strict) }
        }
    }
}
