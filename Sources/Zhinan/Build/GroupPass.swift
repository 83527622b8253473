import Foundation

/// The second pass of a build, over the document ids whose pages, search records or glossary check
/// it must make again (`GroupPlan`). Each id is one job, on any core: its editions are read again
/// (checked against the first pass's digest) and parsed, checked against the glossary, their pages
/// rendered and handed to the sink, their search records analysed; then its documents are let go.
/// With fewer ids than cores (one saved document, in `serve`), those parts of each id run on every
/// core instead.
///
/// The first pass kept only each file's outline, which is all the site's checks need; parsing a
/// group's files again here costs a little time and keeps the build's memory from growing with
/// the site: at any moment only the documents of the groups being worked on are in memory, and,
/// with a sink, none of their pages.
struct GroupPass {
    /// The plans of the ids the pass makes again (`GroupPlan.needsDocuments`).
    var plans: [String: GroupPlan]
    var site: SiteOutline
    var files: [String: ContentFile]
    var languages: Languages
    var aliases: IDAliases
    var glossary: Glossary
    var glossaryPath: String
    var strict: Bool
    var renderer: PageRenderer
    var rulesText: RulesText
    /// Where pages go as they are rendered (nil: they come back as bytes, and so do the documents).
    var sink: OutputSink?
    /// Whether search analyses are kept for later builds in this process (`serve`; see `SearchGroup`).
    var remembersAnalyses = true
    /// The glossary check's forms per language and its matcher (nil and an empty one when no id's
    /// files changed), and search's matcher: the same shared matcher when both are needed.
    private let glossaryForms: GlossaryChecker.LanguageForms?
    private let glossaryMatcher: GlossaryMatcher
    private let searchMatcher: GlossaryMatcher

    /// How many ids a run takes (see `SiteBuilder.generate`): enough to keep every core busy, few
    /// enough that a run's search records, not yet numbered, stay small.
    static let runLength = 256

    init(plans: [String: GroupPlan], site: SiteOutline, files: [String: ContentFile], languages: Languages, aliases: IDAliases,
         glossary: Glossary, glossaryPath: String, strict: Bool, renderer: PageRenderer, rulesText: RulesText, sink: OutputSink?) {
        self.plans = plans
        self.site = site
        self.files = files
        self.languages = languages
        self.aliases = aliases
        self.glossary = glossary
        self.glossaryPath = glossaryPath
        self.strict = strict
        self.renderer = renderer
        self.rulesText = rulesText
        self.sink = sink
        glossaryForms = plans.values.contains { $0.filesChanged } ? GlossaryChecker.LanguageForms(glossary: glossary, languages: languages) : nil
        glossaryMatcher = glossaryForms != nil ? GlossaryMatcher.shared(for: glossary) : GlossaryMatcher(glossary: Glossary())
        searchMatcher = plans.values.contains { $0.searchChanged } ? GlossaryMatcher.shared(for: glossary) : GlossaryMatcher(glossary: Glossary())
    }

    /// What one document id came to.
    struct Outcome: Sendable {
        /// Its files that could not be read again, or changed since the first pass read them.
        var readProblems: [Diagnostic] = []
        /// The glossary check's findings (nil: its files did not change; the cache has them).
        var glossaryDiagnostics: [Diagnostic]?
        /// Its pages in the order they were made (nil: they did not change). Not the jobs: they
        /// hold the documents.
        var pages: [Page]?
        /// Its search records (nil: unchanged).
        var search: SearchGroup?
        /// Its documents, only when there is no sink (`generate()` returns them); else none.
        var documents: [Document]
    }

    struct Page: Sendable {
        var path: String
        var origin: String
        var written: PageRenderer.Written
    }

    /// The outcome of each id, in the order given.
    func run(_ ids: [String]) -> [Outcome] {
        // Many ids: one id to a core. Fewer ids than cores (a save in `serve`): each id's own parts
        // (the glossary check, each page, the search analysis) spread over the cores instead.
        if ids.count < ParallelMap.cores { return ids.map { outcome(of: $0, spread: true) } }
        return ParallelMap.map(ids) { id in outcome(of: id, spread: false) }
    }

    /// One part of an id's work, and what it made.
    private enum Part: Sendable {
        case glossary, page(PageRenderer.Job), search
    }

    private enum Made: Sendable {
        case glossary([Diagnostic]), page(Page), search(SearchGroup)
    }

    private func outcome(of id: String, spread: Bool) -> Outcome {
        let plan = plans[id]!
        // Files that did not decode are reported by the first pass and fail the build; none here.
        // Each file is read again (its bytes were let go after the first pass): one that cannot be,
        // or has changed since, fails the build too. (Spread: the editions are parsed on every core too.)
        let editions = site.editions(of: id)
        let parse: @Sendable (DocumentOutline) -> (Document?, [Diagnostic]) = { [files] edition in
            guard let file = files[edition.location.path] else { return (nil, []) }
            var problems = Diagnostics()
            guard let source = file.decoded(into: &problems) else { return (nil, problems.all) }
            return (SiteBuilder.document(of: source, languages: languages, aliases: aliases), [])
        }
        let parsed = spread && editions.count > 1 ? ParallelMap.map(editions, parse) : editions.map(parse)
        let documents = parsed.compactMap(\.0)
        let group = Site(documents: documents, languages: languages, aliases: site.aliases)
        // The longest part first, so that the other cores take the rest meanwhile.
        var parts: [Part] = []
        if plan.searchChanged { parts.append(.search) }
        if plan.filesChanged, glossaryForms != nil { parts.append(.glossary) }
        if plan.renderChanged { parts += renderer.groupJobs(group).map(Part.page) }
        let make: @Sendable (Part) -> Made = { part in
            switch part {
            case .glossary:
                var found = Diagnostics()
                GlossaryChecker(site: group, glossary: glossary, matcher: glossaryMatcher, forms: glossaryForms!)
                    .check(strict: strict, glossaryPath: glossaryPath, into: &found)
                return .glossary(found.all)
            case .page(let job):
                return .page(Page(path: job.path, origin: job.origin, written: renderer.render(job, into: sink)))
            case .search:
                return .search(SearchGroup(records: SearchRecord.records(ofEditions: SearchRecord.editions(of: id, in: group), rulesText: rulesText),
                                           matcher: searchMatcher, aliases: site.aliases, spread: spread, remember: remembersAnalyses))
            }
        }
        var outcome = Outcome(readProblems: parsed.flatMap(\.1), documents: sink == nil ? documents : [])
        if plan.renderChanged { outcome.pages = [] }
        for made in spread ? ParallelMap.map(parts, make) : parts.map(make) {
            switch made {
            case .glossary(let found): outcome.glossaryDiagnostics = found
            case .page(let page): outcome.pages!.append(page)
            case .search(let search): outcome.search = search
            }
        }
        return outcome
    }
}
