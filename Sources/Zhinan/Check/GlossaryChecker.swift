/// The glossary's promise to readers of a translation: where a source guideline uses a term (in any
/// of its forms in the source's language), its translation says one of the term's forms in the
/// translation's language. A warning at the translated guideline; an error under `--strict`. The
/// source stays as it is.
struct GlossaryChecker {
    let site: Site
    let glossary: Glossary
    /// One matcher per written language (both Chinese scripts share theirs), by primary subtag,
    /// made ready once for every document checked.
    let matchers: [String: GlossaryMatcher]

    init(site: Site, glossary: Glossary) {
        self.init(site: site, glossary: glossary, matchers: Self.matchers(for: glossary, in: site.configured))
    }

    init(site: Site, glossary: Glossary, matchers: [String: GlossaryMatcher]) {
        self.site = site
        self.glossary = glossary
        self.matchers = matchers
    }

    /// The matchers of every configured language's written language.
    static func matchers(for glossary: Glossary, in languages: Languages) -> [String: GlossaryMatcher] {
        var matchers: [String: GlossaryMatcher] = [:]
        for language in languages.all where matchers[language.primarySubtag] == nil {
            matchers[language.primarySubtag] = GlossaryMatcher.shared(for: glossary, in: languages, subtag: language.primarySubtag)
        }
        return matchers
    }

    func check(strict: Bool, glossaryPath: String, into diagnostics: inout Diagnostics) {
        guard !glossary.terms.isEmpty else { return }
        let languages = site.configured
        var matchers = self.matchers
        func matcher(_ language: Language) -> GlossaryMatcher {
            if let made = matchers[language.primarySubtag] { return made }
            let made = GlossaryMatcher.shared(for: glossary, in: languages, subtag: language.primarySubtag)
            matchers[language.primarySubtag] = made
            return made
        }
        for source in site.sourceDocuments {
            for translation in site.translations(of: source) where translation.language.translates(source.language) {
                // A term the translation's language has no form of cannot be asked of it.
                let translated = Dictionary(translation.guidelines.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                for guideline in source.guidelines {
                    guard let target = translated[guideline.id] else { continue }
                    let used = matcher(source.language).terms(in: SearchText.fold(Self.text(of: guideline)))
                    guard !used.isEmpty else { continue }
                    let said = Set(matcher(translation.language).terms(in: SearchText.fold(Self.text(of: target))).map(\.id))
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

    static func text(of guideline: Guideline) -> String { guideline.blocks.map(\.plainText).joined(separator: "\n") }
}
