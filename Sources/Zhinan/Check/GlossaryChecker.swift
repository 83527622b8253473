/// The glossary's promise to English readers: where a Chinese source guideline uses a term (in any of
/// its Chinese forms), its English translation says the term's English form or one of its English
/// variants. A warning at the English guideline; an error under `--strict`. The Chinese stays as it is.
struct GlossaryChecker {
    let site: Site
    let glossary: Glossary
    /// The glossary's Chinese and its English forms, made ready once for every document checked.
    let chinese: GlossaryMatcher
    let english: GlossaryMatcher

    init(site: Site, glossary: Glossary) {
        self.init(site: site, glossary: glossary, chinese: GlossaryMatcher(glossary: glossary, forms: \.chineseForms),
                  english: GlossaryMatcher(glossary: glossary, forms: \.englishForms))
    }

    init(site: Site, glossary: Glossary, chinese: GlossaryMatcher, english: GlossaryMatcher) {
        self.site = site
        self.glossary = glossary
        self.chinese = chinese
        self.english = english
    }

    func check(strict: Bool, glossaryPath: String, into diagnostics: inout Diagnostics) {
        guard !glossary.terms.isEmpty else { return }
        for source in site.sourceDocuments {
            guard let translation = site.translations(of: source).first(where: { $0.language == .en }) else { continue }
            let translated = Dictionary(translation.guidelines.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for guideline in source.guidelines {
                guard let target = translated[guideline.id] else { continue }
                let used = chinese.terms(in: SearchText.fold(Self.text(of: guideline)))
                guard !used.isEmpty else { continue }
                let said = Set(english.terms(in: SearchText.fold(Self.text(of: target))).map(\.id))
                for term in used where !said.contains(term.id) {
                    let forms = term.englishForms.map { "'\($0)'" }.joined(separator: " or ")
                    diagnostics.report("'\(guideline.id)' uses the glossary term \(term.name(in: source.language)) in Chinese "
                        + "(\(guideline.location)), but its English says none of \(forms) (\(glossaryPath):\(term.location.line))",
                        at: target.location, strict: strict)
                }
            }
        }
    }

    static func text(of guideline: Guideline) -> String { guideline.blocks.map(\.plainText).joined(separator: "\n") }
}
