import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Zhinan

@Suite struct BuildTests {
    @Test func goodFixtureBuildsEveryPage() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let output = scratch.url.appendingPathComponent("public")
        try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: output)).build()
        let files = tree(output)
        // The search index's shards are SearchTests' business; here, one of each kind is enough.
        #expect(files["search/manifest.js"] != nil && files["search/t0.js"] != nil && files["search/r0-zh-hans.js"] != nil)
        #expect(files.keys.filter { !$0.hasPrefix("search/") }.sorted() == [
            ".zhinan-output", "404.html", "assets/drill.js", "assets/search.js", "assets/style.css", "assets/zhinan.js", "changes.json",
            "en/buttons.checklist.html", "en/buttons.html", "en/buttons.md", "en/changes.html", "en/index.html",
            "en/marks.checklist.html", "en/marks.html",
            "en/marks.md", "en/mockups.html", "en/rules.html", "en/search.html", "en/start.html", "en/translations.html",
            "index.html", "llms.txt", "rules.json", "sitemap.xml",
            "zh-hans/buttons.bilingual-en.html", "zh-hans/buttons.checklist.html", "zh-hans/buttons.html", "zh-hans/buttons.md",
            "zh-hans/changes.html", "zh-hans/index.html",
            "zh-hans/marks.bilingual-en.html", "zh-hans/marks.checklist.html", "zh-hans/marks.html", "zh-hans/marks.md", "zh-hans/mockups.html",
            "zh-hans/rules.html", "zh-hans/search.html", "zh-hans/start.html", "zh-hans/translations.html",
        ])
        // The Markdown copy: the document as written, its front matter a title, its ids as markers.
        let copy = String(decoding: files["zh-hans/buttons.md"]!, as: UTF8.self)
        #expect(copy.hasPrefix("# 按钮\n\n") && copy.contains("{#buttons.size.minimum-width}") && !copy.contains("title:"))
        let llms = String(decoding: files["llms.txt"]!, as: UTF8.self)
        #expect(llms.contains("(https://docs.example.com/guide/zh-hans/buttons.html) (简体中文, [Markdown](https://docs.example.com/guide/zh-hans/buttons.md))"))
        #expect(llms.contains("- [apple-pay.button.minimum-width](https://docs.example.com/guide/en/rules.html#apple-pay.button.minimum-width): "))
        let page = String(decoding: files["zh-hans/buttons.html"]!, as: UTF8.self)
        #expect(page.contains("<html lang=\"zh-Hans\">"))
        #expect(page.contains("<title>按钮 · 指南 Zhinan</title>"))
        // The header's search box sends its query to the language's results page.
        #expect(page.contains("action=\"../zh-hans/search.html\"") && page.contains("<input id=\"search-input\" name=\"q\""))
        // The results page is kept out of search engines' indexes; the pages it lists are not.
        #expect(String(decoding: files["zh-hans/search.html"]!, as: UTF8.self).contains("<meta name=\"robots\" content=\"noindex\">") && !page.contains("noindex"))
        // Every guideline is an element with its id and a visible permalink.
        for id in ["buttons.size.minimum-width", "buttons.size.clear-space", "buttons.style.contrast"] {
            #expect(page.contains("<section class=\"guideline\" id=\"\(id)\">"))
            #expect(page.contains("<a class=\"permalink\" href=\"#\(id)\""))
            #expect(page.contains("<code>\(id)</code>"))
        }
        #expect(page.contains("<h2 id=\"buttons.size\">大小"))
        #expect(page.contains("<a href=\"#buttons.size.minimum-width\">最小宽度</a>"))
        #expect(page.contains("<a href=\"../zh-hans/marks.html#marks.usage.not-a-button\">标记</a>"))
        #expect(page.contains("<aside class=\"callout callout-editor\" role=\"note\"><p class=\"callout-label\">编者注</p>"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://docs.example.com/guide/en/buttons.html\">"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://docs.example.com/guide/zh-hans/buttons.html\">"))
        #expect(page.contains("<a href=\"../en/buttons.html\" hreflang=\"en\" lang=\"en\" data-keep-hash>English</a>"))
        let english = String(decoding: files["en/buttons.html"]!, as: UTF8.self)
        #expect(english.contains("<html lang=\"en\">"))
        let marks = String(decoding: files["zh-hans/marks.html"]!, as: UTF8.self)
        #expect(marks.contains("<a href=\"../en/buttons.html#buttons.size\">英文版</a>"))
        #expect(marks.contains("<a href=\"https://developer.apple.com/design/\" rel=\"external noopener\">Apple</a>"))
    }

    @Test func pagesRequestNothingFromOtherHosts() throws {
        let output = try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"))).generate().output
        for path in output.paths where path.hasSuffix(".html") {
            let page = output.text(path)!
            // Resources a browser fetches on its own: stylesheets, scripts, images, frames, fonts.
            let fetched = page.matches(of: /<(?:link|script|img|iframe|source)\b[^>]*\b(?:src|href)="([^"]+)"[^>]*>/)
                .filter { !$0.output.0.contains("rel=\"alternate\"") && !$0.output.0.contains("rel=\"canonical\"") }
                .map { String($0.output.1) }
            #expect(fetched.allSatisfy { !$0.contains("://") && !$0.hasPrefix("//") }, "\(path): \(fetched)")
        }
        #expect(!output.text(PagePaths.stylesheet)!.contains("url("))
    }

    /// A site without a glossary, whose English title of one document is its Chinese one: the
    /// footer has no glossary link (it had `<a href="">`, a link to the page itself), and the
    /// side-by-side view's heading has no empty second title.
    @Test func partsAPageHasNothingForAreLeftOut() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try scratch.copy(Paths.fixture("good/content"), to: "content")
        let english = content.appendingPathComponent("en/marks.md")
        try Data(try String(contentsOf: english, encoding: .utf8).replacingOccurrences(of: "title: Marks", with: "title: 标记").utf8).write(to: english)
        let output = try SiteBuilder(options: options(content: content, output: URL(fileURLWithPath: "/unused"))).generate().output
        let pages = output.paths.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 20)
        for path in pages {
            let page = output.text(path)!
            #expect(!page.contains("href=\"\""), "\(path)")
            #expect(!page.contains("glossary.html"), "\(path)")
        }
        let pair = output.text("zh-hans/marks.bilingual-en.html")!
        #expect(pair.contains("<h1>标记</h1>"), "\(pair.firstMatch(of: /<h1>.*<\/h1>/).map { String($0.output) } ?? "no h1")")
        #expect(output.text("zh-hans/buttons.bilingual-en.html")!.contains("<h1>按钮 <span lang=\"en\">Buttons</span></h1>"))
    }

    @Test func sitemapListsEveryPageWithAlternates() throws {
        let output = try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"))).generate().output
        let sitemap = output.text("sitemap.xml")!
        let locations = sitemap.matches(of: /<loc>([^<]+)<\/loc>/).map { String($0.output.1) }
        // Every page a reader can land on, and nothing else: all HTML but the 404 page and the search
        // results pages (empty without a query), plus the root.
        let pages = output.paths.filter { $0.hasSuffix(".html") && $0 != "404.html" && $0 != "index.html" && !$0.hasSuffix("/search.html") && !$0.hasSuffix(".drill.html") }
        #expect(Set(locations) == Set(["https://docs.example.com/guide/"] + pages.map { "https://docs.example.com/guide/" + $0 }))
        #expect(locations.count == pages.count + 1)
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://docs.example.com/guide/en/buttons.html\"/>"))
        let xml = try XMLDocument(data: Data(sitemap.utf8))
        #expect(try xml.nodes(forXPath: "//*[local-name()='url']").count == pages.count + 1)
    }

    @Test func notFoundPageUsesLinksFromTheSiteRoot() throws {
        let output = try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"))).generate().output
        let page = output.text("404.html")!
        // Styled wherever it is served: the stylesheet is in the page, not linked.
        #expect(page.contains("<style>") && !page.contains("rel=\"stylesheet\""))
        #expect(page.contains("<a href=\"/guide/en/index.html\">Home</a>"))
        #expect(page.contains("找不到此页"))
    }

    @Test func twoBuildsGiveIdenticalBytes() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let first = scratch.url.appendingPathComponent("one"), second = scratch.url.appendingPathComponent("two")
        try SiteBuilder(options: options(content: Paths.content, output: first)).build()
        try SiteBuilder(options: options(content: Paths.content, output: second)).build()
        let a = tree(first), b = tree(second)
        #expect(a.count > 10)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a { #expect(b[path] == bytes, "\(path) differs between two builds") }
    }

    @Test func brokenFixtureReportsEveryProblemAtOnce() throws {
        let build = SiteBuilder(options: options(content: Paths.fixture("broken/content"), output: URL(fileURLWithPath: "/unused")))
        let failure = try #require(throws: BuildFailure.self) { try build.generate() }
        #expect(failure.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "content/en/notes.txt:1:1: error: not a Markdown document; content files end in .md",
            "content/fr:1:1: error: unknown language folder 'fr'; expected one of zh-hans, zh-hant, en (the languages of site.yml) or examples/",
            "content/zh-hans/bad-utf8.md:6:7: error: file is not valid UTF-8 (byte 0xFF)",
            "content/zh-hans/malformed.md:3:1: error: malformed front matter: did not find expected ',' or ']'",
            "content/zh-hans/no-front-matter.md:1:1: error: missing front matter: a content file starts with '---', a YAML block with 'title:', and '---'",
            "content/zh-hans/problems.md:10:1: error: duplicate id 'problems.first'; first defined at content/zh-hans/problems.md:7:1",
            "content/zh-hans/problems.md:13:1: error: id 'Problems_Bad' has characters outside [a-z0-9.-]: \"BP_\"",
            "content/zh-hans/problems.md:16:1: error: id 'other.prefix' must start with its document id 'problems.'",
            "content/zh-hans/problems.md:20:9: error: link to document 'zh-hans/missing.md' that does not exist",
            "content/zh-hans/problems.md:20:30: error: link to guideline 'problems.nowhere' that does not exist in zh-hans/problems.md",
            "content/zh-hans/problems.md:20:60: error: link scheme 'javascript:' is not allowed; use https:, http:, mailto: or a document link",
            "content/zh-hans/problems.md:23:13: error: raw HTML is not allowed in content; write Markdown",
            "content/zh-hans/problems.md:23:29: error: raw HTML is not allowed in content; write Markdown",
            "content/zh-hans/problems.md:23:41: error: raw HTML is not allowed in content; write Markdown",
            "content/zh-hans/problems.md:25:1: error: raw HTML is not allowed in content; write Markdown",
            "content/zh-hans/unreadable.md:1:1: error: symbolic link leads outside content/ (to /nonexistent/file.md); input files must lie inside it",
            "content/zh-hans/untitled.md:1:1: error: missing title: add 'title: …' to the front matter",
            "content/zh-hans/untitled.md:3:1: error: unknown front-matter field 'titel'; known fields: title, summary, order, source, origin-title, origin-url, reviewed",
        ])
    }

    @Test func templateErrorsAreLocated() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let templates = try scratch.copy(Paths.templates, to: "templates")
        try Data("{{#items}}\n<p>{{/nope}}</p>\n".utf8).write(to: templates.appendingPathComponent("home.mustache"))
        try FileManager.default.removeItem(at: templates.appendingPathComponent("assets/style.css"))
        var options = options(content: Paths.fixture("good/content"), output: scratch.url.appendingPathComponent("public"), templates: templates)
        options.templatesDisplay = "templates"
        let failure = try #require(throws: BuildFailure.self) { try SiteBuilder(options: options).generate() }
        #expect(failure.diagnostics.map(\.description) == [
            "templates/assets/style.css:1:1: error: the stylesheet is missing",
            "templates/home.mustache:2:4: error: template error: '{{/nope}}' closes no open section",
        ])
    }
}

