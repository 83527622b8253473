import Foundation
import Dispatch
import ZhinanMockups
import ZhinanRules

/// Stage 5, render: every page of the site, from the linked and checked documents, through the
/// Mustache templates. Logic lives here and in the page files beside it (`DocumentPage`,
/// `BilingualPage`, `TranslationStatusPage`); the templates only place what they are handed.
///
/// Pages come in two kinds. A document's own pages (its page and checklist in every language, its
/// side-by-side view) are made from that document's editions alone (`groupJobs`), so an incremental
/// build renders only the documents that changed. The pages that look across the site (home pages,
/// rules index, gallery, translation status …) read the site's outlines (`siteJobs`).
struct PageRenderer: Sendable {
    /// Every document of the site, as outlines.
    let site: SiteOutline
    let theme: Theme
    let config: SiteConfig
    let translations: TranslationReport
    /// Which page of the translation status lists each translation.
    let statusPaging: StatusPaging
    let book: RuleBook
    let examples: [ExampleResult]
    let examplesByGuideline: [String: [ExampleResult]]
    /// Each example's spec as displayed, and its mockup per language, drawn once: an example is
    /// shown on its guideline's page and in the gallery, and both used to draw it (perf: ~10% of a build).
    let exampleViews: [String: ExampleView]
    let glossary: Glossary
    /// Why no rule checks the guidelines no rule checks (`content/unchecked.yml`).
    let reasons: UncheckedReasons
    /// Given a template's name, the templates' texts and a page's value, the page as another
    /// Mustache renders it (tests: swift-mustache); a page it renders otherwise is an error.
    typealias ReferenceRenderer = @Sendable (String, [String: String], TemplateValue) -> String
    var reference: ReferenceRenderer?
    var glossaryMatcher: GlossaryMatcher { matcher.value }
    private let matcher: Lazy<GlossaryMatcher>
    /// Each guideline's editions, in the site's order: the id and language of every document that
    /// has it (made when the rules index or the gallery first asks, `guidelinePage`).
    var guidelineHomes: [String: [(document: String, language: Language)]] { homes.value }
    private let homes: Lazy<[String: [(document: String, language: Language)]]>

    /// `drawing`: the examples whose pictures the pages to be rendered show (nil: all of them); any
    /// other is drawn when a page asks for it.
    init(site: SiteOutline, theme: Theme, config: SiteConfig, translations: TranslationReport,
                book: RuleBook = .standard, examples: [ExampleResult] = [], glossary: Glossary = Glossary(),
                reasons: UncheckedReasons = UncheckedReasons(), drawing: Set<String>? = nil) {
        self.reasons = reasons
        self.glossary = glossary
        matcher = Lazy { GlossaryMatcher.shared(for: glossary) }
        self.site = site
        self.theme = theme
        self.config = config
        self.translations = translations
        statusPaging = StatusPaging(translations)
        self.book = book
        self.examples = examples
        examplesByGuideline = Dictionary(grouping: examples, by: \.example.guideline)
        let languages = site.languages
        let drawn = drawing.map { wanted in examples.filter { wanted.contains($0.example.id) } } ?? examples
        let views = ParallelMap.map(drawn) { result in
            // Drawn once per process for the same example and words (serve rebuilds on every save).
            var ignored = Diagnostics()
            let inputs = [result.digest.description, theme.messagesDigest.description, languages.map(\.id).joined(separator: ",")]
                .joined(separator: "\u{0}")
            return ParseMemo.shared.value("example view", path: result.example.id, text: inputs, into: &ignored) { _ in
                let mockups = Dictionary(uniqueKeysWithValues: languages.map { language in
                    (language, result.component.flatMap {
                        Mockup.svg(for: $0, violations: result.allViolations, language: theme.voice(language), id: result.example.id)
                    })
                })
                return ExampleView(spec: SpecYAML.render(result.example.spec), mockups: mockups,
                                   wide: mockups.mapValues { $0.map(Self.isWide) ?? false })
            }
        }
        exampleViews = Dictionary(zip(drawn.map(\.example.id), views), uniquingKeysWith: { first, _ in first })
        homes = Lazy {
            var homes: [String: [(document: String, language: Language)]] = [:]
            for document in site.documents {
                for guideline in document.guidelines { homes[guideline.id, default: []].append((document.id, document.language)) }
            }
            return homes
        }
    }

    /// What wrote each page of a document id (as `groupJobs` names them), from its outlines.
    static func groupPageOrigins(_ editions: [DocumentOutline], translations: TranslationReport) -> [String: String] {
        var origins: [String: String] = [:]
        for edition in editions {
            origins[PagePaths.document(edition.id, in: edition.language)] = edition.location.path
            origins[PagePaths.checklist(edition.id, in: edition.language)] = "the checklist of \(edition.location.path)"
        }
        for entry in editions.first.map({ translations.entries(for: $0.id) }) ?? [] where entry.translation != nil {
            origins[PagePaths.bilingual(entry.source.id, in: entry.source.language, with: entry.language)]
                = "the \(entry.language.id) side-by-side view of \(entry.source.location.path)"
        }
        return origins
    }

