import Foundation
import Synchronization
import ZhinanParallel
import ZhinanSearch

/// A site build as a list of stages: load → parse → link → check → render → index → write, nothing
/// written unless every stage succeeded; a clean build is an incremental one with an empty `BuildPlan`.
public struct SiteBuilder {
    public struct Options: Sendable {
        public var contentDirectory, templatesDirectory, outputDirectory: URL
        /// How the content and templates paths are shown in diagnostics.
        var contentDisplay, templatesDisplay: String
        /// How the output path is shown in messages: exactly what the user typed, even ''.
        var outputDisplay: String
        /// Missing, extra and outdated translations are errors, not warnings (CI).
        public var strict = false
        /// Whether `build` starts from the last build's record; if not, it replaces the output whole.
        public var incremental = true
        /// Renders every page a second way too (tests: swift-mustache), for `PageRenderer` to compare.
        var referenceRenderer: PageRenderer.ReferenceRenderer?
        /// How much one sitemap file may hold (the protocol's limits; tests make them small).
        var sitemapLimits = Sitemap.Limits.standard

        public init(contentDirectory: String = "content", templatesDirectory: String = "templates", outputDirectory: String = "public") {
            self.contentDirectory = URL(fileURLWithPath: contentDirectory)
            self.templatesDirectory = URL(fileURLWithPath: templatesDirectory)
            self.outputDirectory = URL(fileURLWithPath: outputDirectory)
            contentDisplay = Self.display(contentDirectory)
            templatesDisplay = Self.display(templatesDirectory)
            outputDisplay = outputDirectory
        }

        static func display(_ path: String) -> String {
            var path = path
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            return path
        }
    }

    public struct Result: Sendable {
        /// The documents this build read for their pages (in `generate`, every one).
        var site: Site
        public var outline: SiteOutline
        public var output: SiteOutput
        /// Warnings; errors end the build with `BuildFailure`.
        public var diagnostics: [Diagnostic]
        public var translations: TranslationReport
        var lock: TranslationLock
        /// Every example, as the rules model judged it in this build.
        var examples: [ExampleResult]
        /// What `build` did to the output (nil for `generate`).
        public var written: SiteWriter.Report?
        /// How many content files this build read again for their pages, and whether it used the last build's record.
        public var parsedFiles = 0
        var usedCache = false
    }

    public var options: Options
    /// Told the name of each step as it starts (the CLI shows it on a terminal, and nothing in CI).
    var progress: (@Sendable (String) -> Void)?

    public init(options: Options, progress: (@Sendable (String) -> Void)? = nil) { (self.options, self.progress) = (options, progress) }

    /// Every stage, the site in memory: a clean build that writes nothing. Throws every problem as `BuildFailure`.
    public func generate() throws -> Result { try make(BuildPlan(), into: .inMemory(), keepDocuments: true).result }

    /// `zhinan check`: every stage, keeping of the pages only their paths.
    public func check() throws -> Result { try make(BuildPlan(), into: .inMemory(keepingBytes: false)).result }

    /// The stages, in order, into `draft`; and the record the next build starts from.
    func make(_ plan: BuildPlan, into draft: OutputDraft, keepDocuments: Bool = false) throws -> (result: Result, record: BuildRecord) {
        progress?("loading")
        var loaded = LoadedSite.load(options, known: plan.knownFile)
        progress?("parsing \(loaded.files.count) files")
        let parsed = ParsedSite.parse(loaded, known: plan.parsedFile)
        loaded.files = []  // parsed keeps them, without their bytes
        let linked = LinkedSite.link(parsed, aliases: loaded.aliases, strict: options.strict)
        progress?("checking \(linked.site.documents.count) documents and their examples")
        let checked = CheckedSite.check(linked, files: parsed.files, loaded: loaded, previous: plan.record?.report, options: options)
        let relocated = { Self.relocated($0, files: parsed.files) }
        var diagnostics = relocated(loaded.diagnostics + parsed.diagnostics + linked.diagnostics + checked.diagnostics)
        try Self.stopOnErrors(diagnostics)
        progress?("rendering pages")
        let rendered = RenderedSite.render(checked, options: .init(previous: plan.work, terms: plan.index?.index.terms ?? TermTable(), build: options,
                                                                   keepDocuments: keepDocuments), into: draft)
        progress?("indexing for search")
        let indexed = try IndexedSite.index(rendered, site: checked.site, previous: plan.index, read: plan.readOutput, into: draft)
        diagnostics += relocated(rendered.diagnostics) + Self.collisions(in: draft, content: options.contentDisplay)
        try Self.stopOnErrors(diagnostics)
        let result = Result(site: Site(documents: rendered.documents, languages: checked.site.configured, aliases: checked.site.aliases),
                            outline: checked.site, output: SiteOutput(draft), diagnostics: diagnostics.inFileOrder, translations: checked.translations, lock: checked.lock,
                            examples: checked.examples, parsedFiles: rendered.readAgain, usedCache: plan.record != nil)
        return (result, BuildRecord(options: options, parsed: parsed, checked: checked, rendered: rendered, indexed: indexed))
    }

    /// A converted document's problems are its source's, at the same line: reported there, once.
    static func relocated(_ all: [Diagnostic], files: [String: ContentFile]) -> [Diagnostic] {
        let sources = Dictionary(files.values.compactMap { file in file.conversion.map { (file.displayPath, $0.sourcePath) } },
                                 uniquingKeysWith: { first, _ in first })
        let reported = Set(all.map(\.location))
        return all.compactMap { diagnostic in
            guard let source = sources[diagnostic.location.path] else { return diagnostic }
            var moved = diagnostic
            moved.location.path = source
            return reported.contains(moved.location) ? nil : moved
        }
    }

