import Foundation
import Testing
@testable import Zhinan
import ZhinanRules

@Suite struct ExampleTests {
    /// The good fixture plus an `apple-pay` document, so the Apple Pay rules have their guidelines.
    func project(examples: String) throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        try scratch.write([
            "content/zh-hans/apple-pay.md": "---\ntitle: Apple Pay\n---\n{#apple-pay.button.minimum-width}\n**保持最小宽度。**所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。\n",
            "content/examples/apple-pay.yml": examples,
        ])
        return scratch
    }

    func generate(_ scratch: Scratch, strict: Bool = false) throws -> SiteBuilder.Result {
        var options = options(content: scratch.url.appendingPathComponent("content"), output: URL(fileURLWithPath: "/unused"))
        options.strict = strict
        return try SiteBuilder(options: options).generate()
    }

    let good = """
    # A do and a don't, alike in both editions (140 pt is today's minimum for a buy button).
    - id: apple-pay.button.minimum-width.at-minimum
      guideline: apple-pay.button.minimum-width
      expect: passes
      component: apple-pay-button
      style: black
      width: 140
      height: 30
      clear-space: 3
    - id: apple-pay.button.minimum-width.too-narrow
      guideline: apple-pay.button.minimum-width
      expect:
        violates: [apple-pay.button.minimum-width]
      component: apple-pay-button
      style: black
      width: 28
      height: 30
      clear-space: 3

    """

    /// The ids the example check asks about are looked for in the one document each can be in
    /// (`ExampleChecker.guidelineIDs`): on random sites, with ids of other documents' form and
    /// translations among them, it finds exactly the asked ids a source document defines as a guideline.
    @Test func askedGuidelineIDsAreFoundWhereverTheyAre() {
        var generator = SystemRandomNumberGenerator()
        let ids = ["a.one", "a.two", "b.one", "b.two", "ab.one", "one", "a", "b.one.x"]
        var wellFormedSites = 0, otherSites = 0
        for _ in 0..<300 {
            var documents: [DocumentOutline] = []
            var sourceIDs = Set<String>()
            for (id, language) in [("a", Language.zhHans), ("b", .zhHans), ("ab", .zhHans), ("a", .en), ("c", .en)] where Bool.random(using: &generator) {
                let anchors = (0..<Int.random(in: 0...3, using: &generator)).map { _ in ids.randomElement(using: &generator)! }
                // The source editions are the Chinese ones (an English document without one has none).
                if language == .zhHans { sourceIDs.formUnion(anchors) }
                let text = "---\ntitle: T\n---\n" + anchors.map { "{#\($0)}\n**一。**\n\n" }.joined()
                var ignored = Diagnostics()
                documents.append(parseDocument(text, id: id, language: language, &ignored).outline())
            }
            let site = SiteOutline(documents: documents)
            let wellFormed = site.sourceDocuments.allSatisfy { document in document.guidelines.allSatisfy { $0.id.hasPrefix(document.id + ".") } }
            if wellFormed { wellFormedSites += 1 } else { otherSites += 1 }
            let asked = Set(ids.filter { _ in Bool.random(using: &generator) })
            #expect(ExampleChecker.guidelineIDs(among: asked, in: site) == sourceIDs.intersection(asked), "\(documents.map { ($0.id, $0.language.id, $0.guidelines.map(\.id)) }) \(asked)")
        }
        #expect(wellFormedSites > 30 && otherSites > 30)
    }

    @Test func examplesAreJudgedAndShownWithTheComputedVerdict() throws {
        let scratch = try project(examples: good)
        defer { scratch.cleanUp() }
        let result = try generate(scratch)
        #expect(result.examples.map(\.matchesExpectation) == [true, true])
        #expect(result.examples[1].violatedRules == ["apple-pay.button.minimum-width"])
        let page = try #require(result.output.text("zh-hans/apple-pay.html"))
        #expect(page.contains("<p class=\"rule-line\">规则： <a href=\"../zh-hans/rules.html#apple-pay.button.minimum-width\""))
        #expect(page.contains("<figure class=\"example example-do\" id=\"example-apple-pay.button.minimum-width.at-minimum\">"))
        #expect(page.contains("<pre class=\"spec\"><code>component: apple-pay-button\nstyle: black\nwidth: 140\nheight: 30\nclear-space: 3\n</code></pre>"))
        #expect(page.contains("<span class=\"example-kind\">不应这样做</span> · 违反 apple-pay.button.minimum-width</p>"))
        #expect(page.contains("宽度 28 pt，小于最小宽度 32 pt（依据源文档；现行指南："))
        // The rules index and rules.json carry the same computed verdicts.
        let index = try #require(result.output.text("en/rules.html"))
        #expect(index.contains("<section class=\"rule\" id=\"apple-pay.button.minimum-width\""))
        #expect(index.contains("apple-pay.button.minimum-width.too-narrow</code></a> — violates apple-pay.button.minimum-width"))
        let json = try JSONSerialization.jsonObject(with: Data(result.output.text("rules.json")!.utf8)) as! [String: Any]
        let rules = json["rules"] as! [[String: Any]]
        #expect(rules.count == RuleBook.standard.rules.count)
        let width = try #require(rules.first { $0["id"] as? String == "apple-pay.button.minimum-width" })
        #expect(width["guidelines"] as? [String] == ["apple-pay.button.minimum-width"])
        #expect(width["severity"] as? String == "error")
        let examples = width["examples"] as! [[String: Any]]
        #expect(examples.map { $0["id"] as! String } == ["apple-pay.button.minimum-width.at-minimum", "apple-pay.button.minimum-width.too-narrow"])
        #expect(examples[0]["verdict"] as? String == "passes")
        #expect((examples[1]["verdict"] as? [String: [String]]) == ["violates": ["apple-pay.button.minimum-width"]])
        #expect((width["threshold"] as? [String: String])?["zh-hans"] == "宽度 ≥ 32 pt")
    }

    @Test func aDoThatViolatesFailsTheBuildAtItsExpectLine() throws {
        let broken = good.replacingOccurrences(of: "width: 140\n", with: "width: 30\n")
        let scratch = try project(examples: broken)
        defer { scratch.cleanUp() }
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
        #expect(failure.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "content/examples/apple-pay.yml:4:11: error: example 'apple-pay.button.minimum-width.at-minimum' should pass but violates apple-pay.button.minimum-width (Width 30 pt is below the minimum width of 32 pt (source document; current guidance: 140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button))",
        ])
    }

    @Test func aDontMustViolateExactlyTheRulesItNames() throws {
        let broken = good.replacingOccurrences(of: "width: 28\n  height: 30\n  clear-space: 3", with: "width: 150\n  height: 30\n  clear-space: 1")
        let scratch = try project(examples: broken)
        defer { scratch.cleanUp() }
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
        #expect(failure.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "content/examples/apple-pay.yml:13:5: error: example 'apple-pay.button.minimum-width.too-narrow' does not violate apple-pay.button.minimum-width, and also violates apple-pay.button.clear-space (Clear space 1 pt is less than 1/10 of the 30 pt height (3 pt))",
        ])
    }

    @Test func unknownRulesGuidelinesComponentsAndDuplicatesAreReported() throws {
        let broken = good
            .replacingOccurrences(of: "violates: [apple-pay.button.minimum-width]", with: "violates: [apple-pay.button.width]")
            .replacingOccurrences(of: "id: apple-pay.button.minimum-width.too-narrow", with: "id: apple-pay.button.minimum-width.at-minimum")
            + "- id: apple-pay.button.minimum-width.mark\n  guideline: apple-pay.button.nowhere\n  expect: passes\n  component: apple-pay-buttn\n"
        let scratch = try project(examples: broken)
        defer { scratch.cleanUp() }
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
        #expect(failure.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "content/examples/apple-pay.yml:10:3: error: duplicate example id 'apple-pay.button.minimum-width.at-minimum'; first defined at content/examples/apple-pay.yml:2:3",
            "content/examples/apple-pay.yml:13:5: error: example 'apple-pay.button.minimum-width.at-minimum' does not violate apple-pay.button.width, and also violates apple-pay.button.minimum-width (Width 28 pt is below the minimum width of 32 pt (source document; current guidance: 140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button))",
            "content/examples/apple-pay.yml:13:5: error: example 'apple-pay.button.minimum-width.at-minimum' expects unknown rule 'apple-pay.button.width'",
            "content/examples/apple-pay.yml:19:3: error: example 'apple-pay.button.minimum-width.mark' is attached to guideline 'apple-pay.button.nowhere' that no document has",
            "content/examples/apple-pay.yml:22:14: error: unknown component 'apple-pay-buttn'; did you mean 'apple-pay-button'?",
        ])
    }

    @Test func aMistypedNameIsAnsweredWithTheNameItMeant() throws {
        let broken = good
            .replacingOccurrences(of: "violates: [apple-pay.button.minimum-width]", with: "violates: [apple-pay.button.minimum-widht]")
            .replacingOccurrences(of: "at-minimum\n  guideline: apple-pay.button.minimum-width", with: "at-minimum\n  guideline: apple-pay.button.minimum-with")
            + "- id: apple-pay.button.minimum-width.spaced\n  guideline: apple-pay.button.minimum-width\n  expect: passes\n  component: apple-pay-button\n"
            + "  style: black\n  width: 140\n  height: 30\n  clear-spaec: 3\n"
        let scratch = try project(examples: broken)
        defer { scratch.cleanUp() }
        let errors = try #require(throws: BuildFailure.self) { try generate(scratch) }.diagnostics.map(\.description)
        #expect(errors.contains { $0.hasSuffix("expects unknown rule 'apple-pay.button.minimum-widht'; did you mean 'apple-pay.button.minimum-width'?") })
        #expect(errors.contains { $0.hasSuffix("is attached to guideline 'apple-pay.button.minimum-with' that no document has; did you mean 'apple-pay.button.minimum-width'?") })
        #expect(errors.contains { $0.hasSuffix("unknown field 'clear-spaec'; did you mean 'clear-space'?") })
    }

    @Test func anExampleThatCannotBeJudgedStillHasItsSpecChecked() throws {
        let scratch = try project(examples: good + "- id: apple-pay.button.minimum-width.half\n  guideline: apple-pay.button.minimum-width\n  component: apple-pay-button\n  widht: 140\n")
        defer { scratch.cleanUp() }
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
        #expect(failure.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "content/examples/apple-pay.yml:19:3: error: example is missing 'expect' (passes, or violates: [rule ids])",
            "content/examples/apple-pay.yml:19:3: error: missing field 'clear-space' (a number)",
            "content/examples/apple-pay.yml:19:3: error: missing field 'height' (a number)",
            "content/examples/apple-pay.yml:19:3: error: missing field 'style' (one of: black, white, white-outline, automatic)",
            "content/examples/apple-pay.yml:19:3: error: missing field 'width' (a number)",
            "content/examples/apple-pay.yml:22:10: error: unknown field 'widht'; did you mean 'width'?",
        ])
    }

    @Test func strictChecksRequireAPassingAndAFailingExamplePerRule() throws {
        let onlyDo = good.components(separatedBy: "- id: apple-pay.button.minimum-width.too-narrow")[0]
        let scratch = try project(examples: onlyDo)
        defer { scratch.cleanUp() }
        let warnings = try generate(scratch).diagnostics.map(\.description)
        #expect(warnings.contains(
            "content:1:1: warning: rule 'apple-pay.button.minimum-width' has no failing example (expect: violates [apple-pay.button.minimum-width])"))
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch, strict: true) }
        #expect(failure.diagnostics.map(\.description).contains(
            "content:1:1: error: rule 'apple-pay.button.minimum-width' has no failing example (expect: violates [apple-pay.button.minimum-width])"))
    }

    /// A site is asked for examples only of the rules that judge its own guidelines: a team's site
    /// without Apple Pay documents passes `--strict` with no Apple Pay examples.
    @Test func strictAsksNoExamplesOfRulesWhoseGuidelinesTheSiteLacks() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        let result = try generate(scratch, strict: true)
        #expect(!result.diagnostics.contains { $0.message.contains("example") }, "\(result.diagnostics)")
        // The same site with one rule's guideline must show that rule's do and don't.
        let withGuideline = try project(examples: "[]\n")
        defer { withGuideline.cleanUp() }
        let failure = try #require(throws: BuildFailure.self) { try generate(withGuideline, strict: true) }
        let coverage = failure.diagnostics.filter { $0.message.hasPrefix("rule ") }.map(\.message)
        let rules = RuleBook.standard.rules(enforcing: "apple-pay.button.minimum-width").map(\.id.rawValue)
        #expect(!rules.isEmpty)
        #expect(Set(coverage.compactMap { $0.firstMatch(of: /rule '([^']+)'/).map { String($0.output.1) } }) == Set(rules))
    }

    /// Where the editions disagree, an example says its verdict in each; the checker verifies both,
    /// the page shows both, rules.json carries both.
    let byEdition = """
    # 100 × 30 pt: wide enough for the source's 32 pt, not for today's 140 pt.
    - id: apple-pay.button.minimum-width.buy-100
      guideline: apple-pay.button.minimum-width
      expect:
        source: passes
        current:
          violates: [apple-pay.button.minimum-width]
      component: apple-pay-button
      type: buy
      style: black
      width: 100
      height: 30
      clear-space: 3

    """

    @Test func perEditionVerdictsAreCheckedAndShown() throws {
        let scratch = try project(examples: good + byEdition)
        defer { scratch.cleanUp() }
        let result = try generate(scratch)
        let split = try #require(result.examples.first { $0.example.id == "apple-pay.button.minimum-width.buy-100" })
        #expect(split.matchesExpectation && split.editionsDisagree && split.example.byEdition)
        #expect(split.violatedRules(in: .source).isEmpty && split.violatedRules(in: .current) == ["apple-pay.button.minimum-width"])
        let zh = try #require(result.output.text("zh-hans/apple-pay.html"))
        #expect(zh.contains("<figure class=\"example example-split\" id=\"example-apple-pay.button.minimum-width.buy-100\" data-source=\"pass\" data-current=\"fail\">"))
        #expect(zh.contains("<span class=\"example-kind\">源文档：应这样做 · 现行指南：不应这样做</span> · 符合源文档，不符合现行指南：宽度 ≥ 140 pt（普通按钮 ≥ 100 pt）</p>"))
        #expect(zh.contains("<p class=\"verdict edition-only verdict-pass\" data-edition=\"source\"><span class=\"example-kind\">应这样做</span></p>"))
        #expect(zh.contains("<dt data-edition=\"source\">源文档</dt><dd data-edition=\"source\" class=\"verdict-pass\">通过</dd><dt data-edition=\"current\">现行指南</dt><dd data-edition=\"current\" class=\"verdict-fail\">违反 apple-pay.button.minimum-width<ul class=\"messages\"><li>宽度 100 pt，小于“Buy with Apple Pay”按钮的最小宽度 140 pt（依据现行指南；源文档：32 pt）"))
        let index = try #require(result.output.text("en/rules.html"))
        #expect(index.contains("apple-pay.button.minimum-width.buy-100</code></a> — Source document: passes · Current guidance: violates apple-pay.button.minimum-width"))
        let json = try JSONSerialization.jsonObject(with: Data(result.output.text("rules.json")!.utf8)) as! [String: Any]
        let width = try #require((json["rules"] as! [[String: Any]]).first { $0["id"] as? String == "apple-pay.button.minimum-width" })
        #expect(width["editions"] as? [String] == ["source", "current"])
        #expect(((width["current"] as? [String: Any])?["figure"] as? [String: String])?["en"] == "140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button")
        let example = try #require((width["examples"] as! [[String: Any]]).first { $0["id"] as? String == "apple-pay.button.minimum-width.buy-100" })
        #expect((example["expect"] as? [String: Any])?["source"] as? String == "passes")
        #expect(((example["verdict"] as? [String: Any])?["current"] as? [String: [String]]) == ["violates": ["apple-pay.button.minimum-width"]])
        let height = try #require((json["rules"] as! [[String: Any]]).first { $0["id"] as? String == "apple-pay.button.minimum-height" })
        #expect(height["editions"] as? [String] == ["current"])
        #expect(height["source"] is NSNull)
    }

    @Test func perEditionExpectationsAreVerifiedInEachEdition() throws {
        func errors(_ examples: String) throws -> [String] {
            let scratch = try project(examples: good + examples)
            defer { scratch.cleanUp() }
            let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
            let found = failure.diagnostics.filter { $0.severity == .error }.map(\.description)
            return found
        }
        // Written once, but the editions disagree: the error gives both verdicts and the form to write.
        #expect(try errors(byEdition.replacingOccurrences(of: "expect:\n    source: passes\n    current:\n      violates: [apple-pay.button.minimum-width]\n", with: "expect: passes\n")) == [
            "content/examples/apple-pay.yml:22:11: error: example 'apple-pay.button.minimum-width.buy-100' is judged differently by the editions (source document: passes; current guidance: violates apple-pay.button.minimum-width (Width 100 pt is below the minimum width of 140 pt for the “Buy with Apple Pay” button (current guidance; source document: 32 pt))), but its 'expect' is written once for both: write 'expect: {source: passes, current: {violates: [apple-pay.button.minimum-width]}}'",
        ])
        // Per edition, and wrong in one: that edition is named.
        #expect(try errors(byEdition.replacingOccurrences(of: "width: 100\n", with: "width: 140\n")) == [
            "content/examples/apple-pay.yml:23:5: error: example 'apple-pay.button.minimum-width.buy-100' in the current guidance: does not violate apple-pay.button.minimum-width",
        ])
        // A verdict for one edition only, an edition that does not exist, a rule one edition lacks.
        #expect(try errors(byEdition.replacingOccurrences(of: "    current:\n      violates: [apple-pay.button.minimum-width]\n", with: "")) == [
            "content/examples/apple-pay.yml:23:5: error: 'expect' by edition needs a verdict for every edition; 'current' is missing",
        ])
        #expect(try errors(byEdition.replacingOccurrences(of: "    current:\n", with: "    today:\n")) == [
            "content/examples/apple-pay.yml:25:7: error: 'expect' has an unknown edition 'today'; the editions are 'source' and 'current'",
        ])
        #expect(try errors(byEdition.replacingOccurrences(of: "source: passes", with: "source: {violates: [apple-pay.button.minimum-height]}")) == [
            "content/examples/apple-pay.yml:23:5: error: example 'apple-pay.button.minimum-width.buy-100' expects rule 'apple-pay.button.minimum-height' to be violated in the source document, which does not have that rule (it is current guidance only)",
            "content/examples/apple-pay.yml:23:5: error: example 'apple-pay.button.minimum-width.buy-100' in the source document: does not violate apple-pay.button.minimum-height",
        ])
    }

    /// The real site: every rule has a do and a don't, and every example gets the verdict it expects.
    @Test func realSiteExamplesCoverEveryRule() throws {
        var options = options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))
        options.strict = true
        let result = try SiteBuilder(options: options).generate()
        #expect(result.examples.count >= 2 * RuleBook.standard.rules.count)
        let mismatched = result.examples.filter { !$0.matchesExpectation }.map(\.example.id)
        #expect(mismatched.isEmpty)
        for rule in RuleBook.standard.rules {
            // In an edition that has the rule: a current-only rule's don't passes the source documents.
            let dont = result.examples.contains { result in
                result.matchesExpectation && rule.editions.contains { result.violatedRules(in: $0) == [rule.id.rawValue] }
            }
            let `do` = result.examples.contains { result in
                result.component?.kind == rule.component && rule.guidelines.contains(result.example.guideline)
                    && rule.editions.contains { result.violations(in: $0).isEmpty }
            }
            #expect(dont, "\(rule.id) has no example that violates it alone")
            #expect(`do`, "\(rule.id) has no passing example")
        }
    }
}

