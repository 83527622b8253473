import Foundation
import Synchronization
import ZhinanParallel
import ZhinanSearch

/// Stage 5, render: every page, file and search record, in pieces of work (each document id's, each kind of site page's).
/// A piece of work is made again only when a fact it read changed (`Trace`); else its files stay, its results from the record.
struct RenderedSite: Sendable {
    /// Every piece of work, by key, for the next build's record.
    var works: [String: WorkRecord] = [:]
    /// The works' search records (`searchKeys`: each document id's in `groupOrder`, then the site's), numbered in `terms`.
    var searchGroups: [SearchGroup] = []
    var searchKeys: [String] = []
    var terms: TermTable
    /// The keys of the works whose search records were made in this build.
    var madeSearch: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// How many content files were read again for their pages.
    var readAgain = 0
    /// The documents read again, when asked to keep them (`generate`).
    var documents: [Document] = []

    struct Options: Sendable {
        var previous: @Sendable (String) -> WorkRecord?
        /// The term table the records kept from the last build are numbered in.
        var terms: TermTable
        /// The build's settings (strict, the reference renderer, the sitemap's limits …).
        var build: SiteBuilder.Options
        var keepDocuments: Bool
        /// Whether one document's work is all the documents' work this build (a save under `serve`).
        var loneDocument = false
    }

    static func render(_ checked: CheckedSite, options: Options, into sink: FileSink) -> RenderedSite {
        let facts = SiteFacts(checked)
        let works = checked.site.groupOrder.map(Work.document) + Work.sitePages(of: checked.site, hasGlossary: !checked.loaded.glossary.terms.isEmpty)
        // The longest first: the cores take work in the order given.
        let order = works.indices.sorted { (works[$0].weight, $1) > (works[$1].weight, $0) }
        // Search records are numbered in the site's term table as they are made, so that a record
        // keeps no table of its own (numbers do not reach the output: its files list terms by text).
        let terms = Mutex(options.terms)
        let kept = ParallelMap.map(works) { work in options.previous(work.key).flatMap { facts.holds($0.trace) ? $0 : nil } }
        var options = options
        options.loneDocument = zip(works, kept).filter { work, kept in kept == nil && work.makesSearch }.count == 1
        let made = ParallelMap.map(order) { [options] index -> (WorkRecord, Made?) in
            let work = works[index]
            if let last = kept[index] {
                sink.keep(last.paths, from: work.origin)
                return (last, nil)
            }
            let view = SiteView(facts: facts)
            var made = work.make(view, options)
            if let search = made.search { made.search = terms.withLock { search.numbered(in: &$0) } }
            for file in made.files { sink.add(file.path, file.data, from: .text(file.origin)) }
            let record = WorkRecord(trace: facts.trace(of: view.reads.all), paths: made.files.map(\.path), search: made.search,
                                    diagnostics: made.diagnostics.filter { $0.severity == .warning })
            made.files = []
            return (record, made)
        }
        var site = RenderedSite(terms: terms.withLock { $0 })
        // Back in the works' order.
        for (work, (record, fresh)) in zip(works, zip(order, made).sorted { $0.0 < $1.0 }.map(\.1)) {
            site.works[work.key] = record
            if work.makesSearch {
                site.searchKeys.append(work.key)
                site.searchGroups.append(record.search ?? SearchGroup(terms: [], records: []))
                if fresh != nil { site.madeSearch.insert(work.key) }
            }
            site.diagnostics += fresh?.diagnostics ?? record.diagnostics
            site.readAgain += fresh?.readAgain ?? 0
            if options.keepDocuments { site.documents += fresh?.documents ?? [] }
        }
        return site
    }

    struct Made {
        var files: [(path: String, data: Data, origin: String)] = []
        var search: SearchGroup?
        var diagnostics: [Diagnostic] = []
        var documents: [Document] = []
        var readAgain = 0
        /// What a part of the work made on another thread read.
        var reads: Set<Fact> = []
    }
}

/// What the build record keeps of a piece of work (its search records numbered in the record's term table).
struct WorkRecord: Sendable, Equatable {
    var trace: Trace
    var paths: [String]
    var search: SearchGroup?
    var diagnostics: [Diagnostic]
}

/// One piece of the render stage's work: a document id's (`document:<id>`) or a kind of site page's (`site:<name>`).
struct Work: Sendable {
    var key: String
    var origin: FileOrigin
    var make: @Sendable (SiteView, RenderedSite.Options) -> RenderedSite.Made

    /// Each document id's work, and the site's search records (`SiteSearchRecords`).
    var makesSearch: Bool { key.hasPrefix("document:") || key == "site:search" }

    /// The pages listing every rule or example take longest.
    var weight: Int { key.hasPrefix("site:rules/") || key.hasPrefix("site:mockups/") ? 1 : 0 }

    static func site(_ name: String, _ make: @escaping @Sendable (SiteView, RenderedSite.Options) -> RenderedSite.Made) -> Work {
        Work(key: "site:" + name, origin: .text("the site's \(name)"), make: make)
    }

