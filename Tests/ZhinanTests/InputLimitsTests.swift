import Foundation
import Testing
@testable import Zhinan

/// Input beyond `InputLimits` is a located error, never a crash, a hang or unbounded memory.
@Suite struct InputLimitsTests {
    static let path = "content/zh-hans/doc.md"
    static let levels = 100_000

    /// The first diagnostic of parsing `body` as the Markdown after three lines of front matter.
    func firstError(markdown body: String) -> (String?, [Block]) {
        var diagnostics = Diagnostics()
        let blocks = MarkdownParser().parse(body, path: Self.path, lineOffset: 3, into: &diagnostics)
        return (diagnostics.lines.first, blocks)
    }

    /// How deeply blocks nest in the converted tree.
    func depth(_ blocks: [Block]) -> Int {
        blocks.map { block in
            switch block {
            case .blockQuote(let children, _), .callout(_, let children, _): 1 + depth(children)
            case .list(_, _, _, let items, _): 1 + (items.map(depth).max() ?? 0)
            default: 0
            }
        }.max() ?? 0
    }

    @Test func deeplyNestedQuotesAreAnErrorAtTheFirstLevelTooMany() {
        let (error, blocks) = firstError(markdown: String(repeating: "> ", count: Self.levels) + "x\n")
        #expect(error == "content/zh-hans/doc.md:4:129: error: Markdown is nested 100000 levels deep (block quotes, lists, emphasis, links); at most 64 are allowed")
        #expect(depth(blocks) == InputLimits.markdownNesting)
    }

    @Test func deeplyNestedListsAreAnError() {
        let (error, blocks) = firstError(markdown: "intro\n\n" + String(repeating: "- ", count: Self.levels) + "x\n")
        #expect(error == "content/zh-hans/doc.md:6:129: error: Markdown is nested 100000 levels deep (block quotes, lists, emphasis, links); at most 64 are allowed")
        #expect(depth(blocks) == InputLimits.markdownNesting)
    }

    @Test func deeplyNestedEmphasisIsAnErrorAtItsParagraph() {
        let stars = String(repeating: "*", count: Self.levels)
        let (error, _) = firstError(markdown: "intro\n\n  " + stars + "x" + stars + "\n")
        #expect(error == "content/zh-hans/doc.md:6:3: error: Markdown is nested 50000 levels deep (block quotes, lists, emphasis, links); at most 64 are allowed")
    }

    @Test func nestingWithinTheLimitIsNoError() {
        let (error, blocks) = firstError(markdown: String(repeating: "> ", count: 64) + "x\n")
        #expect(error == nil)
        #expect(depth(blocks) == 64)
    }

    @Test func theWholePipelineSurvivesDeepNesting() {
        // Whatever the document parser reports, it returns a bounded tree instead of overflowing the stack.
        var diagnostics = Diagnostics()
        let text = "---\ntitle: T\n---\n" + String(repeating: "> - *", count: Self.levels) + "x\n"
        let document = parseDocument(text, &diagnostics)
        #expect(document.id == "doc")
    }

    @Test func anOversizedDocumentIsAnError() {
        let (error, blocks) = firstError(markdown: String(repeating: "字", count: InputLimits.documentBytes / 3 + 1))
        #expect(error == "content/zh-hans/doc.md:4:1: error: document is 4194306 bytes; at most 4194304 bytes are allowed")
        #expect(blocks.isEmpty)
    }

    @Test func linksOnOneLongLineAreLocatedInOrderAndQuickly() {
        let count = 20_000
        let line = (0..<count).map { _ in "[a](b.md)" }.joined(separator: " ")
        var diagnostics = Diagnostics()
        let start = Date()
        let blocks = MarkdownParser().parse(line, path: Self.path, lineOffset: 0, into: &diagnostics)
        #expect(Date().timeIntervalSince(start) < 10)
        guard case .paragraph(let inlines, _)? = blocks.first else { Issue.record("no paragraph"); return }
        let columns = inlines.compactMap { inline -> Int? in if case .link(_, _, _, let at) = inline { at.column } else { nil } }
        #expect(columns.count == count)
        #expect(columns.prefix(3) == [1, 11, 21])
    }

    @Test func aLineOfEscapesParsesInLinearTime() {
        // Half a million text nodes in one paragraph: joining them one by one was quadratic (28 s).
        let start = Date()
        let (error, blocks) = firstError(markdown: String(repeating: "\\*", count: 500_000) + "\n")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(error == nil)
        #expect(blocks == [.paragraph([.text(String(repeating: "*", count: 500_000))], SourceLocation(path: Self.path, line: 4))])
    }

    // MARK: YAML

    /// Nine aliases of nine aliases …: 9⁹ values in a few hundred bytes.
    static let aliasBomb = (["a: &a [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]"]
        + zip("bcdefghi", "abcdefgh").map { name, previous in
            "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]"
        }).joined(separator: "\n") + "\n"

