import Foundation
import ZhinanRules

/// A site build as a readable sequence of steps: load → parse → link → check → render → index →
/// write. Each step reports problems into one `Diagnostics`, so a run shows all of them; nothing is
/// written unless every step succeeded.
///
/// `build` is incremental: with the cache of the previous build (see `BuildCache`) it parses only
/// the files whose bytes changed, renders only the pages whose inputs changed, analyses only the
/// changed documents for search, and writes only the files whose bytes changed. What it writes is
/// exactly what a clean build writes: a page is kept only when the digest of everything it is made
/// from is the one it was made from before, and a clean build is the same code with an empty cache.
public struct SiteBuilder {
    public struct Options: Sendable {
        public var contentDirectory: URL
        public var templatesDirectory: URL
        public var outputDirectory: URL
        /// How the content and templates paths are shown in diagnostics.
        var contentDisplay: String
        var templatesDisplay: String
        /// How the output path is shown in messages: exactly what the user typed, even ''.
        var outputDisplay: String
        /// Missing, extra and outdated translations are errors, not warnings (CI).
        public var strict = false
        /// Whether `build` starts from the cache beside the output (see `BuildCache`); when false it
        /// makes everything again and replaces the output whole. Either way it leaves a new cache.
        public var incremental = true
        /// The process ends after this build (`zhinan build`): the cache it read is left for the
        /// exit to take back rather than freed (see `KeptUntilExit`).
        public var endsProcess = false
        /// Renders every page a second way too (tests: swift-mustache), for `PageRenderer` to compare.
        var referenceRenderer: PageRenderer.ReferenceRenderer?
        /// How much one sitemap file may hold (the protocol's limits; tests make them small).
        var sitemapLimits = Sitemap.Limits.standard

        public init(contentDirectory: String = "content", templatesDirectory: String = "templates",
                    outputDirectory: String = "public") {
            self.contentDirectory = URL(fileURLWithPath: contentDirectory)
            self.templatesDirectory = URL(fileURLWithPath: templatesDirectory)
            self.outputDirectory = URL(fileURLWithPath: outputDirectory)
            self.contentDisplay = Self.display(contentDirectory)
            self.templatesDisplay = Self.display(templatesDirectory)
            self.outputDisplay = outputDirectory
        }

        /// What the output may never replace, contain or lie inside.
        var protectedDirectories: [OutputSafety.Protected] {
            [OutputSafety.Protected(contentDirectory, role: "the content directory"),
             OutputSafety.Protected(templatesDirectory, role: "the templates directory")]
        }

        static func display(_ path: String) -> String {
            var path = path
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            return path
        }
    }

    public struct Result: Sendable {
        /// The documents this build parsed for their pages: every one in a clean `generate()`; in an
        /// incremental one only those whose pages or search records it had to make again; none in
        /// `build`, which lets each go once its pages are written (`outline` has every one).
        var site: Site
        /// Every document of the site, as outlines.
        public var outline: SiteOutline
        public var output: SiteOutput
        /// Warnings; errors end the build with `BuildFailure`.
        public var diagnostics: [Diagnostic]
        public var translations: TranslationReport
        /// The translation lock as this build read it: whole, or in a build that used its cache, only
        /// the entries of the documents whose report it made again.
        var lock: TranslationLock
        /// Every example, as the rules model judged it in this build.
        var examples: [ExampleResult]
        /// What `build` did to the output (nil for `generate`).
        public var written: SiteWriter.Report?
        /// How many content files this build parsed, and whether it started from a cache.
        public var parsedFiles = 0
        var usedCache = false
    }

    public var options: Options
    /// Told the name of each step as it starts (the CLI shows it on a terminal, and nothing in CI).
    var progress: (@Sendable (String) -> Void)?

