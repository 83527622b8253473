import Foundation
import Testing
@testable import Zhinan

/// Two sources of one path are both named, however each was noted; the paths are counted once.
@Suite struct SiteOutputTests {
    @Test func collisionsNameBothSourcesAndPathsAreCountedOnce() {
        var output = SiteOutput()
        output.add("zh-hans/a.html", "<p>一</p>", from: "content/zh-hans/a.md")
        output.keep("zh-hans/b.html", ofGroup: "b")
        output.keep("search/t0.js")
        output.keep("zh-hans/a.html", ofGroup: "a")
        output.add("zh-hans/b.html", "<p>二</p>", from: "the rules index")
        #expect(output.collisions == [
            SiteOutput.Collision(path: "zh-hans/a.html", first: .text("content/zh-hans/a.md"), second: .pageOf(group: "a")),
            SiteOutput.Collision(path: "zh-hans/b.html", first: .pageOf(group: "b"), second: .text("the rules index")),
        ])
        #expect(output.count == 3)
        #expect(output.htmlPageCount == 2)
        for path in ["a.html", "zh-hans/b.html", ".html", "html", "a.htm", "a.html5", "a.HTML", "页.html", "", "x/a.html/"] {
            #expect(SiteOutput.isHTML(path) == (path.utf8.count > 5 && path.hasSuffix(".html")), "\(path)")
        }
    }
}
