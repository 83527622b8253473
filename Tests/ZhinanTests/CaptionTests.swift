import Foundation
import Testing
@testable import Zhinan

/// An example's caption: one line in each language under its picture, before the verdict.
@Suite struct CaptionTests {
    let examples = ExampleTests()

    func captioned(_ captions: String) -> String {
        examples.good.replacingOccurrences(of: "  guideline: apple-pay.button.minimum-width\n  expect:\n",
                                           with: "  guideline: apple-pay.button.minimum-width\n  caption:\n\(captions)  expect:\n")
    }

    let allThree = "    zh-hans: 只有 28 pt 宽\n    zh-hant: 只有 28 pt 寬\n    en: Only 28 pt wide\n"

    /// The don't of `good` with `captions`, the do without any: its warnings, or the build's failure.
    func diagnostics(_ captions: String, strict: Bool = false) throws -> [String] {
        let scratch = try examples.project(examples: captioned(captions))
        defer { scratch.cleanUp() }
        do {
            return try examples.generate(scratch, strict: strict).diagnostics.map(\.description)
        } catch let failure as BuildFailure {
            return failure.diagnostics.map(\.description)
        }
    }

    @Test func aCaptionIsReadByLanguageAndKeptOutOfTheSpec() throws {
        let scratch = try examples.project(examples: captioned(allThree))
        defer { scratch.cleanUp() }
        let result = try examples.generate(scratch)
        let dont = try #require(result.examples.last?.example)
        #expect(dont.captions.mapValues(\.text) == ["zh-hans": "只有 28 pt 宽", "zh-hant": "只有 28 pt 寬", "en": "Only 28 pt wide"])
        #expect(dont.captions["en"]?.location.description == "content/examples/apple-pay.yml:15:9")
        #expect(dont.spec["caption"] == nil)
        #expect(result.examples.last?.matchesExpectation == true)
        // The do has none: a warning at the example, for each language.
        #expect(Set(result.diagnostics.map(\.description).filter { $0.contains("caption") }) == Set(["zh-hans", "zh-hant", "en"].map {
            "content/examples/apple-pay.yml:2:3: warning: example 'apple-pay.button.minimum-width.at-minimum' has no '\($0)' caption (caption: {\($0): one line under its picture})"
        }))
    }

    @Test func anUnknownLanguageIsAnErrorAtItsLine() throws {
        let found = try diagnostics(allThree + "    fr: Trop étroit\n")
        #expect(found.contains("content/examples/apple-pay.yml:16:9: error: caption has unknown language 'fr'; the site's languages are zh-hans, zh-hant, en"))
        #expect(try diagnostics("    - Only 28 pt wide\n").contains(
            "content/examples/apple-pay.yml:13:5: error: 'caption' is one line in each language of the site (zh-hans, zh-hant, en)"))
    }

    @Test func aMissingLanguageWarnsAndFailsUnderStrict() throws {
        let partial = "    zh-hans: 只有 28 pt 宽\n    en: Only 28 pt wide\n"
        let missing = "example 'apple-pay.button.minimum-width.too-narrow' has no 'zh-hant' caption (caption: {zh-hant: one line under its picture})"
        #expect(try diagnostics(partial).contains("content/examples/apple-pay.yml:10:3: warning: \(missing)"))
        #expect(try diagnostics(partial, strict: true).contains("content/examples/apple-pay.yml:10:3: error: \(missing)"))
    }

    @Test func aCaptionOfMoreThanOneLineIsReported() throws {
        let twoLines = "    zh-hans: 只有 28 pt 宽\n    zh-hant: 只有 28 pt 寬\n    en: |\n      Only 28 pt wide,\n      4 pt too narrow\n"
        let message = "caption of example 'apple-pay.button.minimum-width.too-narrow' in 'en' must be one line of text"
        #expect(try diagnostics(twoLines).contains("content/examples/apple-pay.yml:15:9: warning: \(message)"))
        #expect(try diagnostics(twoLines, strict: true).contains("content/examples/apple-pay.yml:15:9: error: \(message)"))
        #expect(try diagnostics(allThree.replacingOccurrences(of: "Only 28 pt wide", with: "''")).contains(
            "content/examples/apple-pay.yml:15:9: warning: caption of example 'apple-pay.button.minimum-width.too-narrow' in 'en' must be one line of text"))
    }

    /// Under the picture, before the verdict, in the page's language; the gallery's card says it too.
    @Test func theCaptionIsShownUnderThePictureInEachLanguage() throws {
        let scratch = try examples.project(examples: captioned(allThree))
        defer { scratch.cleanUp() }
        try scratch.write(["content/en/apple-pay.md": "---\ntitle: Apple Pay\n---\n{#apple-pay.button.minimum-width}\n**Keep the minimum width.**\n"])
        let result = try examples.generate(scratch)
        // The fixture's languages: simplified Chinese, and English, which translates it.
        for (language, caption) in [("zh-hans", "只有 28 pt 宽"), ("en", "Only 28 pt wide")] {
            let page = try #require(result.output.text("\(language)/apple-pay.html"))
            let figure = try #require(page.components(separatedBy: "id=\"example-apple-pay.button.minimum-width.too-narrow\"").last?
                .components(separatedBy: "</figure>").first)
            let picture = try #require(figure.range(of: "<div class=\"mockup-frame\">"))
            let line = try #require(figure.range(of: "<figcaption>\n<p class=\"example-caption\">\(caption)</p>\n<p class=\"verdict"))
            #expect(picture.upperBound < line.lowerBound, "\(language): the caption comes after the picture")
            // The do has no caption, and shows none.
            #expect(page.components(separatedBy: "class=\"example-caption\"").count == 2, "\(language)")
            let gallery = try #require(result.output.text("\(language)/mockups.html"))
            #expect(gallery.contains("<figcaption><span class=\"example-caption\">\(caption)</span><span class=\"example-kind\">"))
        }
    }

    /// Every example of the site has its caption in every language, and `check --strict` says so.
    @Test func everyRealExampleHasACaptionInEveryLanguage() throws {
        var diagnostics = Diagnostics()
        let all = ExampleLoader(contentDirectory: Paths.content, displayRoot: "content").load(into: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        let missing = all.filter { Set($0.captions.keys) != ["zh-hans", "zh-hant", "en"] }.map(\.id)
        #expect(missing.isEmpty, "\(missing)")
        for example in all { example.reportCaptions(.standard, strict: true, into: &diagnostics) }
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }

    /// `zhinan lint` reads an examples file through the same spec reader: its captions are the
    /// example's, not unknown fields of the component.
    @Test func lintTakesACaptionAsTheExamplesOwn() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["examples.yml": captioned(allThree)])
        let report = Linter(edition: .source).lint(paths: [scratch.url.appendingPathComponent("examples.yml").path])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.specsChecked == 2 && report.findings.map(\.rule.id.rawValue) == ["apple-pay.button.minimum-width"])
    }
}
