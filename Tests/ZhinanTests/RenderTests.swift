import Foundation
import ZhinanTemplates
import Testing
@testable import Zhinan
import ZhinanRules

@Suite struct RenderTests {
    /// Escaping by bytes: every ASCII character alone and inside text, and text that is not
    /// native (bridged from Foundation), against the five replacements written out.
    @Test func htmlEscapingReplacesTheFiveCharactersAndNothingElse() {
        func plain(_ text: String) -> String {
            text.map { c -> String in
                switch c {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case "'": "&#39;"
                default: String(c)
                }
            }.joined()
        }
        for value in 1..<128 {
            let c = String(UnicodeScalar(UInt8(value)))
            for text in [c, "最小" + c + "宽度", "a\(c)b\(c)"] {
                #expect(HTML.escape(text) == plain(text), "\(value)")
                #expect(HTML.escape(NSString(string: text) as String) == plain(text), "\(value)")
            }
        }
    }

    let renderer = MarkdownHTMLRenderer(calloutLabels: [.editor: "编者注", .warning: "警告"])

    func render(_ markdown: String) -> String {
        var ignored = Diagnostics()
        return renderer.render(MarkdownParser().parse(markdown, path: "x.md", lineOffset: 0, into: &ignored))
    }

    @Test func scriptAndEventHandlersNeverBecomeMarkup() {
        let html = render("<script>alert(1)</script>\n\n文字 <img src=x onerror=alert(1)> 和 <a href=\"javascript:alert(1)\">链</a>\n")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<a "))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test func textIsEscapedAndMarkdownRendered() {
        #expect(render("**粗** *斜* `a<b` & \"q\"\n") == "<p><strong>粗</strong> <em>斜</em> <code>a&lt;b</code> &amp; &quot;q&quot;</p>\n")
        #expect(render("- 一\n- 二\n") == "<ul>\n<li>一</li>\n<li>二</li>\n</ul>\n")
        #expect(render("3. 三\n4. 四\n") == "<ol start=\"3\">\n<li>三</li>\n<li>四</li>\n</ol>\n")
    }

    /// A line wrapped between two wide characters joins without a space; beside a narrow one it stays
    /// a break (a space), as do breaks around Hangul and inside Latin text.
    @Test func aWrappedChineseLineJoinsWithoutASpace() {
        #expect(render("这是第一行\n这是第二行。\n") == "<p>这是第一行这是第二行。</p>\n")
        #expect(render("第一行，\n**第二行**。\n") == "<p>第一行，<strong>第二行</strong>。</p>\n")
        #expect(render("中文\nLatin\n") == "<p>中文\nLatin</p>\n")
        #expect(render("Latin\n中文\n") == "<p>Latin\n中文</p>\n")
        #expect(render("one\ntwo\n") == "<p>one\ntwo</p>\n")
        #expect(render("한국어\n문장\n") == "<p>한국어\n문장</p>\n")
        #expect(render("仮名\nかな\n") == "<p>仮名かな</p>\n")
    }

    @Test func linksKeepOnlyApprovedTargets() {
        let link = Inline.link(destination: "https://example.com/?a=1&b=\"2\"", title: "", [.text("网")], SourceLocation(path: "x"))
        #expect(renderer.render([link]) == "<a href=\"https://example.com/?a=1&amp;b=&quot;2&quot;\" rel=\"external noopener\">网</a>")
        let rejected = Inline.link(destination: "", title: "", [.text("链")], SourceLocation(path: "x"))
        #expect(renderer.render([rejected]) == "链")
    }

    @Test func calloutsAreAsidesLabelledByKind() {
        var diagnostics = Diagnostics()
        let document = parseDocument("---\ntitle: t\n---\n{#doc.a}\n**一。**\n\n> [!EDITOR]\n> 更正。\n\n> [!WARNING] 当心。\n", &diagnostics)
        let html = renderer.render(document.guidelines[0].blocks)
        #expect(html == "<p><strong>一。</strong></p>\n<aside class=\"callout callout-editor\" role=\"note\"><p class=\"callout-label\">编者注</p>\n<p>更正。</p>\n</aside>\n"
                + "<aside class=\"callout callout-warning\" role=\"note\"><p class=\"callout-label\">警告</p>\n<p>当心。</p>\n</aside>\n")
    }
}

@Suite struct CJKEmphasisTests {
    func inlines(_ markdown: String) -> [Inline] {
        var ignored = Diagnostics()
        guard case .paragraph(let inlines, _)? = MarkdownParser().parse(markdown, path: "x.md", lineOffset: 0, into: &ignored).first else { return [] }
        return inlines
    }

    @Test func boldLeadEndingInChinesePunctuationIsStrong() {
        #expect(inlines("**保持最小宽度。**所有按钮。") == [.strong([.text("保持最小宽度。")]), .text("所有按钮。")])
        #expect(inlines("**若是不確定, 要確認.**使用者可以") == [.strong([.text("若是不確定, 要確認.")]), .text("使用者可以")])
    }

    @Test func ordinaryEmphasisAndLoneMarkersAreUnchanged() {
        #expect(inlines("**Keep it.** Then more.") == [.strong([.text("Keep it.")]), .text(" Then more.")])
        #expect(inlines("a ** b") == [.text("a ** b")])
        #expect(inlines("`**code**` 和 **粗体。**后") == [.code("**code**"), .text(" 和 "), .strong([.text("粗体。")]), .text("后")])
    }
}

