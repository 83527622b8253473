/// The side-by-side view: a Chinese document and its English translation, aligned segment by
/// segment (guidelines and sections share ids across languages). Columns on a wide screen,
/// stacked pairs on a phone; each row carries the shared id, so `#guideline-id` works here too.
extension PageRenderer {
    func bilingualContext(_ entry: TranslationReport.Entry, source: Document, translation: Document) -> BilingualPage {
        let group = Site(documents: [source, translation])
        let translatedSegments = Dictionary(translation.segments.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let outdated = Set(entry.outdated)
        return BilingualPage(
            frame: frame(PageInfo(
                language: source.language,
                title: "\(source.title) · \(translation.title) · \(theme.string("side_by_side", source.language))",
                path: PagePaths.bilingual(source.id, in: source.language))),
            bilingual: .init(
                sourceTitle: source.title, translationTitle: translation.title == source.title ? "" : translation.title,
                // The notice stands in the translation's column, so it speaks the translation's language.
                outdatedNotice: theme.string("outdated_notice", translation.language),
                missingNotice: theme.string("missing_translation", translation.language),
                sourceLang: source.language.tag, translationLang: translation.language.tag,
                sourceName: source.language.nativeName, translationName: translation.language.nativeName,
                sourceHref: "../" + PagePaths.document(source.id, in: source.language),
                translationHref: "../" + PagePaths.document(translation.id, in: translation.language)),
            rows: source.segments.compactMap { segment in
                let counterpart = translatedSegments[segment.id]
                guard !segment.items.isEmpty || !(counterpart?.items.isEmpty ?? true) else { return nil }
                return .init(id: segment.id, isGuideline: segment.items.contains { if case .guideline = $0 { true } else { false } },
                             source: itemModels(segment.items, in: source, group: group, anchors: false, outdated: []),
                             outdated: outdated.contains(segment.id),
                             translation: counterpart.map { itemModels($0.items, in: translation, group: group, anchors: false, outdated: []) })
            })
    }
}
