import ZhinanMockups
import ZhinanRules

/// What pages show of the rules model: every verdict shown is this build's (`ExampleResult`), never what an example expects.
extension PageRenderer {
    /// The rules that enforce a guideline, and its examples as judged, for the guideline's block.
    func checksContext(guideline id: String, language: Language) -> ChecksModel? {
        let rules = book.rules(enforcing: id), examples = view.examples(of: id)
        guard !rules.isEmpty || !examples.isEmpty else { return nil }
        return ChecksModel(
            hasRules: !rules.isEmpty,
            rules: rules.map { rule in
                .init(id: rule.id.rawValue, href: "../" + PagePaths.rules(language) + "#" + rule.id.rawValue, threshold: view.say(rule.threshold, in: language))
            },
            divergences: rules.compactMap { divergence($0, language) },
            examples: examples.map { exampleContext($0, language: language) })
    }

    /// "源文档 32 pt · 现行指南 140 × 30 pt": where the two editions state different figures (or one
    /// edition alone states one: "not stated" in the other); the chip links the page of what changed.
    private func divergence(_ rule: Rule, _ language: Language) -> ChecksModel.Divergence? {
        guard rule.changedSinceSource else { return nil }
        func figure(_ edition: Edition) -> String {
            view.string("edition_\(edition.rawValue)_short", language) + " "
                + (rule.statement(in: edition).map { view.say($0.figure.value, in: language) } ?? view.string("changes_not_stated", language))
        }
        return .init(source: figure(.source), current: figure(.current), href: "../" + PagePaths.changes(language) + "#" + rule.id.rawValue)
    }

    func verdict(_ result: ExampleResult, _ language: Language, in edition: Edition = .source) -> String {
        verdict(result.violatedRules(in: edition), language)
    }

    func verdict(_ rules: [String], _ language: Language) -> String {
        rules.isEmpty ? view.string("verdict_passes", language) : view.string("verdict_violates", language) + " " + rules.joined(separator: ", ")
    }

    func violationLines(_ violations: [Violation], _ language: Language) -> [ExampleModel.ViolationLine] {
        violations.map {
            .init(rule: $0.ruleID, message: view.say($0.message, in: language), href: "../" + PagePaths.rules(language) + "#" + $0.ruleID)
        }
    }

    func exampleContext(_ result: ExampleResult, language: Language) -> ExampleModel {
        let example = result.example
        let expected = example.byEdition
            ? Edition.allCases.map { inEdition($0, verdict(example.expectation(in: $0).rules, language), language) }.joined(separator: "; ")
            : verdict(example.expectation(in: .source).rules, language)
        // Drawn from the very values the rules judged in this build, marking what any edition found.
        let mockup = view.picture(of: result, marked: true, in: language)?.svg(id: example.id)
        let split = result.component != nil && result.editionsDisagree
        let passes = { (edition: Edition) in result.violations(in: edition).isEmpty }
        let doLabel = { (does: Bool) in view.string(does ? "do_label" : "dont_label", language) }
        // Do and don't by the verdicts computed; where one edition passes and the other does not, the label says both.
        let splitVerdict = split && passes(.source) != passes(.current)
        let label = splitVerdict
            ? Edition.allCases.map { inEdition($0, doLabel(passes($0)), language, short: true) }.joined(separator: " · ") : doLabel(example.isDo)
        let spec = view.specText(of: result)
        let kind = splitVerdict ? "example-split" : example.isDo ? "example-do" : "example-dont"
        return ExampleModel(
            id: example.id, kind: kind, label: label,
            spec: spec, passed: result.violations.isEmpty, verdict: verdict(result, language),
            violations: violationLines(result.violations, language),
            matches: result.matchesExpectation, hasViolations: !result.violations.isEmpty,
            mockup: mockup, caption: example.captions[language.id]?.text,
            textCard: mockup == nil ? TextCard.html(spec, marking: result.allViolations) : nil, expected: expected,
            split: split, editionSummary: split ? editionSummary(result, language) : "",
            editionVerdicts: split ? Edition.allCases.map { edition in
                let violations = result.violations(in: edition)
                return .init(edition: edition.rawValue, label: doLabel(violations.isEmpty),
                             name: view.string("edition_\(edition.rawValue)", language), passed: violations.isEmpty,
                             verdict: verdict(result, language, in: edition), violations: violationLines(violations, language),
                             hasViolations: !violations.isEmpty)
            } : [])
    }

