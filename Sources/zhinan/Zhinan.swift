import ArgumentParser
import Foundation
import Zhinan
import ZhinanRules
import ZhinanServe

@main
struct ZhinanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zhinan",
        abstract: "Builds the bilingual design-guideline site from content/ into public/.",
        version: "zhinan \(zhinanVersion)",
        subcommands: [Build.self, Check.self, Init.self, Lint.self, Serve.self, Translations.self, SearchTerms.self]
    )
}

/// Options every site command shares.
struct SiteOptions: ParsableArguments {
    @Option(help: "The content directory: one folder per language, one Markdown file per document.")
    var content = "content"

    @Option(help: "The templates directory: Mustache templates, interface strings and assets.")
    var templates = "templates"

    @Flag(help: "Treat missing, extra and outdated translations as errors (for CI).")
    var strict = false

    @Flag(help: "Print every diagnostic: without it, past 20 of one kind a line says how many more there are.")
    var allDiagnostics = false

    func builderOptions(output: String = "public") -> SiteBuilder.Options {
        var options = SiteBuilder.Options(contentDirectory: content, templatesDirectory: templates, outputDirectory: output)
        options.strict = strict
        return options
    }
}

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output directory, atomically: on any error the previous output stays as it was.")

    @OptionGroup var site: SiteOptions

    @Option(help: "The output directory.")
    var output = "public"

    @Flag(help: "Print how long each step took.")
    var timings = false

    @Flag(help: "Ignore the build cache: read every file, make every page and replace the output whole.")
    var clean = false

    func run() throws {
        let start = Date(), clock = StepClock()
        var options = site.builderOptions(output: output)
        options.incremental = !clean
        let builder = SiteBuilder(options: options) { step in
            clock.enter(step)
            TerminalProgress.show(step)
        }
        var writer = builder.writer
        writer.onWait = { [output] in
            TerminalProgress.finish()
            printError("another build is writing '\(output)'; waiting for it to finish …")
        }
        let result = try runReportingDiagnostics(all: site.allDiagnostics) {
            do {
                return try builder.build(writer: writer)
            } catch let error as SiteWriter.WriteError {
                throw BuildFailure([writer.located(error)])  // `public:1:1: error: …`, then "nothing was written"
            }
        }
        TerminalProgress.finish()
        let seconds = Date().timeIntervalSince(start)
        clock.enter(nil)
        if timings { printError(clock.report(), terminator: "") }
        let pages = result.output.htmlPageCount
        let written = result.written.map { report -> String in
            if report.replacedWhole { return "" }
            let files = report.written.count + report.removed.count
            return "; \(files == 0 ? "nothing changed" : "\(plural(files, "file")) changed")"
                + " (\(result.parsedFiles) of \(result.outline.documents.count) documents read again)"
        } ?? ""
        print("Built \(pages) pages (\(result.outline.documents.count) documents) into \(output)/ in \(String(format: "%.2f", seconds)) s\(written)")
        // Done: the process ends here rather than free the site's objects one by one.
        Foundation.exit(0)
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every check the build runs, and write nothing.")

    @OptionGroup var site: SiteOptions

    func run() throws {
        let result = try runReportingDiagnostics(all: site.allDiagnostics) { try SiteBuilder(options: site.builderOptions()).check() }
        print("No problems in \(result.outline.documents.count) documents.")
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on this machine, and rebuild and reload open pages on every change.")

    @OptionGroup var site: SiteOptions

    @Option(help: "The output directory.")
    var output = "public"

    @Option(help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: UInt16 = 8000

    @Flag(help: "Log how long each step of every build took.")
    var timings = false

    func run() async throws {
        try await PreviewServer(options: site.builderOptions(output: output), port: port, timings: timings) { printError($0) }.run { url in
            // Unbuffered: a script or a test waits for this line to learn the address.
            FileHandle.standardOutput.write(Data("Serving \(url) — watching \(site.content)/ and \(site.templates)/; Ctrl-C stops.\n".utf8))
        }
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check your own component specs (YAML or JSON) against the rules.",
        discussion: """
        Specs are judged by Apple's current guidance unless --edition source asks for the source \
        documents' figures (32 pt against 140 pt for a button's minimum width, 10 MB against 15 MB \
        for an App Clip); a rule one edition alone states is judged only in that edition. \
        Every rule is an error or a warning (advice such as "works best with 25 or fewer images"). \
        Exit status: 0 when no error rule is violated (warnings alone pass), 1 when an error rule is \
        violated (or any rule, with --warnings-as-errors), 2 when a file cannot be read or a spec is \
        invalid (unknown component, wrong type, negative or non-finite size); 2 wins over 1.
        """)

    @Argument(help: "Spec files (.yml, .yaml or .json); each may hold one spec, a list, or several YAML documents. None: the configuration's 'include'.")
    var specs: [String] = []

    @Option(help: "Output format: text, json, sarif or github (workflow annotations).")
    var format: LintFormat = .text

    @Option(help: "Language of the messages and of the rule pages linked: the name of a message catalogue (zh-hans, zh-hant, en, or one your site adds). Default: the configuration's, else en.")
    var language: String?

    @Option(help: ArgumentHelp("The lint configuration. Default: the nearest zhinan-lint.yml from here upward.", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The published site's address, for links to each rule's page. Default: the configuration's site-url, else base-url of content/site.yml.", valueName: "url"))
    var siteURL: String?

    @Option(help: ArgumentHelp("Report only findings not in this baseline. Default: the configuration's baseline.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Write every finding now into the baseline (--baseline, or the configuration's) and exit 0; fixed findings leave it.")
    var updateBaseline = false

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write an HTML report of the findings, with their pictures, into this folder (a page per language).", valueName: "dir"))
    var reportDirectory: String?

    @Option(help: ArgumentHelp("Where the message catalogues are: DIR/messages/<language>.yml. Default: ./templates when it has them, else the ones built into zhinan.", valueName: "dir"))
    var templates: String?

    @Flag(help: "Exit 1 when a warning-severity rule is violated too (for a CI that allows no advice unheeded).")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("The guidance to judge by: 'current' (Apple's published guidance today, the default) or 'source' (the source documents, as the site shows them).", valueName: "edition"))
    var edition: Edition?

    func run() throws {
        let loaded = (config ?? LintConfig.find(from: FileManager.default.currentDirectoryPath)).map(LintConfig.load)
        let settings = loaded?.0
        if let problems = loaded?.problems, !problems.isEmpty {
            problems.forEach { printError($0) }
            throw ExitCode(2)
        }
        let language = language ?? settings?.language ?? "en"
        let (phrasebook, catalogueProblems) = LintMessages.phrasebook(files: try messageCatalogues())
        catalogueProblems.forEach { printError($0) }
        guard phrasebook.languages.contains(language) else {
            throw ValidationError("No message catalogue for '\(language)'; there are: \(phrasebook.languages.joined(separator: ", ")).")
        }
        let paths = specs.isEmpty ? settings?.includedFiles() ?? [] : specs.filter { !(settings?.ignores($0) ?? false) }
        if specs.isEmpty && paths.isEmpty { throw ValidationError("No spec files: name them, or list them under 'include' in \(LintConfig.fileName).") }
        // Where the configuration is, else here: the site beside the project, for its address and the report.
        let folder = settings?.directory ?? FileManager.default.currentDirectoryPath
        var report = Linter(edition: edition ?? settings?.edition ?? Linter.defaultEdition, config: settings)
            .lint(paths: paths, siteURL: siteURL ?? settings?.siteURL ?? LintConfig.siteBaseURL(near: folder), language: language)
        // The baseline: written anew, or the findings it holds suppressed.
        if let path = baseline ?? settings?.baseline.map({ settings!.directory + "/" + $0 }) {
            if updateBaseline { return printError(try report.writeBaseline(to: path)) }
            do {
                let note: String?
                (report, note) = try report.applyingBaseline(at: path)
                note.map { printError($0) }
            } catch let error as LintBaselineError {
                printError("error: \(error)")
                throw ExitCode(2)
            }
        } else if updateBaseline {
            throw ValidationError("--update-baseline needs --baseline FILE or 'baseline:' in \(LintConfig.fileName).")
        }
        // Input that could not be judged is located on standard error in every format (a CI log
        // says why the status is 2); JSON and SARIF carry it too, beside every valid file's findings.
        (report.errors + report.warnings).forEach { printError($0) }
        if let reportDirectory {
            let css = (try? String(contentsOfFile: (templates ?? folder + "/templates") + "/assets/style.css", encoding: .utf8))
                ?? String(decoding: Init.templates["assets/style.css"] ?? Data(), as: UTF8.self)
            try LintReport(report: report, phrasebook: phrasebook, site: LintReport.site(in: folder), stylesheet: css)
                .write(to: URL(fileURLWithPath: reportDirectory), languages: [language] + phrasebook.languages.filter { $0 != language })
        }
        print(format.render(report, voice: Voice(phrasebook, language: language), toolVersion: zhinanVersion), terminator: "")
        let status = report.exitStatus(warningsAsErrors: warningsAsErrors)
        if status != 0 { throw ExitCode(status) }
    }

    /// `<dir>/messages/*.yml` by name: of --templates, else ./templates if it has them, else the built-in ones.
    func messageCatalogues() throws -> [String: String] {
        let folder = URL(fileURLWithPath: templates ?? "templates").appendingPathComponent("messages")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yml") }
        if !names.isEmpty {
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
        }
        if let templates { throw ValidationError("No message catalogues in '\(templates)/messages/'.") }
        return Dictionary(uniqueKeysWithValues: Init.templates.compactMap { path, data in
            path.hasPrefix("messages/") ? (String(path.dropFirst("messages/".count)), String(decoding: data, as: UTF8.self)) : nil
        })
    }
}

extension LintFormat: ExpressibleByArgument {}
extension Edition: ExpressibleByArgument {}

struct Translations: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "Report, for each document and language, the guidelines whose translation is missing, extra or outdated.",
        discussion: """
        A translation is outdated when its Chinese source changed after it was last reviewed. After \
        reviewing, record it with --accept: 'en/apple-pay' (a whole document) or \
        'en/apple-pay#apple-pay.button.minimum-width' (one guideline). This updates content/translations.lock.
        """)

    @OptionGroup var site: SiteOptions

    @Option(name: .customLong("accept"), help: ArgumentHelp("Mark as reviewed: LANGUAGE/DOCUMENT or LANGUAGE/DOCUMENT#ID.", valueName: "selection"))
    var accepted: [String] = []

    @Flag(help: "Mark every translated guideline as reviewed against the current Chinese source.")
    var acceptAll = false

    func validate() throws {
        if acceptAll && !accepted.isEmpty { throw ValidationError("Use either --accept or --accept-all, not both.") }
    }

    func run() throws {
        let builder = SiteBuilder(options: site.builderOptions())
        let (report, unmatched) = acceptAll || !accepted.isEmpty
            ? try runReportingDiagnostics(all: site.allDiagnostics) { try builder.acceptTranslations(acceptAll ? [] : accepted) }
            : (try runReportingDiagnostics(all: site.allDiagnostics) { try builder.generate() }.translations, [])
        guard unmatched.isEmpty else {
            for selection in unmatched { printError("error: '\(selection)' names no translated guideline; nothing was written") }
            throw ExitCode.failure
        }
        for entry in report.entries {
            print("\(entry.language.id)/\(entry.source.id): \(entry.upToDate)/\(entry.source.segments.count) reviewed"
                  + (entry.translation == nil ? ", no translation" : ""))
            for (label, ids) in [("missing", entry.missing), ("extra", entry.extra), ("outdated", entry.outdated)] where !ids.isEmpty {
                print("  \(label): \(ids.joined(separator: ", "))")
            }
        }
    }
}

/// Progress on a terminal: one line, rewritten step by step. Nothing in a log (not a terminal, or `CI` set).
enum TerminalProgress {
    static let enabled = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil

    static func show(_ step: String) { if enabled { printError("\r\u{1B}[2K… \(step)", terminator: "") } }

    static func finish() { if enabled { printError("\r\u{1B}[2K", terminator: "") } }
}

/// Prints diagnostics the way a compiler does (to standard error) and turns errors into exit 1.
/// `all`: every diagnostic, not the first 20 of each kind (`Diagnostic.summarized`).
func runReportingDiagnostics<T>(all: Bool = false, _ body: () throws -> T) throws -> T {
    do {
        let value = try body()
        if let result = value as? SiteBuilder.Result { report(result.diagnostics, all: all) }
        return value
    } catch let failure as BuildFailure {
        report(failure.diagnostics, all: all)
        printError("\(plural(failure.diagnostics.count { $0.severity == .error }, "error")); nothing was written.")
        throw ExitCode.failure
    }
}

func report(_ diagnostics: [Diagnostic], all: Bool) {
    TerminalProgress.finish()  // diagnostics start on a clean line
    (all ? diagnostics.map(\.description) : Diagnostic.summarized(diagnostics)).forEach { printError($0) }
}

/// Writes to standard error at once (unbuffered), as a line unless told otherwise.
func printError(_ text: CustomStringConvertible, terminator: String = "\n") {
    FileHandle.standardError.write(Data("\(text)\(terminator)".utf8))
}
