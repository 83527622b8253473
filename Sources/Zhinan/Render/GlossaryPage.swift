/// The glossary page of a language (`<language>/glossary.html`): every term in the reader's
/// language, with its forms in the other languages, the variants that mean the same, and its
/// definition. Guideline pages link the terms they use here.
extension PageRenderer {
    func glossaryContext(_ language: Language) -> [String: Any] {
        var context = layoutContext(PageInfo(
            language: language, title: "\(theme.string("glossary", language)) · \(theme.string("site_name", language))",
            path: PagePaths.glossary(language), alternates: site.languages.map { ($0, PagePaths.glossary($0)) }))
        let others = Language.allCases.filter { $0 != language }
        // In the order of the file, which groups terms by topic.
        context["terms"] = glossary.terms.map { term -> [String: Any] in
            var entry: [String: Any] = [
                "id": term.id, "name": term.name(in: language),
                "forms": others.map { ["lang": $0.tag, "name": term.name(in: $0)] }
                    .filter { ($0["name"] ?? "") != term.name(in: language) },
            ]
            let variants = (term.chineseVariants + term.englishVariants).filter { !$0.isEmpty }
            if !variants.isEmpty { entry["variants"] = variants.joined(separator: " · ") }
            entry["definition"] = term.definition[language]
            return entry
        }
        return context
    }

    /// The glossary terms a guideline uses, linked to the glossary page: `[{name, href}]`.
    func termsContext(of guideline: Guideline, in language: Language) -> [[String: Any]] {
        let text = SearchText.fold(guideline.blocks.map(\.plainText).joined(separator: "\n"))
        return glossaryMatcher.terms(in: text).map { term in
            ["name": term.name(in: language), "href": PagePaths.relative(from: language, to: PagePaths.glossary(language)) + "#" + term.id]
        }
    }
}
