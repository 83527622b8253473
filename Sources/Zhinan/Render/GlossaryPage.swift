import ZhinanSearch

/// The glossary page of a language (`<language>/glossary.html`), where guideline pages link the terms they use.
extension PageRenderer {
    func glossaryContext(_ language: Language) -> GlossaryPage {
        let languages = view.configured
        let others = languages.all.filter { $0 != language }
        return GlossaryPage(
            frame: siteFrame(language, titled: "glossary", at: PagePaths.glossary),
            // In the order of the file, which groups terms by topic.
            terms: view.glossary.terms.map { term in
                let variants = term.allVariants(in: languages)
                let name = term.name(in: language, of: languages) ?? term.id
                return .init(id: term.id, name: name,
                             forms: others.compactMap { other in term.names[other.id].map { .init(lang: other.tag, name: $0) } }.filter { $0.name != name },
                             variants: variants.isEmpty ? nil : variants.joined(separator: " · "),
                             definition: term.definition[language])
            })
    }

    func termsContext(of guideline: Guideline, in language: Language) -> [TermLink] {
        // No glossary, no terms: the guideline's text is not made (every guideline of every page).
        let matcher = view.glossaryMatcher
        guard !matcher.forms.isEmpty else { return [] }
        return view.glossary.terms(of: matcher.forms(in: SearchText.fold(guideline.plainText))).map { term in
            TermLink(name: term.name(in: language, of: view.configured) ?? term.id, href: PagePaths.relative(from: language, to: PagePaths.glossary(language)) + "#" + term.id)
        }
    }
}
