import Foundation
import Testing
@testable import Zhinan
import ZhinanRules

@Suite struct OnboardingTests {
    /// The good fixture, plus a document whose one guideline a rule checks, with a do and a don't:
    /// pages of both kinds, and no dependence on the real content.
    func generate() throws -> SiteBuilder.Result {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        let spec = "  component: apple-pay-button\n  style: black\n  height: 30\n  clear-space: 3\n"
        try scratch.write([
            "content/zh-hans/apple-pay.md": "---\ntitle: Apple Pay\norder: 3\n---\n{#apple-pay.button.minimum-width}\n**保持最小宽度。**所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。\n",
            "content/en/apple-pay.md": "---\ntitle: Apple Pay\norder: 3\n---\n{#apple-pay.button.minimum-width}\n**Keep the minimum width.** At least 32 pt.\n",
            "content/examples/apple-pay.yml": """
                - id: apple-pay.button.minimum-width.at-minimum
                  guideline: apple-pay.button.minimum-width
                  expect: passes
                  width: 32
                \(spec)- id: apple-pay.button.minimum-width.too-narrow
                  guideline: apple-pay.button.minimum-width
                  expect:
                    violates: [apple-pay.button.minimum-width]
                  width: 28
                \(spec)
                """,
        ])
        return try SiteBuilder(options: options(content: scratch.url.appendingPathComponent("content"), output: URL(fileURLWithPath: "/unused"))).generate()
    }

    @Test func everyDocumentHasAPrintableChecklistOfEveryGuideline() throws {
        let result = try generate()
        for document in result.site.documents {
            let page = try #require(result.output.text(PagePaths.checklist(document.id, in: document.language)))
            let boxes = page.matches(of: /<input type="checkbox" id="check-([^"]+)">/).map { String($0.output.1) }
            #expect(boxes == document.guidelines.map(\.id), "\(document.language.id)/\(document.id)")
        }
        let checklist = try #require(result.output.text("zh-hans/apple-pay.checklist.html"))
        #expect(checklist.contains("<label for=\"check-apple-pay.button.minimum-width\">保持最小宽度。</label>"))
        #expect(checklist.contains("<span class=\"verdict-pass\">可机检</span>: <code>apple-pay.button.minimum-width</code>"))
        let buttons = try #require(result.output.text("zh-hans/buttons.checklist.html"))
        #expect(buttons.contains("<a href=\"buttons.html#buttons.size.clear-space\"><code>buttons.size.clear-space</code></a> · <span class=\"muted\">需人工判断</span>"))
    }

    @Test func startHereShowsAComputedExampleAndTheReadingPath() throws {
        let result = try generate()
        let page = try #require(result.output.text("en/start.html"))
        #expect(page.contains("<h1>Start here</h1>"))
        #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mockup"))
        #expect(page.contains("<span class=\"verdict-label\">Computed in this build:</span> violates "))
        let path = page.matches(of: /<li><a class="document-title" href="([^"]+)">/).map { String($0.output.1) }
        #expect(path == result.site.documents(in: .en).map { "\($0.id).html" })
        #expect(path.count == 3)
        #expect(result.output.text("zh-hans/index.html")!.contains("<a href=\"../zh-hans/start.html\">从这里开始 →</a>"))
    }
}
