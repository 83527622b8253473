import Foundation
import Testing
@testable import Zhinan
import ZhinanRules

@Suite struct OnboardingTests {
    @Test func everyDocumentHasAPrintableChecklistOfEveryGuideline() throws {
        let result = try SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))).generate()
        for document in result.site.documents {
            let page = try #require(result.output.text(PagePaths.checklist(document.id, in: document.language)))
            let boxes = page.matches(of: /<input type="checkbox" id="check-([^"]+)">/).map { String($0.output.1) }
            #expect(boxes == document.guidelines.map(\.id), "\(document.language.rawValue)/\(document.id)")
        }
        let checklist = try #require(result.output.text("zh-hans/apple-pay.checklist.html"))
        #expect(checklist.contains("<label for=\"check-apple-pay.button.minimum-width\">保持最小宽度。</label>"))
        #expect(checklist.contains("<span class=\"verdict-pass\">可机检</span>: <code>apple-pay.button.minimum-width</code>"))
        #expect(checklist.contains("<a href=\"apple-pay.html#apple-pay.text.match-app-typography\"><code>apple-pay.text.match-app-typography</code></a> · <span class=\"muted\">需人工判断</span>"))
    }

    @Test func startHereShowsAComputedExampleAndTheReadingPath() throws {
        let result = try SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))).generate()
        let page = try #require(result.output.text("en/start.html"))
        #expect(page.contains("<h1>Start here</h1>"))
        #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mockup"))
        #expect(page.contains("<span class=\"verdict-label\">Computed in this build:</span> violates "))
        let path = page.matches(of: /<li><a class="document-title" href="([^"]+)">/).map { String($0.output.1) }
        #expect(path == result.site.documents(in: .en).map { "\($0.id).html" })
        #expect(result.output.text("zh-hans/index.html")!.contains("<a href=\"../zh-hans/start.html\">从这里开始 →</a>"))
    }
}
