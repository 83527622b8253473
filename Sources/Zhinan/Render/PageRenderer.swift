import ZhinanTemplates
import ZhinanRules

/// Part of stage 5, render: every page, from the checked site as a `SiteView` shows it, through the Mustache templates.
/// The logic lives here and in the page files beside it (`DocumentPage` …); the templates only place what they are handed.
struct PageRenderer {
    let view: SiteView
    /// The page as another Mustache renders it (tests: swift-mustache); a page it renders otherwise is an error.
    typealias ReferenceRenderer = @Sendable (String, [String: String], TemplateValue) -> String
    var reference: ReferenceRenderer?

    var book: RuleBook { .standard }

    /// A page made: where it goes, what made it (for the message when two things make one path), and its text.
    typealias Page = (path: String, origin: String, rendered: Rendered)

    /// A rendered page and the names its templates use that its model lacks.
    typealias Rendered = (html: String, problems: [Diagnostic])

    /// A document id's pages from its editions (`group`): page and checklist in each language, side-by-side views.
    func groupPages(_ group: Site) -> [Page] {
        var jobs: [Page] = []
        // A document's page and the side-by-side view show the same blocks: each made once.
        let blocks = BlockHTML()
        for document in group.documents {
            let origin = document.location.path
            let items = itemModels(document.items, in: document, group: group, anchors: true, blocks: blocks).map { render("item", $0) }
            var page = render("document", documentContext(document, in: group, itemsHTML: items.map(\.html).joined()))
            page.problems += items.flatMap(\.problems)
            jobs.append((PagePaths.document(document.id, in: document.language), origin, page))
            jobs.append((PagePaths.checklist(document.id, in: document.language), "the checklist of \(origin)",
                         render("checklist", checklistContext(document, in: group))))
        }
        for entry in group.documents.first.map({ view.translationEntries(for: $0.id) }) ?? [] {
            guard let translation = entry.translation.flatMap({ group.document($0.id, in: $0.language) }) else { continue }
            // The source's pair, and each converted edition's.
            for source in group.documents where source.language == entry.source.language || source.frontMatter.convertedFrom == entry.source.language {
                jobs.append((PagePaths.bilingual(source.id, in: source.language, with: translation.language),
                             "the \(translation.language.id) side-by-side view of \(source.location.path)",
                             render("bilingual", bilingualContext(entry, source: source, translation: translation, blocks: blocks))))
            }
        }
        return jobs
    }

    func drillPages(_ group: Site) -> [Page] {
        group.documents.filter { hasDrill($0.guidelines.map(\.id)) }.map { document in
            (PagePaths.drill(document.id, in: document.language), "the drill of \(document.location.path)", render("drill", drillContext(document)))
        }
    }

    /// The HTML of each item's Markdown by where it starts, made once for a document id's pages.
    typealias BlockHTML = ProcessMemo<SourceLocation, String>

    /// A page from its model; a name the template uses and the model lacks is an error, never an empty hole.
    func render<Model: Encodable>(_ template: String, _ model: Model) -> Rendered {
        let theme = view.theme
        guard let compiled = theme.templates[template] else { return ("", []) }
        let value = TemplateValue(encoding: model)
        let (html, unknown) = compiled.render(value, in: theme.templates)
        var problems = unknown.map { name, known in
            Diagnostic(.error, at: SourceLocation(path: "\(theme.displayRoot)/\(name.template).mustache", line: name.line, column: name.column),
                       "template names '\(name.text)', which the page does not have\(DidYouMean.hint(for: name.parts.joined(separator: "."), among: known))")
        }.uniqued
        if let reference, reference(template, theme.sources, value) != html {
            problems.append(Diagnostic(.error, at: SourceLocation(path: "\(theme.displayRoot)/\(template).mustache"),
                                       "the reference renderer writes this page otherwise"))
        }
        return (html, problems)
    }

    /// What the layout needs of a page. `root`: the way to the site root; `alternates`: the page in each
    /// language it exists in (this one too); `sameDocumentInOtherLanguages`: the switch keeps `#guideline`.
    func frame(_ language: Language, title: String, path: String, root: String = "../", alternates: [(Language, String)] = [],
               sameDocumentInOtherLanguages: Bool = false) -> Frame {
        let strings = view.strings(language), baseURL = view.baseURL
        let alternateLinks = alternates.count > 1
            ? alternates.map { LanguageLink(hreflang: $0.0.tag, href: baseURL + $0.1) }
                + [LanguageLink(hreflang: "x-default", href: baseURL + alternates[0].1)]
            : nil
        let languages = view.languages.map { other in
            let translated = alternates.first { $0.0 == other }?.1
            return LanguageLink(name: other.nativeName, hreflang: other.tag, href: root + (translated ?? PagePaths.home(other)),
                                current: other == language, keepHash: translated != nil && sameDocumentInOtherLanguages,
                                absent: translated == nil && sameDocumentInOtherLanguages)
        }
        return Frame(
            lang: language.tag, title: title, siteName: strings["site_name"] ?? "Zhinan", root: root,
            stylesheet: root + PagePaths.stylesheet, script: root + PagePaths.script,
            homeHref: root + PagePaths.home(language), statusHref: root + PagePaths.translationStatus(language),
            rulesHref: root + PagePaths.rules(language), galleryHref: root + PagePaths.gallery(language),
            startHref: root + PagePaths.start(language), searchHref: root + PagePaths.search(language),
            glossaryHref: view.hasGlossary ? root + PagePaths.glossary(language) : nil,
            canonical: baseURL + path, inlineStyle: nil, s: strings, alternates: alternateLinks, languages: languages)
    }

