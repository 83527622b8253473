import ZhinanMockups
import ZhinanRules

/// What pages show of the rules model: under each guideline its rules and examples with the
/// verdicts computed in this build, and the rules index. Every verdict shown comes from
/// `ExampleResult`, never from what an example expects.
extension PageRenderer {
    /// The rules that enforce a guideline, and its examples as judged, for the guideline's block.
    func checksContext(guideline id: String, language: Language) -> ChecksModel? {
        let rules = book.rules(enforcing: id)
        let examples = examplesByGuideline[id] ?? []
        guard !rules.isEmpty || !examples.isEmpty else { return nil }
        return ChecksModel(
            hasRules: !rules.isEmpty,
            rules: rules.map { rule in
                .init(id: rule.id.rawValue, href: "../" + PagePaths.rules(language) + "#" + rule.id.rawValue, threshold: theme.say(rule.threshold, in: language))
            },
            examples: examples.map { exampleContext($0, language: language) })
    }

    /// Whether a picture is wider than a gallery column (the mockup marks itself `zm-wide`).
    static func isWide(_ svg: String) -> Bool {
        GlossaryMatcher.contains(Array(svg.utf8), Array("zm-wide".utf8))
    }

    func verdict(_ result: ExampleResult, _ language: Language) -> String {
        result.violations.isEmpty ? theme.string("verdict_passes", language)
            : theme.string("verdict_violates", language) + " " + result.violatedRules.joined(separator: ", ")
    }

    func exampleContext(_ result: ExampleResult, language: Language) -> ExampleModel {
        let isDo = result.example.expectation == .passes
        let expected = switch result.example.expectation {
        case .passes: theme.string("verdict_passes", language)
        case .violates(let ids): theme.string("verdict_violates", language) + " " + ids.joined(separator: ", ")
        }
        // Drawn from the very values the rules judged in this build.
        let view = exampleViews[result.example.id]
        let mockup = view?.mockups[language] ?? result.component.flatMap {
            Mockup.svg(for: $0, violations: result.violations, language: theme.voice(language), id: result.example.id)
        }
        return ExampleModel(
            id: result.example.id, isDo: isDo, label: theme.string(isDo ? "do_label" : "dont_label", language),
            spec: view?.spec ?? SpecYAML.render(result.example.spec), passed: result.violations.isEmpty, verdict: verdict(result, language),
            violations: result.violations.map {
                .init(rule: $0.ruleID, message: theme.say($0.message, in: language), href: "../" + PagePaths.rules(language) + "#" + $0.ruleID)
            },
            matches: result.matchesExpectation, hasViolations: !result.violations.isEmpty,
            mockup: mockup, wide: view?.wide[language] ?? mockup.map(Self.isWide) ?? false, expected: expected)
    }

    /// The mockup gallery: every example that has a picture, grouped by component.
    func galleryContext(_ language: Language) -> GalleryPage {
        let guidelinePages = guidelineLocations(preferring: language)
        let drawn = examples.filter { $0.component.map(Mockup.canDraw) ?? false }
        return GalleryPage(
            frame: frame(PageInfo(
                language: language, title: "\(theme.string("gallery", language)) · \(theme.string("site_name", language))",
                path: PagePaths.gallery(language), alternates: site.languages.map { ($0, PagePaths.gallery($0)) })),
            buttons: buttonMatrix(language),
            groups: ComponentKind.allCases.compactMap { kind in
                let members = drawn.filter { $0.component?.kind == kind }
                guard !members.isEmpty else { return nil }
                return .init(kind: kind.rawValue, examples: members.map { result in
                    var example = exampleContext(result, language: language)
                    example.href = guidelinePages[result.example.guideline].map {
                        String($0.prefix { $0 != "#" }) + "#example-" + result.example.id
                    }
                    return example
                })
            })
    }

    /// Every Apple Pay button type the sources name, in each style on a background that suits it,
    /// judged by the rules like any spec and drawn from the same values.
    func buttonMatrix(_ language: Language) -> [GalleryPage.ButtonRow] {
        let types: [ApplePayButton.ButtonType] = [.plain, .buy, .setUp, .donate, .inStore]
        let styles: [(ApplePayButton.Style, Color)] = [(.black, .white), (.white, Color("#1C1C1E")!), (.whiteOutline, .white)]
        return types.map { type in
            .init(type: type.rawValue, cells: styles.map { style, background in
                var button = ApplePayButton(type: type, style: style, width: type == .plain ? 100 : 140, height: 30, clearSpace: 3,
                                            background: background, approvedNonprofit: type == .donate)
                button.cardIssuer = type == .inStore  // the in-store button is the card issuers'
                let component = Component(button)
                let violations = book.judge(component)
                return .init(style: style.rawValue, passed: violations.isEmpty,
                             mockup: Mockup.svg(for: component, violations: violations, language: theme.voice(language),
                                                id: "matrix-\(type.rawValue)-\(style.rawValue)") ?? "")
            })
        }
    }

    /// The rules index: every rule with its threshold, figures, guidelines and examples; and every
    /// guideline, machine-checked or not.
    func rulesIndexContext(_ language: Language) -> RulesPage {
        let guidelinePages = guidelineLocations(preferring: language)
        let rules = book.rules.map { rule in
            RulesPage.Rule(
                id: rule.id.rawValue, topic: rule.topic, component: rule.component.rawValue, threshold: theme.say(rule.threshold, in: language),
                severity: rule.severity.rawValue, severityName: theme.string("severity_\(rule.severity.rawValue)", language),
                sourceFigure: theme.say(rule.sourceFigure.value, in: language), sourceSentence: rule.sourceFigure.source,
                newer: rule.newerFigure.map { .init(figure: theme.say($0.value, in: language), source: $0.source) },
                guidelines: rule.guidelines.map { IDLink(id: $0, href: guidelinePages[$0]) },
                examples: examples.filter { $0.example.exercises(rule) }.map { example in
                    // The example itself, on the page of its guideline.
                    .init(id: example.example.id, passed: example.violations.isEmpty, verdict: verdict(example, language),
                          href: guidelinePages[example.example.guideline].map { String($0.prefix { $0 != "#" }) + "#example-" + example.example.id })
                })
        }
        let guidelines = site.sourceDocuments.flatMap { document in
            document.guidelines.map { guideline in
                let rules = book.rules(enforcing: guideline.id).map(\.id.rawValue)
                return RulesPage.Guideline(id: guideline.id, topic: document.id, checked: !rules.isEmpty, rules: rules.map(IDOnly.init),
                                           // The reader's edition's title, where there is one.
                                           document: site.document(document.id, in: language)?.title ?? document.title,
                                           href: guidelinePages[guideline.id])
            }
        }
        let checked = guidelines.filter(\.checked).count
        // On a site of many guidelines, the table lists the machine-checked ones; the checklists list the rest.
        let summarised = guidelines.count > Listing.guidelineLimit
        return RulesPage(
            frame: frame(PageInfo(
                language: language, title: "\(theme.string("rules_index", language)) · \(theme.string("site_name", language))",
                path: PagePaths.rules(language), alternates: site.languages.map { ($0, PagePaths.rules($0)) })),
            topics: Array(Set(book.rules.map(\.topic))).sorted().map(RulesPage.Topic.init),
            rules: rules, guidelines: summarised ? guidelines.filter(\.checked) : guidelines,
            counts: .init(rules: book.rules.count, guidelines: guidelines.count, checked: checked,
                          unchecked: guidelines.count - checked, examples: examples.count),
            uncheckedSummary: summarised ? Listing.fill(theme.string("unchecked_summary", language), ["count": guidelines.count - checked]) : nil)
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