    public init(options: Options, progress: (@Sendable (String) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    /// Runs every step and returns the site in memory (a clean build, with no cache); throws
    /// `BuildFailure` with every problem.
    public func generate() throws -> Result {
        try generate(previous: nil).result
    }

    /// A content file read, parsed, its links rewritten, checked on its own.
    struct ParsedFile: Sendable {
        var document: Document
        var outline: DocumentOutline
        var diagnostics: [Diagnostic]
    }

    /// What the first pass keeps of a parsed file: all the site's checks need, not the document.
    struct OutlinedFile: Sendable {
        var outline: DocumentOutline
        var diagnostics: [Diagnostic]

        init(_ parsed: ParsedFile) {
            outline = parsed.outline
            diagnostics = parsed.diagnostics
        }
    }

    /// `aliases`: renamed ids as `content/aliases.yml` has them (the cache key covers the file): a link
    /// to one lands on the id it became; the site's check of the aliases fails the build if one is wrong.
    static func parse(_ file: ContentFile, languages: Languages = .standard, aliases: IDAliases = IDAliases()) -> ParsedFile? {
        var diagnostics = Diagnostics()
        guard let source = file.decoded(into: &diagnostics) else { return nil }
        return parse(source, languages: languages, aliases: aliases, diagnostics: diagnostics)
    }

    /// The same, from the file's text at hand.
    static func parse(_ source: SourceFile, languages: Languages, aliases: IDAliases,
                      diagnostics given: Diagnostics = Diagnostics()) -> ParsedFile {
        var diagnostics = given
        let parsed = DocumentParser().parse(source, into: &diagnostics)
        let (document, links) = LinkResolver.rewrite(parsed, languages: languages, aliases: aliases, into: &diagnostics)
        ContentChecker.check(document, into: &diagnostics)
        return ParsedFile(document: document, outline: document.outline(links: links), diagnostics: diagnostics.all)
    }

    /// The document alone, for the second pass (`GroupPass`): the first pass made its outline and
    /// reported its problems, so neither is made again (at 10,000 documents they were 3% of a build).
    static func document(of source: SourceFile, languages: Languages, aliases: IDAliases) -> Document {
        var reported = Diagnostics()
        let parsed = DocumentParser().parse(source, into: &reported)
        return LinkResolver.rewrite(parsed, languages: languages, aliases: aliases, into: &reported).0
    }

    /// Each file parsed (on every core) and kept as its outline, by path; a file that does not decode has none.
    static func outlines(of files: [ContentFile], languages: Languages, aliases: IDAliases) -> [String: OutlinedFile] {
        var outlined: [String: OutlinedFile] = [:]
        for (file, result) in zip(files, ParallelMap.map(files) { parse($0, languages: languages, aliases: aliases).map(OutlinedFile.init) }) {
            if let result { outlined[file.displayPath] = result }
        }
        return outlined
    }

    /// Everything that goes into every page: the code, the templates, strings and assets, the site
    /// settings (the languages of `content/site.yml` with them), the rule messages
    /// (`templates/messages/*.yml`), the glossary, the aliases (`content/aliases.yml`), the reasons
    /// (`content/unchecked.yml`), and how paths
    /// are shown. When it changes, nothing cached is used.
    func cacheKey(theme: Theme, config: SiteConfig, glossary: Glossary) -> Digest? {
        guard let code = BuildIdentity.current else { return nil }
        var digest = DigestBuilder("zhinan build cache")
        digest.add(code)
        digest.add(options.contentDisplay)
        digest.add(options.templatesDisplay)
        digest.add(options.strict)
        digest.add(config.baseURL)
        for language in config.languages.all {
            digest.add([language.id, language.tag, language.nativeName, language.script, language.fallback ?? "\u{0}"])
            digest.add(language.translates)
            digest.add(language.rank)
        }
        // The rule messages of every language, by the bytes the theme read them from.
        digest.add(theme.messagesDigest)
        // Inputs read whole, by their bytes: the aliases, and the reasons no rule checks a guideline
        // (shown on the checklists and the rules index).
        let aliases = FileManager.default.contents(atPath: options.contentDirectory.appendingPathComponent(IDAliases.fileName).path)
        digest.add(aliases != nil)
        digest.add(aliases ?? Data())
        let reasons = FileManager.default.contents(atPath: options.contentDirectory.appendingPathComponent(UncheckedReasons.fileName).path)
        digest.add(reasons != nil)
        digest.add(reasons ?? Data())
        digest.add(Self.themeDigest(theme))
        digest.add(glossary.digest)
        return digest.digest
    }

    /// The templates, interface strings and assets, by their bytes. Worked out once per process
    /// while they stay the same (`serve`: the same strings, read again only when their files
    /// change, compare at once).
    private static func themeDigest(_ theme: Theme) -> Digest {
        var ignored = Diagnostics()
        let input = ThemeInput(sources: theme.sources, strings: theme.strings, assets: theme.assets)
        return ParseMemo.shared.value("theme digest", path: "", input: input, into: &ignored) { _ in
            var digest = DigestBuilder("theme")
            for name in theme.sources.keys.sorted() {
                digest.add(name)
                digest.add(theme.sources[name]!)
            }
            for language in theme.strings.keys.sorted() {
                digest.add(language.id)
                for (key, value) in theme.strings[language]!.sorted(by: { $0.key < $1.key }) {
                    digest.add(key)
                    digest.add(value)
                }
            }
            for path in theme.assets.keys.sorted() {
                digest.add(path)
                digest.add(theme.assets[path]!)
            }
            return digest.digest
        }
    }

    private struct ThemeInput: Hashable, Sendable {
        var sources: [String: String]
        var strings: [Language: [String: String]]
        var assets: [String: Data]
    }

    /// The build proper: `previous` is a cache whose output was checked to be intact (nil: clean).
    /// Returns the result and the cache of this build (its output manifest still to be filled in).
    /// `outputDirectory`: the output the cache describes (record files are read back from it).
    /// `sink`: where each file goes as it is made (nil: the result holds every file's bytes).
    func generate(previous given: BuildCache?, outputDirectory: URL? = nil, sink: OutputSink? = nil) throws -> (result: Result, cache: BuildCache?) {
        let outputDirectory = outputDirectory ?? options.outputDirectory
        var diagnostics = Diagnostics()
        progress?("loading and parsing content")
        // A content directory that cannot be read is one problem, not a cascade of missing files.
        let readable = ContentLoader.readableDirectory(options.contentDirectory, display: options.contentDisplay,
                                                       role: "content directory", into: &diagnostics) != nil
        let config = !readable ? SiteConfig(baseURL: "https://example.org/")
            : SiteConfig.load(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, into: &diagnostics)
        let languages = config.languages
        // The cache's term table made ready for this build while it loads and checks (used only
        // if the cache serves). Taken out of the cache: nothing reads it there after. Its lookup of
        // numbers and its terms' facts only where the process goes on to build again (`serve`): one
        // build numbers the terms of the few documents it analyses without the lookup (see
        // `TermTable.numbers(of:)`), and patches the term files with the facts of the terms it
        // touched (see `SomeTermFacts`).
        let preparedTerms = given.map { [endsProcess = options.endsProcess] given in
            var table = TermTable()
            swap(&table, &given.terms)
            return Background { [table] in
                var table = table
                if !endsProcess {
                    table.prepareNumbers()
                    table.prepareFacts()
                }
                return table
            }
        }
        // The templates, glossary and translation lock on one core, the content and examples on the
        // other: neither reads what the other does (one after the other, they were a third of a clean
        // build of the real site). Each side's problems are reported in the order the steps had before.
        let options = options
        var (themeSide, contentSide) = ParallelMap.both({
            var lockProblems = Diagnostics()
            let lockText = !readable ? nil
                : TranslationLock.text(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, into: &lockProblems)
            let lockDigest = lockText.map(Digest.of)
            // A lock the cache did not read is read whole (see `translationReport`): here, while the
            // other side parses the content, not on one core while the checks end on the other
            // (at 10,000 documents, 80 ms in which the other core had nothing to do).
            let parsedLock = given?.lockDigest == lockDigest ? nil : lockText.map { text in
                var problems = Diagnostics()
                let lock = TranslationLock.parse(text, path: Self.lockDisplayPath(in: options.contentDisplay), languages: languages,
                                                 into: &problems)
                return ParsedLock(lock: lock, problems: problems.all)
            }
            var glossaryProblems = Diagnostics()
            var themeProblems = Diagnostics()
            let glossary = GlossaryLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, languages: languages)
                .load(into: &glossaryProblems)
            let theme = Theme.load(from: options.templatesDirectory, displayRoot: options.templatesDisplay, languages: languages,
                                   into: &themeProblems)
            return (lockText: lockText, lockDigest: lockDigest, lockProblems: lockProblems, parsedLock: parsedLock,
                    glossary: glossary, theme: theme, problems: [glossaryProblems, themeProblems])
        }, {
            // What the cache read of each file, asked of its table as it is (two tables made from it,
            // of 10,000 entries each, were 5 ms of CPU of every rebuild).
            let cached = given?.files ?? [:]
            var fileProblems = Diagnostics()
            var aliasProblems = Diagnostics()
            var reasonProblems = Diagnostics()
            var exampleProblems = Diagnostics()
            let files = !readable ? []
                : ContentLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, languages: languages)
                    .loadBytes(into: &fileProblems) { path in cached[path].flatMap { file in file.identity.map { ($0, file.digest) } } }
            let aliases = !readable ? IDAliases()
                : IDAliases.load(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, into: &aliasProblems)
            let reasons = !readable ? UncheckedReasons()
                : UncheckedReasonsLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, languages: languages)
                    .load(into: &reasonProblems)
            // The files whose bytes differ from the cache's, before it is known whether the cache
            // serves (that waits for the theme): if it does not, the others (`same`) are parsed after.
            var changed: [ContentFile] = [], same: [ContentFile] = []
            for file in files {
                if cached[file.displayPath]?.digest != file.digest { changed.append(file) } else { same.append(file) }
            }
            let outlined = Self.outlines(of: changed, languages: languages, aliases: aliases)
            let examples = ExampleLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay)
                .load(into: &exampleProblems)
            return (files: files, sameAsCached: same, aliases: aliases, reasons: reasons, outlined: outlined, examples: examples,
                    problems: (files: fileProblems, aliases: aliasProblems, reasons: reasonProblems), exampleProblems: exampleProblems)
        })
        let (lockText, lockDigest) = (themeSide.lockText, themeSide.lockDigest)
        diagnostics.append(contentsOf: themeSide.lockProblems)
        var files = contentSide.files
        let (aliases, reasons) = (contentSide.aliases, contentSide.reasons)
        let (glossary, theme) = (themeSide.glossary, themeSide.theme)
        diagnostics.append(contentsOf: contentSide.problems.files)
        themeSide.problems.forEach { diagnostics.append(contentsOf: $0) }
        diagnostics.append(contentsOf: contentSide.problems.aliases)
        diagnostics.append(contentsOf: contentSide.problems.reasons)
        let key = cacheKey(theme: theme, config: config, glossary: glossary)
        let previous = given.flatMap { key != nil && $0.key == key ? $0 : nil }
        // A cache of other code, templates or settings serves only for its manifest of the output,
        // which the caller reads: its entries go now, rather than be held through a build that
        // makes everything again (at 10,000 documents they are a quarter of a gigabyte).
        if previous == nil { given?.releaseEntries() }

        // Each file: its outline from the cache when its bytes are the ones the cache read, else parsed.
        // Only the outline is kept: the document itself is parsed again when its pages are made, so
        // the site's documents are never all in memory at once.
        var outlines: [DocumentOutline] = []
        outlines.reserveCapacity(files.count)
        var parsed = contentSide.outlined
        // Per file, in order (tables by path were tens of thousands of lookups of every build):
        // what it reported alone, and its entry in the cache where the cache read these bytes.
        var fileDiagnostics: [[Diagnostic]] = []
        var cachedFiles: [CachedFile?] = []
        // A cache that does not serve: the files whose bytes it had are parsed too. (One that serves
        // had the bytes of every file that was not parsed above.)
        let rest = previous != nil ? [] : contentSide.sameAsCached
        parsed.merge(Self.outlines(of: rest, languages: languages, aliases: aliases)) { first, _ in first }
        var unreadable = Set<String>()
        for file in files {
            if let result = parsed[file.displayPath] {
                outlines.append(result.outline)
                fileDiagnostics.append(result.diagnostics)
                cachedFiles.append(nil)
            } else if let cached = previous?.files[file.displayPath], cached.digest == file.digest {
                outlines.append(cached.outline)
                fileDiagnostics.append(cached.diagnostics)
                cachedFiles.append(cached)
            } else {
                // Not UTF-8: its diagnostic is made again, and the build fails.
                var own = Diagnostics()
                _ = file.decoded(into: &own)
                fileDiagnostics.append(own.all)
                cachedFiles.append(nil)
                unreadable.insert(file.displayPath)
            }
        }
        for problems in fileDiagnostics { problems.forEach { diagnostics.append($0) } }
        // Every file has its outline: the bytes are let go (at 10,000 documents, 34 MB held to the
        // end). The second pass reads each file again, and fails the build if it has changed.
        files = files.map(\.withoutBytes)
        contentSide.files = []
        contentSide.sameAsCached = []
        let unchecked = SiteOutline(documents: outlines, languages: languages)

        progress?("checking \(unchecked.documents.count) documents and their examples")
        // Only the aliases that pass reach the site (see `AliasChecker`).
        let site = unchecked.with(aliases: AliasChecker(site: unchecked, aliases: aliases).check(into: &diagnostics))
        // Ids, links and the examples on one core, the translation report on the other: each reads
        // the checked site and nothing the other makes (one after the other they were a quarter of a
        // rebuild at 10,000 documents). Their problems are reported in the order the steps had before.
        let examples = contentSide.examples
        let exampleProblems = contentSide.exampleProblems
        let phrasebook = theme.phrasebook, messagesDigest = theme.messagesDigest
        // Document ids in the order search numbers their records (made once: a set of every id).
        let groupIDs = site.groupOrder
        let (checked, reported) = ParallelMap.both({ [options] in
            var linkProblems = Diagnostics()
            var exampleCheckProblems = exampleProblems
            ContentChecker.checkUniqueIDs(in: site, into: &linkProblems)
            // The links in runs of documents, on every core (the other side's report ends first).
            let documents = site.documents, strict = options.strict
            for problems in ParallelMap.map(ParallelMap.runs(documents.count, length: 2500), { run -> Diagnostics in
                var problems = Diagnostics()
                LinkResolver.validate(documents[run].lazy.flatMap(\.links), against: site, strict: strict, into: &problems)
                return problems
            }) { linkProblems.append(contentsOf: problems) }
            var checker = ExampleChecker(site: site, book: .standard, examples: examples, phrasebook: phrasebook,
                                         root: SourceLocation(path: options.contentDisplay))
            checker.memoKey = messagesDigest.description
            let results = checker.run(strict: options.strict, into: &exampleCheckProblems)
            return (links: linkProblems, examples: exampleCheckProblems, results: results)
        }, {
            var problems = Diagnostics()
            let report = translationReport(site: site, groupIDs: groupIDs, files: files, key: key, previous: previous, lockText: lockText,
                                           lockDigest: lockDigest, parsedLock: themeSide.parsedLock, languages: languages, into: &problems)
            return (report: report, problems: problems)
        })
        diagnostics.append(contentsOf: checked.links)
        diagnostics.append(contentsOf: reported.problems)
        diagnostics.append(contentsOf: checked.examples)
        let (filesByPath, filesKeys, lock, translations) = reported.report
        let results = checked.results

        // Each document id: what its pages, its search records and its glossary check are made from.
        let keys = GroupKeys(site: site, translations: translations, examples: results, phrasebook: theme.phrasebook)
        var needed: [String] = []   // groups whose documents this build must have
        var plans: [String: GroupPlan] = [:]  // theirs
        plans.reserveCapacity(groupIDs.count)
        // Each id's keys are its own (digests of what it reads): made on every core. Beside them, the
        // keys of the site's own pages and the coverage check, which read the whole site.
        let (sideWork, groupPlansAndEntries) = ParallelMap.both({ [options] in
            var coverage = Diagnostics()
            CoverageChecker(site: site, book: .standard, reasons: reasons, reasonsPath: "\(options.contentDisplay)/\(UncheckedReasons.fileName)",
                            root: SourceLocation(path: options.contentDisplay))
                .check(strict: options.strict, into: &coverage)
            return (coverage: coverage, siteInputs: SiteInputs(site: site, translations: translations, examples: results, cacheKey: key ?? .zero))
        }, {
            ParallelMap.map(groupIDs) { [previous] id in
                let old = previous?.groups[id]
                return (plan: keys.plan(for: id, previous: old, filesKey: filesKeys[id]!), previous: old)
            }
        })
        // Each id's plan and cache entry, in the order of `groupIDs` (not by id: every build went
        // through tables of 10,000 ids several times over).
        let groupPlans = groupPlansAndEntries.map(\.plan), previousGroups = groupPlansAndEntries.map(\.previous)
        for (id, plan) in zip(groupIDs, groupPlans) where plan.needsDocuments {
            plans[id] = plan
            needed.append(id)
        }
        diagnostics.append(contentsOf: sideWork.coverage)
        guard !diagnostics.hasErrors else { throw BuildFailure(diagnostics.sorted) }

        // A clean build has no last count: about four files per document (its pages, its share of
        // the search files). Grown through every doubling instead, the tables of 35,000 paths at
        // 10,000 documents were copied on one core after the pass, while the other waited.
        var output = SiteOutput(sink: sink, expected: given?.output.files.count ?? 4 * filesByPath.count)
        let cache = key.map(BuildCache.init)
        cache?.languages = previous?.languages ?? []
        progress?("rendering pages")
        let rendering = needed.filter { plans[$0]!.renderChanged }
        let drawing = Set(rendering.flatMap { keys.examples(of: $0).map(\.example.id) })
        let siteInputs = sideWork.siteInputs
        let sitePagesChanged = siteInputs.keys.filter { previous?.sitePages[$0.key]?.key != $0.value }
        var renderer = PageRenderer(site: site, theme: theme, config: config, translations: translations, book: .standard,
                                    examples: results, glossary: glossary, reasons: reasons,
                                    drawing: sitePagesChanged.keys.contains(SiteInputs.listing) ? nil : drawing)
        renderer.reference = options.referenceRenderer
        // One pass over the document ids this build must make again (see `GroupPass`): each one's
        // files parsed, checked against the glossary, its pages rendered and written, its search
        // records analysed, and its documents let go.
        var pass = GroupPass(plans: plans, site: site, files: filesByPath, languages: languages, aliases: aliases,
                             glossary: glossary, glossaryPath: "\(options.contentDisplay)/\(Glossary.fileName)", strict: options.strict,
                             renderer: renderer, rulesText: RulesText(book: .standard, examples: results, phrasebook: theme.phrasebook),
                             sink: sink)
        pass.remembersAnalyses = !options.endsProcess
        // In runs of ids, in site order: each run's search records are numbered into the site's term
        // table as soon as it ends (the order is the site's, so the numbers are the same however the
        // runs are cut), and their terms' own text is let go with them.
        // The cache's table (in `serve`, with its lookup of numbers and its terms' facts made on the
        // side since the cache was read: at 10,000 documents, 35 ms on one core when first asked
        // for). Taken, not shared with the cache: the first new term would copy the whole table.
        var terms = previous != nil ? preparedTerms?.value ?? TermTable() : TermTable()
        // The search records of the ids made again (the others' are their cache entries').
        var searchGroups: [String: SearchGroup] = [:]
        var outcomes: [String: GroupPass.Outcome] = [:]
        outcomes.reserveCapacity(needed.count)
        var records = RecordStream(streaming: previous == nil && needed.count == groupIDs.count)
        for start in stride(from: 0, to: needed.count, by: GroupPass.runLength) {
            let run = Array(needed[start..<min(start + GroupPass.runLength, needed.count)])
            // Made largest first (by their editions' segments): the cores take ids in the order
            // given, and a large id taken last kept one core working alone at the end (on the real
            // site, a sixth of the pass). Taken back by id, in site order.
            let size = Dictionary(uniqueKeysWithValues: run.map { id in (id, site.editions(of: id).reduce(0) { $0 + $1.segments.count }) })
            let order = run.enumerated().sorted { (size[$0.element]!, $1.offset) > (size[$1.element]!, $0.offset) }.map(\.element)
            let made = Dictionary(uniqueKeysWithValues: zip(order, pass.run(order)))
            if terms.count == 0 {
                // The first run's terms, counted once per group: room for the site's most common ones at least.
                terms.reserveCapacity(made.values.reduce(0) { $0 + ($1.search?.terms.count ?? 0) })
            }
            for id in run {
                var outcome = made[id]!
                if let search = outcome.search { searchGroups[id] = search.numbered(in: &terms) }
                outcome.search = nil
                outcomes[id] = outcome
            }
            try records.numbered(run, groups: &searchGroups, languages: languages, into: &output)
        }
        for id in needed { outcomes[id]?.readProblems.forEach { diagnostics.append($0) } }
        // Each id's outcome, if it was made again; glossary findings and pages: made again, else the cache's.
        let groupOutcomes = zip(groupIDs, groupPlans).map { id, plan in plan.needsDocuments ? outcomes[id] : nil }
        var glossaryDiagnostics: [[Diagnostic]] = []
        glossaryDiagnostics.reserveCapacity(groupIDs.count)
        for (outcome, old) in zip(groupOutcomes, previousGroups) {
            let found = outcome?.glossaryDiagnostics ?? old?.glossaryDiagnostics ?? []
            found.forEach { diagnostics.append($0) }
            glossaryDiagnostics.append(found)
        }
        var groupPages: [[String]] = []
        groupPages.reserveCapacity(groupIDs.count)
        for (index, id) in groupIDs.enumerated() {
            if let pages = groupOutcomes[index]?.pages {
                for page in pages {
                    output.add(page.path, page.written.file, from: page.origin)
                    page.written.problems.forEach { diagnostics.error($0.message, at: $0.location) }
                }
                groupPages.append(pages.map(\.path))
            } else {
                let pages = previousGroups[index]?.pages ?? []
                pages.forEach { output.keep($0, ofGroup: id) }
                groupPages.append(pages)
            }
        }
        // The files of the site as a whole that depend on the listing of documents: `rules.json` and
        // the sitemap each on a thread of its own while the site's pages are rendered (after them,
        // they were 4 ms on one core; one after the other on one thread, at 10,000 documents they
        // went on 110 ms after the pages, on one core).
        let listingChanged = sitePagesChanged[SiteInputs.listing] != nil
            || previous?.sitePages[SiteInputs.listing]?.paths.contains(PagePaths.rulesJSON) != true
        let rulesFile = !listingChanged ? nil : Background { [site, results, phrasebook = theme.phrasebook, reasons] in
            RulesJSON(site: site, book: .standard, examples: results, phrasebook: phrasebook, reasons: reasons).file()
        }
        let sitemapFiles = !listingChanged ? nil : Background { [site, config, hasGlossary = !glossary.terms.isEmpty, limits = options.sitemapLimits] in
            Sitemap(site: site, config: config, hasGlossary: hasGlossary).files(limits: limits)
        }
        var jobs: [PageRenderer.Job] = []
        let siteJobs = renderer.siteJobs()
        for job in siteJobs {
            let bucket = SiteInputs.bucket(of: job.path) ?? SiteInputs.listing
            if sitePagesChanged[bucket] != nil || previous?.sitePages[bucket]?.paths.contains(job.path) != true {
                jobs.append(job)
            } else {
                output.keep(job.path, from: job.origin)
            }
        }
        for (job, page) in renderer.render(jobs, into: output.sink) {
            output.add(job.path, page.file, from: job.origin)
            page.problems.forEach { diagnostics.error($0.message, at: $0.location) }
        }
        // Files of the site as a whole that depend on the listing of documents, or on nothing that changes.
        // The sitemap's files: made, or the last build's (one file, or an index and its parts).
        let sitemapPaths: [String]
        if let rulesFile, let sitemapFiles {
            output.add(PagePaths.rulesJSON, rulesFile.value)
            let files = sitemapFiles.value
            for (path, text) in files { output.add(path, text) }
            sitemapPaths = files.map(\.path)
        } else {
            output.keep(PagePaths.rulesJSON)
            let kept = previous?.sitePages[SiteInputs.listing]?.paths.filter(PagePaths.isSitemap) ?? []
            sitemapPaths = kept.isEmpty ? [PagePaths.sitemap] : kept
            sitemapPaths.forEach { output.keep($0) }
        }

        progress?("indexing for search")
        // Records of unchanged documents keep their rows in the output's record files, read back
        // (checked against the manifest) where a file must be made again.
        let previousRecords = previous.map { previous in
            SearchIndex.PreviousRecords(firstRecord: zip(groupPlans, previousGroups).map { plan, old in plan.searchChanged ? nil : old?.firstRecord },
                                        count: previous.recordCount) { path in
                guard let recorded = previous.output.files[path],
                      let data = FileManager.default.contents(atPath: outputDirectory.appendingPathComponent(path).path),
                      Digest.of(data) == recorded.digest else { return nil }
                return data
            }
        }
        // The term files are patched where the records analysed again have their terms (see `SearchIndex.patchTerms`).
        let previousTerms = previous.flatMap { previous in
            previous.termFiles.map { files in
                SearchIndex.PreviousTerms(files: files, replaced: Self.replacedSearchGroups(groupIDs: groupIDs, plans: groupPlans,
                                                                                            entries: previousGroups, previous: previous),
                                          read: previousRecords!.read)
            }
        }
        // The facts of every term where every term file is made (a patch makes those of the terms
        // it touches; where it cannot patch, the index makes the rest).
        if previousTerms == nil { terms.prepareFacts() }
        // Every id's search records, in site order: made again, else the cache's.
        let allSearchGroups = groupIDs.indices.map { searchGroups[groupIDs[$0]] ?? previousGroups[$0]!.search }
        let termFiles: TermFileSet
        do {
            var index = SearchIndex(groups: allSearchGroups, terms: terms, previous: previousRecords,
                                    previousTerms: previousTerms, languages: languages)
            index.recordFilesWritten = records.written
            termFiles = try index.write(into: &output)
        } catch is CacheCorrupt {
            throw StaleOutput()
        }
        // The unchanged documents' records were read where the cache file holds them.
        if previous?.sourceLost == true { throw StaleOutput() }
        var firstRecord: [Int] = []
        firstRecord.reserveCapacity(groupIDs.count)
        var nextRecord = 0
        for group in allSearchGroups {
            firstRecord.append(nextRecord)
            nextRecord += group.records.count
        }
        if sitePagesChanged[SiteInputs.constant] != nil || previous?.sitePages[SiteInputs.constant] == nil {
            SearchIndex.writeFolding(into: &output)
            for (path, data) in theme.assets { output.add(path, data, from: "\(options.templatesDisplay)/\(path)") }
            output.add(OutputSafety.markerName, OutputSafety.markerText)
        } else {
            SearchIndex.foldingPaths.forEach { output.keep($0) }
            for path in theme.assets.keys { output.keep(path, from: "\(options.templatesDisplay)/\(path)") }
            output.keep(OutputSafety.markerName)
        }
        func describe(_ origin: SiteOutput.Origin, of path: String) -> String {
            switch origin {
            case .text(let text): text
            case .pageOf(let id): PageRenderer.groupPageOrigins(site.editions(of: id), translations: translations)[path] ?? "the site"
            }
        }
        for collision in output.collisions {
            diagnostics.error("two sources write public/\(collision.path): \(describe(collision.first, of: collision.path)) "
                              + "and \(describe(collision.second, of: collision.path))", at: SourceLocation(path: options.contentDisplay))
        }
        guard !diagnostics.hasErrors else { throw BuildFailure(diagnostics.sorted) }
        output.flush()

        if let cache {
            cache.terms = terms
            cache.recordCount = nextRecord
            cache.termFiles = termFiles
            cache.lockDigest = lockDigest
            // The last cache's tables, shared, with what changed put in (made anew, entry by entry,
            // they were 30,000 insertions of every build); an entry no longer in the site leaves.
            var cachedFileTable = previous?.files ?? [:]
            var readable = 0
            for (index, file) in files.enumerated() where !unreadable.contains(file.displayPath) {
                readable += 1
                if let old = cachedFiles[index], old.identity == file.identity { continue }  // as read, bytes and all
                let outline = parsed[file.displayPath]?.outline ?? cachedFiles[index]!.outline
                cachedFileTable[file.displayPath] = CachedFile(digest: file.digest, identity: file.identity, outline: outline,
                                                               diagnostics: fileDiagnostics[index])
            }
            if cachedFileTable.count != readable {
                let present = Set(files.lazy.map(\.displayPath).filter { !unreadable.contains($0) })
                cachedFileTable = cachedFileTable.filter { present.contains($0.key) }
            }
            cache.files = cachedFileTable
            var cachedGroupTable = previous?.groups ?? [:]
            for (index, id) in groupIDs.enumerated() {
                let plan = groupPlans[index]
                let pages = groupPages[index], first = firstRecord[index]
                let reported = translations.entries(for: id)
                if let old = previousGroups[index], !plan.needsDocuments, old.pages == pages, old.firstRecord == first,
                   old.entries.count == reported.count {
                    continue  // unchanged: written back as it was read
                }
                cachedGroupTable[id] = CachedGroup(renderKey: plan.renderKey, pages: pages, searchKey: plan.searchKey,
                                                   search: allSearchGroups[index], filesKey: plan.filesKey, glossaryDiagnostics: glossaryDiagnostics[index],
                                                   firstRecord: first, entries: reported.map(CachedEntry.init))
            }
            if cachedGroupTable.count != groupIDs.count {
                let present = Set(groupIDs)
                cachedGroupTable = cachedGroupTable.filter { present.contains($0.key) }
            }
            cache.groups = cachedGroupTable
            // The site's own pages and files (not the documents' pages, not the search index).
            let sitePaths = siteJobs.map(\.path) + [PagePaths.rulesJSON, OutputSafety.markerName] + sitemapPaths
                + SearchIndex.foldingPaths + theme.assets.keys
            let buckets = Dictionary(grouping: sitePaths.sorted().compactMap { path in SiteInputs.bucket(of: path).map { ($0, path) } }, by: \.0)
            for (bucket, inputs) in siteInputs.keys {
                cache.sitePages[bucket] = CachedPages(key: inputs, paths: buckets[bucket]?.map(\.1) ?? [])
            }
        }
        let parsedDocuments = Dictionary(outcomes.values.flatMap(\.documents).map { ($0.location.path, $0) }, uniquingKeysWith: { first, _ in first })
        let documents = Site(documents: files.compactMap { parsedDocuments[$0.displayPath] }, languages: languages, aliases: site.aliases)
        let parsedPaths = Set(parsed.keys).union(needed.flatMap { site.editions(of: $0).map(\.location.path) }.filter { !unreadable.contains($0) })
        let result = Result(site: documents, outline: site, output: output, diagnostics: diagnostics.sorted, translations: translations,
                            lock: lock, examples: results, parsedFiles: parsedPaths.count, usedCache: previous != nil)
        return (result, cache)
    }

    /// The search records the last build had of the groups analysed again in this one, and of the
    /// groups that are gone: what `SearchIndex.patchTerms` takes out of the term files.
    /// `plans` and `entries`: each id's plan and entry in `previous`, in the order of `groupIDs`.
    static func replacedSearchGroups(groupIDs: [String], plans: [GroupPlan], entries: [CachedGroup?], previous: BuildCache) -> [SearchGroup] {
        let kept = zip(plans, entries).compactMap { plan, old in plan.searchChanged ? old?.search : nil }
        // Every id of the last build is still here when as many of them are.
        guard entries.count(where: { $0 != nil }) != previous.groups.count else { return kept }
        let ids = Set(groupIDs)
        return kept + previous.groups.keys.filter { !ids.contains($0) }.sorted().map { previous.groups[$0]!.search }
    }

    /// A translation lock read whole, and what reading it found.
    struct ParsedLock: Sendable {
        var lock: TranslationLock
        var problems: [Diagnostic]
    }

    /// The lock as diagnostics name it: `content/translations.lock`.
    static func lockDisplayPath(in contentDisplay: String) -> String {
        "\(contentDisplay)/\(TranslationLock.fileName)"
    }

    /// The translation report: an unchanged document's entries from the cache, while the lock is the
    /// one the cache read; the lock is read whole only when it changed (`parsedLock`: read whole
    /// already, where the cache did not read this lock). Also the files by path, each id's files key
    /// and the lock, which the rest of the build reads.
    private func translationReport(site: SiteOutline, groupIDs: [String], files: [ContentFile], key: Digest?, previous: BuildCache?, lockText: String?,
                                   lockDigest: Digest?, parsedLock: ParsedLock?, languages: Languages, into diagnostics: inout Diagnostics)
        -> (files: [String: ContentFile], filesKeys: [String: Digest], lock: TranslationLock, report: TranslationReport) {
        var filesByPath: [String: ContentFile] = [:]
        filesByPath.reserveCapacity(files.count)
        for file in files where filesByPath[file.displayPath] == nil { filesByPath[file.displayPath] = file }
        // Each id's key on every core (the other side of the checks is done first: one after the
        // other, 10,000 documents' keys were 4 ms on this side's one core).
        let keys = ParallelMap.map(groupIDs, inRunsOf: 1024) { [filesByPath] id in
            GroupKeys.filesKey(of: id, in: site, files: filesByPath, cacheKey: key ?? .zero)
        }
        let filesKeys = Dictionary(uniqueKeysWithValues: zip(groupIDs, keys))
        let lockPath = Self.lockDisplayPath(in: options.contentDisplay)
        let lock: TranslationLock
        var reused: [String: [TranslationReport.Entry]] = [:]
        if let previous, previous.lockDigest == lockDigest {
            for source in site.sourceDocuments {
                guard let group = previous.groups[source.id], group.filesKey == filesKeys[source.id] else { continue }
                let entries = group.entries.compactMap { $0.entry(of: source, in: site) }
                if entries.count == group.entries.count { reused[source.id] = entries }
            }
            let changed = Set(site.sourceDocuments.map(\.id).filter { reused[$0] == nil })
            lock = lockText.map { TranslationLock.entries(in: $0, ofDocuments: changed, languages: languages) } ?? TranslationLock()
        } else if let parsedLock {
            lock = parsedLock.lock
            parsedLock.problems.forEach { diagnostics.append($0) }
        } else {
            lock = lockText.map { TranslationLock.parse($0, path: lockPath, languages: languages, into: &diagnostics) } ?? TranslationLock()
        }
        let translations = TranslationReport(site: site) { source in
            reused[source.id] ?? TranslationReport.entries(of: source, in: site, lock: lock)
        }
        translations.diagnose(strict: options.strict, into: &diagnostics)
        return (filesByPath, filesKeys, lock, translations)
    }

    /// `zhinan translations --accept …`: record the given segments as reviewed against the current
    /// Chinese source, and write the lock. Returns the new report and any selection that matched nothing.
    public func acceptTranslations(_ selection: [String]) throws -> (TranslationReport, unmatched: [String]) {
        var diagnostics = Diagnostics()
        guard ContentLoader.readableDirectory(options.contentDirectory, display: options.contentDisplay,
                                              role: "content directory", into: &diagnostics) != nil else {
            throw BuildFailure(diagnostics.sorted)
        }
        let config = SiteConfig.load(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, into: &diagnostics)
        let languages = config.languages
        let lock = TranslationLock.load(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay,
                                        languages: languages, into: &diagnostics)
        let files = ContentLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, languages: languages)
            .loadBytes(into: &diagnostics)
        let aliases = IDAliases.load(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, into: &diagnostics)
        var outlines: [DocumentOutline] = []
        for (file, result) in zip(files, ParallelMap.map(files) { Self.parse($0, languages: languages, aliases: aliases) }) {
            if let result {
                outlines.append(result.outline)
                result.diagnostics.forEach { diagnostics.append($0) }
            } else {
                _ = file.decoded(into: &diagnostics)
            }
        }
        let unchecked = SiteOutline(documents: outlines, languages: languages)
        let site = unchecked.with(aliases: AliasChecker(site: unchecked, aliases: aliases).check(into: &diagnostics))
        ContentChecker.checkUniqueIDs(in: site, into: &diagnostics)
        LinkResolver.validate(site.documents.lazy.flatMap(\.links), against: site, strict: options.strict, into: &diagnostics)
        guard !diagnostics.hasErrors else { throw BuildFailure(diagnostics.sorted) }
        let (accepted, unmatched) = TranslationReport(site: site, lock: lock).accepting(selection, in: lock)
        if unmatched.isEmpty {
            try Data(accepted.text.utf8).write(to: options.contentDirectory.appendingPathComponent(TranslationLock.fileName),
                                               options: .atomic)
        }
        return (TranslationReport(site: site, lock: accepted), unmatched)
    }

    /// The writer a build uses: the output as the user named it, guarded by the safety contract.
    public var writer: SiteWriter {
        SiteWriter(outputDirectory: options.outputDirectory, display: options.outputDisplay,
                   protected: options.protectedDirectories)
    }

    /// `zhinan build`: generate, then put the result in place — the whole output swapped in
    /// atomically, or, from a cache, only the files that changed (see `SiteWriter.update`). An output
    /// that may not be replaced is reported with every content problem of the same run, before
    /// anything is generated to disk. `cache`: the cache a long-running `serve` keeps in memory
    /// between builds (nil: the one beside the output, if any); it is updated in place.
    /// `inPlace`: told the result as soon as the output holds it, before the cache is saved (`serve`
    /// tells open pages then, rather than after the tens of milliseconds saving takes).
    @discardableResult
    public func build(writer: SiteWriter? = nil, cache: CacheHolder? = nil, inPlace: ((Result) -> Void)? = nil) throws -> Result {
        let writer = writer ?? self.writer
        let outputProblem = OutputSafety.problem(output: writer.outputDirectory, display: writer.display,
                                                 protected: writer.protected)
        if outputProblem != nil {
            let contentDiagnostics: [Diagnostic]
            do {
                contentDiagnostics = try generate().diagnostics
            } catch let failure as BuildFailure {
                contentDiagnostics = failure.diagnostics
            }
            throw BuildFailure(outputDiagnostics(outputProblem, writer) + contentDiagnostics)
        }
        try writer.prepareParent()
        return try writer.withLock {
            try writer.recoverAndClean()
            // What the last build knew is used only if the same code made it from the same templates
            // and settings (`generate` checks); its manifest of the output serves either way, so
            // that even a build that makes every page again writes only the files that changed.
            if options.incremental && cache?.cache == nil { progress?("reading the build cache") }
            let previous = options.incremental ? cache?.cache ?? BuildCache.load(from: writer.cacheFile) : nil
            cache?.cache = nil
            if options.endsProcess, let previous { KeptUntilExit.keep(previous) }
            var (result, next): (Result, BuildCache?)
            var manifest: OutputManifest
            var report: SiteWriter.Report
            // Files go to disk as they are made: into the spare when the output is to be updated,
            // else into a new staging directory (see `OutputSink`); the output itself changes only
            // in the swap at the end.
            var sink = try writer.sink(live: previous?.output)
            var saving: BuildCache.Saving?
            // A clean build's staging directory becomes the output whole; its spare is made of links.
            func replaceWhole() throws -> (OutputManifest, SiteWriter.Report) {
                let manifest = try writer.finishWhole(result.output, in: sink)
                writer.makeSpare(manifest)
                return (manifest, SiteWriter.Report(written: result.output.allPaths, removed: [], replacedWhole: true))
            }
            do {
                do {
                    (result, next) = try generate(previous: previous, outputDirectory: writer.outputDirectory, sink: sink)
                } catch is StaleOutput {
                    (result, next) = try generate(previous: nil, sink: sink)
                }
                progress?("writing \(result.output.count) files")
                // No cache may describe an output that is being changed: it is moved out of its place
                // now, and let go of while the output is updated.
                let retired = BuildCache.retire(writer.cacheFile)
                if let previous {
                    // The cache is saved while the output is updated: its entries do not depend on
                    // the output, and its manifest is what the output will hold once updated (known
                    // from the site and the last manifest). What changed is appended to the file the
                    // last cache was read from; or the whole is written to a temporary file. Only
                    // putting the file in its place is left for after.
                    let (prepared, finished) = ParallelMap.both({ [next, file = writer.cacheFile, output = result.output] in
                        let update = SiteWriter.update(of: output, live: previous.output)
                        next?.output = update.manifest
                        var started = retired.flatMap { next?.startAppending(to: $0, in: file, after: previous, report: update.report) }
                        if started == nil {
                            retired.map(BuildCache.remove)
                            started = next?.startSaving(to: file)
                            if started != nil { next?.writeRest(&started!) }
                        }
                        return (update, started)
                    }, {
                        Swift.Result { try writer.finishUpdate(result.output, in: sink, live: previous.output) }
                    })
                    saving = prepared.1
                    if try finished.get() {
                        (manifest, report) = prepared.0
                    } else {
                        saving?.abandon()
                        saving = nil
                        // The output is not what the cache says (a file was edited or replaced by hand):
                        // nothing of it is kept; built again, cleanly.
                        sink = try writer.sink(live: nil)
                        (result, next) = try generate(previous: nil, sink: sink)
                        (manifest, report) = try replaceWhole()
                    }
                } else {
                    // The cache's entries are written while the output is put in place (they do not
                    // depend on it; its manifest, which does, follows). At 10,000 documents, encoded
                    // after, they were the last 80 ms of a clean build, on one core.
                    let started = Background { [next, file = writer.cacheFile] in
                        retired.map(BuildCache.remove)
                        return next?.startSaving(to: file)
                    }
                    do {
                        (manifest, report) = try replaceWhole()
                    } catch {
                        started.value?.abandon()
                        throw error
                    }
                    saving = started.value
                }
            } catch let failure as BuildFailure {
                saving?.abandon()
                // Content problems, and a write that failed while the pages were made: all of them.
                writer.discard(sink)
                throw BuildFailure(failure.diagnostics + (sink.failure.map { [writer.located($0)] } ?? []))
            } catch {
                saving?.abandon()
                writer.discard(sink)
                // A write that failed while generating is the cause of whatever followed it.
                throw sink.failure ?? error
            }
            result.written = report
            inPlace?(result)
            if let next {
                progress?("saving the build cache")
                next.output = manifest
                if var started = saving {
                    next.finishSaving(&started)
                } else {
                    next.save(to: writer.cacheFile)
                }
                cache?.cache = next
                if options.endsProcess { KeptUntilExit.keep(next) }
            }
            return result
        }
    }

    private func outputDiagnostics(_ problem: String?, _ writer: SiteWriter) -> [Diagnostic] {
        guard let problem else { return [] }
        return [Diagnostic(.error, at: SourceLocation(path: writer.display.isEmpty ? "''" : writer.display), problem)]
    }
}

