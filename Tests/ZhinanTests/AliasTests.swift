import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanSearch

/// `content/aliases.yml`: renamed ids keep landing on their guideline. The fixture `aliases` is the
/// `good` fixture after two renames (a guideline, `buttons.size.minimum-width` → `…min-width`, and a
/// heading, `buttons.style` → `buttons.styles`), with its translation lock still under the old ids
/// and links still written to them.
@Suite struct AliasTests {
    static let fixture = Paths.fixture("aliases/content")

    func generate(_ content: URL = fixture, strict: Bool = false) throws -> SiteBuilder.Result {
        var options = options(content: content, output: URL(fileURLWithPath: "/unused"))
        options.strict = strict
        return try SiteBuilder(options: options).generate()
    }

    /// A copy of the fixture whose aliases file reads `aliases`.
    func withAliases(_ aliases: String, _ scratch: Scratch) throws -> URL {
        let content = try scratch.copy(Self.fixture, to: "content")
        try Data(aliases.utf8).write(to: content.appendingPathComponent(IDAliases.fileName))
        return content
    }

    // MARK: The file

    @Test func aliasesAreReadWithWhereEachIsWritten() {
        var diagnostics = Diagnostics()
        let aliases = IDAliases.parse("# renamed\na.one: a.first   # why\n\"a.two\": a.second\n", path: "content/aliases.yml", into: &diagnostics)
        #expect(diagnostics.lines.isEmpty)
        #expect(aliases.entries.map(\.old) == ["a.one", "a.two"])
        #expect(aliases.target(of: "a.one") == "a.first" && aliases.target(of: "a.first") == nil)
        #expect(aliases.aliases(of: "a.second") == ["a.two"])
        #expect(aliases.alias("a.two")?.location.description == "content/aliases.yml:3:1")
        #expect(aliases.alias("a.two")?.targetLocation.description == "content/aliases.yml:3:10")
        // An empty file, or one of comments only, has no aliases and no problem.
        #expect(IDAliases.parse("# nothing renamed yet\n", path: "content/aliases.yml", into: &diagnostics).entries.isEmpty)
        #expect(diagnostics.lines.isEmpty)
    }

