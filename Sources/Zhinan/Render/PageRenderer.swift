import Dispatch
import Mustache
import ZhinanMockups
import ZhinanRules

/// Stage 5, render: every page of the site, from the linked and checked documents, through the
/// Mustache templates. Logic lives here and in the page files beside it (`DocumentPage`,
/// `BilingualPage`, `TranslationStatusPage`); the templates only place what they are handed.
public struct PageRenderer: Sendable {
    let site: Site
    let theme: Theme
    let config: SiteConfig
    let translations: TranslationReport
    let book: RuleBook
    let examples: [ExampleResult]
    let examplesByGuideline: [String: [ExampleResult]]
    /// Each example's spec as displayed, and its mockup per language, drawn once: an example is
    /// shown on its guideline's page and in the gallery, and both used to draw it (perf: ~10% of a build).
    let exampleViews: [String: ExampleView]
    let glossary: Glossary
    /// Why no rule checks the guidelines no rule checks (`content/unchecked.yml`).
    let reasons: UncheckedReasons
    let glossaryMatcher: GlossaryMatcher
    /// Proves each page's template names only fields its model has.
    let fieldCheck: TemplateFieldCheck

    public init(site: Site, theme: Theme, config: SiteConfig, translations: TranslationReport,
                book: RuleBook = .standard, examples: [ExampleResult] = [], glossary: Glossary = Glossary(),
                reasons: UncheckedReasons = UncheckedReasons()) {
        self.reasons = reasons
        self.glossary = glossary
        glossaryMatcher = GlossaryMatcher(glossary: glossary)
        self.site = site
        self.theme = theme
        self.config = config
        self.translations = translations
        self.book = book
        self.examples = examples
        examplesByGuideline = Dictionary(grouping: examples, by: \.example.guideline)
        let languages = site.languages
        let views = ParallelMap.map(examples) { result in
            ExampleView(spec: SpecYAML.render(result.example.spec), mockups: Dictionary(uniqueKeysWithValues: languages.map { language in
                (language, result.component.flatMap {
                    Mockup.svg(for: $0, violations: result.allViolations, language: theme.voice(language), id: result.example.id)
                })
            }))
        }
        exampleViews = Dictionary(zip(examples.map(\.example.id), views), uniquingKeysWith: { first, _ in first })
        let root = theme.displayRoot
        fieldCheck = TemplateFieldCheck(templates: theme.sources) { "\(root)/\($0).mustache" }
    }

    /// Renders every page into `output`; a template naming a field its page model lacks is an error
    /// at the template's line.
    public func render(into output: inout SiteOutput, diagnostics: inout Diagnostics) {
        // Every page is a pure function of the site, so pages render in parallel; the output is
        // assembled by path afterwards, so the bytes do not depend on the order they finished in.
        var jobs: [Job] = []
        func add(_ path: String, _ origin: String, _ template: String, _ render: @escaping @Sendable (Bool) -> Rendered) {
            jobs.append(Job(path: path, origin: origin, template: template, render: render))
        }
        add(PagePaths.root, "the language chooser", "root") { checked("root", rootContext(), $0) }
        add(PagePaths.notFound, "the not-found page", "404") { checked("404", notFoundContext(), $0) }
        for language in site.languages {
            add(PagePaths.home(language), "the home page", "home") { checked("home", homeContext(language), $0) }
            add(PagePaths.translationStatus(language), "the translation status page", "translations") {
                checked("translations", translationStatusContext(language), $0)
            }
            add(PagePaths.rules(language), "the rules index", "rules") { checked("rules", rulesIndexContext(language), $0) }
            add(PagePaths.gallery(language), "the mockup gallery", "mockups") { checked("mockups", galleryContext(language), $0) }
            add(PagePaths.start(language), "the start-here page", "start") { checked("start", startContext(language), $0) }
            if !glossary.terms.isEmpty {
                add(PagePaths.glossary(language), "the glossary", "glossary") { checked("glossary", glossaryContext(language), $0) }
            }
            for document in site.documents(in: language) {
                let origin = document.location.path
                add(PagePaths.document(document.id, in: language), origin, "document") { checkedDocument(document, $0) }
                add(PagePaths.checklist(document.id, in: language), "the checklist of \(origin)", "checklist") {
                    checked("checklist", checklistContext(document), $0)
                }
            }
        }
        for entry in translations.entries {
            guard let translation = entry.translation else { continue }
            add(PagePaths.bilingual(entry.source.id, in: entry.source.language, with: entry.language), "the \(entry.language.id) side-by-side view of \(entry.source.location.path)",
                "bilingual") { checked("bilingual", bilingualContext(entry, translation), $0) }
        }
        // Checking a whole page walks its model through Mirror, which costs about as much as
        // rendering it, and pages of one template share their shape: the first two of each template
        // (in the order above, so the same ones every build) are checked whole; every document's
        // items are checked, as they vary most.
        var seen: [String: Int] = [:]
        let checks = jobs.map { job in
            seen[job.template, default: 0] += 1
            return seen[job.template]! <= 2
        }
        let pages = ParallelMap.run(zip(jobs, checks).map { job, check in { job.render(check) } })
        for (job, page) in zip(jobs, pages) {
            output.add(job.path, page.html, from: job.origin)
            page.problems.forEach { diagnostics.error($0.message, at: $0.location) }
        }
    }

    /// One page to render: where it goes, what wrote it, its template, and how to render it
    /// (told whether to check the whole page against its template).
    struct Job {
        var path: String
        var origin: String
        var template: String
        var render: @Sendable (Bool) -> Rendered
    }

