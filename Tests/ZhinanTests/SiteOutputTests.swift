import Foundation
import Testing
@testable import Zhinan

/// Two sources of one path are both named, however each was handed over; the paths are counted once.
@Suite struct SiteOutputTests {
    @Test func collisionsNameBothSourcesAndPathsAreCountedOnce() {
        let draft = OutputDraft.inMemory()
        draft.add("zh-hans/a.html", Data("<p>一</p>".utf8), from: .text("content/zh-hans/a.md"))
        draft.keep(["zh-hans/b.html"], from: .pageOf(group: "b"))
        draft.keep(["search/t0.js"], from: .site)
        draft.keep(["zh-hans/a.html"], from: .pageOf(group: "a"))
        draft.add("zh-hans/b.html", Data("<p>二</p>".utf8), from: .text("the rules index"))
        let collisions = draft.collisions.map { "\($0.path) \($0.first) \($0.second)" }
        #expect(collisions == [
            "zh-hans/a.html \(FileOrigin.text("content/zh-hans/a.md")) \(FileOrigin.pageOf(group: "a"))",
            "zh-hans/b.html \(FileOrigin.pageOf(group: "b")) \(FileOrigin.text("the rules index"))",
        ])
        let output = SiteOutput(draft)
        #expect(output.count == 3)
        #expect(output.htmlPageCount == 2)
        #expect(output.text("zh-hans/a.html") == "<p>一</p>")
        #expect(SiteBuilder.collisions(in: draft, content: "content").map(\.description) == [
            "content:1:1: error: two sources write public/zh-hans/a.html: content/zh-hans/a.md and a page of the document 'a'",
            "content:1:1: error: two sources write public/zh-hans/b.html: a page of the document 'b' and the rules index",
        ])
    }

    /// `zhinan check` runs every stage as `generate` does, with the same problems and the same paths,
    /// and keeps no page's bytes: a large site's check holds no second copy of it in memory.
    @Test func checkFindsWhatGenerateFindsAndKeepsNoBytes() throws {
        let builder = SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/nonexistent/public")))
        let (checked, generated) = (try builder.check(), try builder.generate())
        #expect(checked.diagnostics.map(\.description) == generated.diagnostics.map(\.description))
        #expect(checked.output.paths == generated.output.paths && checked.output.count > 400)
        #expect(generated.output.text("en/apple-pay.html")?.isEmpty == false)
        #expect(checked.output.paths.allSatisfy { checked.output.text($0)?.isEmpty ?? true })
    }
}
