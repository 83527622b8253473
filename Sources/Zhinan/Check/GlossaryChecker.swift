/// The glossary's promise to readers of a translation: where a source guideline uses a term (in any
/// of its forms in the source's language), its translation says one of the term's forms in the
/// translation's language. A warning at the translated guideline; an error under `--strict`. The
/// source stays as it is.
struct GlossaryChecker {
    let site: Site
    let glossary: Glossary

    func check(strict: Bool, glossaryPath: String, into diagnostics: inout Diagnostics) {
        guard !glossary.terms.isEmpty else { return }
        let languages = site.configured
        // One matcher per written language (both Chinese scripts share theirs), made once.
        var matchers: [String: GlossaryMatcher] = [:]
        func matcher(_ language: Language) -> GlossaryMatcher {
            if let made = matchers[language.primarySubtag] { return made }
            let made = GlossaryMatcher(glossary: glossary) { $0.forms(in: languages, subtag: language.primarySubtag) }
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
