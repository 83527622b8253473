import Foundation
import ZhinanRules

/// `public/rules.json`: the rules index for machines — every rule with its guidelines, threshold,
/// figures and examples with the verdicts computed in this build; and every guideline, checked or not.
struct RulesJSON {
    let site: SiteOutline
    let book: RuleBook
    let examples: [ExampleResult]
    let phrasebook: Phrasebook
    let reasons: UncheckedReasons
    let shown: RuleExercise

    init(site: SiteOutline, book: RuleBook, examples: [ExampleResult], phrasebook: Phrasebook, reasons: UncheckedReasons) {
        (self.site, self.book, self.examples, self.phrasebook, self.reasons) = (site, book, examples, phrasebook, reasons)
        shown = RuleExercise(examples.map(\.example))
    }

    /// A message in every language of the site, keyed by language id in the site's order.
    static func localized(_ message: Message, _ phrasebook: Phrasebook) -> JSONValue {
        .object(phrasebook.languages.map { JSONValue.Member(key: $0, value: .string(phrasebook.text(message, in: $0))) })
    }

    func localized(_ message: Message) -> JSONValue { Self.localized(message, phrasebook) }

    /// `passes`, or the rules violated: a verdict, or an expectation (which names at least one rule to violate).
    static func verdict(_ rules: [String]) -> JSONValue { rules.isEmpty ? "passes" : ["violates": JSONValue(rules)] }

    /// One value, or, where `split`, one for each edition.
    static func byEdition(_ split: Bool, _ value: (Edition) -> JSONValue) -> JSONValue {
        split ? .object(Edition.allCases.map { .init(key: $0.rawValue, value: value($0)) }) : value(.source)
    }

    func rule(_ rule: Rule) -> JSONValue {
        [
            "id": .string(rule.id.rawValue), "topic": .string(rule.topic), "component": .string(rule.component.rawValue),
            "guidelines": JSONValue(rule.guidelines),
            // `error` or `warning`, as lint reports it: the rules index can show which rules are advice.
            "severity": .string(rule.severity.rawValue),
            // The editions of the guidance that have the rule: `source` (the site's own) and `current` (Apple's today).
            "editions": JSONValue(rule.editions.map(\.rawValue)),
            // The threshold the site shows first: the source documents', else current guidance's.
            "threshold": localized(rule.threshold),
            "source": JSONValue(rule.statement(in: .source).map { statement in
                ["threshold": localized(statement.threshold), "figure": localized(statement.figure.value), "sentence": .string(statement.figure.source)]
            }),
            // `same-as-source`: current guidance publishes no other figure, and the source's applies.
            "current": JSONValue(rule.statement(in: .current).map { statement in
                if case .asSource = rule.current { return ["same-as-source": true] as JSONValue }
                return ["threshold": localized(statement.threshold), "figure": localized(statement.figure.value),
                        "published": .string(statement.figure.source)]
            }),
            "examples": .array(shown.exercising(rule).map { examples[$0] }.map { result in
                ["id": .string(result.example.id), "guideline": .string(result.example.guideline),
                 // As the example writes it; the verdict computed, one for each edition where the editions disagree.
                 "expect": Self.byEdition(result.example.byEdition) { Self.verdict(result.example.expectation(in: $0).rules) },
                 "verdict": Self.byEdition(result.component != nil && result.editionsDisagree) { Self.verdict(result.violatedRules(in: $0)) },
                 "matches": .bool(result.matchesExpectation)]
            }),
        ]
    }

    /// The document's guideline at `index`: its rules, or why none checks it.
    func guideline(_ index: Int, of document: DocumentOutline) -> JSONValue {
        let guideline = document.guidelines[index]
        let ids = book.rules(enforcing: guideline.id).map(\.id.rawValue)
        // Why no rule checks it (`content/unchecked.yml`), in every language; null when checked or unexplained.
        let reason: JSONValue = ids.isEmpty ? JSONValue(reasons.reason(for: guideline.id).map { reason in
            ["id": .string(reason.id),
             "text": .object(site.configured.all.map { JSONValue.Member(key: $0.id, value: .string(reasons.text(of: reason, in: $0, languages: site.configured))) })]
        }) : .null
        return ["id": .string(guideline.id), "document": .string(document.id), "language": .string(document.language.id),
                "checked": .bool(!ids.isEmpty), "rules": JSONValue(ids), "reason": reason]
    }

    /// Every rule, then every guideline, each value made as it is written (never all held), as bytes.
    func file() -> Data {
        let documents = site.sourceDocuments
        let guidelines = documents.indices.flatMap { document in documents[document].guidelines.indices.map { (document, $0) } }
        var bytes = JSONValue.prettyObject(ofArrays: [
            (key: "rules", count: book.rules.count, element: { rule(book.rules[$0]) }),
            (key: "guidelines", count: guidelines.count, element: { guideline(guidelines[$0].1, of: documents[guidelines[$0].0]) }),
        ])
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }
}
