import Foundation
import ZhinanRules

/// `public/rules.json`: the rules index for machines — every rule with its guidelines, threshold,
/// figures and examples with the verdicts computed in this build; and every guideline, checked or not.
public struct RulesJSON {
    let site: Site
    let book: RuleBook
    let examples: [ExampleResult]

    public init(site: Site, book: RuleBook, examples: [ExampleResult]) {
        self.site = site
        self.book = book
        self.examples = examples
    }

    static func localized(_ text: Localized) -> [String: String] {
        ["zh-hans": text.zhHans, "zh-hant": text.zhHant, "en": text.en]
    }

    static func verdict(_ rules: [String]) -> Any { rules.isEmpty ? "passes" : ["violates": rules] }

    func object() -> [String: Any] {
        let rules = book.rules.map { rule -> [String: Any] in
            let exercising = examples.filter { $0.example.exercises(rule) }
            var entry: [String: Any] = [
                "id": rule.id, "topic": rule.topic, "component": rule.component.rawValue, "guidelines": rule.guidelines,
                "threshold": Self.localized(rule.threshold),
                "source": ["figure": Self.localized(rule.sourceFigure.value), "sentence": rule.sourceFigure.source],
                "examples": exercising.map { result -> [String: Any] in
                    let expect: Any = switch result.example.expectation {
                    case .passes: "passes"
                    case .violates(let ids): ["violates": ids]
                    }
                    return ["id": result.example.id, "guideline": result.example.guideline, "expect": expect,
                            "verdict": Self.verdict(result.violatedRules), "matches": result.matchesExpectation]
                },
            ]
            entry["newer"] = rule.newerFigure.map { ["figure": Self.localized($0.value), "source": $0.source] } ?? NSNull()
            return entry
        }
        let guidelines = site.sourceDocuments.flatMap { document in
            document.guidelines.map { guideline -> [String: Any] in
                let ids = book.rules(enforcing: guideline.id).map(\.id)
                return ["id": guideline.id, "document": document.id, "language": document.language.rawValue,
                        "checked": !ids.isEmpty, "rules": ids]
            }
        }
        return ["rules": rules, "guidelines": guidelines]
    }

    public func text() -> String {
        JSONText.encode(object(), pretty: true) + "\n"
    }
}
