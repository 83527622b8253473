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
    let glossary: Glossary
    let glossaryMatcher: GlossaryMatcher

    public init(site: Site, theme: Theme, config: SiteConfig, translations: TranslationReport,
                book: RuleBook = .standard, examples: [ExampleResult] = [], glossary: Glossary = Glossary()) {
        self.glossary = glossary
        glossaryMatcher = GlossaryMatcher(glossary: glossary)
        self.site = site
        self.theme = theme
        self.config = config
        self.translations = translations
        self.book = book
        self.examples = examples
        examplesByGuideline = Dictionary(grouping: examples, by: \.example.guideline)
    }

    /// Renders every page into `output`; a template naming a field its page model lacks is an error
    /// at the template's line (checked on every page, so a field used only on some pages is found too).
    public func render(into output: inout SiteOutput, diagnostics: inout Diagnostics) {
        // Every page is a pure function of the site, so pages render in parallel; the output is
        // assembled by path afterwards, so the bytes do not depend on the order they finished in.
        var jobs: [(path: String, origin: String, render: @Sendable () -> Rendered)] = [
            (PagePaths.root, "the language chooser", { checked("root", rootContext()) }),
            (PagePaths.notFound, "the not-found page", { checked("404", notFoundContext()) }),
        ]
        for language in site.languages {
            jobs.append((PagePaths.home(language), "the home page", { checked("home", homeContext(language)) }))
            jobs.append((PagePaths.translationStatus(language), "the translation status page",
                         { checked("translations", translationStatusContext(language)) }))
            jobs.append((PagePaths.rules(language), "the rules index", { checked("rules", rulesIndexContext(language)) }))
            jobs.append((PagePaths.gallery(language), "the mockup gallery", { checked("mockups", galleryContext(language)) }))
            jobs.append((PagePaths.start(language), "the start-here page", { checked("start", startContext(language)) }))
            if !glossary.terms.isEmpty {
                jobs.append((PagePaths.glossary(language), "the glossary", { checked("glossary", glossaryContext(language)) }))
            }
            for document in site.documents(in: language) {
                let origin = document.location.path
                jobs.append((PagePaths.document(document.id, in: language), origin, { checkedDocument(document) }))
                jobs.append((PagePaths.checklist(document.id, in: language), "the checklist of \(origin)",
                             { checked("checklist", checklistContext(document)) }))
            }
        }
        for entry in translations.entries {
            guard let translation = entry.translation else { continue }
            jobs.append((PagePaths.bilingual(entry.source.id, in: entry.source.language),
                         "the bilingual view of \(entry.source.location.path)", { checked("bilingual", bilingualContext(entry, translation)) }))
        }
        let pages = ParallelMap.run(jobs.map(\.render))
        for (job, page) in zip(jobs, pages) {
            output.add(job.path, page.html, from: job.origin)
            page.problems.forEach { diagnostics.error($0.message, at: $0.location) }
        }
    }

    /// A rendered page and what the template check found in it.
    struct Rendered: Sendable {
        var html: String
        var problems: [Diagnostic] = []
    }

    var fieldCheck: TemplateFieldCheck {
        let root = theme.displayRoot
        return TemplateFieldCheck(templates: theme.sources) { "\(root)/\($0).mustache" }
    }

    func checked<Model>(_ template: String, _ model: Model) -> Rendered {
        Rendered(html: page(template, model), problems: fieldCheck.check(template: template, against: model))
    }

    /// A document page, and its items checked against the `item` template.
    func checkedDocument(_ document: Document) -> Rendered {
        let items = documentItems(document)
        var rendered = checked("document", documentContext(document, items: items))
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

    func rootContext() -> RootPage {
        RootPage(
            frame: frame(PageInfo(language: .zhHans, title: theme.string("site_name", .zhHans), path: "", root: "")),
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
        var page = frame(PageInfo(language: .zhHans, title: theme.string("not_found_title", .zhHans),
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
