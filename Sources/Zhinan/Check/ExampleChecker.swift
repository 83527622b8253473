import ZhinanParallel
import ZhinanRules

/// Runs every example through the rules model like a doctest, failing at its `expect:` line.
struct ExampleChecker: Sendable {
    let site: SiteOutline
    let book = RuleBook.standard
    let examples: [Example]
    let phrasebook: Phrasebook
    /// Where problems that belong to no file are reported (the content directory).
    let root: SourceLocation
    /// What identifies the words diagnostics are said in, so that verdicts can be kept for the process.
    let memoKey: String

    func run(strict: Bool, into diagnostics: inout Diagnostics) -> [ExampleResult] {
        // Only the ids the check asks about: its examples', the ids those were renamed to, its rules'.
        let asked = Set(examples.flatMap { [$0.guideline, site.aliases.target(of: $0.guideline)].compactMap { $0 } }
            + book.rules.flatMap(\.guidelines))
        let guidelines = Self.guidelineIDs(among: asked, in: site)
        // The whole check, once per process while what it reads stays the same.
        let input = RunInput(examples: examples, guidelines: guidelines, aliases: site.aliases, strict: strict, words: memoKey, root: root)
        let results = ParseMemo.shared.value("example check", path: root.description, input: input, into: &diagnostics) {
            run(guidelines: guidelines, strict: strict, into: &$0)
        }
        // (Out of the kept check: the guideline it may have meant is one of its document's, which the check's input does not hold.)
        for result in results where !guidelines.contains(result.example.guideline) {
            let near = site.source(of: String(result.example.guideline.prefix { $0 != "." }))?.guidelines.map(\.id) ?? []
            diagnostics.error("example '\(result.example.id)' is attached to guideline '\(result.example.guideline)' that no document has"
                              + DidYouMean.hint(for: result.example.guideline, among: near), at: result.example.location)
        }
        return results
    }

    static func guidelineIDs(among asked: Set<String>, in site: SiteOutline) -> Set<String> {
        Set(site.sourceDocuments.flatMap { $0.guidelines.map(\.id) }).intersection(asked)
    }

    private func run(guidelines: Set<String>, strict: Bool, into diagnostics: inout Diagnostics) -> [ExampleResult] {
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
        // Judged on every core; reported in the examples' order, after what is said of its id and guideline.
        let judged = ParallelMap.map(examples) { example in
            var found = Diagnostics()
            let result = ParseMemo.shared.value("example verdict", path: "\(example.location) \(example.id)",
                                                input: VerdictInput(example: example, words: memoKey), into: &found) { run(example, &$0) }
            return (result, found)
        }
        var seen: [String: SourceLocation] = [:]
        return zip(examples, judged).map { example, judged in
            if let earlier = seen[example.id] {
                diagnostics.error("duplicate example id '\(example.id)'; first defined at \(earlier)", at: example.location)
            }
            seen[example.id] = seen[example.id] ?? example.location
            diagnostics.append(contentsOf: judged.1)
            return judged.0
        }
    }

    private func run(_ example: Example, _ diagnostics: inout Diagnostics) -> ExampleResult {
        let component: Component
        do {
            component = try Component.decode(example.spec)
        } catch {
            diagnostics.append(error)
            return ExampleResult(example: example, component: nil, verdicts: [:])
        }
        var named: Set<String> = []
        for edition in Edition.allCases {
            for id in example.expectation(in: edition).rules where named.insert("\(edition.rawValue) \(id)").inserted {
                guard let rule = book.rule(id) else {
                    if named.insert(id).inserted {
                        diagnostics.error("example '\(example.id)' expects unknown rule '\(id)'\(DidYouMean.hint(for: id, among: book.rules.map(\.id.rawValue)))", at: example.expectLocation)
                    }
                    continue
                }
                if rule.component != component.kind {
                    if named.insert(id).inserted {
                        diagnostics.error("example '\(example.id)' is a \(component.kind.rawValue), which rule '\(id)' does not judge (it judges \(rule.component.rawValue))",
                                          at: example.expectLocation)
                    }
                } else if !rule.applies(in: edition) {
                    let editions = rule.editions.count == 1 ? "\(name(rule.editions[0])) only" : "in \(rule.editions.map(name).joined(separator: " and "))"
                    diagnostics.error("example '\(example.id)' expects rule '\(id)' to be violated in the \(name(edition)), which does not have that rule (it is \(editions))",
                                      at: example.expectLocation)
                }
            }
        }
        let verdicts = Dictionary(uniqueKeysWithValues: Edition.allCases.map { ($0, book.judge(component, in: $0)) })
        let result = ExampleResult(example: example, component: component, verdicts: verdicts)
        if let problem = mismatch(result) { diagnostics.error(problem, at: example.expectLocation) }
        return result
    }

