import Foundation
import Testing
@testable import Zhinan
import ZhinanRules

/// `content/unchecked.yml`: every guideline is checked by a rule or has a stated reason; the file's
/// mistakes are located errors, and the reasons reach the rules index, the checklists and rules.json.
@Suite struct CoverageTests {
    /// The good fixture (its four guidelines have their reasons) and an Apple Pay document with one
    /// guideline a rule checks and one no rule checks, and a reasons file as given.
    func project(reasons: String?) throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        var files = [
            "content/zh-hans/apple-pay.md": """
                ---
                title: Apple Pay
                ---
                {#apple-pay.button.minimum-width}
                **保持最小宽度。**所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。

                {#apple-pay.text.app-store-guidelines}
                **在宣传您应用的Apple Pay使用时,请遵循App Store指南。**

                """,
        ]
        let fixtureReasons = try String(contentsOf: Paths.fixture("good/content/unchecked.yml"), encoding: .utf8)
        if let reasons { files["content/unchecked.yml"] = fixtureReasons + reasons }
        try scratch.write(files)
        if reasons == nil { try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("content/unchecked.yml")) }
        return scratch
    }

    func generate(_ scratch: Scratch, strict: Bool = false) throws -> SiteBuilder.Result {
        var options = options(content: scratch.url.appendingPathComponent("content"), output: URL(fileURLWithPath: "/unused"))
        options.strict = strict
        return try SiteBuilder(options: options).generate()
    }

    /// The problems of a build about coverage (not the examples this project leaves out).
    func problems(_ reasons: String?, strict: Bool = false) throws -> [String] {
        let scratch = try project(reasons: reasons)
        defer { scratch.cleanUp() }
        do {
            let result = try generate(scratch, strict: strict)
            return result.diagnostics.map(\.description).filter { !$0.contains("example") && !$0.contains("translation") }
        } catch let failure as BuildFailure {
            return failure.diagnostics.map(\.description).filter { !$0.contains("example") && !$0.contains("translation") }
        }
    }

    static let other = """
          other-document:
            zh-hans: 指向另一份文件
            zh-hant: 指向另一份文件
            en: points to another document

        """

    @Test func reasonsReachTheIndexTheChecklistAndRulesJSON() throws {
        let scratch = try project(reasons: nil)
        defer { scratch.cleanUp() }
        try scratch.write(["content/unchecked.yml": """
            reasons:
              fixture: {zh-hans: 测试用的指南, zh-hant: 測試用的指南, en: a test fixture's guideline}
            \(Self.other)guidelines:
              buttons.size.minimum-width: fixture
              buttons.size.clear-space: fixture
              buttons.style.contrast: fixture
              marks.usage.not-a-button: fixture
              apple-pay.text.app-store-guidelines: other-document

            """])
        let result = try generate(scratch)
        #expect(!result.diagnostics.contains { $0.message.contains("reason") }, "\(result.diagnostics)")
        let index = try #require(result.output.text("en/rules.html"))
        #expect(index.contains("<span class=\"muted\">not machine-checked</span><span class=\"reason\">: points to another document</span>"))
        #expect(index.contains("5 with a stated reason"))
        #expect(!index.contains("neither checked nor explained"))
        let zh = try #require(result.output.text("zh-hans/rules.html"))
        #expect(zh.contains("<span class=\"reason\">：指向另一份文件</span>"))
        let checklist = try #require(result.output.text("zh-hans/apple-pay.checklist.html"))
        #expect(checklist.contains("<span class=\"reason\"> — 指向另一份文件</span>"))
        let json = try JSONSerialization.jsonObject(with: Data(result.output.text("rules.json")!.utf8)) as! [String: Any]
        // Written one guideline at a time, the text is what the whole value encodes to.
        var ignored = Diagnostics()
        let reasons = UncheckedReasonsLoader(contentDirectory: scratch.url.appendingPathComponent("content"), displayRoot: "content",
                                             languages: result.outline.configured).load(into: &ignored)
        let rules = RulesJSON(site: result.outline, book: .standard, examples: result.examples, phrasebook: Phrasebook(catalogs: []), reasons: reasons)
        #expect(rules.text() == rules.value().encoded(pretty: true) + "\n")
        #expect(rules.text().contains("\"other-document\""))
        let guidelines = json["guidelines"] as! [[String: Any]]
        let store = try #require(guidelines.first { $0["id"] as? String == "apple-pay.text.app-store-guidelines" })
        let reason = try #require(store["reason"] as? [String: Any])
        #expect(reason["id"] as? String == "other-document")
        #expect((reason["text"] as? [String: String])?["zh-hant"] == "指向另一份文件")
        let width = try #require(guidelines.first { $0["id"] as? String == "apple-pay.button.minimum-width" })
        #expect(width["reason"] is NSNull)
    }

    @Test func aGuidelineNeitherCheckedNorExplainedIsReportedWhereItIsWritten() throws {
        // No file at all: one line for them all (a large site is not flooded), naming the first.
        let none = try problems(nil)
        #expect(none == [
            "content:1:1: warning: 5 guidelines are not checked by any rule and have no reason (the first: 'buttons.size.minimum-width', content/zh-hans/buttons.md:11:1); write content/unchecked.yml to say why no model can judge each",
        ], "\(none)")
        // The fixture's file, without the Apple Pay guideline: that one alone; an error under --strict.
        #expect(try problems("") == [
            "content/zh-hans/apple-pay.md:7:1: warning: guideline 'apple-pay.text.app-store-guidelines' is not checked by any rule and has no reason in content/unchecked.yml (say why no model can judge it)",
        ])
        #expect(try problems("", strict: true) == [
            "content/zh-hans/apple-pay.md:7:1: error: guideline 'apple-pay.text.app-store-guidelines' is not checked by any rule and has no reason in content/unchecked.yml (say why no model can judge it)",
        ])
    }

    /// Every mistake of the file is an error at its line and column, all of them in one run.
    @Test func mistakesInTheFileAreLocatedErrors() throws {
        let scratch = try project(reasons: nil)
        defer { scratch.cleanUp() }
        try scratch.write(["content/unchecked.yml": """
            reasons:
              fixture: {zh-hans: 测试用的指南, zh-hant: 測試用的指南, en: a test fixture's guideline}
              half-written: {zh-hans: 只有中文, fr: pas de français}
              unused: {zh-hans: 没用上, zh-hant: 沒用上, en: given to none}
            guidelines:
              buttons.size.minimum-width: fixture
              buttons.size.clear-space: fixture
              buttons.style.contrast: fixture
              marks.usage.not-a-button: fixture
              apple-pay.text.app-store-guidelines: taste
              apple-pay.button.minimum-width: fixture
              apple-pay.nowhere: fixture
            colour: blue

            """])
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
        let coverage = failure.diagnostics.map(\.description).filter { $0.hasPrefix("content/unchecked.yml") || $0.contains("is not checked by any rule") }
        #expect(coverage == [
            "content/unchecked.yml:3:3: error: reason 'half-written' has no 'en' text",
            "content/unchecked.yml:3:3: error: reason 'half-written' has no 'zh-hant' text",
            "content/unchecked.yml:3:3: warning: reason 'half-written' is given to no guideline",
            "content/unchecked.yml:3:33: error: reason 'half-written' has unknown language 'fr'; the site's languages are zh-hans, zh-hant, en",
            "content/unchecked.yml:4:3: warning: reason 'unused' is given to no guideline",
            "content/unchecked.yml:10:40: error: guideline 'apple-pay.text.app-store-guidelines' gives unknown reason 'taste'; the reasons are fixture, half-written, unused",
            "content/unchecked.yml:11:3: error: guideline 'apple-pay.button.minimum-width' is checked by rules 'apple-pay.button.minimum-width', 'apple-pay.button.minimum-height'; remove its reason",
            "content/unchecked.yml:12:3: error: 'apple-pay.nowhere' is not a guideline of any document",
            "content/unchecked.yml:13:1: error: unknown field 'colour'; unchecked.yml holds 'reasons:' and 'guidelines:'",
            "content/zh-hans/apple-pay.md:7:1: warning: guideline 'apple-pay.text.app-store-guidelines' is not checked by any rule and has no reason in content/unchecked.yml (say why no model can judge it)",
        ])
    }

    @Test func malformedYAMLIsAnErrorAtItsPlace() throws {
        let scratch = try project(reasons: nil)
        defer { scratch.cleanUp() }
        try scratch.write(["content/unchecked.yml": "reasons:\n  taste: {zh-hans: 审美\nguidelines: [\n"])
        let failure = try #require(throws: BuildFailure.self) { try generate(scratch) }
        let lines = failure.diagnostics.map(\.description).filter { $0.hasPrefix("content/unchecked.yml") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("content/unchecked.yml:3:") == true && lines.first?.contains("error: malformed unchecked.yml: ") == true, "\(lines)")
        // A guideline listed twice is refused by the YAML reader itself.
        try scratch.write(["content/unchecked.yml": "reasons:\n  taste: {zh-hans: 审美, zh-hant: 審美, en: taste}\nguidelines:\n  buttons.style.contrast: taste\n  buttons.style.contrast: taste\n"])
        let twice = try #require(throws: BuildFailure.self) { try generate(scratch) }
        #expect(twice.diagnostics.contains { $0.location.path == "content/unchecked.yml" && $0.message.contains("duplicate") && $0.message.contains("buttons.style.contrast") })
    }

    /// The real site: every guideline is checked or explained, and the counts add up.
    @Test func realSiteExplainsEveryUncheckedGuideline() throws {
        var options = options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))
        options.strict = true
        let result = try SiteBuilder(options: options).generate()
        let json = try JSONSerialization.jsonObject(with: Data(result.output.text("rules.json")!.utf8)) as! [String: Any]
        let guidelines = json["guidelines"] as! [[String: Any]]
        let unchecked = guidelines.filter { $0["checked"] as? Bool == false }
        #expect(!unchecked.isEmpty)
        #expect(unchecked.allSatisfy { $0["reason"] is [String: Any] }, "\(unchecked.filter { !($0["reason"] is [String: Any]) }.map { $0["id"]! })")
        #expect(guidelines.filter { $0["checked"] as? Bool == true }.allSatisfy { $0["reason"] is NSNull })
    }
}

/// The whole value, and the file as text, to compare the file written guideline by guideline with.
extension RulesJSON {
    func value() -> JSONValue {
        let guidelines = site.sourceDocuments.flatMap { document in document.guidelines.indices.map { guideline($0, of: document) } }
        return ["rules": .array(book.rules.map(rule)), "guidelines": .array(guidelines)]
    }

    func text() -> String { String(decoding: file(), as: UTF8.self) }
}
