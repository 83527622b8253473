import ArgumentParser
import Foundation
import Zhinan

@main
struct ZhinanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zhinan",
        abstract: "Builds the bilingual design-guideline site from content/ into public/.",
        subcommands: [Build.self, Check.self]
    )
}

/// Options every site command shares.
struct SiteOptions: ParsableArguments {
    @Option(help: "The content directory: one folder per language, one Markdown file per document.")
    var content = "content"

    @Option(help: "The templates directory: Mustache templates, interface strings and assets.")
    var templates = "templates"

    func builderOptions(output: String = "public") -> SiteBuilder.Options {
        SiteBuilder.Options(contentDirectory: content, templatesDirectory: templates, outputDirectory: output)
    }
}

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into the output directory, atomically: on any error the previous output stays as it was.")

    @OptionGroup var site: SiteOptions

    @Option(help: "The output directory.")
    var output = "public"

    func run() throws {
        let start = Date()
        let result = try runReportingDiagnostics { try SiteBuilder(options: site.builderOptions(output: output)).build() }
        let seconds = Date().timeIntervalSince(start)
        let pages = result.output.paths.filter { $0.hasSuffix(".html") }.count
        print("Built \(pages) pages (\(result.site.documents.count) documents) into \(output)/ in \(String(format: "%.2f", seconds)) s")
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every check the build runs, and write nothing.")

    @OptionGroup var site: SiteOptions

    func run() throws {
        let result = try runReportingDiagnostics { try SiteBuilder(options: site.builderOptions()).generate() }
        print("No problems in \(result.site.documents.count) documents.")
    }
}

/// Prints diagnostics the way a compiler does (to standard error) and turns errors into exit 1.
func runReportingDiagnostics<T>(_ body: () throws -> T) throws -> T {
    do {
        let value = try body()
        if let result = value as? SiteBuilder.Result { report(result.diagnostics) }
        return value
    } catch let failure as BuildFailure {
        report(failure.diagnostics)
        let count = failure.diagnostics.filter { $0.severity == .error }.count
        FileHandle.standardError.write(Data("\(count) error\(count == 1 ? "" : "s"); nothing was written.\n".utf8))
        throw ExitCode.failure
    } catch let error as SiteWriter.WriteError {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        throw ExitCode.failure
    }
}

func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
}
