import Foundation

// embed-templates OUTPUT NAME=ROOT ...
// Writes OUTPUT, a Swift file holding every file under each ROOT (`.DS_Store` left out) as base64, in
// `EmbeddedFiles.NAME`: byte for byte, whatever the file holds, and one string literal per file,
// which the compiler reads quickly.

let arguments = Array(CommandLine.arguments.dropFirst())
let folders = arguments.dropFirst().map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
guard arguments.count >= 2, folders.allSatisfy({ $0.count == 2 }) else {
    FileHandle.standardError.write(Data("usage: embed-templates OUTPUT NAME=ROOT ...\n".utf8))
    exit(64)
}
let output = URL(fileURLWithPath: arguments[0])

var swift = """
// Generated at build time by the EmbedTemplates plugin. Do not edit.

/// Every file of the repository's folders that `zhinan init` writes into a new site: path inside
/// the folder → the file's bytes, base64-encoded.
enum EmbeddedFiles {

"""
for folder in folders {
    let (name, root) = (folder[0], URL(fileURLWithPath: folder[1]))
    // Every regular file under the root, by its path inside it, sorted so that the output is stable.
    let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    let base = root.standardizedFileURL.path + "/"
    let paths = ((walk?.allObjects as? [URL]) ?? [])
        .filter { $0.lastPathComponent != ".DS_Store" && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }
        .sorted()
    swift += "    static let \(name): [(path: String, bytes: String)] = [\n"
    for path in paths {
        do {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            swift += "        (\(String(reflecting: path)), \"\(data.base64EncodedString())\"),\n"  // the path as a Swift literal
        } catch {
            FileHandle.standardError.write(Data("embed-templates: cannot read \(root.path)/\(path): \(error)\n".utf8))
            exit(1)
        }
    }
    swift += "    ]\n"
}
swift += "}\n"
do {
    try Data(swift.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("embed-templates: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
