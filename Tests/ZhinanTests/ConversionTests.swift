import Foundation
import Testing
@testable import Zhinan
import ZhinanSearch

/// Every Chinese document in both scripts: a document written in one is published in the other,
/// converted by OpenCC (`site.yml`'s `converted-from`), with `content/conversion.yml` on top.
@Suite struct ConversionTests {
    /// The conversion fixture (a simplified document with its English, a traditional one), built into
    /// memory; `edit` changes its content first.
    func build(_ scratch: Scratch, edit: (URL) throws -> Void = { _ in }) throws -> SiteBuilder.Result {
        let content = try scratch.copy(Paths.fixture("conversion/content"), to: "content")
        try edit(content)
        return try SiteBuilder(options: options(content: content, output: scratch.url.appendingPathComponent("public"))).generate()
    }

    @Test func eachDocumentIsPublishedInBothScriptsItsCodeIdsURLsAndLatinAsWritten() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let output = try build(scratch).output
        let source = try #require(output.text("zh-hans/guide.html")), converted = try #require(output.text("zh-hant/guide.html"))
        #expect(source.contains("软件的信息显示在屏幕上") && !source.contains("class=\"converted\""), "the source as written, no notice")
        #expect(converted.contains("<h1>軟件指南</h1>"), "the title converted, the override (軟體 → 軟件) on top")
        #expect(converted.contains("軟件的資訊顯示在螢幕上") && converted.contains("滑鼠"), "phrases in Taiwan's usage (s2twp)")
        for verbatim in ["<code>软件 信息</code>", "let 软件 = &quot;信息&quot;", "id=\"guide.mouse.click\"", "id=\"guide.mouse.code\"",
                         "href=\"https://example.com/软件?q=信息\"", "32pt", "Apple Pencil 2"] {
            #expect(converted.contains(verbatim), "\(verbatim) untouched")
        }
        // The traditional document, the other way; its link lands on the converted edition of its language.
        let legacy = try #require(output.text("zh-hans/legacy.html"))
        #expect(legacy.contains("<h1>旧版软件</h1>") && legacy.contains("软件的信息"))
        #expect(legacy.contains("href=\"../zh-hans/guide.html#guide.mouse.click\""))
        #expect(try #require(output.text("zh-hant/legacy.html")).contains("<h1>舊版軟體</h1>"), "the source is not overridden")
    }

    @Test func aConvertedPageSaysSoLinksItsOriginalAndEveryPageNamesBothScripts() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let output = try build(scratch).output
        let converted = try #require(output.text("zh-hant/guide.html"))
        #expect(converted.contains("<p class=\"converted\" role=\"note\">本頁由<a href=\"../zh-hans/guide.html\" hreflang=\"zh-Hans\">簡體中文原文</a>自動轉換。</p>"))
        #expect(try #require(output.text("zh-hans/legacy.html")).contains("本页由<a href=\"../zh-hant/legacy.html\" hreflang=\"zh-Hant\">繁体中文原文</a>自动转换。"))
        for page in ["zh-hans/guide.html", "zh-hant/guide.html", "zh-hans/legacy.html", "zh-hant/legacy.html", "en/guide.html"] {
            let html = try #require(output.text(page))
            #expect(html.contains("hreflang=\"zh-Hans\" href=\"https://example.org/") && html.contains("hreflang=\"zh-Hant\" href=\"https://example.org/"), "\(page)")
        }
        // The switch lands on the same document and carries the guideline along.
        #expect(try #require(output.text("zh-hans/guide.html")).contains("<a href=\"../zh-hant/guide.html\" hreflang=\"zh-Hant\" lang=\"zh-Hant\" data-keep-hash>"))
        // Each script lists both documents; the converted edition has its side-by-side view too.
        for language in ["zh-hans", "zh-hant"] {
            let start = try #require(output.text("\(language)/index.html"))
            #expect(start.contains("href=\"guide.html\"") && start.contains("href=\"legacy.html\""), "\(language)")
        }
        let pair = try #require(output.text("zh-hant/guide.bilingual-en.html"))
        #expect(pair.contains("軟件指南") && pair.contains("Click the mouse."))
        #expect(converted.contains("href=\"../zh-hant/guide.bilingual-en.html\""))
    }

    @Test func convertedEditionsNeedNoReviewAndSearchIndexesBoth() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let result = try build(scratch)
        #expect(result.translations.entries.map { "\($0.source.language.id)/\($0.source.id) → \($0.language.id)" }.sorted()
                == ["zh-hans/guide → en", "zh-hant/legacy → en"], "only English is a translation; sources are the written editions")
        let rows = result.output.paths.filter { $0.hasPrefix("search/r") }.compactMap { result.output.text($0) }.joined()
        for page in ["zh-hans/guide.html#guide.mouse.click", "zh-hant/guide.html#guide.mouse.click",
                     "zh-hans/legacy.html#legacy.overview.info", "zh-hant/legacy.html#legacy.overview.info"] {
            #expect(rows.contains("\"\(page)\""), "\(page) is a search record")
        }
    }

    @Test func overridesApplyAndOneThatChangesNothingIsReportedAtItsLine() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let warnings = try build(scratch).diagnostics.map(\.description).filter { $0.contains("conversion.yml") }
        #expect(warnings == ["content/conversion.yml:3:3: warning: override '不存在的詞' → '詞' changes nothing in any document converted into zh-hant; remove it"])
    }

    @Test func settingsAndOverridesAreCheckedAtTheirLines() throws {
        func errors(_ edit: @escaping (URL) throws -> Void) throws -> [String] {
            let scratch = try Scratch()
            defer { scratch.cleanUp() }
            do {
                _ = try build(scratch, edit: edit)
                return []
            } catch let failure as BuildFailure {
                return failure.diagnostics.filter { $0.severity == .error }.map(\.description)
            }
        }
        func replace(_ file: String, _ old: String, _ new: String) -> (URL) throws -> Void {
            { content in
                let url = content.appendingPathComponent(file)
                try Data(try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: old, with: new).utf8).write(to: url)
            }
        }
        let missing = try errors(replace("site.yml", "s2twp", "s2nowhere"))
        #expect(missing.first?.hasPrefix("content/site.yml:12:31: error: OpenCC has no configuration 's2nowhere' (s2nowhere.json not found or not accessible);") == true, "\(missing)")
        // A configuration that does not open is reported with the other settings' problems, in one run.
        let both = try errors { content in
            try replace("site.yml", "s2twp", "s2nowhere")(content)
            try replace("site.yml", "https://", "ftp://")(content)
        }
        #expect(["content/site.yml:1:11: error: 'base-url' must be", "content/site.yml:12:31: error: OpenCC has no configuration 's2nowhere'"]
            .allSatisfy { error in both.contains { $0.hasPrefix(error) } }, "\(both)")
        #expect(try errors(replace("site.yml", "{zh-hans: s2twp}", "{en: s2twp}"))
                == ["content/site.yml:12:21: error: 'zh-hant' is converted from 'en': both must be source languages of the site, and two"])
        #expect(try errors(replace("conversion.yml", "zh-hant:", "zh-hk:"))
                == ["content/conversion.yml:1:1: error: unknown key 'zh-hk': expected a language that site.yml converts into (zh-hans, zh-hant)"])
        // A converted document's problem is its source's, at the source's line: reported once, there.
        let broken = try errors(replace("zh-hans/guide.md", "(https://example.com/软件?q=信息)", "(nowhere.md)"))
        #expect(broken.count == 1 && broken[0].hasPrefix("content/zh-hans/guide.md:9:"), "\(broken)")
    }

    @Test func codeIsCutOutOfTheText() {
        let text = "a `x` b ``y ` z`` c `open\n```swift\ncode `q`\n```\nd ~~~ e\n"
        let pieces = ScriptConversion.pieces(of: text).map { "\($0.isCode ? "C" : "T")[\($0.0)]" }
        #expect(pieces == ["T[a ]", "C[`x`]", "T[ b ]", "C[``y ` z``]", "T[ c `open\n]", "C[```swift\ncode `q`\n```\n]", "T[d ~~~ e\n]"])
        #expect(ScriptConversion.pieces(of: text).map(\.0).joined() == text)
    }

    /// A document is converted line by line (a save converts only the lines it changed): the same
    /// text as OpenCC converting each of its pieces whole, for every Chinese document of the site.
    @Test func lineByLineIsWhatOpenCCWritesOfTheWholeText() throws {
        for (script, configuration) in [("zh-hans", "s2twp"), ("zh-hant", "tw2sp")] {
            let opencc = try OpenCC.named(configuration).get()
            let folder = Paths.content.appendingPathComponent(script)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                var conversion = ScriptConversion(source: script == "zh-hans" ? .zhHans : .zhHant, opencc: opencc, overrides: [])
                conversion.sourcePath = "test/\(script)/\(name)"
                let whole = ScriptConversion.pieces(of: text).map { $0.isCode ? String($0.0) : opencc.convert($0.0) }.joined()
                #expect(conversion.apply(text).text == whole, "\(script)/\(name)")
            }
        }
    }
}