@Suite struct SpecYAMLTests {
    /// The values of a spec, without where they were written.
    indirect enum Plain: Equatable {
        case string(String), number(Double), bool(Bool), null, list([Plain]), map([String], [Plain])

        init(_ value: SpecValue) {
            switch value.kind {
            case .string(let s): self = .string(s)
            case .number(let n): self = .number(n)
            case .bool(let b): self = .bool(b)
            case .null: self = .null
            case .list(let items): self = .list(items.map(Plain.init))
            case .map(let entries): self = .map(entries.map(\.key), entries.map { Plain($0.value) })
            }
        }
    }

    func specs(_ text: String, path: String) throws -> [SpecValue] {
        var diagnostics = Diagnostics()
        let file = try #require(SpecFile.parse(text, path: path, into: &diagnostics))
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        return file.specs
    }

    /// Emit, parse again, and get the same values: what a page shows is the spec that was judged.
    @Test func everyFixtureSpecRoundTrips() throws {
        let text = try String(contentsOf: Paths.fixture("specs/display.yml"), encoding: .utf8)
        let specs = try specs(text, path: "display.yml")
        #expect(specs.count == 6)
        for spec in specs {
            let shown = SpecYAML.render(spec)
            let again = try self.specs(shown, path: "shown.yml")
            #expect(again.count == 1)
            #expect(again.map(Plain.init) == [Plain(spec)], "\(shown)")
        }
    }

    /// A line's collection joined by `SpecYAML` is what Yams' emitter writes for it whole: every
    /// value of every example and fixture spec, and texts chosen to need quoting or escaping.
    @Test func flowCollectionsAreWhatYamsWrites() throws {
        var values: [SpecValue] = []
        func collect(_ value: SpecValue) {
            values.append(value)
            switch value.kind {
            case .list(let items): items.forEach(collect)
            case .map(let entries): entries.forEach { collect($0.value) }
            default: break
            }
        }
        let files = try FileManager.default.contentsOfDirectory(at: Paths.content.appendingPathComponent("examples"), includingPropertiesForKeys: nil)
            + [Paths.fixture("specs/display.yml")]
        for file in files where file.pathExtension == "yml" {
            try specs(String(contentsOf: file, encoding: .utf8), path: file.lastPathComponent).forEach(collect)
        }
        let odd = ["", " ", "a, b", "[x]", "{y}", "k: v", "#hash", "- dash", "&anchor", "*alias", "!tag", "%pct", "@at", "`tick",
                   "\"quoted\"", "it's", "line\nbreak", "tab\there", "trailing ", " leading", "中文，逗号", "émoji 😀", "yes", "null",
                   "1e3", "0x1F", ".inf", "12:30", "~", "?", ":", "a:b", "a #b", String(repeating: "long ", count: 40)]
        let oddValues = odd.map { SpecValue(.string($0), at: SpecLocation(path: "", line: 1, column: 1)) }
        let at = SpecLocation(path: "", line: 1, column: 1)
        values += oddValues
        values.append(SpecValue(.list(oddValues), at: at))
        values.append(SpecValue(.map(zip(odd, oddValues).map { .init(key: $0, value: $1) }), at: at))
        values.append(SpecValue(.list([SpecValue(.number(-0.5), at: at), SpecValue(.number(1e21), at: at), SpecValue(.bool(false), at: at),
                                       SpecValue(.null, at: at), SpecValue(.list([]), at: at), SpecValue(.map([]), at: at)]), at: at))
        var compared = 0
        for value in values {
            let scalarsOnly: Bool
            switch value.kind {
            case .list(let items): scalarsOnly = items.allSatisfy { if case .list = $0.kind { false } else if case .map = $0.kind { false } else { true } }
            case .map(let entries): scalarsOnly = entries.allSatisfy { if case .list = $0.value.kind { false } else if case .map = $0.value.kind { false } else { true } }
            default: scalarsOnly = true
            }
            guard scalarsOnly else { continue }
            #expect(SpecYAML.flow(value) == SpecYAML.emit(SpecYAML.node(value)), "\(value)")
            compared += 1
        }
        #expect(compared > 500)
    }

    @Test func layoutFollowsTheExamples() throws {
        let text = try String(contentsOf: Paths.fixture("specs/display.yml"), encoding: .utf8)
        let shown = try specs(text, path: "display.yml").map(SpecYAML.render)
        #expect(shown[0] == "component: apple-pay-button\ntype: buy\nstyle: white-outline\nwidth: 140\nheight: 30.5\nclear-space: 3.25\nbackground: \"#FFFFFF\"\n")
        #expect(shown[1] == """
            component: checkout-layout
            viewport: {width: 390, height: 844}
            elements:
              - {kind: payment-button, x: 16, y: 700, width: 171, height: 44}
              - {kind: apple-pay-button, x: 203, y: 700, width: 171, height: 44}

            """)
        #expect(shown[2].contains("  - {label: \"运费\\n（顺丰标快，预计 2 天送达）\", amount: 12}\n"))
        #expect(shown[4].contains("features: [\"true\", \"false\", \"null\", \"yes\", \"no\", \"on\", \"off\", \"~\", \"32\", \"1e3\""))
        #expect(shown[5].contains("elements:\n  - corner-radius: 36.667\n    top: 7.333\n"))
    }
}