    /// The frame of a page the site has once in each language, titled by the string `key`.
    func siteFrame(_ language: Language, titled key: String, at path: (Language) -> String) -> Frame {
        frame(language, title: "\(view.string(key, language)) · \(view.string("site_name", language))",
              path: path(language), alternates: view.languages.map { ($0, path($0)) })
    }

    /// The language of pages that belong to no language (the root page, 404): the first of site.yml.
    var firstLanguage: Language { view.languages.first ?? view.configured.all[0] }

    func rootContext() -> RootPage {
        RootPage(
            frame: frame(firstLanguage, title: view.string("site_name", firstLanguage), path: "", root: ""),
            editions: view.languages.map { language in
                let (documents, more) = shortened(view.documents(in: language), language)
                return RootPage.Edition(name: language.nativeName, lang: language.tag, href: PagePaths.home(language),
                                        tagline: view.string("site_tagline", language),
                                        startHref: PagePaths.start(language), start: view.string("start_here", language),
                                        documents: documents.map { .init(title: $0.title, href: PagePaths.document($0.id, in: language)) },
                                        more: more)
            })
    }

    func notFoundContext() -> NotFoundPage {
        // Served for any missing address, at any depth: links start at the site's base path.
        let basePath = view.basePath
        var page = frame(firstLanguage, title: view.string("not_found_title", firstLanguage), path: PagePaths.notFound, root: basePath)
        // The stylesheet less its mockup block: the page draws none, and a validator rejects its SVG-only properties in a page.
        page.inlineStyle = view.theme.assets[PagePaths.stylesheet].map { data in
            let css = String(decoding: data, as: UTF8.self)
            guard let start = css.range(of: "/* ---- Mockups"), let end = css.range(of: "/* ---- end of mockups ---- */"),
                  start.lowerBound < end.lowerBound else { return css }
            return String(css[..<start.lowerBound] + css[end.upperBound...])
        }
        return NotFoundPage(
            frame: page,
            editions: view.languages.map { language in
                .init(lang: language.tag, href: basePath + PagePaths.home(language),
                      title: view.string("not_found_title", language), body: view.string("not_found_body", language),
                      home: view.string("home", language))
            })
    }

    /// A home page: every document of the language, or on a site of many, one page of them (see `Listing`).
    func homeContext(_ language: Language, page: Int = 1) -> HomePage {
        let all = view.documents(in: language)
        let pages = Listing.pageCount(all.count)
        let shown = pages == 1 ? all[...] : all[(page - 1) * Listing.pageSize..<min(page * Listing.pageSize, all.count)]
        let label = Listing.fill(view.string("page_label", language), ["page": page, "pages": pages])
        let href = { (number: Int) in PagePaths.relative(from: language, to: PagePaths.home(language, page: number)) }
        return HomePage(
            frame: frame(language, title: view.string("site_name", language) + (page > 1 ? " · \(label)" : ""), path: PagePaths.home(language, page: page),
                         alternates: page > 1 ? [] : view.languages.map { ($0, PagePaths.home($0)) }),
            documents: shown.map { document in
                DocumentSummary(title: document.title,
                                href: PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)),
                                guidelineCount: document.guidelines.count, summary: document.frontMatter.summary)
            },
            pagination: pages == 1 ? nil : Pagination(
                ariaLabel: view.string("pages_label", language), label: label, previousHref: page > 1 ? href(page - 1) : nil, nextHref: page < pages ? href(page + 1) : nil,
                pages: (1...pages).map { .init(number: $0, href: href($0), current: $0 == page) }))
    }

    /// A list of documents as a page shows it: whole, or on a site of many, its first few and "… and N more documents".
    func shortened(_ documents: [DocumentOutline], _ language: Language) -> (shown: ArraySlice<DocumentOutline>, more: String?) {
        guard documents.count > Listing.pageSize else { return (documents[...], nil) }
        return (documents.prefix(Listing.shortList), Listing.fill(view.string("more_documents", language), ["count": documents.count - Listing.shortList]))
    }
}