    /// What an example shows that does not depend on the page: its spec, and its picture per language.
    struct ExampleView: Sendable {
        var spec: String
        var mockups: [Language: String?]
    }

    /// A rendered page and what the template check found in it.
    struct Rendered: Sendable {
        var html: String
        var problems: [Diagnostic] = []
    }

    func checked<Model>(_ template: String, _ model: Model, _ wholePage: Bool) -> Rendered {
        Rendered(html: page(template, model), problems: wholePage ? fieldCheck.check(template: template, against: model) : [])
    }

    /// A document page, and its items checked against the `item` template.
    func checkedDocument(_ document: Document, _ wholePage: Bool) -> Rendered {
        let items = documentItems(document)
        var rendered = checked("document", documentContext(document, items: items), wholePage)
        for item in items { rendered.problems += fieldCheck.check(template: "item", against: item) }
        return rendered
    }

    /// A page from its model. Templates are checked against the models they render (see
    /// `TemplateFieldCheck`), so a name no model has is a build error, never an empty hole.
    func page<Model>(_ template: String, _ model: Model) -> String {
        theme.library.render(model, withTemplate: template) ?? ""
    }

    /// A page of the site: where it is, and the same page in other languages.
    struct PageInfo {
        var language: Language
        var title: String
        var path: String
        /// The way to the site root: `../` for pages in a language folder.
        var root = "../"
        /// The same page in each language it exists in (including this one), for `hreflang`.
        var alternates: [(Language, String)] = []
        /// Whether the language switch should carry the reader's `#guideline` along.
        var sameDocumentInOtherLanguages = false
    }

    /// What the layout needs: language, title, links to the root, alternates and the language switch.
    func frame(_ info: PageInfo) -> Frame {
        let strings = theme.strings[info.language] ?? [:]
        let alternates = info.alternates.count > 1
            ? info.alternates.map { AlternateLink(hreflang: $0.0.tag, href: config.baseURL + $0.1) }
                + [AlternateLink(hreflang: "x-default", href: config.baseURL + info.alternates[0].1)]
            : nil
        let languages = site.languages.map { other in
            let translated = info.alternates.first { $0.0 == other }?.1
            return LanguageLink(name: other.nativeName, hreflang: other.tag, href: info.root + (translated ?? PagePaths.home(other)),
                                current: other == info.language, keepHash: translated != nil && info.sameDocumentInOtherLanguages)
        }
        return Frame(
            lang: info.language.tag, title: info.title, siteName: strings["site_name"] ?? "Zhinan", root: info.root,
            stylesheet: info.root + PagePaths.stylesheet, script: info.root + PagePaths.script,
            homeHref: info.root + PagePaths.home(info.language), statusHref: info.root + PagePaths.translationStatus(info.language),
            rulesHref: info.root + PagePaths.rules(info.language), galleryHref: info.root + PagePaths.gallery(info.language),
            startHref: info.root + PagePaths.start(info.language),
            glossaryHref: glossary.terms.isEmpty ? "" : info.root + PagePaths.glossary(info.language),
            canonical: config.baseURL + info.path, inlineStyle: nil, s: strings, alternates: alternates, languages: languages)
    }

    /// The language of pages that belong to no language (the root page, 404): the first of site.yml.
    var firstLanguage: Language { site.languages.first ?? site.configured.all[0] }

    func rootContext() -> RootPage {
        RootPage(
            frame: frame(PageInfo(language: firstLanguage, title: theme.string("site_name", firstLanguage), path: "", root: "")),
            editions: site.languages.map { language in
                RootPage.Edition(name: language.nativeName, lang: language.tag, href: PagePaths.home(language),
                                 tagline: theme.string("site_tagline", language),
                                 documents: site.documents(in: language).map {
                                     .init(title: $0.title, href: PagePaths.document($0.id, in: language))
                                 })
            })
    }

    func notFoundContext() -> NotFoundPage {
        // Served for any missing address, at any depth: links start at the site's base path.
        var page = frame(PageInfo(language: firstLanguage, title: theme.string("not_found_title", firstLanguage),
                                  path: PagePaths.notFound, root: config.basePath))
        page.inlineStyle = theme.assets[PagePaths.stylesheet].map { Self.withoutMockupStyles(String(decoding: $0, as: UTF8.self)) }
        return NotFoundPage(
            frame: page,
            editions: site.languages.map { language in
                .init(lang: language.tag, href: config.basePath + PagePaths.home(language),
                      title: theme.string("not_found_title", language), body: theme.string("not_found_body", language),
                      home: theme.string("home", language))
            })
    }

    /// The stylesheet less its mockup block (between `/* ---- Mockups` and `/* ---- end of mockups`):
    /// the not-found page draws none, and its SVG-only properties are not CSS a validator accepts in
    /// a page.
    static func withoutMockupStyles(_ css: String) -> String {
        guard let start = css.range(of: "/* ---- Mockups"), let end = css.range(of: "/* ---- end of mockups ---- */"),
              start.lowerBound < end.lowerBound else { return css }
        return String(css[..<start.lowerBound] + css[end.upperBound...])
    }

    func homeContext(_ language: Language) -> HomePage {
        HomePage(
            frame: frame(PageInfo(language: language, title: theme.string("site_name", language), path: PagePaths.home(language),
                                  alternates: site.languages.map { ($0, PagePaths.home($0)) })),
            documents: site.documents(in: language).map { document in
                DocumentSummary(title: document.title,
                                href: PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)),
                                guidelineCount: document.guidelines.count, summary: document.frontMatter.summary)
            })
    }
}
