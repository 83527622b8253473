import ZhinanMockups
import ZhinanRules

/// Pages for people new to the guidelines: "start here", and a printable checklist per document
/// that says of every guideline whether a rule checks it or a person must.
extension PageRenderer {
    func startContext(_ language: Language) -> [String: Any] {
        var context = layoutContext(PageInfo(
            language: language, title: "\(theme.string("start_here", language)) · \(theme.string("site_name", language))",
            path: PagePaths.start(language), alternates: site.languages.map { ($0, PagePaths.start($0)) }))
        context["documents"] = site.documents(in: language).map { document -> [String: Any] in
            let checked = document.guidelines.filter { !book.rules(enforcing: $0.id).isEmpty }.count
            var entry: [String: Any] = [
                "title": document.title, "guidelineCount": document.guidelines.count, "checked": checked,
                "href": PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)),
                "checklistHref": PagePaths.relative(from: language, to: PagePaths.checklist(document.id, in: language)),
            ]
            entry["summary"] = document.frontMatter.summary
            return entry
        }
        let example = examples.first { $0.example.expectation != .passes && $0.component.map { Mockup.canDraw($0) } == true }
        context["example"] = example.map { exampleContext($0, language: language) }
        return context
    }

    func checklistContext(_ document: Document) -> [String: Any] {
        let language = document.language
        var context = layoutContext(PageInfo(
            language: language, title: "\(theme.string("checklist", language)): \(document.title) · \(theme.string("site_name", language))",
            path: PagePaths.checklist(document.id, in: language),
            alternates: site.translations(of: document).map { ($0.language, PagePaths.checklist($0.id, in: $0.language)) }))
        context["document"] = ["title": document.title, "href": PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language))]
        // Sections in reading order, each with its guidelines.
        var sections: [[String: Any]] = []
        var current: [String: Any] = ["heading": "", "items": [[String: Any]]()]
        func flush() { if !(current["items"] as! [[String: Any]]).isEmpty { sections.append(current) } }
        for item in document.items {
            switch item {
            case .heading(let heading) where heading.level == 2:
                flush()
                current = ["heading": heading.content.plainText, "items": [[String: Any]]()]
            case .guideline(let guideline):
                let rules = book.rules(enforcing: guideline.id).map(\.id)
                let text = guideline.lead ?? String(guideline.blocks.map(\.plainText).joined(separator: " ").prefix(80))
                var items = current["items"] as! [[String: Any]]
                items.append(["id": guideline.id, "text": text, "checked": !rules.isEmpty, "rules": rules.map { ["id": $0] },
                              "href": PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)) + "#" + guideline.id])
                current["items"] = items
            default:
                break
            }
        }
        flush()
        context["sections"] = sections
        return context
    }
}
