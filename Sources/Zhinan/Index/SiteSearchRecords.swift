import ZhinanRules
import ZhinanSearch

/// The search records of the site as a whole: each rule of the rules index and each glossary term, in every language.
enum SiteSearchRecords {
    static func group(_ view: SiteView) -> SearchGroup { SearchGroup(records: rules(view) + terms(view), matcher: view.glossaryMatcher) }

    /// A rule: its threshold, under the rules index and its id; its text, its component and each edition's figure.
    static func rules(_ view: SiteView) -> [SearchGroup.RecordText] {
        RuleBook.standard.rules.map { rule in
            let id = rule.id.rawValue
            return record(.rule, view) { language in
                let figures = rule.editions.compactMap { rule.statement(in: $0) }.map { view.say($0.figure.value, in: language) }
                return RecordEdition(url: PagePaths.rules(language) + "#" + id, title: view.say(rule.threshold, in: language),
                                     documentTitle: view.string("rules_index", language), headingPath: [id],
                                     text: ([RulesText.words(rule.component.rawValue)] + figures).uniqued.joined(separator: " · "))
            }
        }
    }

    /// A term: its name in the reader's language, its definition, and its forms and variants in the others.
    static func terms(_ view: SiteView) -> [SearchGroup.RecordText] {
        let glossary = view.glossary, languages = view.configured
        return glossary.terms.map { term in
            record(.term, view) { language in
                let name = term.name(in: language, of: languages) ?? term.id
                return RecordEdition(url: PagePaths.glossary(language) + "#" + term.id, title: name,
                                     documentTitle: view.string("glossary", language), headingPath: [],
                                     text: ([term.definition[language]].compactMap { $0 } + term.allForms.filter { $0 != name }
                                        + term.allVariants(in: languages)).uniqued.joined(separator: " · "))
            }
        }
    }

    /// One record in every language with documents. Rules and terms have no id terms: an id query
    /// is for a guideline, and a rule shares its guideline's id.
    private static func record(_ kind: RecordKind, _ view: SiteView, edition: (Language) -> RecordEdition) -> SearchGroup.RecordText {
        SearchGroup.RecordText(kind: kind, editions: view.languages.map { ($0.id, edition($0)) }, rulesText: "", idTerms: [])
    }
}
