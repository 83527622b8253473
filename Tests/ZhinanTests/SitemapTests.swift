import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Zhinan

/// A sitemap past the protocol's limits (50,000 URLs or 50 MB in one file) is cut into parts, with
/// `sitemap.xml` their index. The limits are made small here, so that the fixture's few pages pass them.
@Suite struct SitemapTests {
    func output(_ content: URL, limits: Sitemap.Limits) throws -> SiteOutput {
        var options = options(content: content, output: URL(fileURLWithPath: "/unused"))
        options.sitemapLimits = limits
        return try SiteBuilder(options: options).generate().output
    }

    func locations(_ xml: String) -> [String] {
        xml.matches(of: /<loc>([^<]+)<\/loc>/).map { String($0.output.1) }
    }

    func sitemapPaths(_ output: SiteOutput) -> [String] {
        output.paths.filter { !$0.contains("/") && $0.hasPrefix("sitemap") }.sorted()
    }

    @Test func aSitemapWithinItsLimitsIsOneFile() throws {
        let output = try output(Paths.fixture("good/content"), limits: .standard)
        #expect(sitemapPaths(output) == ["sitemap.xml"])
        #expect(output.text("sitemap.xml")!.contains("<urlset "))
    }

    @Test func aSitemapPastItsCountOfURLsIsCutIntoPartsWithAnIndex() throws {
        let whole = try output(Paths.fixture("good/content"), limits: .standard).text("sitemap.xml")!
        let wholeEntries = whole.matches(of: /\ \ <url>(?s:.*?)<\/url>\n/).map { String($0.output) }
        let output = try output(Paths.fixture("good/content"), limits: Sitemap.Limits(urls: 5, bytes: .max))
        let urls = locations(whole).filter { !$0.contains("xhtml") }.count
        #expect(urls > 10)
        let parts = sitemapPaths(output).filter { $0 != "sitemap.xml" }
        #expect(parts.count == (wholeEntries.count + 5) / 5, "\(parts)")  // the site root's entry, then each page's
        #expect(parts == (1...parts.count).map { "sitemap-\($0).xml" }.sorted())
        // The index lists every part by its address, in order, and is well-formed XML.
        let index = output.text("sitemap.xml")!
        #expect(index.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"))
        #expect(locations(index) == (1...parts.count).map { "https://docs.example.com/guide/sitemap-\($0).xml" })
        _ = try XMLDocument(data: Data(index.utf8))
        // The parts hold every entry of the one file, whole and in its order, at most five each.
        var entries: [String] = []
        for number in 1...parts.count {
            let part = output.text("sitemap-\(number).xml")!
            _ = try XMLDocument(data: Data(part.utf8))
            #expect(part.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "))
            #expect(part.hasSuffix("</urlset>\n"))
            let count = part.matches(of: /<url>/).count
            #expect(count >= 1 && count <= 5)
            entries += part.matches(of: /\ \ <url>(?s:.*?)<\/url>\n/).map { String($0.output) }
        }
        #expect(entries == wholeEntries)
    }

    @Test func aSitemapPastItsSizeIsCutIntoPartsEachWithinIt() throws {
        let output = try output(Paths.fixture("good/content"), limits: Sitemap.Limits(urls: 50_000, bytes: 2_000))
        let parts = sitemapPaths(output).filter { $0 != "sitemap.xml" }
        #expect(parts.count > 1)
        for path in parts {
            #expect(output.text(path)!.utf8.count <= 2_000, "\(path)")
        }
    }

    /// Built incrementally as the site grows past the limit and shrinks back, the sitemap's files
    /// are the clean build's: parts come, and go when they are no longer needed.
    @Test func incrementalBuildsMakeAndRemoveParts() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try scratch.copy(Paths.fixture("good/content"), to: "content")
        let output = scratch.url.appendingPathComponent("public")
        func build(_ into: URL, incremental: Bool) throws {
            var options = options(content: content, output: into)
            options.incremental = incremental
            options.sitemapLimits = Sitemap.Limits(urls: 12, bytes: .max)
            try SiteBuilder(options: options).build()
        }
        func sitemapFiles(_ root: URL) -> [String: Data] { tree(root).filter { !$0.key.contains("/") && $0.key.hasPrefix("sitemap") } }
        func compareWithClean(_ step: String) throws {
            let clean = scratch.url.appendingPathComponent("clean-\(UUID().uuidString.prefix(8))")
            try build(clean, incremental: false)
            let (incremental, whole) = (tree(output), tree(clean))
            let differing = Set(incremental.keys).union(whole.keys).filter { incremental[$0] != whole[$0] }.sorted()
            #expect(differing.isEmpty, "\(step): \(differing)")
            #expect(sitemapFiles(output) == sitemapFiles(clean), "\(step): \(sitemapFiles(output).keys.sorted())")
        }
        try build(output, incremental: true)
        let before = sitemapFiles(output).keys.sorted()
        let extra = (1...6).map { "zh-hans/extra-\($0).md" }
        try scratch.write(Dictionary(uniqueKeysWithValues: extra.map { ("content/\($0)", "---\ntitle: 另一篇\n---\n\n一段文字。\n") }))
        try build(output, incremental: true)
        #expect(sitemapFiles(output).count > before.count)
        try compareWithClean("six documents added")
        // A change no list of documents shows: the sitemap's files are kept as they are, every part.
        let parts = sitemapFiles(output)
        try scratch.write(["content/zh-hans/extra-1.md": "---\ntitle: 另一篇\n---\n\n另一段文字。\n"])
        try build(output, incremental: true)
        #expect(sitemapFiles(output) == parts)
        try compareWithClean("a paragraph changed")
        for path in extra { try FileManager.default.removeItem(at: content.appendingPathComponent(path)) }
        try build(output, incremental: true)
        #expect(sitemapFiles(output).keys.sorted() == before)
        try compareWithClean("the six removed")
    }
}
