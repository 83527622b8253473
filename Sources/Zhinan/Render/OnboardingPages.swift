import ZhinanMockups
import ZhinanRules
import ZhinanSearch

/// Pages for people new to the guidelines: "start here", and each document's printable checklist.
extension PageRenderer {
    func startContext(_ language: Language) -> StartPage {
        // The site's first plain don't (both editions agree), drawn: what a violation looks like, without the editions' nuance.
        let example = view.documents(in: language).lazy.flatMap { $0.guidelines }.flatMap { view.examples(of: $0.id) }.first {
            $0.example.expectation(in: .source) != .passes && !$0.editionsDisagree && $0.component.map { Mockup.canDraw($0) } == true
        }
        let (documents, more) = shortened(view.documents(in: language), language)
        return StartPage(
            frame: siteFrame(language, titled: "start_here", at: PagePaths.start),
            documents: documents.map { document in
                .init(title: document.title,
                      href: PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)),
                      guidelineCount: document.guidelines.count,
                      checked: document.guidelines.filter { !book.rules(enforcing: $0.id).isEmpty }.count,
                      checklistHref: PagePaths.relative(from: language, to: PagePaths.checklist(document.id, in: language)),
                      drillHref: hasDrill(document.guidelines.map(\.id)) ? PagePaths.relative(from: language, to: PagePaths.drill(document.id, in: language)) : nil,
                      drillKey: "\(language.id)/\(document.id)", summary: document.frontMatter.summary)
            },
            changesHref: PagePaths.relative(from: language, to: PagePaths.changes(language)),
            example: example.map { exampleContext($0, language: language) },
            more: more)
    }

    func checklistContext(_ document: Document, in group: Site) -> ChecklistPage {
        let language = document.language
        let page = PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language))
        // Sections in reading order, each with its guidelines (one without any is left out).
        var sections = [ChecklistPage.Section(heading: "", items: [])]
        for item in document.items {
            switch item {
            case .heading(let heading) where heading.level == 2: sections.append(.init(heading: heading.content.plainText, items: []))
            case .guideline(let guideline):
                let rules = book.rules(enforcing: guideline.id).map(\.id.rawValue)
                let text = guideline.lead ?? Self.shortened(guideline.blocks.map(\.plainText).joined(separator: " "), to: 80)
                sections[sections.count - 1].items.append(.init(
                    id: guideline.id, text: text, checked: !rules.isEmpty, rules: rules.map { IDLink(id: $0) },
                    href: page + "#" + guideline.id, reason: rules.isEmpty ? view.reasonText(guideline.id, language) : nil))
            default: break
            }
        }
        return ChecklistPage(
            frame: frame(language, title: "\(view.string("checklist", language)): \(document.title) · \(view.string("site_name", language))",
                         path: PagePaths.checklist(document.id, in: language),
                         alternates: group.translations(of: document).map { ($0.language, PagePaths.checklist($0.id, in: $0.language)) }),
            document: .init(title: document.title, href: page),
            sections: sections.filter { !$0.items.isEmpty })
    }

    /// A checklist line without a bold lead: the first sentence if it fits, else the text cut at a word, "…".
    static func shortened(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let head = text.prefix(limit)
        // A sentence ends at 。！？, or at a full stop followed by a space (not 1.5 or apple-pay.md).
        let end = head.indices.first { i in
            "。！？".contains(head[i]) || (head[i] == "." && head[head.index(after: i)...].first.map { $0 == " " } ?? true)
        }
        if let end, head.distance(from: head.startIndex, to: end) > limit / 3 { return String(head[...end]) }
        // Chinese has no spaces: any character boundary is a word's; elsewhere, the last space.
        if let space = head.lastIndex(of: " "), !head.contains(where: SearchText.isCJK) { return String(head[..<space]) + " …" }
        return String(head) + "…"
    }
}