    func name(_ edition: Edition) -> String { phrasebook.diagnosticText(edition.name) }

    private func mismatch(_ result: ExampleResult) -> String? {
        let example = result.example
        let wrong = Edition.allCases.filter { !result.matches(in: $0) }
        guard !wrong.isEmpty else { return nil }
        // Written once, right in one edition only: say what each gives, and how to write both.
        if !example.byEdition, wrong.count < Edition.allCases.count {
            let verdicts = Edition.allCases.map { edition in
                let found = result.violations(in: edition).map(said)
                return "\(name(edition)): " + (found.isEmpty ? "passes" : "violates \(found.joined(separator: "; "))")
            }.joined(separator: "; ")
            let form = Edition.allCases.map { "\($0.rawValue): \(yaml(result.violatedRules(in: $0)))" }.joined(separator: ", ")
            return "example '\(example.id)' is judged differently by the editions (\(verdicts)), but its 'expect' is written once for both: write 'expect: {\(form)}'"
        }
        // Written once and wrong alike in both: said once. Otherwise edition by edition.
        if !example.byEdition, !result.editionsDisagree { return "example '\(example.id)' \(describe(result, in: .source))" }
        return "example '\(example.id)' \(wrong.map { "in the \(name($0)): \(describe(result, in: $0))" }.joined(separator: "; "))"
    }

    private func yaml(_ rules: [String]) -> String { rules.isEmpty ? "passes" : "{violates: [\(rules.joined(separator: ", "))]}" }

    /// A violation as a problem names it: its rule, and what the rule says.
    private func said(_ violation: Violation) -> String { "\(violation.ruleID) (\(phrasebook.diagnosticText(violation.message)))" }

    private func describe(_ result: ExampleResult, in edition: Edition) -> String {
        let violations = result.violations(in: edition)
        switch result.example.expectation(in: edition) {
        case .passes: return "should pass but violates \(violations.map(said).joined(separator: "; "))"
        case .violates(let ids):
            let expected = Set(ids), actual = Set(result.violatedRules(in: edition))
            let missing = ids.filter { !actual.contains($0) }
            let extra = violations.filter { !expected.contains($0.ruleID) }.map(said)
            return [missing.isEmpty ? nil : "does not violate \(missing.joined(separator: ", "))",
                    extra.isEmpty ? nil : "also violates \(extra.joined(separator: "; "))"].compactMap { $0 }.joined(separator: ", and ")
        }
    }

    /// Every rule of this site's guidelines needs a passing and a failing example in each of its editions.
    private func checkRules(against guidelines: Set<String>, examples: [Example], strict: Bool, _ diagnostics: inout Diagnostics) {
        let shown = RuleExercise(examples)
        for rule in book.rules where rule.guidelines.contains(where: guidelines.contains) {
            func lacks(_ kind: String, _ has: (Rule, Edition) -> Bool, hint: String, hintInEdition: (Edition) -> String) {
                let lacking = rule.editions.filter { !has(rule, $0) }
                if lacking.count == Edition.allCases.count {
                    diagnostics.report("rule '\(rule.id)' has no \(kind) example \(hint)", at: root, strict: strict)
                }
                for edition in lacking where lacking.count < Edition.allCases.count {
                    diagnostics.report("rule '\(rule.id)' has no \(kind) example in the \(name(edition)) \(hintInEdition(edition))", at: root, strict: strict)
                }
            }
            let passingNote = "(a '\(rule.component.rawValue)' spec attached to \(rule.guidelines.joined(separator: " or ")))"
            lacks("passing", shown.hasPassing, hint: passingNote) { _ in passingNote }
            lacks("failing", shown.hasFailing, hint: "(expect: violates [\(rule.id)])") { "(expect: {\($0.rawValue): {violates: [\(rule.id)]}, …})" }
        }
    }
}

private struct VerdictInput: Hashable, Sendable {
    var example: Example
    var words: String
}

private struct RunInput: Hashable, Sendable {
    var examples: [Example]
    var guidelines: Set<String>
    var aliases: IDAliases
    var strict: Bool
    var words: String
    var root: SourceLocation
}
