import ZhinanMockups
import ZhinanRules

/// What pages show of the rules model: under each guideline its rules and examples with the
/// verdicts computed in this build, and the rules index. Every verdict shown comes from
/// `ExampleResult`, never from what an example expects.
extension PageRenderer {
    func ruleLanguage(_ language: Language) -> RuleLanguage {
        switch language {
        case .zhHans: .zhHans
        case .zhHant: .zhHant
        case .en: .en
        }
    }

    /// The rules that enforce a guideline, and its examples as judged, for the guideline's block.
    func checksContext(guideline id: String, language: Language) -> [String: Any]? {
        let rules = book.rules(enforcing: id)
        let examples = examplesByGuideline[id] ?? []
        guard !rules.isEmpty || !examples.isEmpty else { return nil }
        let lang = ruleLanguage(language)
        return [
            "hasRules": !rules.isEmpty,
            "rules": rules.map { rule -> [String: Any] in
                ["id": rule.id.rawValue, "href": "../" + PagePaths.rules(language) + "#" + rule.id.rawValue, "threshold": rule.threshold[lang]]
            },
            "examples": examples.map { exampleContext($0, language: language) },
        ]
    }

    func exampleContext(_ result: ExampleResult, language: Language) -> [String: Any] {
        let lang = ruleLanguage(language)
        let isDo = result.example.expectation == .passes
        var context: [String: Any] = [
            "id": result.example.id,
            "isDo": isDo,
            "label": theme.string(isDo ? "do_label" : "dont_label", language),
            "spec": SpecYAML.render(result.example.spec),
            "passed": result.violations.isEmpty,
            "verdict": result.violations.isEmpty ? theme.string("verdict_passes", language)
                : theme.string("verdict_violates", language) + " " + result.violatedRules.joined(separator: ", "),
            "violations": result.violations.map { ["rule": $0.ruleID, "message": $0.message[lang],
                                                   "href": "../" + PagePaths.rules(language) + "#" + $0.ruleID] },
            "matches": result.matchesExpectation,
            "hasViolations": !result.violations.isEmpty,
        ]
        // Drawn from the very values the rules judged in this build.
        context["mockup"] = result.component.flatMap {
            Mockup.svg(for: $0, violations: result.violations, language: lang, id: result.example.id)
        }
        switch result.example.expectation {
        case .passes: context["expected"] = theme.string("verdict_passes", language)
        case .violates(let ids): context["expected"] = theme.string("verdict_violates", language) + " " + ids.joined(separator: ", ")
        }
        return context
    }

    /// The mockup gallery: every example that has a picture, grouped by component.
    func galleryContext(_ language: Language) -> [String: Any] {
        var context = layoutContext(PageInfo(
            language: language, title: "\(theme.string("gallery", language)) · \(theme.string("site_name", language))",
            path: PagePaths.gallery(language), alternates: site.languages.map { ($0, PagePaths.gallery($0)) }))
        let guidelinePages = guidelineLocations(preferring: language)
        let drawn = examples.filter { $0.component.map(Mockup.canDraw) ?? false }
        context["buttons"] = buttonMatrix(language)
        context["groups"] = ComponentKind.allCases.compactMap { kind -> [String: Any]? in
            let members = drawn.filter { $0.component?.kind == kind }
            guard !members.isEmpty else { return nil }
            return ["kind": kind.rawValue, "examples": members.map { result -> [String: Any] in
                var example = exampleContext(result, language: language)
                example["href"] = guidelinePages[result.example.guideline].map {
                    String($0.prefix { $0 != "#" }) + "#example-" + result.example.id
                }
                return example
            }]
        }
        return context
    }