@Suite struct AtomicWriteTests {
    /// A site already in place, to be protected.
    func previousSite(in scratch: Scratch) throws -> (URL, [String: Data]) {
        let output = scratch.url.appendingPathComponent("public")
        try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: output)).build()
        return (output, tree(output))
    }

    func leftovers(in scratch: Scratch) throws -> [String] {
        // The lock file stays (removing it would race with a build waiting on it), and so does the
        // build cache (what the last build knew, and the spare copy the next one brings up to date); nothing else may.
        try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
            .filter { !["public", ".public.lock", ".public.cache"].contains($0) }.sorted()
    }

    @Test func failedBuildLeavesThePreviousOutputUntouched() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let (output, before) = try previousSite(in: scratch)
        #expect(throws: BuildFailure.self) {
            try SiteBuilder(options: options(content: Paths.fixture("broken/content"), output: output)).build()
        }
        #expect(tree(output) == before)
        #expect(try leftovers(in: scratch).isEmpty)
    }

    /// Pages go to disk as they are rendered (`OutputSink`); a problem found only while rendering,
    /// after some pages are already written, still leaves the output as it was, cleanly built or
    /// updated, and the next good build gives the bytes of a clean one.
    @Test func aProblemFoundWhileRenderingLeavesThePreviousOutput() throws {
        for incremental in [false, true] {
            let scratch = try Scratch()
            defer { scratch.cleanUp() }
            let (output, before) = try previousSite(in: scratch)
            let templates = try scratch.copy(Paths.templates, to: "templates")
            let home = templates.appendingPathComponent("home.mustache")
            let good = try Data(contentsOf: home)
            try (good + Data("{{noSuchField}}\n".utf8)).write(to: home)
            var options = options(content: Paths.fixture("good/content"), output: output, templates: templates)
            options.incremental = incremental
            let failure = try #require(throws: BuildFailure.self) { try SiteBuilder(options: options).build() }
            #expect(failure.diagnostics.contains { $0.message.contains("'noSuchField'") })
            #expect(tree(output) == before)
            #expect(try leftovers(in: scratch) == ["templates"])
            try good.write(to: home)
            try SiteBuilder(options: options).build()
            #expect(tree(output) == before)
        }
    }

    @Test func interruptedWriteLeavesThePreviousOutputUntouched() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let (output, before) = try previousSite(in: scratch)
        let content = try scratch.copy(Paths.fixture("good/content"), to: "content")
        try Data("---\ntitle: 改过\n---\n{#marks.usage.not-a-button}\n**新。**\n".utf8).write(to: content.appendingPathComponent("zh-hans/marks.md"))
        let builder = SiteBuilder(options: options(content: content, output: output))
        #expect(throws: SiteWriter.WriteError.self) {
            try builder.build(writer: SiteWriter(outputDirectory: output, failAfterFiles: 4))
        }
        #expect(tree(output) == before)
        #expect(try leftovers(in: scratch) == ["content"])
        // The next build succeeds and replaces the output whole.
        try builder.build()
        #expect(tree(output) != before)
        #expect(String(decoding: tree(output)["zh-hans/marks.html"]!, as: UTF8.self).contains("改过"))
    }

    @Test func leftoversOfAKilledBuildAreCleanedUpOrRestored() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let (output, before) = try previousSite(in: scratch)
        // Killed while writing: a half-written staging directory.
        try scratch.write([".public.tmp-1-dead/index.html": "half"])
        // Killed between the two renames: the old site stepped aside, no site in its place.
        try FileManager.default.moveItem(at: output, to: scratch.url.appendingPathComponent(".public.old-2-dead"))
        try SiteWriter(outputDirectory: output).recoverAndClean()
        #expect(tree(output) == before)
        #expect(try leftovers(in: scratch).isEmpty)
    }
}
