import ZhinanSearch

/// Where a source guideline uses a glossary term, its translation must say one of the term's forms in its language.
struct GlossaryChecker {
    let site: Site
    let glossary: Glossary
    /// Shared with the pages (`PageRenderer.termsContext`), which ask it about the same texts.
    let matcher: GlossaryMatcher
    let forms: LanguageForms

    /// Each term's forms by primary subtag: which of the forms found in a text are that language's.
    struct LanguageForms: Sendable {
        private let glossary: Glossary
        private var bySubtag: [String: [Set<String>]] = [:]

        init(glossary: Glossary, languages: Languages) {
            self.glossary = glossary
            for language in languages.all where bySubtag[language.primarySubtag] == nil {
                bySubtag[language.primarySubtag] = glossary.terms.map { Set($0.forms(in: languages, subtag: language.primarySubtag)) }
            }
        }

        /// The terms of `found` that a form in the language of `subtag` names, in order, each once.
        func terms(_ found: [GlossaryMatcher.Form], in subtag: String) -> [Glossary.Term] {
            guard let forms = bySubtag[subtag] else { return [] }
            return glossary.terms(of: found.filter { forms[$0.index].contains($0.text) })
        }
    }

    func check(strict: Bool, glossaryPath: String, into diagnostics: inout Diagnostics) {
        guard !glossary.terms.isEmpty else { return }
        let languages = site.configured
        func terms(of guideline: Guideline, in language: Language) -> [Glossary.Term] {
            forms.terms(matcher.forms(in: SearchText.fold(guideline.plainText)), in: language.primarySubtag)
        }
        for source in site.sourceDocuments {
            for translation in site.translations(of: source) where translation.language.translates(source.language) {
                let translated = Dictionary(translation.guidelines.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                for guideline in source.guidelines {
                    guard let target = translated[guideline.id] else { continue }
                    let used = terms(of: guideline, in: source.language)
                    guard !used.isEmpty else { continue }
                    let said = Set(terms(of: target, in: translation.language).map(\.id))
                    for term in used where !said.contains(term.id) {
                        let forms = term.forms(in: languages, subtag: translation.language.primarySubtag)
                        guard !forms.isEmpty else { continue }  // none to ask of this language
                        let quoted = forms.map { "'\($0)'" }.joined(separator: " or ")
                        diagnostics.report("'\(guideline.id)' uses the glossary term \(term.name(in: source.language, of: languages) ?? term.id) in \(source.language.id) "
                            + "(\(guideline.location)), but its \(translation.language.id) says none of \(quoted) (\(glossaryPath):\(term.location.line))",
                            at: target.location, strict: strict)
                    }
                }
            }
        }
    }
}