    /// A document id's pages in every language, its search records and its glossary findings.
    static func document(_ id: String) -> Work {
        Work(key: "document:" + id, origin: .pageOf(group: id)) { view, options in
            var problems = Diagnostics()
            // Each file read once: for its pages and for its Markdown copy.
            let sources = view.facts.checked.site.editions(of: id).compactMap { view.source(at: $0.location.path, into: &problems) }
            let documents = sources.map(view.document(of:))
            let group = Site(documents: documents, languages: view.configured)
            // A lone document's (after a save under `serve`) drills, search records and glossary findings beside its pages.
            let facts = view.facts, pages = { files(of: PageRenderer(view: view, reference: options.build.referenceRenderer).groupPages(group)) }
            let drills: @Sendable () -> RenderedSite.Made = { drillsAndSearch(group, view: SiteView(facts: facts), options: options) }
            var (made, pageMade) = options.loneDocument ? ParallelMap.both(drills, pages) : (drills(), pages())
            view.reads.note(made.reads)
            made.files = pageMade.files + made.files + zip(sources, documents).map { source, document in
                (PagePaths.markdown(document.id, in: document.language), Data(MarkdownCopy.text(of: source, title: document.title).utf8),
                 "the Markdown copy of \(document.location.path)")
            }
            made.documents = options.keepDocuments ? group.documents : []
            made.readAgain = documents.count
            made.diagnostics = problems.all + pageMade.diagnostics + made.diagnostics
            return made
        }
    }

    /// Each page rendered, as a file and the problems its templates had.
    private static func files(of pages: [PageRenderer.Page]) -> RenderedSite.Made {
        RenderedSite.Made(files: pages.map { ($0.path, Data($0.rendered.html.utf8), $0.origin) },
                          diagnostics: pages.flatMap(\.rendered.problems))
    }

    private static func drillsAndSearch(_ group: Site, view: SiteView, options: RenderedSite.Options) -> RenderedSite.Made {
        var made = files(of: PageRenderer(view: view, reference: options.build.referenceRenderer).drillPages(group))
        let rulesText = RulesText(book: .standard, examples: view.examples(of:), phrasebook: view.phrasebook)
        made.search = SearchGroup(records: SearchRecord.records(ofEditions: group.documents, rulesText: rulesText).map { $0.text(aliases: view.aliases(of:)) },
                                  matcher: view.glossaryMatcher, recall: options.loneDocument)
        let glossary = view.glossary
        if !glossary.terms.isEmpty {
            var problems = Diagnostics()
            GlossaryChecker(site: group, glossary: glossary, matcher: view.glossaryMatcher,
                            forms: GlossaryChecker.LanguageForms(glossary: glossary, languages: view.configured))
                .check(strict: options.build.strict, glossaryPath: "\(options.build.contentDisplay)/\(Glossary.fileName)", into: &problems)
            made.diagnostics += problems.all
        }
        made.reads = view.reads.all
        return made
    }

    /// The pages of the site as a whole, a piece of work for each kind and language.
    static func sitePages(of outline: SiteOutline, hasGlossary: Bool) -> [Work] {
        func page(_ name: String, _ make: @escaping @Sendable (PageRenderer) -> [PageRenderer.Page]) -> Work {
            site(name) { view, options in files(of: make(PageRenderer(view: view, reference: options.build.referenceRenderer))) }
        }
        var works = [
            page("root") { [(PagePaths.root, "the language chooser", $0.render("root", $0.rootContext()))] },
            page("404") { [(PagePaths.notFound, "the not-found page", $0.render("404", $0.notFoundContext()))] },
            site("llms") { view, options in
                let renderer = PageRenderer(view: view, reference: options.build.referenceRenderer)
                let changes = renderer.changesJSON().encoded(pretty: true) + "\n"
                return RenderedSite.Made(files: [(PagePaths.llms, Data(renderer.llmsText().utf8), "llms.txt"),
                                                 (PagePaths.changesJSON, Data(changes.utf8), "changes.json")])
            },
            // The search records of the rules and the glossary terms.
            site("search") { view, _ in RenderedSite.Made(search: SiteSearchRecords.group(view)) },
            site("files") { view, options in
                let outline = view.outline
                let rules = RulesJSON(site: outline, book: .standard, examples: view.allExamples, phrasebook: view.phrasebook, reasons: view.reasons)
                let sitemap = Sitemap(site: outline, baseURL: view.baseURL, hasGlossary: view.hasGlossary)
                return RenderedSite.Made(files: [(PagePaths.rulesJSON, rules.file(), "rules.json")]
                    + sitemap.files(limits: options.build.sitemapLimits).map { path, text in (path, Data(text.utf8), "the sitemap") }
                    + view.theme.assets.map { path, data in (path, data, "\(view.theme.displayRoot)/\(path)") })
            },
        ]
        for language in outline.languages {
            works += [
                page("home/\(language.id)") { renderer in
                    (1...Listing.pageCount(renderer.view.documents(in: language).count)).map { number in
                        (PagePaths.home(language, page: number), "the home page", renderer.render("home", renderer.homeContext(language, page: number)))
                    }
                },
                page("translations/\(language.id)") { renderer in
                    (1...renderer.view.statusPaging.pageCount).map { number in
                        (PagePaths.translationStatus(language, page: number), "the translation status page",
                         renderer.render("translations", renderer.translationStatusContext(language, page: number)))
                    }
                },
                page("rules/\(language.id)") { [(PagePaths.rules(language), "the rules index", $0.render("rules", $0.rulesIndexContext(language)))] },
                page("mockups/\(language.id)") { [(PagePaths.gallery(language), "the mockup gallery", $0.render("mockups", $0.galleryContext(language)))] },
                page("start/\(language.id)") { [(PagePaths.start(language), "the start-here page", $0.render("start", $0.startContext(language)))] },
                page("search/\(language.id)") { [(PagePaths.search(language), "the search results page", $0.render("search", $0.searchContext(language)))] },
                page("changes/\(language.id)") { [(PagePaths.changes(language), "the page of what changed", $0.render("changes", $0.changesContext(language)))] },
            ]
            if hasGlossary {
                works.append(page("glossary/\(language.id)") {
                    [(PagePaths.glossary(language), "the glossary", $0.render("glossary", $0.glossaryContext(language)))]
                })
            }
        }
        return works
    }
}