    @Test func aMalformedFileIsAnErrorAtItsLineAndColumn() {
        func problems(_ text: String) -> [String] {
            var diagnostics = Diagnostics()
            _ = IDAliases.parse(text, path: "content/aliases.yml", into: &diagnostics)
            return diagnostics.lines
        }
        #expect(problems("- a.one\n- a.two\n") == ["content/aliases.yml:1:1: error: malformed aliases: expected lines 'old-id: new-id'"])
        #expect(problems("a.one: a.first\na.two: [a.second]\n")
            == ["content/aliases.yml:2:8: error: malformed alias: expected 'old-id: new-id', both ids as plain text"])
        #expect(problems("a.one: a.first\na.two: a.second\na.one: a.third\n")
            == ["content/aliases.yml:3:1: error: 'a.one' is listed twice; an old id lands on one guideline"])
        #expect(problems("a.one: 'a.first\n").first?.hasPrefix("content/aliases.yml:2:1: error: malformed aliases: ") == true)
    }

    // MARK: The link checker

    @Test func aBrokenAliasIsAnErrorAtItsLineAndColumnAndNothingIsWritten() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try withAliases("""
            buttons.size.minimum-width: buttons.size.min-width
            buttons.size.clear-space: buttons.size.min-width
            buttons.size.width: buttons.size.widest
            buttons.size.old: buttons.size.minimum-width
            buttons.min-width: marks.usage.not-a-button
            buttons.style: buttons.styles

            """, scratch)
        let failure = try #require(throws: BuildFailure.self) { try generate(content) }
        #expect(failure.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "content/aliases.yml:2:1: error: alias 'buttons.size.clear-space' is a live id (defined at content/zh-hans/buttons.md:14:1); "
                + "an alias keeps an id that no longer exists: remove the line, or rename the guideline first",
            "content/aliases.yml:3:21: error: alias 'buttons.size.width' points to 'buttons.size.widest', which no guideline or heading has; "
                + "write the id it was renamed to",
            "content/aliases.yml:4:19: error: alias 'buttons.size.old' points to 'buttons.size.minimum-width', which is itself an alias "
                + "(of 'buttons.size.min-width'); point it at 'buttons.size.min-width'",
            "content/aliases.yml:5:1: error: alias: id 'buttons.min-width' must start with its document id 'marks.' (the document of "
                + "'marks.usage.not-a-button'); an old id keeps working only on its guideline's own page",
        ])
    }

    @Test func aLinkToAnOldIdLandsOnTheNewOneAndStrictSuggestsIt() throws {
        let result = try generate()
        #expect(result.diagnostics.isEmpty)
        let zh = try #require(result.output.text("zh-hans/buttons.html"))
        #expect(zh.contains("参见<a href=\"#buttons.size.min-width\">最小宽度</a>"), "rewritten to the id it became")
        let marks = try #require(result.output.text("zh-hans/marks.html"))
        #expect(marks.contains("<a href=\"../en/buttons.html#buttons.styles\">"))
        let strict = try generate(strict: true)
        #expect(strict.diagnostics.map(\.description) == [
            "content/zh-hans/buttons.md:15:30: warning: link to 'buttons.size.minimum-width', which was renamed to 'buttons.size.min-width' "
                + "(content/aliases.yml:2:1); link to 'buttons.size.min-width'",
            "content/zh-hans/marks.md:7:23: warning: link to 'buttons.style', which was renamed to 'buttons.styles' "
                + "(content/aliases.yml:3:1); link to 'buttons.styles'",
        ])
    }

    @Test func anExampleAttachedToAnOldIdIsShownUnderTheNewOne() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try scratch.copy(Self.fixture, to: "content")
        try scratch.write(["content/examples/buttons.yml": """
            - id: buttons.size.minimum-width.at-minimum
              guideline: buttons.size.minimum-width
              caption: {zh-hans: 宽 140 pt, zh-hant: 寬 140 pt, en: 140 pt wide}
              expect: passes
              component: apple-pay-button
              style: black
              width: 140
              height: 30
              clear-space: 3

            """])
        let result = try generate(content)
        #expect(result.examples.map(\.example.guideline) == ["buttons.size.min-width"])
        let page = try #require(result.output.text("en/buttons.html"))
        let section = try #require(page.components(separatedBy: "<section class=\"guideline\" id=\"buttons.size.min-width\">").last)
        #expect(section.components(separatedBy: "</section>")[0].contains("id=\"example-buttons.size.minimum-width.at-minimum\""))
        let strict = try generate(content, strict: true)
        #expect(strict.diagnostics.map(\.description).contains(
            "content/examples/buttons.yml:1:3: warning: example 'buttons.size.minimum-width.at-minimum' is attached to "
                + "'buttons.size.minimum-width', which was renamed to 'buttons.size.min-width'; write 'guideline: buttons.size.min-width'"))
    }

    // MARK: The pages

    @Test func everyPageOfTheGuidelineKeepsAnAnchorWithTheOldId() throws {
        let output = try generate().output
        for page in ["zh-hans/buttons.html", "en/buttons.html"] {
            let html = try #require(output.text(page))
            #expect(html.contains("<section class=\"guideline\" id=\"buttons.size.min-width\">\n<span class=\"alias-anchor\" id=\"buttons.size.minimum-width\"></span>\n"), "\(page)")
            #expect(html.contains("<h2 id=\"buttons.styles\"><span class=\"alias-anchor\" id=\"buttons.style\"></span>"), "\(page)")
            #expect(html.components(separatedBy: "id=\"buttons.size.minimum-width\"").count == 2, "\(page): once")
        }
        // Side by side, the anchor is on the row: the cells carry no ids of their own.
        let bilingual = try #require(output.text("zh-hans/buttons.bilingual-en.html"))
        #expect(bilingual.contains("id=\"buttons.size.min-width\">\n<span class=\"alias-anchor\" id=\"buttons.size.minimum-width\"></span>\n"))
        #expect(bilingual.components(separatedBy: "id=\"buttons.size.minimum-width\"").count == 2)
        #expect(bilingual.components(separatedBy: "id=\"buttons.style\"").count == 2)
        // A document without renamed ids has no alias anchors.
        let marks = try #require(output.text("en/marks.html"))
        #expect(!marks.contains("alias-anchor"))
    }

    // MARK: Search

    @Test func searchFindsTheGuidelineByItsOldIdAndItsNewOne() throws {
        let result = try generate()
        let records = SearchRecord.records(in: result.site)
        let number = try #require(records.firstIndex { $0.anchor == "buttons.size.min-width" })
        let terms = SearchIndexTests().postings(result.output)
        #expect(terms["#buttons.size.minimum-width"] == [number])
        #expect(terms["#buttons.size.min-width"] == [number])
        let heading = try #require(records.firstIndex { $0.anchor == "buttons.styles" })
        #expect(terms["#buttons.style"] == [heading])
        // Ids are filed by the whole id, as the browser looks them up, not by their first letters.
        #expect(SearchIndex.shardKey(of: "#buttons.size.minimum-width") == "#buttons.size.minimum-width")
    }

    // MARK: Translations

    @Test func reviewsUnderTheOldIdCountForTheNewOneAndMoveToItWhenAccepted() throws {
        let result = try generate(strict: true)
        #expect(result.translations.entries.allSatisfy { $0.isComplete }, "the lock still says buttons.size.minimum-width and buttons.style")
        let old = TranslationLock.Key(language: .en, document: "buttons", segment: "buttons.size.minimum-width")
        let new = TranslationLock.Key(language: .en, document: "buttons", segment: "buttons.size.min-width")
        #expect(result.lock.fingerprints[old] != nil && result.lock.fingerprints[new] == nil)
        // Accepting anything rewrites the lock: the review moves to the new id as it was.
        let (accepted, unmatched) = result.translations.accepting(["en/marks"], in: result.lock)
        #expect(unmatched.isEmpty)
        #expect(accepted.fingerprints[new] == result.lock.fingerprints[old])
        #expect(accepted.fingerprints[old] == nil)
        #expect(accepted.fingerprints[TranslationLock.Key(language: .en, document: "buttons", segment: "buttons.styles")]
                == result.lock.fingerprints[TranslationLock.Key(language: .en, document: "buttons", segment: "buttons.style")])
    }

    @Test func aReviewMayBeAcceptedUnderTheOldId() throws {
        let result = try generate()
        let (accepted, unmatched) = result.translations.accepting(["en/buttons#buttons.size.minimum-width"], in: result.lock)
        #expect(unmatched.isEmpty)
        #expect(accepted.fingerprints[TranslationLock.Key(language: .en, document: "buttons", segment: "buttons.size.min-width")] != nil)
    }

    @Test func anOutdatedTranslationStaysOutdatedAcrossTheRename() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try scratch.copy(Self.fixture, to: "content")
        let source = content.appendingPathComponent("zh-hans/buttons.md")
        let text = try String(contentsOf: source, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "最小宽度都为32pt", with: "最小宽度都为33pt").utf8).write(to: source)
        let result = try generate(content)
        let entry = try #require(result.translations.entries.first { $0.source.id == "buttons" })
        #expect(entry.outdated == ["buttons.size.min-width"])
        let (accepted, _) = result.translations.accepting(["en/marks"], in: result.lock)
        let moved = accepted.fingerprints[TranslationLock.Key(language: .en, document: "buttons", segment: "buttons.size.min-width")]
        #expect(moved == result.lock.fingerprints[TranslationLock.Key(language: .en, document: "buttons", segment: "buttons.size.minimum-width")],
                "moved as it was, not accepted")
    }
}
