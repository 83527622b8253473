import Foundation
import ZhinanRules

/// A site build as a readable sequence of steps: load → parse → link → check → render → index →
/// write. Each step reports problems into one `Diagnostics`, so a run shows all of them; nothing is
/// written unless every step succeeded.
public struct SiteBuilder {
    public struct Options: Sendable {
        public var contentDirectory: URL
        public var templatesDirectory: URL
        public var outputDirectory: URL
        /// How the content and templates paths are shown in diagnostics.
        public var contentDisplay: String
        public var templatesDisplay: String
        /// How the output path is shown in messages: exactly what the user typed, even ''.
        public var outputDisplay: String
        /// Missing, extra and outdated translations are errors, not warnings (CI).
        public var strict = false

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
        public var site: Site
        public var output: SiteOutput
        /// Warnings; errors end the build with `BuildFailure`.
        public var diagnostics: [Diagnostic]
        public var translations: TranslationReport
        public var lock: TranslationLock
        /// Every example, as the rules model judged it in this build.
        public var examples: [ExampleResult]
    }

    public var options: Options
    /// Told the name of each step as it starts (the CLI shows it on a terminal, and nothing in CI).
    public var progress: (@Sendable (String) -> Void)?

    public init(options: Options, progress: (@Sendable (String) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    /// Runs every step and returns the site in memory; throws `BuildFailure` with every problem.
    public func generate() throws -> Result {
        var diagnostics = Diagnostics()
        progress?("loading and parsing content")
        let (site, config, lock) = loadParseLink(&diagnostics)
        progress?("checking \(site.documents.count) documents and their examples")
        ContentChecker(site: site).check(into: &diagnostics)
        let translations = TranslationReport(site: site, lock: lock)
        translations.diagnose(strict: options.strict, into: &diagnostics)
        let theme = Theme.load(from: options.templatesDirectory, displayRoot: options.templatesDisplay, languages: config.languages,
                               into: &diagnostics)
        let examples = ExampleLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay)
            .load(into: &diagnostics)
        let results = ExampleChecker(site: site, book: .standard, examples: examples, phrasebook: theme.phrasebook,
                                     root: SourceLocation(path: options.contentDisplay))
            .run(strict: options.strict, into: &diagnostics)
        let glossary = GlossaryLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, languages: config.languages)
            .load(into: &diagnostics)
        GlossaryChecker(site: site, glossary: glossary)
            .check(strict: options.strict, glossaryPath: "\(options.contentDisplay)/\(Glossary.fileName)", into: &diagnostics)
        let reasons = UncheckedReasonsLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay, languages: config.languages)
            .load(into: &diagnostics)
        CoverageChecker(site: site, book: .standard, reasons: reasons, reasonsPath: "\(options.contentDisplay)/\(UncheckedReasons.fileName)",
                        root: SourceLocation(path: options.contentDisplay))
            .check(strict: options.strict, into: &diagnostics)
        guard !diagnostics.hasErrors else { throw BuildFailure(diagnostics.sorted) }

        var output = SiteOutput()
        progress?("rendering pages")
        PageRenderer(site: site, theme: theme, config: config, translations: translations, book: .standard, examples: results,
                     glossary: glossary, reasons: reasons)
            .render(into: &output, diagnostics: &diagnostics)
        output.add(PagePaths.rulesJSON, RulesJSON(site: site, book: .standard, examples: results, phrasebook: theme.phrasebook, reasons: reasons).text())
        output.add(PagePaths.sitemap, Sitemap(site: site, config: config, hasGlossary: !glossary.terms.isEmpty).xml())
        progress?("indexing for search")
        SearchIndex(site: site, book: .standard, examples: results, glossary: glossary, phrasebook: theme.phrasebook).write(into: &output)
        for (path, data) in theme.assets { output.add(path, data, from: "\(options.templatesDisplay)/\(path)") }
        output.add(OutputSafety.markerName, OutputSafety.markerText)
        for collision in output.collisions {
            diagnostics.error("two sources write public/\(collision.path): \(collision.first) and \(collision.second)",
                              at: SourceLocation(path: options.contentDisplay))
        }
        guard !diagnostics.hasErrors else { throw BuildFailure(diagnostics.sorted) }
        return Result(site: site, output: output, diagnostics: diagnostics.sorted, translations: translations, lock: lock,
                      examples: results)
    }

    /// The first steps, which every command needs: settings, documents and the translation lock.
    func loadParseLink(_ diagnostics: inout Diagnostics) -> (Site, SiteConfig, TranslationLock) {
        // A content directory that cannot be read is one problem, not a cascade of missing files.
        guard ContentLoader.readableDirectory(options.contentDirectory, display: options.contentDisplay,
                                              role: "content directory", into: &diagnostics) != nil else {
            return (Site(documents: []), SiteConfig(baseURL: "https://example.org/"), TranslationLock())
        }
        let config = SiteConfig.load(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay,
                                     into: &diagnostics)
        let lock = TranslationLock.load(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay,
                                        languages: config.languages,
                                        into: &diagnostics)
        let files = ContentLoader(contentDirectory: options.contentDirectory, displayRoot: options.contentDisplay,
                                  languages: config.languages)
            .load(into: &diagnostics)
        // Files parse independently: in parallel, each with its own diagnostics, merged in file order.
        let parsedFiles = ParallelMap.map(files) { file -> (Document, Diagnostics) in
            var own = Diagnostics()
            let document = DocumentParser().parse(file, into: &own)
            return (document, own)
        }
        parsedFiles.forEach { diagnostics.append(contentsOf: $0.1) }
        let parsed = Site(documents: parsedFiles.map(\.0), languages: config.languages)
        let site = LinkResolver(site: parsed).resolve(into: &diagnostics)
        return (site, config, lock)
    }

    /// `zhinan translations --accept …`: record the given segments as reviewed against the current
    /// Chinese source, and write the lock. Returns the new report and any selection that matched nothing.
    public func acceptTranslations(_ selection: [String]) throws -> (TranslationReport, unmatched: [String]) {
        var diagnostics = Diagnostics()
        let (site, _, lock) = loadParseLink(&diagnostics)
        ContentChecker(site: site).check(into: &diagnostics)
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

    /// `zhinan build`: generate, then swap the result in atomically. An output that may not be
    /// replaced is reported with every content problem of the same run, before anything is generated
    /// to disk.
    @discardableResult
    public func build(writer: SiteWriter? = nil) throws -> Result {
        let writer = writer ?? self.writer
        let outputProblem = OutputSafety.problem(output: writer.outputDirectory, display: writer.display,
                                                 protected: writer.protected)
        let result: Result
        do {
            result = try generate()
        } catch let failure as BuildFailure {
            throw BuildFailure(outputDiagnostics(outputProblem, writer) + failure.diagnostics)
        }
        if outputProblem != nil { throw BuildFailure(outputDiagnostics(outputProblem, writer) + result.diagnostics) }
        progress?("writing \(result.output.paths.count) files")
        try writer.write(result.output)
        return result
    }

    private func outputDiagnostics(_ problem: String?, _ writer: SiteWriter) -> [Diagnostic] {
        guard let problem else { return [] }
        return [Diagnostic(.error, at: SourceLocation(path: writer.display.isEmpty ? "''" : writer.display), problem)]
    }
}
