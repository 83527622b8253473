/// The side-by-side view: a Chinese document and its translation, a row per shared segment id (`#guideline-id` works here too).
extension PageRenderer {
    /// "简体中文 · English 对照": the pair, named in each language's own name, then the reader's word.
    func sideBySideLabel(_ entry: TranslationReport.Entry, in reader: Language, chinese: Language? = nil) -> String {
        "\((chinese ?? entry.source.language).nativeName) · \(entry.language.nativeName) \(view.string("side_by_side", reader))"
    }

    /// The side-by-side views a page links to: its own pair for a translation, every translated pair for a source or its conversion.
    func sideBySideLinks(of document: Document) -> [DocumentPage.SideBySide] {
        let chinese = document.frontMatter.convertedFrom == nil ? nil : document.language
        return view.translationEntries(for: document.id).filter { entry in
            entry.translation != nil && ([entry.source.language, entry.language].contains(document.language)
                                          || document.frontMatter.convertedFrom == entry.source.language)
        }.map { entry in
            .init(href: "../" + PagePaths.bilingual(entry.source.id, in: chinese ?? entry.source.language, with: entry.language),
                  label: sideBySideLabel(entry, in: document.language, chinese: chinese))
        }
    }

    func bilingualContext(_ entry: TranslationReport.Entry, source: Document, translation: Document, blocks: BlockHTML) -> BilingualPage {
        let group = Site(documents: [source, translation], languages: view.configured)
        let translatedSegments = Dictionary(translation.segments.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let outdated = Set(entry.outdated)
        return BilingualPage(
            frame: frame(source.language, title: "\(source.title) · \(translation.title) · \(sideBySideLabel(entry, in: source.language, chinese: source.language))",
                         path: PagePaths.bilingual(source.id, in: source.language, with: translation.language)),
            bilingual: .init(
                label: sideBySideLabel(entry, in: source.language, chinese: source.language),
                sourceTitle: source.title, translationTitle: translation.title == source.title ? nil : translation.title,
                // The notice stands in the translation's column, so it speaks the translation's language.
                outdatedNotice: view.string("outdated_notice", translation.language),
                missingNotice: view.string("missing_translation", translation.language),
                sourceLang: source.language.tag, translationLang: translation.language.tag,
                sourceName: source.language.nativeName, translationName: translation.language.nativeName,
                sourceHref: "../" + PagePaths.document(source.id, in: source.language),
                translationHref: "../" + PagePaths.document(translation.id, in: translation.language)),
            rows: source.segments.compactMap { segment in
                let counterpart = translatedSegments[segment.id]
                guard !segment.items.isEmpty || !(counterpart?.items.isEmpty ?? true) else { return nil }
                return .init(id: segment.id, aliases: aliasAnchors(of: segment.id), isGuideline: segment.items.contains { if case .guideline = $0 { true } else { false } },
                             source: itemModels(segment.items, in: source, group: group, anchors: false, blocks: blocks),
                             outdated: outdated.contains(segment.id),
                             translation: counterpart.map { itemModels($0.items, in: translation, group: group, anchors: false, blocks: blocks) })
            })
    }
}
