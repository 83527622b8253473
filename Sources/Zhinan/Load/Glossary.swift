import ZhinanSearch

/// `content/glossary.yml`: each term in each language, with the variants sources and readers use.
struct Glossary: Sendable, Hashable, Encodable {
    var terms: [Term] = []

    static let fileName = "glossary.yml"

    struct Term: Sendable, Hashable, Encodable {
        /// Stable, URL-safe: the anchor on the glossary page (`glossary.html#app-clip`).
        var id: String
        /// The preferred form by language id (`zh-hans: 清晰空间`).
        var names: [String: String]
        /// Other forms (the sources' spellings, the words readers type) by the language part of a tag (`zh`, `en`).
        var variants: [String: [String]] = [:]
        var definition: [Language: String] = [:]
        var location: SourceLocation

        func forms(in languages: Languages, subtag: String) -> [String] {
            unique(languages.all.filter { $0.primarySubtag == subtag }.compactMap { names[$0.id] } + (variants[subtag] ?? []))
        }

        /// Every form in every language: what search treats as one.
        var allForms: [String] { unique(names.sorted { $0.key < $1.key }.map(\.value) + variants.sorted { $0.key < $1.key }.flatMap(\.value)) }

        /// Every variant, language by language in the site's order (then any other, alphabetically).
        func allVariants(in languages: Languages) -> [String] {
            unique((languages.all.map(\.primarySubtag) + variants.keys.sorted()).uniqued.flatMap { variants[$0] ?? [] })
        }

        /// The term as a reader of `language` writes it: its own name, else its fallback language's.
        func name(in language: Language, of languages: Languages) -> String? {
            languages.fallbackChain(from: language).lazy.compactMap { names[$0.id] }.first
        }

        private func unique(_ forms: [String]) -> [String] { forms.filter { !$0.isEmpty }.uniqued }
    }

    /// The terms of forms a matcher of this glossary found, each once (by id), in the glossary's order.
    func terms(of found: [GlossaryMatcher.Form]) -> [Term] { GlossaryMatcher.firstForms(of: found).map { terms[$0.index] } }
}

extension GlossaryMatcher {
    /// The matcher of a glossary's terms; `forms`: which of a term's forms to look for (tests use one language's).
    init(glossary: Glossary, forms which: (Glossary.Term) -> [String] = \.allForms) {
        self.init(terms: glossary.terms.map { Term(id: $0.id, forms: which($0)) })
    }

    /// The matcher of every form of every term, made once per process for the same glossary.
    static func shared(for glossary: Glossary) -> GlossaryMatcher {
        var ignored = Diagnostics()
        return ParseMemo.shared.value("glossary matcher", path: "", input: glossary, into: &ignored) { _ in GlossaryMatcher(glossary: glossary) }
    }
}
