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
    # A do and a don't.
    - id: apple-pay.button.minimum-width.at-minimum
      guideline: apple-pay.button.minimum-width
      expect: passes
      component: apple-pay-button
      style: black
      width: 32
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

    @Test func examplesAreJudgedAndShownWithTheComputedVerdict() throws {
        let scratch = try project(examples: good)
        defer { scratch.cleanUp() }
        let result = try generate(scratch)
        #expect(result.examples.map(\.matchesExpectation) == [true, true])
        #expect(result.examples[1].violatedRules == ["apple-pay.button.minimum-width"])
        let page = try #require(result.output.text("zh-hans/apple-pay.html"))
        #expect(page.contains("<p class=\"rule-line\">规则： <a href=\"../zh-hans/rules.html#apple-pay.button.minimum-width\""))
        #expect(page.contains("<figure class=\"example example-do\" id=\"example-apple-pay.button.minimum-width.at-minimum\">"))
        #expect(page.contains("<pre class=\"spec\"><code>component: apple-pay-button\nstyle: black\nwidth: 32\nheight: 30\nclear-space: 3\n</code></pre>"))
        #expect(page.contains("<span class=\"verdict-label\">本次构建的判定：</span> 违反 apple-pay.button.minimum-width</p>"))
        #expect(page.contains("宽度 28 pt，小于最小宽度 32 pt"))
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
        let broken = good.replacingOccurrences(of: "width: 32\n", with: "width: 30\n")
        let scratch = try project(examples: broken)
        defer { scratch.cleanUp() }
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
        #expect(failure.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "content/examples/apple-pay.yml:4:11: error: example 'apple-pay.button.minimum-width.at-minimum' should pass but violates apple-pay.button.minimum-width (Width 30 pt is below the minimum width of 32 pt)",
        ])
    }

    @Test func aDontMustViolateExactlyTheRulesItNames() throws {
        let broken = good.replacingOccurrences(of: "width: 28\n  height: 30\n  clear-space: 3", with: "width: 40\n  height: 30\n  clear-space: 1")
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
            "content/examples/apple-pay.yml:13:5: error: example 'apple-pay.button.minimum-width.at-minimum' does not violate apple-pay.button.width, and also violates apple-pay.button.minimum-width (Width 28 pt is below the minimum width of 32 pt)",
            "content/examples/apple-pay.yml:13:5: error: example 'apple-pay.button.minimum-width.at-minimum' expects unknown rule 'apple-pay.button.width'",
            "content/examples/apple-pay.yml:19:3: error: example 'apple-pay.button.minimum-width.mark' is attached to guideline 'apple-pay.button.nowhere' that no document has",
            "content/examples/apple-pay.yml:22:14: error: unknown component 'apple-pay-buttn'; known components: \(ComponentKind.allCases.map(\.rawValue).joined(separator: ", "))",
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

    /// The real site: every rule has a do and a don't, and every example gets the verdict it expects.
    @Test func realSiteExamplesCoverEveryRule() throws {
        var options = options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))
        options.strict = true
        let result = try SiteBuilder(options: options).generate()
        #expect(result.examples.count >= 2 * RuleBook.standard.rules.count)
        let mismatched = result.examples.filter { !$0.matchesExpectation }.map(\.example.id)
        #expect(mismatched.isEmpty)
        for rule in RuleBook.standard.rules {
            let dont = result.examples.contains { $0.violatedRules == [rule.id.rawValue] && $0.matchesExpectation }
            let `do` = result.examples.contains { $0.violations.isEmpty && $0.component?.kind == rule.component && rule.guidelines.contains($0.example.guideline) }
            #expect(dont, "\(rule.id) has no example that violates it alone")
            #expect(`do`, "\(rule.id) has no passing example")
        }
    }
}
