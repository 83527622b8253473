import Foundation

// embed-templates ROOT OUTPUT
// Writes OUTPUT, a Swift file holding every file under ROOT (hidden ones left out) as base64: byte
// for byte, whatever the file holds, and one string literal per file, which the compiler reads quickly.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: embed-templates ROOT OUTPUT\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[arguments.startIndex])
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])

/// Every regular file under ROOT, by its path inside ROOT, sorted so that the output is stable.
func files(under root: URL) -> [String] {
    let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    let urls = (walk?.allObjects as? [URL]) ?? []
    let base = root.standardizedFileURL.path + "/"
    return urls.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }
        .sorted()
}
let paths = files(under: root)

/// A Swift string literal of the path: only `\` and `"` need escaping in a file name we ship.
func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

var swift = """
// Generated at build time by the EmbedTemplates plugin from templates/. Do not edit.

/// Every file of the repository's `templates/`, as `zhinan init` writes it into a new site.
enum EmbeddedTemplates {
    /// Path inside `templates/` → the file's bytes, base64-encoded.
    static let base64: [(path: String, bytes: String)] = [

"""
for path in paths {
    do {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        swift += "        (\(literal(path)), \"\(data.base64EncodedString())\"),\n"
    } catch {
        FileHandle.standardError.write(Data("embed-templates: cannot read templates/\(path): \(error)\n".utf8))
        exit(1)
    }
}
swift += "    ]\n}\n"
do {
    try Data(swift.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("embed-templates: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
