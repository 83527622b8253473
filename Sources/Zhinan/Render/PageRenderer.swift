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

    public func render(into output: inout SiteOutput) {
        // Every page is a pure function of the site, so pages render in parallel; the output is
        // assembled by path afterwards, so the bytes do not depend on the order they finished in.
        var jobs: [(path: String, origin: String, render: @Sendable () -> String)] = [
            (PagePaths.root, "the language chooser", { page("root", rootContext()) }),
            (PagePaths.notFound, "the not-found page", { page("404", notFoundContext()) }),
        ]
        for language in site.languages {
            jobs.append((PagePaths.home(language), "the home page", { page("home", homeContext(language)) }))
            jobs.append((PagePaths.translationStatus(language), "the translation status page",
                         { page("translations", translationStatusContext(language)) }))
            jobs.append((PagePaths.rules(language), "the rules index", { page("rules", rulesIndexContext(language)) }))
            jobs.append((PagePaths.gallery(language), "the mockup gallery", { page("mockups", galleryContext(language)) }))
            jobs.append((PagePaths.start(language), "the start-here page", { page("start", startContext(language)) }))
            if !glossary.terms.isEmpty {
                jobs.append((PagePaths.glossary(language), "the glossary", { page("glossary", glossaryContext(language)) }))
            }
            for document in site.documents(in: language) {
                let origin = document.location.path
                jobs.append((PagePaths.document(document.id, in: language), origin, { page("document", documentContext(document)) }))
                jobs.append((PagePaths.checklist(document.id, in: language), "the checklist of \(origin)",
                             { page("checklist", checklistContext(document)) }))
            }
        }
        for entry in translations.entries {
            guard let translation = entry.translation else { continue }
            jobs.append((PagePaths.bilingual(entry.source.id, in: entry.source.language),
                         "the bilingual view of \(entry.source.location.path)", { page("bilingual", bilingualContext(entry, translation)) }))
        }
        let pages = ParallelMap.run(jobs.map(\.render))
        for (job, html) in zip(jobs, pages) { output.add(job.path, html, from: job.origin) }
    }

    func page(_ template: String, _ context: [String: Any]) -> String {
        theme.library.render(context, withTemplate: template) ?? ""
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
    func layoutContext(_ info: PageInfo) -> [String: Any] {
        let strings = theme.strings[info.language] ?? [:]
        var context: [String: Any] = [
            "lang": info.language.tag,
            "title": info.title,
            "siteName": strings["site_name"] ?? "Zhinan",
            "root": info.root,
            "stylesheet": info.root + PagePaths.stylesheet,
            "script": info.root + PagePaths.script,
            "homeHref": info.root + PagePaths.home(info.language),
            "statusHref": info.root + PagePaths.translationStatus(info.language),
            "rulesHref": info.root + PagePaths.rules(info.language),
            "galleryHref": info.root + PagePaths.gallery(info.language),
            "startHref": info.root + PagePaths.start(info.language),
            "glossaryHref": glossary.terms.isEmpty ? "" : info.root + PagePaths.glossary(info.language),
            "canonical": config.baseURL + info.path,
            "s": strings,
        ]
        if info.alternates.count > 1 {
            context["alternates"] = info.alternates.map { ["hreflang": $0.0.tag, "href": config.baseURL + $0.1] }
                + [["hreflang": "x-default", "href": config.baseURL + info.alternates[0].1]]
        }
        context["languages"] = site.languages.map { other -> [String: Any] in
            let translated = info.alternates.first { $0.0 == other }?.1
            return ["name": other.nativeName, "hreflang": other.tag, "href": info.root + (translated ?? PagePaths.home(other)),
                    "current": other == info.language, "keepHash": translated != nil && info.sameDocumentInOtherLanguages]
        }
        return context
    }

    func rootContext() -> [String: Any] {
        var context = layoutContext(PageInfo(language: .zhHans, title: theme.string("site_name", .zhHans), path: "", root: ""))
        context["editions"] = site.languages.map { language -> [String: Any] in
            ["name": language.nativeName, "lang": language.tag, "href": PagePaths.home(language),
             "tagline": theme.string("site_tagline", language),
             "documents": site.documents(in: language).map { ["title": $0.title, "href": PagePaths.document($0.id, in: language)] }]
        }
        return context
    }

    func notFoundContext() -> [String: Any] {
        // Served for any missing address, at any depth: links start at the site's base path.
        var context = layoutContext(PageInfo(language: .zhHans, title: theme.string("not_found_title", .zhHans),
                                             path: PagePaths.notFound, root: config.basePath))
        context["editions"] = site.languages.map { language -> [String: Any] in
            ["lang": language.tag, "href": config.basePath + PagePaths.home(language),
             "title": theme.string("not_found_title", language), "body": theme.string("not_found_body", language),
             "home": theme.string("home", language)]
        }
        return context
    }

    func homeContext(_ language: Language) -> [String: Any] {
        var context = layoutContext(PageInfo(language: language, title: theme.string("site_name", language),
                                             path: PagePaths.home(language),
                                             alternates: site.languages.map { ($0, PagePaths.home($0)) }))
        context["documents"] = site.documents(in: language).map { document -> [String: Any] in
            var entry: [String: Any] = [
                "title": document.title, "guidelineCount": document.guidelines.count,
                "href": PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)),
            ]
            entry["summary"] = document.frontMatter.summary  // absent, not empty, so the template skips it
            return entry
        }
        return context
    }
}
