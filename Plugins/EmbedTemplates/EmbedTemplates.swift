import Foundation
import PackagePlugin

/// Embeds every file of `templates/` in the target it is applied to (the `zhinan` tool), so that
/// `zhinan init` can write a new site's templates from a binary that has been moved far from this
/// repository. A build tool plugin rather than a checked-in generated file: the copy is made by
/// every `swift build` and cannot go stale when a template changes; rather than SwiftPM resources:
/// `Bundle.module` looks for a resource bundle beside the executable and stops the program when the
/// binary was copied somewhere on its own.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [.buildCommand(
            displayName: "Embedding the templates in zhinan",
            executable: try context.tool(named: "embed-templates").url,
            arguments: [root.path, output.path],
            // The folders too: SwiftPM asks a plugin for its commands again only when a target's own
            // files change, and templates/ is in no target. A file added to or removed from a folder
            // changes the folder, so the tool runs again and lists the files afresh.
            inputFiles: Self.entries(under: root),
            outputFiles: [output]
        )]
    }

    /// The folder and everything in it, hidden entries (`.DS_Store`) left out, in a stable order.
    static func entries(under root: URL) -> [URL] {
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        let found = (walk?.allObjects as? [URL]) ?? []
        return [root] + found.sorted { $0.path < $1.path }
    }
}