    /// How the editions' verdicts differ: "passes the source document, fails today's guidance: width ≥ 140 pt …".
    func editionSummary(_ result: ExampleResult, _ language: Language) -> String {
        func thresholds(_ edition: Edition) -> Message.Argument {
            .list(result.violatedRules(in: edition).compactMap { book.rule($0)?.statement(in: edition)?.threshold })
        }
        let key = switch (result.violations(in: .source).isEmpty, result.violations(in: .current).isEmpty) {
        case (true, false): "edition.verdict.passes-source-fails-current"
        case (false, true): "edition.verdict.fails-source-passes-current"
        default: "edition.verdict.fails-both-differently"
        }
        return view.say(Message(key, ["source": thresholds(.source), "current": thresholds(.current)]), in: language)
    }

    /// The mockup gallery: every example that has a picture, grouped by component.
    func galleryContext(_ language: Language) -> GalleryPage {
        let drawn = view.allExamples.filter { $0.component.map(Mockup.canDraw) ?? false }
        return GalleryPage(
            frame: siteFrame(language, titled: "gallery", at: PagePaths.gallery),
            columns: (["button-type"] + Self.matrixStyles.map { "style.\($0.0.rawValue)" }).map { view.say(Message("mockup.\($0)"), in: language) },
            buttons: buttonMatrix(language),
            groups: ComponentKind.allCases.compactMap { kind in
                let members = drawn.filter { $0.component?.kind == kind }
                guard !members.isEmpty else { return nil }
                return .init(kind: kind.rawValue, name: view.say(Message("mockup.kind.\(kind.rawValue)"), in: language), examples: members.map { result in
                    var example = exampleContext(result, language: language)
                    example.href = examplePage(result.example, preferring: language)
                    return example
                })
            })
    }

    /// The matrix's styles, each on a background that suits it.
    static let matrixStyles: [(ApplePayButton.Style, Color)] = [(.black, .white), (.white, Color("#1C1C1E")!), (.whiteOutline, .white)]

    /// Every Apple Pay button type the sources name in each style, judged like any spec and drawn from the same values.
    func buttonMatrix(_ language: Language) -> [GalleryPage.ButtonRow] {
        [ApplePayButton.ButtonType.plain, .buy, .setUp, .donate, .inStore].map { type in
            .init(type: type.rawValue, label: view.say(Message("mockup.apple-pay-button.label.\(type.rawValue)"), in: language),
                  cells: Self.matrixStyles.map { style, background in
                var button = ApplePayButton(type: type, style: style, width: type == .plain ? 100 : 140, height: 30, clearSpace: 3,
                                            background: background, approvedNonprofit: type == .donate)
                button.cardIssuer = type == .inStore  // the in-store button is the card issuers'
                let component = Component(button)
                // Sized as Apple asks today (100 pt plain, 140 pt the others), so every edition passes them.
                let violations = Edition.allCases.flatMap { book.judge(component, in: $0) }
                return .init(style: view.say(Message("mockup.style.\(style.rawValue)"), in: language), passed: violations.isEmpty,
                             mockup: Mockup.svg(for: component, violations: violations, language: view.voice(language),
                                                id: "matrix-\(type.rawValue)-\(style.rawValue)", framed: false) ?? "")
            })
        }
    }

