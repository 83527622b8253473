import Foundation
import Testing
@testable import Zhinan

/// Pages that list every document stay bounded on a large site, and look as they always did on a
/// small one (the real site's pages are covered by the browser tests).
@Suite struct ListingTests {
    /// 205 Chinese documents of five guidelines each; the last ten translated into English, each
    /// without its last guideline, so every translation needs attention.
    static let built: Result<SiteBuilder.Result, Error> = Result {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        var files = ["content/site.yml": "base-url: https://example.org/\n"]
        for d in 0..<205 {
            var text = "---\ntitle: 文档 \(d)\norder: \(d)\n---\n\n引言。\n"
            for g in 0..<5 { text += "\n{#doc-\(d).g\(g)}\n**第 \(g) 条。**说明。\n" }
            files["content/zh-hans/doc-\(d).md"] = text
            if d >= 195 {
                var english = "---\ntitle: Document \(d)\norder: \(d)\n---\n\nIntroduction.\n"
                for g in 0..<4 { english += "\n{#doc-\(d).g\(g)}\n**Rule \(g).** Explanation.\n" }
                files["content/en/doc-\(d).md"] = english
            }
        }
        try scratch.write(files)
        return try SiteBuilder(options: options(content: scratch.url.appendingPathComponent("content"),
                                                output: URL(fileURLWithPath: "/unused"))).generate()
    }

    func titles(_ page: String) -> [String] {
        page.matches(of: /<a class="document-title" href="[^"]+">([^<]+)<\/a>/).map { String($0.output.1) }
    }

    @Test func aLongListOfDocumentsIsPaged() throws {
        let output = try Self.built.get().output
        let first = try #require(output.text("zh-hans/index.html"))
        #expect(titles(first).count == 100)
        #expect(titles(first).first == "文档 0")
        #expect(first.contains("<nav class=\"pagination\" aria-label=\"文档列表分页\">"))
        #expect(first.contains("<p>第 1 页，共 3 页</p>"))
        #expect(first.contains("<a rel=\"next\" href=\"index.2.html\">下一页</a>"))
        #expect(first.contains("<span aria-current=\"page\">1</span>"))
        let last = try #require(output.text("zh-hans/index.3.html"))
        #expect(titles(last) == (200..<205).map { "文档 \($0)" })
        #expect(last.contains("<a rel=\"prev\" href=\"index.2.html\">上一页</a>"))
        #expect(!last.contains("rel=\"next\""))
        #expect(!last.contains("hreflang=\"x-default\""), "a further page has no alternates")
        #expect(output.text("zh-hans/index.4.html") == nil)
        #expect(output.text("sitemap.xml")!.contains("<loc>https://example.org/zh-hans/index.3.html</loc>"))
    }

    @Test func theReadingOrderAndTheLanguageChooserSayHowManyMore() throws {
        let output = try Self.built.get().output
        let start = try #require(output.text("zh-hans/start.html"))
        #expect(titles(start).count == Listing.shortList)
        #expect(start.contains("<p class=\"more\"><a href=\"../zh-hans/index.html\">…… 另有 185 份文档，见首页的文档列表。</a></p>"))
        let root = try #require(output.text("index.html"))
        #expect(root.matches(of: /<li><a href="zh-hans\/doc-/).count == Listing.shortList)
        #expect(root.contains("另有 185 份文档"))
    }

    @Test func theTranslationStatusListsWhatNeedsAttention() throws {
        let output = try Self.built.get().output
        let status = try #require(output.text("zh-hans/translations.html"))
        #expect(status.contains("205 份译文中，0 份已完整翻译并审阅，205 份需要处理。"))
        #expect(status.matches(of: /<tr id="en-doc-/).count == Listing.attentionLimit)
        #expect(status.contains("<nav class=\"pagination\" aria-label=\"翻译列表分页\">"))
        #expect(status.contains("<a rel=\"next\" href=\"translations.2.html\">下一页</a>"))
        let second = try #require(output.text("zh-hans/translations.2.html"))
        #expect(second.matches(of: /<tr id="en-doc-/).count == 5)
        #expect(second.contains("<a rel=\"prev\" href=\"translations.html\">上一页</a>"))
        #expect(output.text("zh-hans/translations.3.html") == nil)
    }

    /// A translation's notice links to its row on the status page that lists it: past the first
    /// page's two hundred rows, that is a further page, never a row no page has.
    @Test func everyNoticeLinksToARowThatExists() throws {
        let output = try Self.built.get().output
        var links = 0
        for path in output.paths where path.hasPrefix("en/doc-") && path.hasSuffix(".html") && !path.contains(".checklist") {
            let page = try #require(output.text(path))
            for match in page.matches(of: /href="\.\.\/(en\/translations(?:\.\d+)?\.html)#([^"]+)"/) {
                links += 1
                let target = try #require(output.text(String(match.output.1)), "\(path) links to \(match.output.1), which no page is")
                #expect(target.contains("<tr id=\"\(match.output.2)\">"), "\(path): no row \(match.output.2) on \(match.output.1)")
            }
        }
        #expect(links == 10)
        #expect(output.text("en/doc-204.html")!.contains("href=\"../en/translations.2.html#en-doc-204\""))
    }

    @Test func theRulesIndexListsTheMachineCheckedGuidelines() throws {
        let output = try Self.built.get().output
        let rules = try #require(output.text("zh-hans/rules.html"))
        #expect(!rules.contains("doc-0.g0"), "1,025 guidelines no rule checks are not listed one by one")
        #expect(rules.contains("1025 条指南不能机检：每份文档的检查清单都列出了它们。"))
    }

    @Test func aSmallSiteListsEverything() throws {
        let result = try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"))).generate()
        let home = try #require(result.output.text("zh-hans/index.html"))
        #expect(!home.contains("pagination"))
        #expect(!result.output.text("zh-hans/start.html")!.contains("class=\"more\""))
        #expect(!result.output.text("zh-hans/translations.html")!.contains("class=\"more\""))
        #expect(result.output.paths.filter { $0.contains("/index.") && $0 != "zh-hans/index.html" && $0 != "en/index.html" }.isEmpty)
    }
}