    /// Every page is a pure function of its inputs, so pages render in parallel; the results come
    /// back in the jobs' order, so the bytes do not depend on the order they finished in. Each page
    /// goes to `sink` on the worker that made it (see `OutputSink`), or, without one, is kept as bytes.
    func render(_ jobs: [Job], into sink: OutputSink?) -> [(Job, Written)] {
        // The longest first: the cores take jobs in the order given, and the rules index, taken
        // last, kept one core working alone at the end. Handed back in the order given.
        let order = jobs.indices.sorted { (Self.weight(of: jobs[$0]), $1) > (Self.weight(of: jobs[$1]), $0) }
        let made = ParallelMap.run(order.map { index in { render(jobs[index], into: sink) } })
        var written = [Written?](repeating: nil, count: jobs.count)
        for (index, page) in zip(order, made) { written[index] = page }
        return Array(zip(jobs, written.map { $0! }))
    }

    /// About how long a job takes, to start the longest first: the pages that list every rule or example.
    private static func weight(of job: Job) -> Int {
        ["rules", "mockups"].contains(job.template) ? 1 : 0
    }

    /// One page, on the worker that asks for it.
    func render(_ job: Job, into sink: OutputSink?) -> Written {
        let page = job.render()
        return Written(file: OutputSink.made(job.path, Data(page.html.utf8), sink: sink), problems: page.problems)
    }

    /// A page as it went to the output.
    struct Written: Sendable {
        var file: SiteOutput.Made
        var problems: [Diagnostic]
    }

    /// The pages that look across the site.
    func siteJobs() -> [Job] {
        var jobs: [Job] = []
        func add(_ path: String, _ origin: String, _ template: String, _ render: @escaping @Sendable () -> Rendered) {
            jobs.append(Job(path: path, origin: origin, template: template, render: render))
        }
        add(PagePaths.root, "the language chooser", "root") { render("root", rootContext()) }
        add(PagePaths.notFound, "the not-found page", "404") { render("404", notFoundContext()) }
        for language in site.languages {
            for page in 1...Listing.pageCount(site.documents(in: language).count) {
                add(PagePaths.home(language, page: page), "the home page", "home") { render("home", homeContext(language, page: page)) }
            }
            for page in 1...statusPaging.pageCount {
                add(PagePaths.translationStatus(language, page: page), "the translation status page", "translations") {
                    render("translations", translationStatusContext(language, page: page))
                }
            }
            add(PagePaths.rules(language), "the rules index", "rules") { render("rules", rulesIndexContext(language)) }
            add(PagePaths.gallery(language), "the mockup gallery", "mockups") { render("mockups", galleryContext(language)) }
            add(PagePaths.start(language), "the start-here page", "start") { render("start", startContext(language)) }
            if !glossary.terms.isEmpty {
                add(PagePaths.glossary(language), "the glossary", "glossary") { render("glossary", glossaryContext(language)) }
            }
        }
        return jobs
    }

    /// The pages of one document id, from its editions (`group`): its page and checklist in each
    /// language, and its side-by-side view.
    func groupJobs(_ group: Site) -> [Job] {
        var jobs: [Job] = []
        // A document's page and the side-by-side view show the same blocks: each made once.
        let blocks = BlockHTML()
        for document in group.documents {
            let origin = document.location.path
            jobs.append(Job(path: PagePaths.document(document.id, in: document.language), origin: origin, template: "document") {
                renderDocument(document, in: group, blocks: blocks)
            })
            jobs.append(Job(path: PagePaths.checklist(document.id, in: document.language), origin: "the checklist of \(origin)",
                            template: "checklist") { render("checklist", checklistContext(document, in: group)) })
        }
        for entry in group.documents.first.map({ translations.entries(for: $0.id) }) ?? [] {
            guard let translation = entry.translation.flatMap({ group.document($0.id, in: $0.language) }),
                  let source = group.document(entry.source.id, in: entry.source.language) else { continue }
            jobs.append(Job(path: PagePaths.bilingual(source.id, in: source.language, with: translation.language),
                            origin: "the \(translation.language.id) side-by-side view of \(source.location.path)",
                            template: "bilingual") {
                render("bilingual", bilingualContext(entry, source: source, translation: translation, blocks: blocks))
            })
        }
        return jobs
    }

    /// The HTML of each item's Markdown, by where the item starts, made once for the pages of one
    /// document id (its pages render on one thread, or, spread over the cores, may each make it:
    /// the same HTML either way). At 10,000 documents the side-by-side views rendered every block a
    /// second time: 2% of a clean build.
    final class BlockHTML: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [SourceLocation: String] = [:]

