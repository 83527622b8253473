import Testing
@testable import Zhinan
@testable import ZhinanRules

@Suite struct LinkResolverTests {
    func site(_ files: [(String, Language, String)]) -> (Site, Diagnostics) {
        var diagnostics = Diagnostics()
        let documents = files.map { parseDocument($0.2, id: $0.0, language: $0.1, &diagnostics) }
        let site = LinkResolver(site: Site(documents: documents)).resolve(into: &diagnostics)
        return (site, diagnostics)
    }

    func links(in document: Document) -> [String] {
        var found: [String] = []
        func visit(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .link(let destination, _, let content, _): found.append(destination); visit(content)
                case .strong(let c), .emphasis(let c): visit(c)
                default: break
                }
            }
        }
        for guideline in document.guidelines {
            for case .paragraph(let inlines, _) in guideline.blocks { visit(inlines) }
        }
        return found
    }

    @Test func documentAndGuidelineLinksBecomePagePaths() {
        let (site, diagnostics) = site([
            ("a", .zhHans, "---\ntitle: A\n---\n{#a.one}\n**一。**[同页](#a.one) [别页](b.md) [别页指南](b.md#b.two) [英文](../en/b.md#b.two) [网](https://example.com/x) [信](mailto:a@b.c)\n"),
            ("b", .zhHans, "---\ntitle: B\n---\n{#b.two}\n**二。**\n"),
            ("b", .en, "---\ntitle: B\n---\n{#b.two}\n**Two.**\n"),
        ])
        #expect(diagnostics.lines.isEmpty)
        #expect(links(in: site.document("a", in: .zhHans)!) ==
            ["#a.one", "zh-hans/b.html", "zh-hans/b.html#b.two", "en/b.html#b.two", "https://example.com/x", "mailto:a@b.c"])
    }

    @Test func brokenAndUnsafeLinksAreLocatedErrors() {
        let (site, diagnostics) = site([
            ("a", .zhHans, "---\ntitle: A\n---\n{#a.one}\n**一。**[甲](nope.md) [乙](#a.nowhere)\n[丙](javascript:alert(1)) [丁](JavaScript:x) [戊](data:text/html,x) [己](images/x.png)\n"),
        ])
        #expect(diagnostics.lines == [
            "content/zh-hans/a.md:5:7: error: link to document 'zh-hans/nope.md' that does not exist",
            "content/zh-hans/a.md:5:20: error: link to guideline 'a.nowhere' that does not exist in zh-hans/a.md",
            "content/zh-hans/a.md:6:1: error: link scheme 'javascript:' is not allowed; use https:, http:, mailto: or a document link",
            "content/zh-hans/a.md:6:26: error: link scheme 'javascript:' is not allowed; use https:, http:, mailto: or a document link",
            "content/zh-hans/a.md:6:44: error: link scheme 'data:' is not allowed; use https:, http:, mailto: or a document link",
            "content/zh-hans/a.md:6:66: error: link 'images/x.png' is not a document link; write 'other-doc.md', 'other-doc.md#id' or '#id'",
        ])
        // A link that cannot be followed keeps its text and loses its target.
        let targets = links(in: site.document("a", in: .zhHans)!)
        #expect(targets == ["", "", "", "", "", ""])
    }

    @Test func aMistypedLinkIsAnsweredWithWhatItMeant() {
        let (_, diagnostics) = site([
            ("a", .zhHans, "---\ntitle: A\n---\n## 一节 {#a.part}\n{#a.minimum-width}\n**一。**[甲](#a.minimum-widht) [乙](buttns.md) [丙](#a.prat) [丁](#a.maximum-height)\n[戊](buttons.md#a.prat) [己](#a.prat)\n"),
            ("buttons", .zhHans, "---\ntitle: B\n---\n{#buttons.one}\n**二。**\n"),
        ])
        #expect(diagnostics.lines == [
            "content/zh-hans/a.md:6:7: error: link to guideline 'a.minimum-widht' that does not exist in zh-hans/a.md; did you mean 'a.minimum-width'?",
            "content/zh-hans/a.md:6:29: error: link to document 'zh-hans/buttns.md' that does not exist; did you mean 'buttons'?",
            "content/zh-hans/a.md:6:44: error: link to guideline 'a.prat' that does not exist in zh-hans/a.md; did you mean 'a.part'?",
            // Too unlike any id to be a slip: no guess.
            "content/zh-hans/a.md:6:57: error: link to guideline 'a.maximum-height' that does not exist in zh-hans/a.md",
            // The same name in another document is asked about again, among that document's ids.
            "content/zh-hans/a.md:7:1: error: link to guideline 'a.prat' that does not exist in zh-hans/buttons.md",
            "content/zh-hans/a.md:7:24: error: link to guideline 'a.prat' that does not exist in zh-hans/a.md; did you mean 'a.part'?",
        ])
    }
}

@Suite struct DidYouMeanTests {
    @Test func theNearestKnownNameWithinAFewEdits() {
        #expect(DidYouMean.nearest(to: "widht", among: ["height", "width"]) == "width")  // two neighbours swapped: one edit
        #expect(DidYouMean.nearest(to: "colour", among: ["color", "style"]) == "color")
        #expect(DidYouMean.nearest(to: "apple-pay-buttn", among: ["apple-pay-mark", "apple-pay-button"]) == "apple-pay-button")
        #expect(DidYouMean.nearest(to: "size", among: ["style", "side"]) == "side")  // the fewest edits wins
        #expect(DidYouMean.nearest(to: "ab", among: ["ac", "aa"]) == "aa")  // as near: the first in byte order
        #expect(DidYouMean.nearest(to: "toaster", among: ["apple-pay-button", "ar-badge"]) == nil)
        #expect(DidYouMean.nearest(to: "width", among: ["width"]) == nil)
        #expect(DidYouMean.nearest(to: "", among: ["a", ""]) == "a")
        #expect(DidYouMean.hint(for: "widht", among: ["width"]) == "; did you mean 'width'?")
        #expect(DidYouMean.hint(for: "nothing", among: ["width"]) == "")
    }

    @Test func editsCountAsOptimalStringAlignment() {
        for (a, b, edits) in [("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("abc", "acb", 1), ("abc", "ab", 1),
                              ("kitten", "sitting", 3), ("ca", "abc", 3), ("宽度", "高度", 1)] {
            #expect(DidYouMean.distance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == edits, "\(a) → \(b)")
            // Given up past a limit, and never wrongly: within it, the same count.
            for limit in 0...4 {
                let within = DidYouMean.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), within: limit)
                #expect(within == (edits <= limit ? edits : nil), "\(a) → \(b) within \(limit)")
            }
        }
        #expect(DidYouMean.nearest(to: String(repeating: "a", count: 65), among: [String(repeating: "a", count: 64)]) == nil)
    }

    /// Giving up early never changes an answer: on random words of a small alphabet (swaps and repeats abound),
    /// the distance within each limit is the whole distance where that is within it, and nil where not.
    @Test func givingUpEarlyAgreesWithTheWholeCount() {
        var generator = SystemRandomNumberGenerator()
        func word() -> [Unicode.Scalar] { (0..<Int.random(in: 0...9, using: &generator)).map { _ in "abc".unicodeScalars.randomElement(using: &generator)! } }
        for _ in 0..<2000 {
            let (a, b) = (word(), word())
            let whole = DidYouMean.distance(a, b)!
            for limit in 0...6 { #expect(DidYouMean.distance(a, b, within: limit) == (whole <= limit ? whole : nil), "\(a) → \(b) within \(limit)") }
        }
    }
}
