import Foundation
import PackagePlugin

/// Writes OpenCC's traditional → simplified table by character (search folding's, which the site
/// also publishes for the browser) into the target it is applied to (ZhinanSearch), at build time:
/// made at run time, every `zhinan` process converted every Han character through OpenCC to make it.
@main
struct FoldTable: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "FoldTable.swift")
        // OpenCC's t2s files where they are found (Debian's, or a local or Homebrew install): written again when they change.
        let data = ["/usr/share/opencc", "/usr/local/share/opencc", "/opt/homebrew/share/opencc"].flatMap { folder in
            ["t2s.json", "TSPhrases.ocd2", "TSCharacters.ocd2"].map { URL(fileURLWithPath: folder).appending(path: $0) }
        }.filter { FileManager.default.fileExists(atPath: $0.path) }
        return [.buildCommand(displayName: "Writing OpenCC's t2s by character into ZhinanSearch",
                              executable: try context.tool(named: "fold-table").url, arguments: [output.path], inputFiles: data, outputFiles: [output])]
    }
}
