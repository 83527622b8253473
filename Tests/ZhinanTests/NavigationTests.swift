import Foundation
import Testing
@testable import Zhinan

/// A reader can get around the real site: from every page's header to the start page, the list of
/// documents, the rules, the mockups and search; from a document to the ones beside it; and the
/// language switch says where a document does not exist instead of quietly changing page.
@Suite struct NavigationTests {
    static func pages() throws -> [(path: String, html: String)] {
        try realSite.get().output.files.filter { $0.key.hasSuffix(".html") }.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
            .sorted { $0.path < $1.path }
    }

    /// The `href`s of the first element that opens with `start`, up to the `end` after it.
    static func links(in html: String, from start: String, to end: String = "</nav>") -> [String] {
        guard let open = html.range(of: start), let close = html.range(of: end, range: open.upperBound..<html.endIndex) else { return [] }
        let part = html[open.lowerBound..<close.upperBound]
        return part.matches(of: /href="([^"#]*)[^"]*"/).map { String($0.output.1) }
    }

    /// Where `href`, written on the page at `path`, leads inside the site.
    static func resolve(_ href: String, from path: String) -> String {
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in href.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func everyPageReachesStartDocumentsRulesMockupsAndSearchFromItsHeader() throws {
        let files = try realSite.get().output.files
        for (path, html) in try Self.pages() where path != "404.html" {
            let targets = Self.links(in: html, from: "<nav class=\"site-nav\"").map { Self.resolve($0, from: path) }
            #expect(targets.count >= 4, "\(path): the header links \(targets)")
            for target in targets { #expect(files[target] != nil, "\(path): the header links \(target), which the site lacks") }
            #expect(targets.contains { $0.hasSuffix("/start.html") }, "\(path): no start page in the header")
            #expect(targets.contains { $0.hasSuffix("/index.html") }, "\(path): no list of documents in the header")
            #expect(targets.contains { $0.hasSuffix("/rules.html") }, "\(path): no rules index in the header")
            #expect(html.contains("<form class=\"search\" role=\"search\""), "\(path): no search in the header")
        }
    }

    @Test func aDocumentListsTheDocumentsOfItsLanguageAndLeadsToTheNextAndPrevious() throws {
        let result = try realSite.get()
        for language in result.outline.configured.all {
            let documents = result.outline.documents(in: language)
            for (place, document) in documents.enumerated() {
                let path = PagePaths.document(document.id, in: language)
                let html = try #require(try Self.pages().first { $0.path == path }?.html, "\(path)")
                let listed = Self.links(in: html, from: "<nav class=\"doc-nav\"").map { Self.resolve($0, from: path) }
                #expect(listed == documents.map { PagePaths.document($0.id, in: language) } + [PagePaths.home(language)], "\(path)")
                #expect(html.components(separatedBy: "aria-current=\"page\"").count == 2, "\(path): one current document")
                let pager = Self.links(in: html, from: "<nav class=\"document-pager\"").map { Self.resolve($0, from: path) }
                let expected = [place > 0 ? documents[place - 1] : nil, place + 1 < documents.count ? documents[place + 1] : nil]
                    .compactMap { $0.map { PagePaths.document($0.id, in: language) } }
                #expect(pager == expected, "\(path): previous and next")
                #expect(html.contains("<p class=\"origin\">"), "\(path): no Apple page named")
            }
        }
    }

    @Test func theRulesIndexNamesTheApplePageOfEverySourceDocument() throws {
        let result = try realSite.get()
        for language in result.outline.configured.all {
            let html = try #require(try Self.pages().first { $0.path == PagePaths.rules(language) }?.html)
            let listed = Self.links(in: html, from: "<details class=\"origins\">", to: "</details>")
            #expect(listed.filter { $0.hasPrefix("https://developer.apple.com/") }.count == result.outline.sourceDocuments.count, "\(language.id)")
        }
    }

    @Test func theLanguageSwitchSaysWhereADocumentDoesNotExist() throws {
        // Every document of the real site is in every language; the conversion fixture's traditional one has no English.
        let output = try SiteBuilder(options: options(content: Paths.fixture("conversion/content"), output: URL(fileURLWithPath: "/unused"))).generate().output
        let html = try #require(output.text("zh-hant/legacy.html"))
        let start = try #require(html.range(of: "<nav class=\"language-switch\""))
        let switcher = String(html[start.lowerBound...])
        #expect(switcher.contains("<a class=\"absent\" href=\"../en/index.html\" hreflang=\"en\""))
        #expect(switcher.contains("<a href=\"../zh-hans/legacy.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" data-keep-hash>"))
        let rules = try #require(try Self.pages().first { $0.path == "zh-hans/rules.html" }?.html)
        #expect(!rules.contains("class=\"absent\""), "a page every language has never says so")
    }
}
