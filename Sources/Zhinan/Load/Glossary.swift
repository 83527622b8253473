import ZhinanSearch

/// The glossary, `content/glossary.yml`: each term in each language, with the variants sources and
/// readers use; search expands through it and the build checks translations use its terms.
struct Glossary: Sendable, Hashable, Encodable {
    var terms: [Term] = []

    static let fileName = "glossary.yml"

    struct Term: Sendable, Hashable, Encodable {
        /// Stable, URL-safe: the anchor on the glossary page (`glossary.html#app-clip`).
        var id: String
        /// The preferred form by language id (`zh-hans: 清晰空间`).
        var names: [String: String]
        /// Other forms by language, as the language part of a tag writes it (`zh` for both Chinese
        /// scripts, `en`): the sources' other spellings and the words readers type.
        var variants: [String: [String]] = [:]
        var definition: [Language: String] = [:]
        var location: SourceLocation

        /// Every way of writing the term in a language (by the language part of its tag).
        func forms(in languages: Languages, subtag: String) -> [String] {
            unique(languages.all.filter { $0.primarySubtag == subtag }.compactMap { names[$0.id] } + (variants[subtag] ?? []))
        }

        /// Every form in every language: what search treats as one.
        var allForms: [String] {
            unique(names.sorted { $0.key < $1.key }.map(\.value) + variants.sorted { $0.key < $1.key }.flatMap(\.value))
        }

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
}

extension Glossary {
    /// The terms of forms a matcher of this glossary found, each once (by id), in the glossary's order.
    func terms(of found: [GlossaryMatcher.Form]) -> [Term] {
        GlossaryMatcher.firstForms(of: found).map { terms[$0.index] }
    }
}

extension GlossaryMatcher {
    /// The matcher of a glossary's terms. `forms`: which of a term's forms to look for (all of them,
    /// as the build looks; tests use one language's).
    init(glossary: Glossary, forms which: (Glossary.Term) -> [String] = \.allForms) {
        self.init(terms: glossary.terms.map { Term(id: $0.id, forms: which($0)) })
    }

    /// The matcher of every form of every term, made once per process for the same glossary (the
    /// glossary parsed from unchanged bytes is the same value, whose arrays compare equal at once).
    static func shared(for glossary: Glossary) -> GlossaryMatcher {
        var ignored = Diagnostics()
        return ParseMemo.shared.value("glossary matcher", path: "", input: glossary, into: &ignored) { _ in
            GlossaryMatcher(glossary: glossary)
        }
    }
}
