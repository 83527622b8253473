import Foundation
import ZhinanParallel

/// Stage 1, load: reads `content/<language>/<document>.md`, every problem located, none stopping it.
struct ContentLoader {
    var contentDirectory: URL
    /// How the content directory is written in diagnostics (what the user typed, usually `content`).
    var displayRoot: String
    /// The languages `site.yml` declares: each has a folder; any other folder is a mistake.
    var languages: Languages = .standard

    var root: InputRoot { InputRoot(contentDirectory, display: displayRoot) }

    /// Every document's bytes; a file whose identity is the one `known` recorded is not read again.
    func loadBytes(into diagnostics: inout Diagnostics, known: @Sendable (String) -> (FileIdentity, Digest)? = { _ in nil }) -> [ContentFile] {
        guard let entries = Self.readableDirectory(contentDirectory, display: displayRoot, role: "content directory",
                                                   into: &diagnostics) else { return [] }
        return entries.filter { !$0.hasPrefix(".") }.flatMap { entry -> [ContentFile] in
            let display = "\(displayRoot)/\(entry)", url = contentDirectory.appendingPathComponent(entry)
            guard Self.isDirectory(atPath: url.path) else {
                if !Self.siteFiles.contains(entry) {
                    diagnostics.error("unexpected file; content files live in a language folder (\(languages.ids))",
                                      at: SourceLocation(path: display))
                }
                return []
            }
            guard let language = languages[entry] else {
                if entry != ExampleLoader.folder {
                    diagnostics.error("unknown language folder '\(entry)'; expected one of \(languages.ids) (the languages of site.yml) or \(ExampleLoader.folder)/",
                                      at: SourceLocation(path: display))
                }
                return []
            }
            if let problem = root.escape(of: url) {
                diagnostics.error(problem, at: SourceLocation(path: display))
                return []
            }
            return loadLanguage(language, at: url, display: display, known: known, into: &diagnostics)
        }
    }

    /// The entries of an input directory in byte order, or nil with one diagnostic saying why not.
    static func readableDirectory(_ url: URL, display: String, role: String, into diagnostics: inout Diagnostics) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            diagnostics.error("\(role) not found", at: SourceLocation(path: display))
            return nil
        }
        guard isDirectory.boolValue else {
            diagnostics.error("\(role) is a file; expected a directory", at: SourceLocation(path: display))
            return nil
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        } catch {
            diagnostics.error("cannot read the \(role): \(IOErrorText.describe(error))", at: SourceLocation(path: display))
            return nil
        }
    }

    static let siteFiles: Set<String> = ["README.md", SiteConfig.fileName, TranslationLock.fileName, Glossary.fileName, IDAliases.fileName,
                                         UncheckedReasons.fileName, ConversionOverrides.fileName]

    private func loadLanguage(_ language: Language, at folder: URL, display: String, known: @Sendable (String) -> (FileIdentity, Digest)?,
                              into diagnostics: inout Diagnostics) -> [ContentFile] {
        var candidates: [(name: String, path: String, file: String, id: String)] = []
        let folderPath = folder.path
        for name in Self.readableDirectory(folder, display: display, role: "language folder", into: &diagnostics) ?? [] where !name.hasPrefix(".") {
            let path = "\(display)/\(name)", file = folderPath + "/" + name
            guard name.hasSuffix(".md") else {
                diagnostics.error(Self.notMarkdown, at: SourceLocation(path: path))
                continue
            }
            let id = String(name.dropLast(3))
            guard Identifier.isValidDocumentID(id) else {
                diagnostics.error("document file name '\(name)' must be lowercase letters, digits and hyphens", at: SourceLocation(path: path))
                continue
            }
            candidates.append((name, path, file, id))
        }
        // On every core. A file that is no link, in a folder inside the content directory, is inside it.
        let root = self.root, now = Date()
        let folderDescriptor = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if folderDescriptor >= 0 { close(folderDescriptor) } }
        let read = ParallelMap.map(candidates) { candidate -> (ContentFile?, Diagnostics) in
            var own = Diagnostics()
            // A regular file has an identity; anything else may be a folder (through a link, too).
            let identity = folderDescriptor >= 0 ? FileIdentity.of(candidate.name, in: folderDescriptor) : FileIdentity.of(candidate.file)
            if identity == nil, Self.isDirectory(atPath: candidate.file) {
                own.error(Self.notMarkdown, at: SourceLocation(path: candidate.path))
                return (nil, own)
            }
            if let identity, let (recorded, digest) = known(candidate.path), recorded == identity {
                return (ContentFile(displayPath: candidate.path, language: language, documentID: candidate.id, path: candidate.file,
                                    digest: digest, identity: identity), own)
            }
            let within = identity == nil ? root : nil  // a link, or something else: checked where it leads
            guard let data = InputText.readData(URL(fileURLWithPath: candidate.file, isDirectory: false), display: candidate.path,
                                                within: within, what: "document", into: &own) else { return (nil, own) }
            return (ContentFile(displayPath: candidate.path, language: language, documentID: candidate.id, path: candidate.file, data: data,
                                identity: identity.flatMap { $0.isSettled(at: now) ? $0 : nil }), own)
        }
        read.forEach { diagnostics.append(contentsOf: $0.1) }
        return read.compactMap { $0.0 }
    }

    static let notMarkdown = "not a Markdown document; content files end in .md"

    /// Whether `path` is a folder, following a symbolic link (as `FileManager.fileExists` does).
    static func isDirectory(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
