import Foundation
import ZhinanRules

/// `public/rules.json`: the rules index for machines — every rule with its guidelines, threshold,
/// figures and examples with the verdicts computed in this build; and every guideline, checked or not.
public struct RulesJSON {
    let site: SiteOutline
    let book: RuleBook
    let examples: [ExampleResult]
    let phrasebook: Phrasebook

    public init(site: SiteOutline, book: RuleBook, examples: [ExampleResult], phrasebook: Phrasebook) {
        self.site = site
        self.phrasebook = phrasebook
        self.book = book
        self.examples = examples
    }

    /// A message in every language of the site, keyed by language id in the site's order.
    static func localized(_ message: Message, _ phrasebook: Phrasebook) -> JSONValue {
        .object(phrasebook.languages.map { JSONValue.Member(key: $0, value: .string(phrasebook.text(message, in: $0))) })
    }

    func localized(_ message: Message) -> JSONValue { Self.localized(message, phrasebook) }

    static func verdict(_ rules: [String]) -> JSONValue { rules.isEmpty ? "passes" : ["violates": JSONValue(rules)] }

    static func expectation(_ expectation: Example.Expectation) -> JSONValue {
        switch expectation {
        case .passes: "passes"
        case .violates(let ids): ["violates": JSONValue(ids)]
        }
    }

    func value() -> JSONValue {
        ["rules": .array(book.rules.map(rule)), "guidelines": .array(site.sourceDocuments.flatMap(guidelines(of:)))]
    }

    func rule(_ rule: Rule) -> JSONValue {
        let exercising = examples.filter { $0.example.exercises(rule) }
        return [
            "id": .string(rule.id.rawValue), "topic": .string(rule.topic), "component": .string(rule.component.rawValue),
            "guidelines": JSONValue(rule.guidelines),
            // `error` or `warning`, as lint reports it: the rules index can show which rules are advice.
            "severity": .string(rule.severity.rawValue),
            "threshold": localized(rule.threshold),
            "source": ["figure": localized(rule.sourceFigure.value), "sentence": .string(rule.sourceFigure.source)],
            "examples": .array(exercising.map { result in
                ["id": .string(result.example.id), "guideline": .string(result.example.guideline),
                 "expect": Self.expectation(result.example.expectation),
                 "verdict": Self.verdict(result.violatedRules), "matches": .bool(result.matchesExpectation)]
            }),
            "newer": JSONValue(rule.newerFigure.map { ["figure": localized($0.value), "source": .string($0.source)] }),
        ]
    }

    func guidelines(of document: DocumentOutline) -> [JSONValue] {
        document.guidelines.map { guideline in
            let ids = book.rules(enforcing: guideline.id).map(\.id.rawValue)
            return ["id": .string(guideline.id), "document": .string(document.id), "language": .string(document.language.id),
                    "checked": .bool(!ids.isEmpty), "rules": JSONValue(ids)]
        }
    }

    public func text() -> String {
        value().encoded(pretty: true) + "\n"
    }
}
