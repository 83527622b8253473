import ZhinanMockups
import ZhinanRules

/// What Apple's current guidance changed since the source documents (`<language>/changes.html`, `changes.json`): each rule
/// whose figure differs or that one edition alone states, both figures, and the examples whose verdict flips, drawn both ways.
struct ChangesPage: Encodable {
    struct Document: Encodable {
        var title, href: String
        var rules: [Change]
    }
    struct Change: Encodable {
        var id: String
        var source, current: Side?
        var guidelines: [IDLink]
        var flips: [Flip]
    }
    struct Side: Encodable { var label, threshold, origin: String }
    struct Flip: Encodable { var id: String, pictures: [Picture] }
    struct Picture: Encodable { var label, mockup: String }
    var frame: Frame
    var documents: [Document]
    var count: Int
}

extension PageRenderer {
    /// The changed rules of each source document (a rule once, under the first document that has it).
    func changedRules(in language: Language) -> [(document: DocumentOutline, rules: [Rule])] {
        var seen = Set<String>()
        return view.documents(in: language).compactMap { document in
            let rules = document.guidelines.flatMap { book.rules(enforcing: $0.id) }
                .filter { $0.changedSinceSource && seen.insert($0.id.rawValue).inserted }
            return rules.isEmpty ? nil : (document, rules)
        }
    }

    /// The examples of a rule's guidelines that it fails in one edition and not the other.
    func flips(of rule: Rule) -> [ExampleResult] {
        rule.guidelines.flatMap { view.examples(of: $0) }.filter { result in
            result.component != nil && Set(Edition.allCases.map { result.violatedRules(in: $0).contains(rule.id.rawValue) }).count > 1
        }
    }

    func changesContext(_ language: Language) -> ChangesPage {
        let documents = changedRules(in: language).map { document, rules in
            let page = PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language))
            return ChangesPage.Document(title: document.title, href: page, rules: rules.map { change($0, page: page, language) })
        }
        return ChangesPage(
            frame: siteFrame(language, titled: "changes_title", at: PagePaths.changes),
            documents: documents, count: documents.map(\.rules.count).reduce(0, +))
    }

    /// One changed rule: its figure in each edition, its guidelines on `page`, and each example that flips, drawn both ways.
    func change(_ rule: Rule, page: String, _ language: Language) -> ChangesPage.Change {
        func side(_ edition: Edition) -> ChangesPage.Side? {
            rule.statement(in: edition).map {
                .init(label: view.string("edition_\(edition.rawValue)", language), threshold: view.say($0.threshold, in: language), origin: $0.figure.source)
            }
        }
        func picture(_ result: ExampleResult, _ edition: Edition) -> ChangesPage.Picture? {
            Mockup.svg(for: result.component!, violations: result.violations(in: edition), language: view.voice(language),
                       id: "\(rule.id)-\(result.example.id)-\(edition.rawValue)", guideline: result.example.guideline).map {
                .init(label: inEdition(edition, verdict(result, language, in: edition), language), mockup: $0)
            }
        }
        return .init(id: rule.id.rawValue, source: side(.source), current: side(.current),
                     guidelines: rule.guidelines.map { .init(id: $0, href: page + "#" + $0) },
                     flips: flips(of: rule).map { result in .init(id: result.example.id, pictures: Edition.allCases.compactMap { picture(result, $0) }) })
    }

    /// `changes.json`: the same, for scripts — every changed rule of each source document, its
    /// figures in each edition (nil where the edition does not state it) and the examples that flip.
    func changesJSON() -> JSONValue {
        let language = view.languages[0]
        func side(_ rule: Rule, _ edition: Edition) -> JSONValue {
            rule.statement(in: edition).map { ["threshold": .string(view.say($0.threshold, in: language)), "origin": .string($0.figure.source)] } ?? .null
        }
        return ["language": .string(language.id), "rules": .array(changedRules(in: language).flatMap { document, rules in
            rules.map { rule -> JSONValue in
                ["document": .string(document.id), "rule": .string(rule.id.rawValue), "guidelines": JSONValue(rule.guidelines),
                 "source": side(rule, .source), "current": side(rule, .current),
                 "flips": JSONValue(flips(of: rule).map(\.example.id))]
            }
        })]
    }
}