    static func stopOnErrors(_ diagnostics: [Diagnostic]) throws {
        if diagnostics.contains(where: { $0.severity == .error }) { throw BuildFailure(diagnostics.inFileOrder) }
    }

    /// Two sources that make the same path: the build publishes neither.
    static func collisions(in draft: OutputDraft, content: String) -> [Diagnostic] {
        func describe(_ origin: FileOrigin) -> String {
            switch origin {
            case .text(let text): text
            case .pageOf(let id): "a page of the document '\(id)'"
            }
        }
        return draft.collisions.map { collision in
            Diagnostic(.error, at: SourceLocation(path: content),
                       "two sources write public/\(collision.path): \(describe(collision.first)) and \(describe(collision.second))")
        }
    }

    /// The output as the user named it, never to replace, contain or lie inside the content or the templates.
    public var writer: SiteWriter {
        SiteWriter(outputDirectory: options.outputDirectory, display: options.outputDisplay,
                   protected: [(options.contentDirectory, "the content directory"), (options.templatesDirectory, "the templates directory")])
    }

    /// `zhinan build`: the stages, then the output put in place (an unsafe one reported with every content
    /// problem). `cache`: the record `serve` keeps (nil: the one beside the output); `inPlace`: told
    /// the result as soon as the output holds it, before the record is saved.
    @discardableResult
    public func build(writer: SiteWriter? = nil, cache: CacheHolder? = nil, inPlace: ((Result) -> Void)? = nil) throws -> Result {
        let writer = writer ?? self.writer
        if let problem = OutputSafety.problem(output: writer.outputDirectory, display: writer.display, protected: writer.protected) {
            let content: [Diagnostic]
            do { content = try check().diagnostics } catch let failure as BuildFailure { content = failure.diagnostics }
            throw BuildFailure([writer.located(SiteWriter.WriteError(description: problem))] + content)
        }
        try SiteWriter.createDirectory(writer.parent, for: "the output")  // for the lock file beside it
        return try writer.withLock {
            try writer.recoverAndClean()
            let kept = cache?.record.withLock { record in defer { record = nil }; return record }
            // An output that is gone (removed by hand) leaves nothing to keep: built clean at once, not
            // first from the record and then again when the output proves not to be what it says.
            let incremental = options.incremental && writer.holdsOutput
            if incremental, kept == nil { progress?("reading the build record") }
            var plan = incremental ? BuildPlan(record: kept ?? BuildRecord.load(from: writer.cacheFile), options: options,
                                                        output: writer.outputDirectory) : BuildPlan()
            while true {
                if let result = try attempt(consume plan, writer: writer, cache: cache, inPlace: inPlace) { return result }
                // The record, or the output it describes (a file edited by hand), was not what it said: built again, clean.
                plan = BuildPlan()
            }
        }
    }

    /// The stages into a draft of the output, put in place, and the record saved; nil when the plan proved wrong.
    private func attempt(_ plan: consuming BuildPlan, writer: SiteWriter, cache: CacheHolder?, inPlace: ((Result) -> Void)?) throws -> Result? {
        let draft = try writer.draft(live: plan.live)
        do {
            var (result, record) = try make(plan, into: draft)
            progress?("writing \(result.output.count) files")
            // No record may describe an output that is being changed.
            unlink(writer.cacheFile.path)
            let stages: [[UInt8]]
            do {
                // The record is encoded (all but what the output holds) while the output is put in place; under
                // `serve`, after it: the open page hears of the save first. (`encode` and what it holds of the
                // last record end with the block: `release` frees that record, not this thread.)
                let encode: @Sendable () -> [[UInt8]] = { [record, plan, languages = result.outline.configured.all] in record.encodedStages(reusing: plan.record, languages: languages) }
                let (early, finished) = try ParallelMap.both({ cache == nil ? encode() : nil }, { try writer.finish(draft) })
                guard let (manifest, report) = finished else { return nil }
                result.written = report
                inPlace?(result)
                record.output = manifest
                progress?("saving the build record")
                stages = early ?? encode()
            }
            record.save(stages: stages, to: writer.cacheFile)
            cache?.record.withLock { [record] in $0 = record }
            ParallelMap.release((consume plan, record))
            return result
        } catch {
            writer.discard(draft)
            if error is RecordCorrupt || error is OutputNotAsRecorded { return nil }
            throw error
        }
    }

    /// `zhinan translations --accept …`: record the given segments as reviewed against the current
    /// Chinese source, and write the lock. Returns the new report and any selection that matched nothing.
    public func acceptTranslations(_ selection: [String]) throws -> (TranslationReport, unmatched: [String]) {
        let loaded = LoadedSite.load(options)
        let parsed = ParsedSite.parse(loaded) { _ in nil }
        let linked = LinkedSite.link(parsed, aliases: loaded.aliases, strict: options.strict)
        var diagnostics = Diagnostics()
        let lock = TranslationLock.parse(loaded.lockText, displayRoot: options.contentDisplay, languages: loaded.languages, into: &diagnostics)
        try Self.stopOnErrors(loaded.diagnostics.filter { !$0.location.path.hasPrefix(options.templatesDisplay) } + parsed.diagnostics
                              + linked.diagnostics + diagnostics.all)
        let (accepted, unmatched) = TranslationReport(site: linked.site, lock: lock).accepting(selection, in: lock)
        if unmatched.isEmpty {
            try Data(accepted.text.utf8).write(to: options.contentDirectory.appendingPathComponent(TranslationLock.fileName), options: .atomic)
        }
        return (TranslationReport(site: linked.site, lock: accepted), unmatched)
    }
}

/// The build record a long-running `zhinan serve` keeps in memory between builds.
public final class CacheHolder: Sendable {
    let record = Mutex<BuildRecord?>(nil)
    public init() {}
}
