/// The translation status page: each translation's progress, and its missing, extra or outdated guidelines.
extension PageRenderer {
    func translationStatusContext(_ language: Language, page: Int = 1) -> TranslationStatusPage {
        // On a site of many documents, only the translations that need attention are listed, a page at a time.
        let all = view.report.entries
        let paging = view.statusPaging
        let pages = paging.pageCount
        let label = Listing.fill(view.string("page_label", language), ["page": page, "pages": pages])
        let href = { (number: Int) in PagePaths.relative(from: language, to: PagePaths.translationStatus(language, page: number)) }
        let title = "\(view.string("translation_status", language)) · \(view.string("site_name", language))"
        return TranslationStatusPage(
            frame: frame(language, title: page > 1 ? "\(title) · \(label)" : title, path: PagePaths.translationStatus(language, page: page),
                         alternates: page > 1 ? [] : view.languages.map { ($0, PagePaths.translationStatus($0)) }),
            entries: paging.entries(onPage: page).map { entry in
                let total = entry.source.segments.count
                let link = { (document: DocumentOutline?, id: String) -> IDLink in
                    IDLink(id: id, href: document.map { "../" + PagePaths.document($0.id, in: $0.language) + "#" + id })
                }
                return .init(
                    anchor: statusAnchor(entry), title: entry.translation.flatMap { $0.language == language ? $0.title : nil } ?? entry.source.title,
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
            summary: !paging.summarised ? nil : Listing.fill(view.string("translations_summary", language),
                                                             ["complete": all.count - paging.listed.count, "total": all.count,
                                                              "attention": paging.listed.count]),
            pagination: pages == 1 ? nil : Pagination(
                ariaLabel: view.string("status_pages_label", language), label: label, previousHref: page > 1 ? href(page - 1) : nil, nextHref: page < pages ? href(page + 1) : nil,
                pages: (1...pages).map { .init(number: $0, href: href($0), current: $0 == page) }))
    }
}