    /// Every Apple Pay button type the sources name, in each style on a background that suits it,
    /// judged by the rules like any spec and drawn from the same values.
    func buttonMatrix(_ language: Language) -> [[String: Any]] {
        let types: [ApplePayButton.ButtonType] = [.plain, .buy, .setUp, .donate, .inStore]
        let styles: [(ApplePayButton.Style, Color)] = [(.black, .white), (.white, Color("#1C1C1E")!), (.whiteOutline, .white)]
        return types.map { type -> [String: Any] in
            ["type": type.rawValue, "cells": styles.map { style, background -> [String: Any] in
                var button = ApplePayButton(type: type, style: style, width: type == .plain ? 100 : 140, height: 30, clearSpace: 3,
                                            background: background, approvedNonprofit: type == .donate)
                button.cardIssuer = type == .inStore  // the in-store button is the card issuers'

                let component = Component(button)
                let violations = book.judge(component)
                return ["style": style.rawValue, "passed": violations.isEmpty,
                        "mockup": Mockup.svg(for: component, violations: violations, language: ruleLanguage(language),
                                             id: "matrix-\(type.rawValue)-\(style.rawValue)") ?? ""]
            }]
        }
    }

    /// The rules index: every rule with its threshold, figures, guidelines and examples; and every
    /// guideline, machine-checked or not.
    func rulesIndexContext(_ language: Language) -> [String: Any] {
        var context = layoutContext(PageInfo(
            language: language, title: "\(theme.string("rules_index", language)) · \(theme.string("site_name", language))",
            path: PagePaths.rules(language), alternates: site.languages.map { ($0, PagePaths.rules($0)) }))
        let lang = ruleLanguage(language)
        let guidelinePages = guidelineLocations(preferring: language)
        context["topics"] = Array(Set(book.rules.map(\.topic))).sorted().map { ["topic": $0] }
        context["rules"] = book.rules.map { rule -> [String: Any] in
            var row: [String: Any] = [
                "id": rule.id.rawValue, "topic": rule.topic, "component": rule.component.rawValue,
                "threshold": rule.threshold[lang],
                "sourceFigure": rule.sourceFigure.value[lang], "sourceSentence": rule.sourceFigure.source,
                "guidelines": rule.guidelines.map { id -> [String: Any] in
                    var g: [String: Any] = ["id": id]
                    g["href"] = guidelinePages[id]
                    return g
                },
                "examples": examples.filter { $0.example.exercises(rule) }.map { example -> [String: Any] in
                    var e: [String: Any] = ["id": example.example.id, "passed": example.violations.isEmpty,
                                            "verdict": example.violations.isEmpty ? theme.string("verdict_passes", language)
                                                : theme.string("verdict_violates", language) + " " + example.violatedRules.joined(separator: ", ")]
                    // The example itself, on the page of its guideline.
                    e["href"] = guidelinePages[example.example.guideline].map {
                        String($0.prefix { $0 != "#" }) + "#example-" + example.example.id
                    }
                    return e
                },
            ]
            if let newer = rule.newerFigure {
                row["newer"] = ["figure": newer.value[lang], "source": newer.source]
            }
            return row
        }
        context["guidelines"] = site.sourceDocuments.flatMap { document in
            document.guidelines.map { guideline -> [String: Any] in
                let rules = book.rules(enforcing: guideline.id).map(\.id.rawValue)
                var row: [String: Any] = ["id": guideline.id, "topic": document.id, "checked": !rules.isEmpty,
                                          "rules": rules.map { ["id": $0] }, "document": document.title]
                row["href"] = guidelinePages[guideline.id]
                return row
            }
        }
        let all = site.sourceDocuments.flatMap(\.guidelines).count
        let checked = site.sourceDocuments.flatMap(\.guidelines).filter { !book.rules(enforcing: $0.id).isEmpty }.count
        context["counts"] = ["rules": book.rules.count, "guidelines": all, "checked": checked, "unchecked": all - checked,
                             "examples": examples.count]
        return context
    }

    /// Where each guideline is read, from a page in `language`: that language's document if it has
    /// the guideline, else the Chinese source.
    func guidelineLocations(preferring language: Language) -> [String: String] {
        var pages: [String: String] = [:]
        for document in site.documents.sorted(by: { ($0.language == language ? 0 : 1, $0.language) < ($1.language == language ? 0 : 1, $1.language) }) {
            for guideline in document.guidelines where pages[guideline.id] == nil {
                pages[guideline.id] = "../" + PagePaths.document(document.id, in: document.language) + "#" + guideline.id
            }
        }
        return pages
    }
}
