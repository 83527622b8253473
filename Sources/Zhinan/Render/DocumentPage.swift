/// A document page: its table of contents, and every heading, prose block and guideline, each
/// guideline with its permalink, its links to the same guideline in other languages, and a notice
/// when its translation is outdated.
extension PageRenderer {
    func documentContext(_ document: Document) -> [String: Any] {
        let language = document.language
        let editions = site.translations(of: document)
        var context = layoutContext(PageInfo(
            language: language, title: "\(document.title) · \(theme.string("site_name", language))",
            path: PagePaths.document(document.id, in: language),
            alternates: editions.map { ($0.language, PagePaths.document($0.id, in: $0.language)) },
            sameDocumentInOtherLanguages: true))
        var summary: [String: Any] = ["title": document.title, "guidelineCount": document.guidelines.count,
                                      "checklistHref": PagePaths.relative(from: language, to: PagePaths.checklist(document.id, in: language))]
        summary["summary"] = document.frontMatter.summary
        context["document"] = summary
        context["toc"] = document.headings.compactMap { heading -> [String: Any]? in
            guard let id = heading.id, heading.level <= 3 else { return nil }
            return ["id": id, "text": heading.content.plainText, "sub": heading.level == 3]
        }
        let entry = translationEntry(of: document)
        let isTranslation = entry?.translation?.language == language
        let outdated = isTranslation ? Set(entry?.outdated ?? []) : []
        // Each item is rendered on its own, with only what it needs in its context: Mustache looks
        // names up through the whole context stack, and a page's stack is deep.
        context["itemsHTML"] = renderItems(itemContexts(document.items, in: document, anchors: true, outdated: outdated), language: language)
        if let entry {
            context["bilingualHref"] = "../" + PagePaths.bilingual(entry.source.id, in: entry.source.language)
        }
        if let entry, isTranslation, !(entry.outdated.isEmpty && entry.missing.isEmpty) {
            context["translationNotice"] = [
                "outdated": entry.outdated.count, "missing": entry.missing.count,
                "statusHref": "../" + PagePaths.translationStatus(language) + "#" + statusAnchor(entry),
            ]
        }
        return context
    }

    /// The report entry that pairs this document with its source or its translation, if any.
    func translationEntry(of document: Document) -> TranslationReport.Entry? {
        translations.entries.first { entry in
            entry.translation != nil && entry.source.id == document.id
                && (entry.source.language == document.language || entry.language == document.language)
        }
    }

    /// The items of a document as the `items` partial renders them. `anchors` is false where the
    /// same ids would appear twice on a page (the side-by-side view puts them on its rows instead).
    func itemContexts(_ items: [DocumentItem], in document: Document, anchors: Bool, outdated: Set<String>) -> [[String: Any]] {
        let markdown = MarkdownHTMLRenderer(noteLabel: theme.string("note_label", document.language))
        let others = site.translations(of: document).filter { $0.language != document.language }
        return items.map { item -> [String: Any] in
            switch item {
            case .heading(let heading):
                return ["heading": ["id": heading.id ?? "", "hasID": anchors && heading.id != nil,
                                    "level": min(max(heading.level, 2), 6), "html": markdown.render(heading.content),
                                    "outdated": heading.id.map(outdated.contains) ?? false]]
            case .prose(let block):
                return ["prose": ["html": markdown.render(block)]]
            case .guideline(let guideline):
                // Where both languages stand side by side, links to the other language are noise.
                let elsewhere = !anchors ? [] : others.filter { site.anchors(of: $0.id, in: $0.language).contains(guideline.id) }.map { other -> [String: Any] in
                    ["name": other.language.nativeName, "hreflang": other.language.tag,
                     "href": "../" + PagePaths.document(other.id, in: other.language) + "#" + guideline.id]
                }
                var context: [String: Any] = ["id": guideline.id, "hasID": anchors, "html": markdown.render(guideline.blocks),
                                              "elsewhere": elsewhere, "outdated": outdated.contains(guideline.id)]
                // The side-by-side view shows the text only; rules and examples live on the pages.
                context["checks"] = anchors ? checksContext(guideline: guideline.id, language: document.language) : nil
                let terms = anchors ? termsContext(of: guideline, in: document.language) : []
                if !terms.isEmpty { context["terms"] = terms; context["hasTerms"] = true }
                return ["guideline": context]
            }
        }
    }

    func renderItems(_ items: [[String: Any]], language: Language) -> String {
        let strings = theme.strings[language] ?? [:]
        return items.map { item in
            var context = item
            context["s"] = strings
            return theme.library.render(context, withTemplate: "item") ?? ""
        }.joined()
    }

    func statusAnchor(_ entry: TranslationReport.Entry) -> String {
        "\(entry.language.rawValue)-\(entry.source.id)"
    }
}
