/// The translation status page: for each document and language, how much is translated, and
/// which guidelines are missing, extra or outdated, as the translation report computed it.
extension PageRenderer {
    func translationStatusContext(_ language: Language) -> [String: Any] {
        var context = layoutContext(PageInfo(
            language: language, title: "\(theme.string("translation_status", language)) · \(theme.string("site_name", language))",
            path: PagePaths.translationStatus(language),
            alternates: site.languages.map { ($0, PagePaths.translationStatus($0)) }))
        context["entries"] = translations.entries.map { entry -> [String: Any] in
            let total = entry.source.segments.count
            let link = { (document: Document?, id: String) -> [String: Any] in
                var item: [String: Any] = ["id": id]
                if let document { item["href"] = "../" + PagePaths.document(document.id, in: document.language) + "#" + id }
                return item
            }
            var row: [String: Any] = [
                "anchor": statusAnchor(entry), "title": entry.source.title,
                "sourceName": entry.source.language.nativeName, "languageName": entry.language.nativeName,
                "total": total, "upToDate": entry.upToDate,
                "percent": total == 0 ? 100 : entry.upToDate * 100 / total,
                "complete": entry.isComplete,
                "hasMissing": !entry.missing.isEmpty, "hasExtra": !entry.extra.isEmpty, "hasOutdated": !entry.outdated.isEmpty,
                "missing": entry.missing.map { link(entry.source, $0) },
                "extra": entry.extra.map { link(entry.translation, $0) },
                "outdated": entry.outdated.map { link(entry.translation, $0) },
            ]
            row["translationHref"] = entry.translation.map { "../" + PagePaths.document($0.id, in: $0.language) }
            row["bilingualHref"] = entry.translation.map { _ in "../" + PagePaths.bilingual(entry.source.id, in: entry.source.language) }
            return row
        }
        return context
    }
}