/// The output does not hold what the cache says it does: the build starts again, clean.
struct StaleOutput: Error {}

/// The cache a long-running process keeps between builds (`zhinan serve`), so that a rebuild does
/// not read it back from disk.
public final class CacheHolder: @unchecked Sendable {
    var cache: BuildCache?
    public init() {}
}

/// A clean build writes the search record files as the runs of ids are numbered, and lets go of
/// their rows (the text the browser shows, as JSON: at 10,000 documents, 48 MB held to the index
/// step before). A file is written once the ids before it, and its own, are numbered; the records
/// of the file not yet full keep their rows. (An incremental build writes them at the index step:
/// which files change is known only there.)
struct RecordStream {
    let streaming: Bool
    /// How many records' files are written: whole files.
    private(set) var written = 0
    /// The ids, in site order, from the first whose records are not all in written files.
    private var pending: [String] = []
    /// The number of the first record of `pending`.
    private var pendingStart = 0

    init(streaming: Bool) { self.streaming = streaming }

    mutating func numbered(_ run: [String], groups: inout [String: SearchGroup], languages: Languages, into output: inout SiteOutput) throws {
        guard streaming else { return }
        pending += run
        let held = pending.map { groups[$0]! }
        let through = (pendingStart + held.reduce(0) { $0 + $1.records.count }) / SearchIndex.recordsPerShard * SearchIndex.recordsPerShard
        guard through > written else { return }
        try SearchIndex(groups: held, terms: TermTable(), languages: languages)
            .writeRecords(into: &output, groupsStart: pendingStart, fileNumbers: written / SearchIndex.recordsPerShard..<through / SearchIndex.recordsPerShard)
        written = through
        // The ids whose records are all written now keep no rows.
        var done = 0
        for id in pending {
            let count = groups[id]!.records.count
            guard pendingStart + count <= written else { break }
            for index in groups[id]!.records.indices { groups[id]!.records[index].rows = [] }
            pendingStart += count
            done += 1
        }
        pending.removeFirst(done)
    }
}

