import ZhinanSearch

/// The glossary's promise to readers of a translation: where a source guideline uses a term (in any
/// of its forms in the source's language), its translation says one of the term's forms in the
/// translation's language. A warning at the translated guideline; an error under `--strict`. The
/// source stays as it is.
struct GlossaryChecker {
    let site: Site
    let glossary: Glossary
    /// Finds every form of every term in a text, once per text: a guideline's page asks the same
    /// matcher about the same text (`PageRenderer.termsContext`), and one of them finds it remembered.
    let matcher: GlossaryMatcher
    let forms: LanguageForms

    init(site: Site, glossary: Glossary) {
        self.init(site: site, glossary: glossary, matcher: .shared(for: glossary), forms: LanguageForms(glossary: glossary, languages: site.configured))
    }

    init(site: Site, glossary: Glossary, matcher: GlossaryMatcher, forms: LanguageForms) {
        self.site = site
        self.glossary = glossary
        self.matcher = matcher
        self.forms = forms
    }

    /// Each term's forms in each written language (both Chinese scripts share theirs), by primary
    /// subtag and the term's place in the glossary: which of the forms found in a text are that
    /// language's.
    struct LanguageForms: Sendable {
        private let glossary: Glossary
        private let bySubtag: [String: [Set<String>]]

        init(glossary: Glossary, languages: Languages) {
            self.glossary = glossary
            var bySubtag: [String: [Set<String>]] = [:]
            for language in languages.all where bySubtag[language.primarySubtag] == nil {
                bySubtag[language.primarySubtag] = glossary.terms.map { Set($0.forms(in: languages, subtag: language.primarySubtag)) }
            }
            self.bySubtag = bySubtag
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
                // A term the translation's language has no form of cannot be asked of it.
                let translated = Dictionary(translation.guidelines.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                for guideline in source.guidelines {
                    guard let target = translated[guideline.id] else { continue }
                    let used = terms(of: guideline, in: source.language)
                    guard !used.isEmpty else { continue }
                    let said = Set(terms(of: target, in: translation.language).map(\.id))
                    for term in used where !said.contains(term.id) {
                        let forms = term.forms(in: languages, subtag: translation.language.primarySubtag)
                        guard !forms.isEmpty else { continue }
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
