import Foundation
@testable import Zhinan
@testable import ZhinanMockups
@testable import ZhinanRules

/// Paths of the repository and its fixtures, found from this file so tests run from any directory.
enum Paths {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = tests.appendingPathComponent("Fixtures")
    static let seeds = tests.appendingPathComponent("Seeds")
    static let templates = repository.appendingPathComponent("templates")
    static let content = repository.appendingPathComponent("content")

    static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }
}

/// A fresh temporary directory, removed by the caller with `cleanUp()`.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("zhinan-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }

    /// Writes files given as path → text.
    func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// Copies a directory tree into the scratch space.
    func copy(_ source: URL, to name: String) throws -> URL {
        let target = url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }
}

/// Builds options whose diagnostics show paths the way a user running in `root` would see them.
func options(content: URL, output: URL, templates: URL = Paths.templates, display: String = "content") -> SiteBuilder.Options {
    var options = SiteBuilder.Options(contentDirectory: content.path, templatesDirectory: templates.path,
                                      outputDirectory: output.path)
    options.contentDisplay = display
    return options
}

/// The real site (content/ and templates/), generated once for every test that only reads it.
let realSite = Result { try SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))).generate() }

/// Parses one Markdown file in memory, as the pipeline does.
func parseDocument(_ text: String, id: String = "doc", language: Language = .zhHans,
                   _ diagnostics: inout Diagnostics) -> Document {
    DocumentParser().parse(SourceFile(displayPath: "content/\(language.id)/\(id).md", language: language,
                                      documentID: id, text: text), into: &diagnostics)
}

/// Every file under a directory, path → bytes.
func tree(_ root: URL) -> [String: Data] { snapshot(root).mapValues(\.data) }

extension Diagnostics {
    var lines: [String] { sorted.map(\.description) }
}

/// The rule and mockup messages of the repository's own catalogues (`templates/messages/`), as
/// a site with the standard languages says them.
let standardPhrasebook: Phrasebook = {
    let folder = Paths.templates.appendingPathComponent("messages")
    var files: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".yml") {
        files[name] = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return LintMessages.phrasebook(files: files).0
}()

/// The three languages of the standard catalogues, for tests that read a message in each.
enum RuleLanguage: String, CaseIterable {
    case zhHans = "zh-hans", zhHant = "zh-hant", en

    var voice: Voice { Voice(standardPhrasebook, language: rawValue) }
}

extension Message {
    subscript(language: RuleLanguage) -> String { standardPhrasebook.text(self, in: language.rawValue) }
    var zhHans: String { self[.zhHans] }
    var zhHant: String { self[.zhHant] }
    var en: String { self[.en] }
}

extension Mockup {
    static func svg(for component: Component, violations: [Violation], language: RuleLanguage, id: String, guideline: String? = nil) -> String? {
        svg(for: component, violations: violations, language: language.voice, id: id, guideline: guideline)
    }
}

/// Every file under a directory, with its bytes and the file system's identity of it (inode and
/// modification time): what a build wrote, and whether it wrote the file anew.
func snapshot(_ root: URL) -> [String: (data: Data, identity: [Int])] {
    var files: [String: (data: Data, identity: [Int])] = [:]
    var folders = [""]
    while let folder = folders.popLast() {
        let path = folder.isEmpty ? root.path : root.path + "/" + folder
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            let relative = folder.isEmpty ? name : folder + "/" + name
            var status = stat()
            guard lstat(path + "/" + name, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                folders.append(relative)
            } else if status.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path + "/" + name) {
                files[relative] = (data, [Int(status.st_ino), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)])
            }
        }
    }
    return files
}