    /// The rules index: every rule with its figures, guidelines and examples; and every guideline.
    func rulesIndexContext(_ language: Language) -> RulesPage {
        let examples = view.allExamples
        let shown = RuleExercise(examples.map(\.example))
        let rules = book.rules.map { rule in
            RulesPage.Rule(
                id: rule.id.rawValue, topic: rule.topic, component: rule.component.rawValue, threshold: thresholdText(rule, language),
                severity: rule.severity.rawValue, severityName: view.string("severity_\(rule.severity.rawValue)", language),
                editions: rule.editions.map(\.rawValue).joined(separator: " "), editionsText: editionsText(rule, language),
                source: rule.statement(in: .source).map {
                    .init(threshold: view.say($0.threshold, in: language), figure: view.say($0.figure.value, in: language), sentence: $0.figure.source)
                },
                current: rule.statement(in: .current).map { statement in
                    let same = if case .asSource = rule.current { true } else { false }
                    return .init(sameAsSource: same, figure: view.say(statement.figure.value, in: language), published: statement.figure.source)
                },
                guidelines: rule.guidelines.map { IDLink(id: $0, href: guidelinePage($0, preferring: language)) },
                examples: shown.exercising(rule).map { examples[$0] }.map { example in
                    // The example itself, on the page of its guideline.
                    let split = example.component != nil && example.editionsDisagree
                    return .init(id: example.example.id, passed: Edition.allCases.allSatisfy { example.violations(in: $0).isEmpty }, split: split,
                                 verdict: split ? Edition.allCases.map { inEdition($0, verdict(example, language, in: $0), language) }.joined(separator: " · ")
                                    : verdict(example, language),
                                 href: examplePage(example.example, preferring: language))
                })
        }
        let guidelines = view.sourceDocuments.flatMap { document in
            // The reader's edition's title, where there is one.
            let title = view.document(document.id, in: language)?.title ?? document.title
            return document.guidelines.map { guideline in
                let rules = book.rules(enforcing: guideline.id).map(\.id.rawValue)
                return CheckedGuideline(id: guideline.id, topic: document.id, checked: !rules.isEmpty, rules: rules.map { IDLink(id: $0) }, document: title,
                                        reason: rules.isEmpty ? view.reasonText(guideline.id, language) : nil)
            }
        }
        let checked = guidelines.filter(\.checked).count
        let withReason = guidelines.filter { !$0.checked && $0.reason != nil }.count
        // On a site of many guidelines, the table lists the machine-checked ones; the checklists list the rest.
        let summarised = guidelines.count > Listing.guidelineLimit
        // The source documents that name their Apple page, each linked in the page's language where it exists.
        let origins = view.sourceDocuments.compactMap { source -> DocumentPage.Origin? in
            let front = source.frontMatter
            guard let title = front.originTitle, let url = front.originURL else { return nil }
            let shown = view.document(source.id, in: language) ?? source
            return .init(document: shown.title, href: "../" + PagePaths.document(shown.id, in: shown.language), title: title, url: url,
                         reviewed: front.reviewed)
        }
        return RulesPage(
            frame: siteFrame(language, titled: "rules_index", at: PagePaths.rules),
            origins: origins.isEmpty ? nil : .init(items: origins),
            topics: Array(Set(book.rules.map(\.topic))).sorted().map(RulesPage.Topic.init),
            // (Each listed guideline's link made here: on a large site most are not listed.)
            rules: rules, guidelines: (summarised ? guidelines.filter(\.checked) : guidelines).map { guideline in
                var guideline = guideline
                guideline.href = guidelinePage(guideline.id, preferring: language)
                return guideline
            },
            counts: .init(rules: book.rules.count, guidelines: guidelines.count, checked: checked,
                          unchecked: guidelines.count - checked, withReason: withReason,
                          unexplained: guidelines.count - checked - withReason, hasUnexplained: guidelines.count - checked - withReason > 0,
                          examples: examples.count),
            uncheckedSummary: summarised ? Listing.fill(view.string("unchecked_summary", language), ["count": guidelines.count - checked]) : nil)
    }

    /// The threshold, or each edition's where they differ ("Source document: width ≥ 32 pt · Current guidance: …").
    func thresholdText(_ rule: Rule, _ language: Language) -> String {
        let texts = rule.editions.compactMap { edition in rule.statement(in: edition).map { (edition, view.say($0.threshold, in: language)) } }
        guard Set(texts.map(\.1)).count > 1 else { return view.say(rule.threshold, in: language) }
        return texts.map { inEdition($0.0, $0.1, language) }.joined(separator: " · ")
    }

    /// "Source document: …", a text as one edition has it ("Source: …" where `short`).
    func inEdition(_ edition: Edition, _ text: String, _ language: Language, short: Bool = false) -> String {
        view.string("edition_\(edition.rawValue)" + (short ? "_short" : ""), language) + view.string("colon", language) + text
    }

    func editionsText(_ rule: Rule, _ language: Language) -> String {
        switch rule.editions {
        case [.source, .current]: view.string(rule.editionsDiffer ? "editions_both_differ" : "editions_both", language)
        case [.current]: view.string("editions_current_only", language)
        default: view.string("editions_source_only", language)
        }
    }

    /// Where a guideline is read from a page in `language`: that language's edition, else the first that has it.
    func guidelinePage(_ id: String, preferring language: Language) -> String? {
        let homes = view.guidelineHomes[id] ?? []
        guard let home = homes.first(where: { $0.language == language }) ?? homes.first else { return nil }
        return "../" + PagePaths.document(home.document, in: home.language) + "#" + id
    }

    /// Where an example is shown: under its guideline, on the page `guidelinePage` chooses.
    func examplePage(_ example: Example, preferring language: Language) -> String? {
        guidelinePage(example.guideline, preferring: language).map { String($0.prefix { $0 != "#" }) + "#example-" + example.id }
    }
}
