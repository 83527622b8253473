import Foundation
import PackagePlugin

/// Embeds every file of `templates/` and of `starter/` (the rest of a new site) in the target it is
/// applied to (the `zhinan` tool), so that `zhinan init` can write a new site from a binary that has
/// been moved far from this repository. A build tool plugin rather than a checked-in generated file:
/// the copy is made by every `swift build` and cannot go stale when a file changes; rather than
/// SwiftPM resources: `Bundle.module` looks for a resource bundle beside the executable and stops
/// the program when the binary was copied somewhere on its own.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folders = ["templates", "starter"].map { ($0, context.package.directoryURL.appending(path: $0)) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        // Each folder and everything in it (`.DS_Store` left out), in a stable order. The folders too:
        // SwiftPM asks a plugin for its commands again only when a target's own files change, and these
        // folders are in no target. A file added to or removed from a folder changes the folder, so the
        // tool runs again and lists the files afresh.
        let inputs = folders.flatMap { _, root in
            let found = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? []
            return [root] + found.filter { $0.lastPathComponent != ".DS_Store" }.sorted { $0.path < $1.path }
        }
        return [.buildCommand(
            displayName: "Embedding templates/ and starter/ in zhinan",
            executable: try context.tool(named: "embed-templates").url,
            arguments: [output.path] + folders.map { "\($0.0)=\($0.1.path)" },
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}
