/// A document page: its table of contents and its items (`ItemModel`), with a notice when its translation is outdated.
extension PageRenderer {
    func documentContext(_ document: Document, in group: Site, itemsHTML: String) -> DocumentPage {
        let language = document.language, front = document.frontMatter
        let editions = group.translations(of: document)
        let notice = view.translationEntry(for: document.id, language: language).flatMap { entry -> DocumentPage.TranslationNotice? in
            guard entry.translation?.language == language, !(entry.outdated.isEmpty && entry.missing.isEmpty) else { return nil }
            return .init(outdated: entry.outdated.count, missing: entry.missing.count,
                         statusHref: "../" + PagePaths.translationStatus(language, page: view.statusPage(of: entry) ?? 1) + "#" + statusAnchor(entry))
        }
        // The documents around this one in its language, and the ones before and after it.
        let links = view.neighbours(of: document.id, in: language).map {
            TitledLink(title: $0.title, href: PagePaths.relative(from: language, to: PagePaths.document($0.id, in: language)), current: $0.id == document.id)
        }
        let place = links.count > 1 ? links.firstIndex(where: { $0.current == true }) : nil
        return DocumentPage(
            frame: frame(language, title: "\(document.title) · \(view.string("site_name", language))", path: PagePaths.document(document.id, in: language),
                         alternates: editions.map { ($0.language, PagePaths.document($0.id, in: $0.language)) }, sameDocumentInOtherLanguages: true),
            document: .init(title: document.title, guidelineCount: document.guidelines.count,
                            checklistHref: PagePaths.relative(from: language, to: PagePaths.checklist(document.id, in: language)),
                            drillHref: hasDrill(document.guidelines.map(\.id)) ? PagePaths.relative(from: language, to: PagePaths.drill(document.id, in: language)) : nil,
                            markdownHref: PagePaths.relative(from: language, to: PagePaths.markdown(document.id, in: language)),
                            summary: front.summary),
            toc: document.headings.compactMap { heading in
                guard let id = heading.id, heading.level <= 3 else { return nil }
                return .init(id: id, text: heading.content.plainText, sub: heading.level == 3)
            },
            // Each item is rendered on its own, with only what it needs in its context: Mustache looks
            // names up through the whole context stack, and a page's stack is deep.
            itemsHTML: itemsHTML,
            sideBySide: sideBySideLinks(of: document),
            translationNotice: notice,
            converted: front.convertedFrom.map { source in
                let notice = view.string("converted_notice", language).components(separatedBy: "{original}")
                return .init(before: notice[0], link: view.string("converted_original", language), after: notice.dropFirst().joined(),
                             href: "../" + PagePaths.document(document.id, in: source), hreflang: source.tag)
            },
            // The Apple page it comes from, where its front matter names one.
            origin: front.originTitle.flatMap { title in front.originURL.map { .init(title: title, url: $0, reviewed: front.reviewed) } },
            documents: links,
            pager: place.map { .init(previous: $0 > 0 ? links[$0 - 1] : nil, next: $0 + 1 < links.count ? links[$0 + 1] : nil) })
    }

    /// The items of a document as the `item` template renders them. `anchors` is false where the same ids
    /// would appear twice on a page (the side-by-side view puts them, and what is outdated, on its rows instead).
    func itemModels(_ items: [DocumentItem], in document: Document, group: Site, anchors: Bool, blocks: BlockHTML) -> [ItemModel] {
        let entry = anchors ? view.translationEntry(for: document.id, language: document.language) : nil
        let outdated = Set(entry?.translation?.language == document.language ? entry?.outdated ?? [] : [])
        let markdown = MarkdownHTMLRenderer(calloutLabels: Dictionary(uniqueKeysWithValues: Callout.allCases.map {
            ($0, view.string("callout_\($0.rawValue)", document.language))
        }))
        let others = group.translations(of: document).filter { $0.language != document.language }
        let strings = view.strings(document.language)
        return items.map { item in
            var model = ItemModel(s: strings)
            switch item {
            case .heading(let heading):
                model.heading = .init(id: heading.id ?? "", hasID: anchors && heading.id != nil,
                                      aliases: anchors ? aliasAnchors(of: heading.id) : [], level: min(max(heading.level, 2), 6),
                                      html: blocks.value(heading.location) { markdown.render(heading.content) },
                                      outdated: heading.id.map(outdated.contains) ?? false)
            case .prose(let block): model.prose = .init(html: blocks.value(block.location) { markdown.render(block) })
            case .guideline(let guideline):
                // Side by side, links to the other language are noise, and the rules and examples live on the pages.
                let elsewhere = !anchors ? [] : others.filter { $0.defines(guideline.id) }.map {
                    LanguageLink(name: $0.language.nativeName, hreflang: $0.language.tag,
                                 href: "../" + PagePaths.document($0.id, in: $0.language) + "#" + guideline.id)
                }
                let terms = anchors ? termsContext(of: guideline, in: document.language) : []
                model.guideline = .init(id: guideline.id, hasID: anchors, aliases: anchors ? aliasAnchors(of: guideline.id) : [],
                                        html: blocks.value(guideline.location) { markdown.render(guideline.blocks) }, elsewhere: elsewhere,
                                        outdated: outdated.contains(guideline.id),
                                        checks: anchors ? checksContext(guideline: guideline.id, language: document.language) : nil,
                                        hasTerms: !terms.isEmpty, terms: terms)
            }
            return model
        }
    }

    /// The ids an anchor was renamed from, each kept as an anchor of its own.
    func aliasAnchors(of id: String?) -> [IDLink] { id.map { view.aliases(of: $0).map { IDLink(id: $0) } } ?? [] }

    func statusAnchor(_ entry: TranslationReport.Entry) -> String { "\(entry.language.id)-\(entry.source.id)" }
}
