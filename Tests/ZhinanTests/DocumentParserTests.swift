import Testing
@testable import Zhinan

@Suite struct DocumentParserTests {
    let text = """
    ---
    title: 按钮
    ---

    引言。

    ## 大小 {#doc.size}

    {#doc.size.minimum-width}
    **保持最小宽度。**所有按钮的最小宽度都为32pt。

    第二段。

    - 列表

    > [!EDITOR]
    > 编者的更正。

    {#doc.size.marker-only}

    没有粗体开头的指南。

    ### 小节

    小节的说明。
    """

    @Test func groupsHeadingsProseAndGuidelines() {
        var diagnostics = Diagnostics()
        let document = parseDocument(text, &diagnostics)
        #expect(diagnostics.lines.isEmpty)
        #expect(document.title == "按钮")
        #expect(document.items.count == 6)
        guard case .prose(.paragraph(let intro, _)) = document.items[0] else { Issue.record("intro"); return }
        #expect(intro == [.text("引言。")])
        #expect(document.headings.map(\.id) == ["doc.size", nil])
        #expect(document.headings.map { $0.content.plainText } == ["大小", "小节"])
        #expect(document.guidelines.map(\.id) == ["doc.size.minimum-width", "doc.size.marker-only"])
        let first = document.guidelines[0]
        #expect(first.lead == "保持最小宽度。")
        #expect(first.blocks.count == 4)
        guard case .callout(.editor, let note, _) = first.blocks[3] else { Issue.record("editor's note"); return }
        #expect(note == [.paragraph([.text("编者的更正。")], SourceLocation(path: "content/zh-hans/doc.md", line: 16, column: 3))])
        #expect(document.guidelines[1].lead == nil)
        guard case .prose = document.items[5] else { Issue.record("prose after a heading ends the guideline"); return }
    }

    @Test func locationsAreFileLinesAndCharacterColumns() {
        var diagnostics = Diagnostics()
        let document = parseDocument(text, &diagnostics)
        #expect(document.headings[0].location == SourceLocation(path: "content/zh-hans/doc.md", line: 7, column: 1))
        #expect(document.guidelines.map(\.location.line) == [9, 19])
    }

    @Test func markerFollowedByTextOnTheSameLineIsText() {
        var diagnostics = Diagnostics()
        let document = parseDocument("---\ntitle: t\n---\n{#doc.a} 不是标记。\n", &diagnostics)
        #expect(document.guidelines.isEmpty)
    }

    @Test func calloutsOfEveryKindInAnyCaseAndQuotationsStayQuotations() {
        func blocks(_ markdown: String, _ diagnostics: inout Diagnostics) -> [Block] {
            parseDocument("---\ntitle: t\n---\n" + markdown, &diagnostics).items.flatMap { item -> [Block] in
                if case .prose(let block) = item { [block] } else { [] }
            }
        }
        var diagnostics = Diagnostics()
        for kind in Callout.allCases {
            for marker in [kind.rawValue.uppercased(), kind.rawValue] {
                let found = blocks("> [!\(marker)]\n> 文字。\n", &diagnostics)
                #expect(found == [.callout(kind, [.paragraph([.text("文字。")], SourceLocation(path: "content/zh-hans/doc.md", line: 4, column: 3))],
                                           SourceLocation(path: "content/zh-hans/doc.md", line: 4, column: 1))], "\(marker)")
            }
        }
        // A quotation, one that merely starts with a bracket, and one inside a list item's callout.
        guard case .blockQuote? = blocks("> 引文。\n", &diagnostics).first, case .blockQuote? = blocks("> [!] 与 [链接]\n", &diagnostics).first,
              case .list(_, _, _, let items, _)? = blocks("- > [!TIP]\n  > 小提示。\n", &diagnostics).first, case .callout(.tip, _, _)? = items.first?.first
        else { Issue.record("quotations and nested callouts"); return }
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        // A kind that does not exist: an error at its line, and the quote still shown.
        guard case .blockQuote? = blocks("\n> [!DANGER]\n> 小心。\n", &diagnostics).first else { Issue.record("unknown kind"); return }
        #expect(diagnostics.all.map(\.description) == [
            "content/zh-hans/doc.md:5:3: error: '[!DANGER]' is no kind of callout: write one of [!NOTE], [!TIP], [!IMPORTANT], [!WARNING], [!CAUTION], [!EDITOR] (the editor's correction), or leave out the marker for a quotation",
        ])
    }

    @Test func headingWithoutIDKeepsItsText() {
        #expect(DocumentParser.splitTrailingID([.text("标题 {#a.b}")]) == ([.text("标题")], "a.b"))
        #expect(DocumentParser.splitTrailingID([.text("标题 {不是}")]).1 == nil)
        #expect(DocumentParser.splitTrailingID([.strong([.text("粗")]), .text(" {#a.b}")]) == ([.strong([.text("粗")])], "a.b"))
    }

    @Test func idMarkerFollowedByACombiningMarkIsAMarker() {
        // A marker a combining mark follows is a marker, and its id is not a plain one.
        var diagnostics = Diagnostics()
        ContentChecker.check(parseDocument("---\ntitle: t\n---\n## 标题 {#\u{301}doc.a}\n", &diagnostics), into: &diagnostics)
        #expect(diagnostics.all.contains { $0.message.contains("outside [a-z0-9.-]") }, "\(diagnostics.all)")
    }
}