        func html(at location: SourceLocation, _ make: () -> String) -> String {
            if let html = lock.withLock({ made[location] }) { return html }
            let html = make()
            lock.withLock { made[location] = html }
            return html
        }
    }

    /// One page to render: where it goes, what wrote it, its template, and how to render it.
    struct Job {
        var path: String
        var origin: String
        var template: String
        var render: @Sendable () -> Rendered
    }

    /// What an example shows that does not depend on the page: its spec, and its picture per language.
    struct ExampleView: Sendable {
        var spec: String
        var mockups: [Language: String?]
        /// Whether each picture is wider than a gallery column.
        var wide: [Language: Bool]
    }

    /// A rendered page and what the template check found in it.
    struct Rendered: Sendable {
        var html: String
        var problems: [Diagnostic] = []
    }

    /// A document page, with its items, each rendered against the `item` template.
    func renderDocument(_ document: Document, in group: Site, blocks: BlockHTML = BlockHTML()) -> Rendered {
        let items = documentItems(document, in: group, blocks: blocks).map { render("item", $0) }
        var rendered = render("document", documentContext(document, in: group, itemsHTML: items.map(\.html).joined()))
        rendered.problems += items.flatMap(\.problems)
        return rendered
    }

    /// A page from its model. A name the template uses and the model lacks is a build error at the
    /// template's line, never an empty hole.
    func render<Model: Encodable>(_ template: String, _ model: Model) -> Rendered {
        guard let compiled = theme.templates[template] else { return Rendered(html: "") }
        let value = TemplateValue(encoding: model)
        let (html, unknown) = compiled.render(value, in: theme.templates)
        var seen = Set<String>()
        var problems = unknown.compactMap { name -> Diagnostic? in
            guard seen.insert("\(name.template):\(name.line):\(name.column)").inserted else { return nil }
            return Diagnostic(.error, at: SourceLocation(path: "\(theme.displayRoot)/\(name.template).mustache", line: name.line, column: name.column),
                              "template names '\(name.text)', which the page does not have")
        }
        if let reference, reference(template, theme.sources, value) != html {
            problems.append(Diagnostic(.error, at: SourceLocation(path: "\(theme.displayRoot)/\(template).mustache"),
                                       "the reference renderer writes this page otherwise"))
        }
        return Rendered(html: html, problems: problems)
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
        let strings = theme.table(info.language)
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
            glossaryHref: glossary.terms.isEmpty ? nil : info.root + PagePaths.glossary(info.language),
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
                                 documents: shortened(site.documents(in: language)).map {
                                     .init(title: $0.title, href: PagePaths.document($0.id, in: language))
                                 },
                                 more: more(site.documents(in: language).count, language))
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

    /// A home page: every document of the language, or on a site of many, one page of them (see `Listing`).
    func homeContext(_ language: Language, page: Int = 1) -> HomePage {
        let all = site.documents(in: language)
        let pages = Listing.pageCount(all.count)
        let shown = pages == 1 ? all[...] : all[(page - 1) * Listing.pageSize..<min(page * Listing.pageSize, all.count)]
        let label = Listing.fill(theme.string("page_label", language), ["page": page, "pages": pages])
        let href = { (number: Int) in PagePaths.relative(from: language, to: PagePaths.home(language, page: number)) }
        return HomePage(
            frame: frame(PageInfo(language: language,
                                  title: theme.string("site_name", language) + (page > 1 ? " · \(label)" : ""),
                                  path: PagePaths.home(language, page: page),
                                  alternates: page > 1 ? [] : site.languages.map { ($0, PagePaths.home($0)) })),
            documents: shown.map { document in
                DocumentSummary(title: document.title,
                                href: PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)),
                                guidelineCount: document.guidelines.count, summary: document.frontMatter.summary)
            },
            pagination: pages == 1 ? nil : Pagination(
                ariaLabel: theme.string("pages_label", language), label: label, previousHref: page > 1 ? href(page - 1) : nil, nextHref: page < pages ? href(page + 1) : nil,
                pages: (1...pages).map { .init(number: $0, href: href($0), current: $0 == page) }))
    }

    /// A list of documents as a page shows it: whole, or on a site of many, its first few (see `Listing`).
    func shortened(_ documents: [DocumentOutline]) -> ArraySlice<DocumentOutline> {
        documents.count > Listing.pageSize ? documents.prefix(Listing.shortList) : documents[...]
    }

    /// "… and N more documents", where `shortened` cut a list of `count`.
    func more(_ count: Int, _ language: Language) -> String? {
        count > Listing.pageSize ? Listing.fill(theme.string("more_documents", language), ["count": count - Listing.shortList]) : nil
    }
}
