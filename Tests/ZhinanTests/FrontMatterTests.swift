import Testing
@testable import Zhinan

@Suite struct FrontMatterTests {
    func parse(_ text: String) -> (FrontMatterParser.Result, [String]) {
        var diagnostics = Diagnostics()
        let file = SourceFile(displayPath: "content/zh-hans/a.md", language: .zhHans, documentID: "a", text: text)
        let result = FrontMatterParser().parse(file, into: &diagnostics)
        return (result, diagnostics.lines)
    }

    @Test func readsEveryField() {
        let (result, problems) = parse("---\ntitle: Apple Pay\nsummary: 摘要\norder: 3\nsource: 000.txt\n---\n\n正文\n")
        #expect(problems.isEmpty)
        #expect(result.frontMatter == FrontMatter(title: "Apple Pay", summary: "摘要", order: 3, source: "000.txt"))
        #expect(result.bodyLineOffset == 6)
        #expect(result.body == "\n正文\n")
    }

    @Test func missingFrontMatter() {
        let (result, problems) = parse("# 标题\n")
        #expect(result.frontMatter == nil)
        #expect(problems == ["content/zh-hans/a.md:1:1: error: missing front matter: a content file starts with '---', a YAML block with 'title:', and '---'"])
    }

    @Test func unclosedFrontMatter() {
        let (_, problems) = parse("---\ntitle: x\n")
        #expect(problems == ["content/zh-hans/a.md:1:1: error: front matter is not closed: add a line '---' after its last field"])
    }

    @Test func malformedYAMLIsLocatedInTheFile() {
        let (result, problems) = parse("---\ntitle: ok\nsummary: \"unterminated\n---\n")
        #expect(result.frontMatter == nil)
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("content/zh-hans/a.md:3:"))
        #expect(problems[0].contains("error: malformed front matter: "))
    }

    @Test func missingTitle() {
        let (result, problems) = parse("---\nsummary: 没有标题\n---\n")
        #expect(result.frontMatter == nil)
        #expect(problems == ["content/zh-hans/a.md:1:1: error: missing title: add 'title: …' to the front matter"])
    }

    @Test func emptyTitleUnknownFieldAndBadOrderAreAllReported() {
        let (_, problems) = parse("---\ntitle: \"\"\ntitel: typo\norder: first\n---\n")
        #expect(problems == [
            "content/zh-hans/a.md:2:8: error: missing title: add 'title: …' to the front matter",
            "content/zh-hans/a.md:3:1: error: unknown front-matter field 'titel'; known fields: title, summary, order, source, origin-title, origin-url, reviewed",
            "content/zh-hans/a.md:4:8: error: front-matter field 'order' must be a whole number",
        ])
    }

    @Test func titleMustBeText() {
        let (_, problems) = parse("---\ntitle:\n  - a\n  - b\n---\n")
        #expect(problems == ["content/zh-hans/a.md:3:3: error: front-matter field 'title' must be text"])
    }

    /// The parser finds its lines by newline bytes and slices the body out of the text; it splits
    /// exactly where splitting the text into lines of characters and joining them again did.
    @Test func theBodyIsCutWhereSplittingTheLinesCutIt() {
        let pieces = ["---", "--- ", "---\t", " ---", "----", "title: 甲", "title: \"a\u{301}\"", "order: 2", "", "正文 **粗**", "e\u{301}", "🇨🇳", "- 项"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...7, using: &generator)
            var text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: "\n")
            if Bool.random(using: &generator) { text += "\n" }
            let (result, problems) = parse(text)
            // The way it was: every line split off and the body joined again.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.first?.trimmingTrailingWhitespace != "---" {
                #expect(result.body == text && result.bodyLineOffset == 0, "\(text.debugDescription)")
            } else if let close = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingWhitespace == "---" }) {
                #expect(result.body == lines[(close + 1)...].joined(separator: "\n"), "\(text.debugDescription)")
                #expect(result.bodyLineOffset == close + 1, "\(text.debugDescription)")
                let yaml = lines[1..<close].joined(separator: "\n")
                var diagnostics = Diagnostics()
                let file = SourceFile(displayPath: "content/zh-hans/a.md", language: .zhHans, documentID: "a", text: "---\n\(yaml)\n---\n")
                let alone = FrontMatterParser().parse(file, into: &diagnostics)
                #expect(result.frontMatter == alone.frontMatter && problems == diagnostics.lines, "\(text.debugDescription)")
            } else {
                #expect(result.body == "" && result.bodyLineOffset == lines.count, "\(text.debugDescription)")
            }
        }
    }
}
