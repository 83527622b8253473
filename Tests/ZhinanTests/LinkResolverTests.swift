import Testing
@testable import Zhinan

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
}
