import ArgumentParser
import Foundation
import Zhinan

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new guideline site in DIR that builds and passes 'zhinan check --strict' as it stands.",
        discussion: """
        Writes content/ (site.yml, one document in zh-hans and its English translation, one example, \
        the translation lock), templates/ (the copy this zhinan carries), README.md and .gitignore. \
        DIR must be absent or empty; missing parent folders are created.
        """)

    @Argument(help: "The directory of the new site.")
    var directory: String

    func run() throws {
        // The rest of a new site is the repository's starter/.
        let files = Self.decoded(EmbeddedFiles.starter).merging(Self.templates.map { ("templates/" + $0.key, $0.value) }) { starter, _ in starter }
        try runReportingDiagnostics { try NewSite(directory: directory, files: files).create() }
        print("Created a guideline site in \(directory)/. Next: cd \(directory) && zhinan check --strict && zhinan build")
    }

    /// The templates/ this binary was built with (see Plugins/EmbedTemplates).
    static var templates: [String: Data] { decoded(EmbeddedFiles.templates) }

    static func decoded(_ files: [(path: String, bytes: String)]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data(base64Encoded: $0.bytes)!) })
    }
}
