/// The translation status page: for each document and language, how much is translated, and
/// which guidelines are missing, extra or outdated, as the translation report computed it.
extension PageRenderer {
    func translationStatusContext(_ language: Language) -> TranslationStatusPage {
        // On a site of many documents, only the translations that need attention are listed.
        let all = translations.entries
        let summarised = all.count > Listing.pageSize
        let attention = summarised ? all.filter { !$0.isComplete } : all
        let shown = summarised ? Array(attention.prefix(Listing.attentionLimit)) : all
        return TranslationStatusPage(
            frame: frame(PageInfo(
                language: language, title: "\(theme.string("translation_status", language)) · \(theme.string("site_name", language))",
                path: PagePaths.translationStatus(language),
                alternates: site.languages.map { ($0, PagePaths.translationStatus($0)) })),
            entries: shown.map { entry in
                let total = entry.source.segments.count
                let link = { (document: DocumentOutline?, id: String) -> IDLink in
                    IDLink(id: id, href: document.map { "../" + PagePaths.document($0.id, in: $0.language) + "#" + id })
                }
                return .init(
                    anchor: statusAnchor(entry), title: entry.source.title,
                    sourceName: entry.source.language.nativeName, languageName: entry.language.nativeName,
                    total: total, upToDate: entry.upToDate, percent: total == 0 ? 100 : entry.upToDate * 100 / total,
                    complete: entry.isComplete,
                    hasMissing: !entry.missing.isEmpty, hasExtra: !entry.extra.isEmpty, hasOutdated: !entry.outdated.isEmpty,
                    missing: entry.missing.map { link(entry.source, $0) },
                    extra: entry.extra.map { link(entry.translation, $0) },
                    outdated: entry.outdated.map { link(entry.translation, $0) },
                    translationHref: entry.translation.map { "../" + PagePaths.document($0.id, in: $0.language) },
                    bilingualHref: entry.translation.map { _ in "../" + PagePaths.bilingual(entry.source.id, in: entry.source.language, with: entry.language) },
                    bilingualLabel: sideBySideLabel(entry, in: language))
            },
            summary: !summarised ? nil : Listing.fill(theme.string("translations_summary", language),
                                                      ["complete": all.count - attention.count, "total": all.count, "attention": attention.count]),
            more: attention.count > shown.count
                ? Listing.fill(theme.string("translations_more", language), ["count": attention.count - shown.count]) : nil)
    }
}
