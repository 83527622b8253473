import Foundation

/// `zhinan init DIR`: a new site that builds and passes `zhinan check --strict` as it stands.
public struct NewSite {
    /// Where the site goes, as the user typed it (errors are located there).
    var directory: String
    /// The files to write, by path in the site (the translation lock is computed afterwards).
    var files: [String: Data]

    public init(directory: String, files: [String: Data]) { (self.directory, self.files) = (directory, files) }

    /// Writes the site and accepts its translation; refuses a directory that holds anything.
    public func create() throws {
        let root = URL(fileURLWithPath: directory)
        if let problem = Self.problem(with: root, shown: directory) { throw failure(problem) }
        do {
            for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
                let file = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: file)
            }
        } catch { throw failure("cannot write the new site: \(IOErrorText.describe(error))") }
        // The lock is computed from the text just written; paths as the user typed them, so problems show there.
        let path = { (directory as NSString).appendingPathComponent($0) }
        let options = SiteBuilder.Options(contentDirectory: path("content"), templatesDirectory: path("templates"), outputDirectory: path("public"))
        _ = try SiteBuilder(options: options).acceptTranslations([])
    }

    /// Why the directory cannot take a new site, or nil when it is absent or empty.
    static func problem(with root: URL, shown: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return "refusing to create a site in '\(shown)': it is a file; choose a new or empty directory" }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return "refusing to create a site in '\(shown)': it cannot be read" }
        return entries.isEmpty ? nil
            : "refusing to create a site in '\(shown)': it is not empty (it holds \(entries.sorted()[0])); choose a new or empty directory"
    }

    private func failure(_ message: String) -> BuildFailure { BuildFailure([Diagnostic(.error, at: SourceLocation(path: directory), message)]) }
}
