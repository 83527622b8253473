import PackagePlugin

/// Writes OpenCC's traditional → simplified table by character (search folding's, which the site
/// also publishes for the browser) into the target it is applied to (ZhinanSearch), at build time:
/// made at run time, it cost every `zhinan` process about 90 ms of CPU.
@main
struct FoldTable: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "FoldTable.swift")
        return [.buildCommand(displayName: "Writing OpenCC's t2s by character into ZhinanSearch",
                              executable: try context.tool(named: "fold-table").url, arguments: [output.path], outputFiles: [output])]
    }
}
