/// The bilingual glossary, `content/glossary.yml`: each term once, in its three written forms and the
/// variants the sources and readers use. Search expands through it, the site shows it on a glossary
/// page per language, and the build checks that an English translation uses the English term
/// wherever its Chinese source uses the term.
public struct Glossary: Sendable, Hashable {
    public var terms: [Term]

    public init(terms: [Term] = []) { self.terms = terms }

    public static let fileName = "glossary.yml"

    public struct Term: Sendable, Hashable {
        /// Stable, URL-safe: the anchor on the glossary page (`glossary.html#app-clip`).
        public var id: String
        public var zhHans: String
        public var zhHant: String
        public var en: String
        /// Other Chinese forms (in either script) and other English forms.
        public var chineseVariants: [String]
        public var englishVariants: [String]
        /// What the term means, per language; optional.
        public var definition: [Language: String]
        /// Where the entry starts, for diagnostics.
        public var location: SourceLocation

        public init(id: String, zhHans: String, zhHant: String, en: String, chineseVariants: [String] = [],
                    englishVariants: [String] = [], definition: [Language: String] = [:], location: SourceLocation) {
            self.id = id
            self.zhHans = zhHans
            self.zhHant = zhHant
            self.en = en
            self.chineseVariants = chineseVariants
            self.englishVariants = englishVariants
            self.definition = definition
            self.location = location
        }

        /// Every Chinese way of writing the term: both scripts and the variants.
        public var chineseForms: [String] { unique([zhHans, zhHant] + chineseVariants) }
        /// The English term and its variants.
        public var englishForms: [String] { unique([en] + englishVariants) }
        /// Every form in every language: what search treats as one.
        public var allForms: [String] { unique(chineseForms + englishForms) }

        /// The term as a reader of `language` writes it.
        public func name(in language: Language) -> String {
            switch language {
            case .zhHans: zhHans
            case .zhHant: zhHant
            case .en: en
            }
        }

        private func unique(_ forms: [String]) -> [String] {
            var seen = Set<String>()
            return forms.filter { !$0.isEmpty && seen.insert($0).inserted }
        }
    }
}
