import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanSearch

@Suite struct TranslationTests {
    /// A copy of the good fixture (fully translated and reviewed) that a test may change.
    func project() throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        return scratch
    }

    func edit(_ scratch: Scratch, _ path: String, replacing old: String, with new: String) throws {
        let url = scratch.url.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "fixture \(path) no longer contains '\(old)'")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    @Test func realContentIsTranslatedWithTheSameIDsInTheSameOrder() throws {
        let result = try SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))).generate()
        // Every document in a Chinese folder is a source, counted from the folders so that a new
        // document needs no edit here.
        let sourceIDs = try ["zh-hans", "zh-hant"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Paths.content.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        }
        #expect(!sourceIDs.isEmpty)
        #expect(Set(result.site.sourceDocuments.map(\.id)) == Set(sourceIDs))
        for source in result.site.sourceDocuments {
            let english = try #require(result.site.document(source.id, in: .en), "\(source.id) has no English edition")
            #expect(english.segments.map(\.id) == source.segments.map(\.id), "\(source.id): ids differ between languages")
        }
        for entry in result.translations.entries {
            #expect(entry.isComplete, "\(entry.language.id)/\(entry.source.id): missing \(entry.missing), extra \(entry.extra), outdated \(entry.outdated)")
        }
    }

    @Test func changingOneChineseSentenceMakesTheStrictCheckNameThatGuideline() throws {
        let scratch = try project()
        defer { scratch.cleanUp() }
        #expect(try CLI.run(["check", "--strict"], in: scratch.url).status == 0)
        try edit(scratch, "content/zh-hans/buttons.md", replacing: "周围的空间是按钮高度的1/10。", with: "周围的空间至少是按钮高度的1/10。")

        let strict = try CLI.run(["check", "--strict"], in: scratch.url)
        #expect(strict.status == 1)
        #expect(strict.stderr == """
            content/en/buttons.md:11:1: error: translation of 'buttons.size.clear-space' is outdated: the Chinese source (content/zh-hans/buttons.md:14:1) changed since it was reviewed; update it, then run 'zhinan translations --accept en/buttons#buttons.size.clear-space'
            1 error; nothing was written.

            """)
        // Without --strict it is a warning, and the build goes on.
        let lenient = try CLI.run(["check"], in: scratch.url)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.hasPrefix("content/en/buttons.md:11:1: warning: translation of 'buttons.size.clear-space' is outdated"))
        // The report names it too; accepting the review clears it.
        let report = try CLI.run(["translations"], in: scratch.url)
        #expect(report.stdout.contains("en/buttons: 5/6 reviewed\n  outdated: buttons.size.clear-space\n"))
        let accept = try CLI.run(["translations", "--accept", "en/buttons#buttons.size.clear-space"], in: scratch.url)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stdout.contains("en/buttons: 6/6 reviewed\n"))
        #expect(try CLI.run(["check", "--strict"], in: scratch.url).status == 0)
    }

    @Test func rewrappingTheSourceIsNotAChange() throws {
        let scratch = try project()
        defer { scratch.cleanUp() }
        try edit(scratch, "content/zh-hans/buttons.md", replacing: "**保持清晰空间。**周围", with: "**保持清晰空间。**\n周围")
        let run = try CLI.run(["check", "--strict"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func missingExtraAndUntranslatedDocumentsAreNamed() throws {
        let scratch = try project()
        defer { scratch.cleanUp() }
        try edit(scratch, "content/en/buttons.md", replacing: "{#buttons.size.minimum-width}\n**Keep the minimum width.** Every button is at least 32 pt wide.\n",
                 with: "{#buttons.size.only-in-english}\n**Only here.** Not in the source.\n")
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("content/en/marks.md"))
        let run = try CLI.run(["check", "--strict"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").map(String.init) == [
            "content/en/buttons.md:8:1: error: 'buttons.size.only-in-english' is not in the Chinese source content/zh-hans/buttons.md",
            "content/zh-hans/buttons.md:11:1: error: 'buttons.size.minimum-width' has no en translation in content/en/buttons.md",
            "content/zh-hans/marks.md:1:1: error: document has no en translation (en/marks.md)",
            "3 errors; nothing was written.",
        ])
    }

    @Test func acceptingSomethingThatDoesNotExistWritesNothing() throws {
        let scratch = try project()
        defer { scratch.cleanUp() }
        let lock = scratch.url.appendingPathComponent("content/translations.lock")
        let before = try Data(contentsOf: lock)
        let run = try CLI.run(["translations", "--accept", "en/buttons#buttons.nowhere"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr == "error: 'en/buttons#buttons.nowhere' names no translated guideline; nothing was written\n")
        #expect(try Data(contentsOf: lock) == before)
    }

    /// A fingerprint is of the text without its whitespace, whichever way it is made: hashed as the
    /// bytes go by (simple text) or of the text made without it (text with other whitespace).
    @Test func fingerprintsDropWhitespaceOfEveryKind() {
        let texts = ["", " ", "最小宽度\n为 32pt。", "a\tb\r\nc  d", "全角\u{3000}空格", "no-break\u{00A0}space",
                     "e\u{301} combining", " \u{301}after a space", "表情😀 and\u{2028}line", "Apple Pay 按钮"]
        for text in texts {
            #expect(TranslationLock.fingerprint(droppingWhitespaceOf: text) == TranslationLock.fingerprint(WhitespaceText.removing(text)), "\(text)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let pieces = WhitespaceTextTests.pieces
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(TranslationLock.fingerprint(droppingWhitespaceOf: text) == TranslationLock.fingerprint(WhitespaceText.removing(text)),
                    "\(Array(text.unicodeScalars))")
        }
        // The same as before the text's collapsed form was skipped, for every segment of the real content.
        let result = try? SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))).generate()
        #expect(result != nil)
        for document in result?.site.documents ?? [] {
            for segment in document.segments {
                let head = segment.id == Segment.introID
                    ? [document.title, document.frontMatter.summary ?? ""].joined(separator: "\n") + "\n" : ""
                #expect(TranslationReport.fingerprint(segment, of: document)
                        == TranslationLock.fingerprint(WhitespaceText.removing(head + segment.plainText)))
            }
        }
    }

    /// A fingerprint is held as its number and written as 16 lowercase hex digits: the lock reads
    /// back to the same text it was written as, and a digit in capitals (a hand edit) is the same number.
    @Test func fingerprintsAreNumbersWrittenAsSixteenHexDigits() {
        #expect(TranslationLock.fingerprint("").description == "cbf29ce484222325")
        #expect(Fingerprint(0x1f).description == "000000000000001f")
        #expect(Fingerprint(hex: "000000000000001F".utf8) == Fingerprint(0x1f))
        #expect(Fingerprint(hex: "00000000000001f".utf8) == nil)
        #expect(Fingerprint(hex: "000000000000001g".utf8) == nil)
        var diagnostics = Diagnostics()
        let text = "# comment\nen/a#a.b 0123456789abcdef\nen/a#a.c FEDCBA9876543210\n"
        let lock = TranslationLock.parse(text, displayRoot: "content", into: &diagnostics)
        #expect(diagnostics.lines.isEmpty)
        #expect(lock.text.hasSuffix("en/a#a.b 0123456789abcdef\nen/a#a.c fedcba9876543210\n"))
    }

    @Test func malformedLockLinesAreLocated() {
        var diagnostics = Diagnostics()
        let lock = TranslationLock.parse("# comment\nen/a#a.b 0123456789abcdef\nen/a#a.c xyz\nfr/a#a.d 0123456789abcdef\n",
                                         displayRoot: "content", into: &diagnostics)
        #expect(lock.fingerprints.count == 1)
        #expect(diagnostics.lines == [
            "content/translations.lock:3:1: error: malformed lock entry; expected '<language>/<document>#<id> <16 hex digits>'",
            "content/translations.lock:4:1: error: malformed lock entry; expected '<language>/<document>#<id> <16 hex digits>'",
        ])
        #expect(TranslationLock.parse(lock.text, displayRoot: "x", into: &diagnostics) == lock)
    }

    @Test func pagesShowOutdatedNoticesStatusAndSideBySideRows() throws {
        let scratch = try project()
        defer { scratch.cleanUp() }
        try edit(scratch, "content/zh-hans/buttons.md", replacing: "周围的空间是按钮高度的1/10。", with: "周围的空间至少是按钮高度的1/10。")
        let output = try SiteBuilder(options: options(content: scratch.url.appendingPathComponent("content"),
                                                      output: URL(fileURLWithPath: "/unused"))).generate().output
        let english = output.text("en/buttons.html")!
        let notice = "<p class=\"outdated\" role=\"note\">The Chinese source changed after this translation was reviewed; the translation may be out of date.</p>"
        #expect(english.components(separatedBy: notice).count == 2, "exactly one outdated guideline")
        #expect(english.contains("<section class=\"guideline\" id=\"buttons.size.clear-space\">\n\(notice)"))
        #expect(english.contains("This translation is behind the Chinese source: Outdated: 1 · Missing: 0"))
        #expect(!output.text("zh-hans/buttons.html")!.contains("class=\"outdated\""))

        let status = output.text("en/translations.html")!
        #expect(status.contains("<tr id=\"en-buttons\">"))
        #expect(status.contains("5 / 6"))
        #expect(status.contains("<a href=\"../en/buttons.html#buttons.size.clear-space\"><code>buttons.size.clear-space</code></a>"))

        let sideBySide = output.text("zh-hans/buttons.bilingual-en.html")!
        let rows = sideBySide.matches(of: /<div class="pair[^"]*" id="([^"]+)">/).map { String($0.output.1) }
        #expect(rows == ["intro", "buttons.size", "buttons.size.minimum-width", "buttons.size.clear-space", "buttons.style", "buttons.style.contrast"])
        #expect(sideBySide.contains("<div class=\"cell\" lang=\"zh-Hans\">"))
        #expect(sideBySide.contains("<div class=\"cell\" lang=\"en\">\n\(notice)"))
        // Ids stand on the rows only: no id twice on the page.
        let ids = sideBySide.matches(of: /\s id="([^"]+)"/).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count)
    }

    /// The side-by-side view shows each block as its own document's page does (the pages of one
    /// document id render each block's Markdown once and share it), and no block of another.
    @Test func theSideBySideViewShowsEachEditionsBlocksAsItsPageDoes() throws {
        let output = try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"))).generate().output
        func blocks(_ path: String) -> [String] {
            output.text(path)!.matches(of: /<div class="guideline-text">\n([\s\S]*?)\n<\/div>/).map { String($0.output.1) }
        }
        let chinese = blocks("zh-hans/buttons.html"), english = blocks("en/buttons.html")
        let sideBySide = blocks("zh-hans/buttons.bilingual-en.html")
        #expect(!chinese.isEmpty && chinese.count == english.count && Set(chinese).isDisjoint(with: english))
        // Row by row: the Chinese block, then its English counterpart.
        #expect(sideBySide == zip(chinese, english).flatMap { [$0, $1] })
    }

    @Test func everyGuidelineLinksToItsTranslationsAndTheSwitchKeepsTheGuideline() throws {
        let output = try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"))).generate().output
        let chinese = output.text("zh-hans/buttons.html")!
        #expect(chinese.contains("<code>buttons.size.clear-space</code></a> <a class=\"elsewhere\" href=\"../en/buttons.html#buttons.size.clear-space\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(chinese.contains("<a href=\"../en/buttons.html\" hreflang=\"en\" lang=\"en\" data-keep-hash>English</a>"))
        let english = output.text("en/buttons.html")!
        #expect(english.contains("<a class=\"elsewhere\" href=\"../zh-hans/buttons.html#buttons.size.clear-space\" hreflang=\"zh-Hans\" lang=\"zh-Hans\">简体中文</a>"))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://docs.example.com/guide/zh-hans/buttons.html\">"))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://docs.example.com/guide/zh-hans/buttons.html\">"))
        #expect(output.text(PagePaths.script)!.contains("data-keep-hash"))
    }
}

@Suite struct NeverReviewedTests {
    @Test func aTranslationNobodyReviewedIsOneProblemNotOnePerGuideline() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("content/translations.lock"))
        let run = try CLI.run(["check", "--strict"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").map(String.init) == [
            "content/en/buttons.md:1:1: error: translation was never reviewed (6 segments); review it, then run 'zhinan translations --accept en/buttons'",
            "content/en/marks.md:1:1: error: translation was never reviewed (2 segments); review it, then run 'zhinan translations --accept en/marks'",
            "2 errors; nothing was written.",
        ])
        #expect(try CLI.run(["translations", "--accept", "en/buttons", "--accept", "en/marks"], in: scratch.url).status == 0)
        #expect(try CLI.run(["check", "--strict"], in: scratch.url).status == 0)
    }
}