/// The index of which examples show each rule answers what `Example.exercises` answers, for every
/// rule of the book and every example of the site.
@Suite struct RuleExerciseTests {
    @Test func theIndexAgreesWithTheDefinition() throws {
        var diagnostics = Diagnostics()
        let examples = ExampleLoader(contentDirectory: Paths.content, displayRoot: "content").load(into: &diagnostics)
        #expect(examples.count > 100)
        let shown = RuleExercise(examples)
        for rule in RuleBook.standard.rules {
            #expect(shown.exercising(rule) == examples.indices.filter { examples[$0].exercises(rule) }, "\(rule.id)")
            for edition in Edition.allCases {
                let exercising = examples.filter { $0.exercises(rule, in: edition) }
                #expect(shown.hasFailing(rule, in: edition) == exercising.contains { $0.expectation(in: edition) != .passes }, "\(rule.id)")
                #expect(shown.hasPassing(rule, in: edition) == exercising.contains { $0.expectation(in: edition) == .passes }, "\(rule.id)")
            }
        }
    }
}

/// The definition `RuleExercise`'s table must agree with.
extension Example {
    /// Whether this example shows the rule in the edition: a "don't" that names it, or a "do" of the
    /// rule's component attached to one of the rule's guidelines.
    func exercises(_ rule: Rule, in edition: Edition) -> Bool {
        guard rule.applies(in: edition) else { return false }
        switch expectation(in: edition) {
        case .violates(let ids): return ids.contains(rule.id.rawValue)
        case .passes: return componentName == rule.component.rawValue && rule.guidelines.contains(guideline)
        }
    }

    func exercises(_ rule: Rule) -> Bool { Edition.allCases.contains { exercises(rule, in: $0) } }
}