    @Test func anAliasBombIsRefusedQuicklyWithBoundedMemory() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["bomb.yml": Self.aliasBomb])
        let start = Date()
        let run = try CLI.run(["lint", "bomb.yml"], in: scratch.url)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").first == "bomb.yml:6:14: error: YAML holds more than 250000 values once its aliases are expanded (the alias '*e' repeats 66430 of them); at most 250000 are allowed")
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #expect(usage.ru_maxrss < 512 * 1024, "the largest child used \(usage.ru_maxrss) KB")
    }

    @Test func anOversizedSpecFileIsRefusedUnread() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["big.yml": "component: app-clip\nnote: " + String(repeating: "a", count: InputLimits.yamlFileBytes) + "\n"])
        let run = try CLI.run(["lint", "big.yml"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").first == "big.yml:1:1: error: spec file is 1048603 bytes; at most 1048576 bytes are allowed")
    }

    @Test func deeplyNestedYAMLIsAnError() {
        var diagnostics = Diagnostics()
        let flow = String(repeating: "[", count: Self.levels) + String(repeating: "]", count: Self.levels)
        let block = String(repeating: "- ", count: Self.levels) + "x\n"
        #expect(SpecFile.parse(flow, path: "flow.yml", into: &diagnostics) == nil)
        #expect(SpecFile.parse(block, path: "block.yml", into: &diagnostics) == nil)
        #expect(diagnostics.lines == [
            "block.yml:1:129: error: YAML is nested 65 levels deep; at most 64 are allowed",
            "flow.yml:1:1: error: YAML is nested more than 64 levels deep; at most 64 are allowed",
        ])
    }

    @Test func anExamplesFileGoesThroughTheSameLimits() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["content/examples/bomb.yml": Self.aliasBomb])
        var diagnostics = Diagnostics()
        let examples = ExampleLoader(contentDirectory: scratch.url.appendingPathComponent("content"), displayRoot: "content")
            .load(into: &diagnostics)
        #expect(examples.isEmpty)
        #expect(diagnostics.lines.first?.hasPrefix("content/examples/bomb.yml:6:14: error: YAML holds more than 250000 values") == true)
    }

    @Test func siteSettingsGoThroughTheSameLimits() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["content/site.yml": Self.aliasBomb])
        var diagnostics = Diagnostics()
        _ = SiteConfig.load(contentDirectory: scratch.url.appendingPathComponent("content"), displayRoot: "content", into: &diagnostics)
        #expect(diagnostics.lines.first?.hasPrefix("content/site.yml:6:14: error: YAML holds more than 250000 values") == true)
    }

    @Test func theGlossaryGoesThroughTheSameLimits() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["content/glossary.yml": Self.aliasBomb])
        var diagnostics = Diagnostics()
        let glossary = GlossaryLoader(contentDirectory: scratch.url.appendingPathComponent("content"), displayRoot: "content")
            .load(into: &diagnostics)
        #expect(glossary.terms.isEmpty)
        #expect(diagnostics.lines.first?.hasPrefix("content/glossary.yml:6:14: error: YAML holds more than 250000 values") == true)
    }

    @Test func theGlossaryIsReadAsEveryContentFileIs() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        // Not UTF-8: located at the bad byte.
        try Data([0x2D, 0x20, 0x69, 0x64, 0x3A, 0x20, 0xFF, 0x0A]).write(to: content.appendingPathComponent("glossary.yml"))
        var diagnostics = Diagnostics()
        _ = GlossaryLoader(contentDirectory: content, displayRoot: "content").load(into: &diagnostics)
        #expect(diagnostics.lines.count == 1)
        #expect(diagnostics.lines.first?.hasPrefix("content/glossary.yml:1:7: error:") == true, "\(diagnostics.lines)")
        // A link out of the content directory is refused, not followed.
        try FileManager.default.removeItem(at: content.appendingPathComponent("glossary.yml"))
        try scratch.write(["outside.yml": "- id: secret\n  zh-hans: 秘密\n"])
        try FileManager.default.createSymbolicLink(at: content.appendingPathComponent("glossary.yml"), withDestinationURL: scratch.url.appendingPathComponent("outside.yml"))
        diagnostics = Diagnostics()
        let glossary = GlossaryLoader(contentDirectory: content, displayRoot: "content").load(into: &diagnostics)
        #expect(glossary.terms.isEmpty)
        #expect(diagnostics.lines.count == 1 && diagnostics.lines.first?.hasPrefix("content/glossary.yml") == true, "\(diagnostics.lines)")
        // None at all: an empty glossary, no problem.
        try FileManager.default.removeItem(at: content.appendingPathComponent("glossary.yml"))
        diagnostics = Diagnostics()
        #expect(GlossaryLoader(contentDirectory: content, displayRoot: "content").load(into: &diagnostics).terms.isEmpty)
        #expect(diagnostics.lines.isEmpty)
    }

    @Test func ordinaryYAMLWithAliasesIsWithinTheLimits() {
        #expect(YAMLLimits.problem(in: "base: &b {width: 140, height: 30}\nother: *b\nlist: [*b, *b]\n") == nil)
    }
}
