import Foundation
import Testing

/// The bad-input suite: one case per class of bad input or fault that a user can hand `zhinan`,
/// each run through the real executable against a project that already has a good site in
/// `public/`. Each asserts the exit status, the exact first line on standard error, and that
/// nothing in the project changed: not `public/`, not the sources, not what the output pointed at.
@Suite struct BadInputTests {
    /// What is done to a copy of the good fixture project before the command runs.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Files to write (path → text) over the project; "" as text with `remove` deletes instead.
        var files: [String: String] = [:]
        var remove: [String] = []
        /// Extra set-up on the project folder (links, odd directories).
        var prepare: (@Sendable (URL) throws -> Void)?
        var arguments: [String]
        var status: Int32 = 1
        /// The first error on standard error (warnings may come before it); `{root}` is the project's real path.
        var firstError: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Output safety: never replace what a build did not write.
        Case(name: "output is the content directory", arguments: ["build", "--output", "content"],
             firstError: "content:1:1: error: refusing to replace 'content': it is the content directory; choose another output directory"),
        Case(name: "output is the templates directory", arguments: ["build", "--output", "templates/"],
             firstError: "templates/:1:1: error: refusing to replace 'templates/': it is the templates directory; choose another output directory"),
        Case(name: "output is the working directory", arguments: ["build", "--output", "."],
             firstError: ".:1:1: error: refusing to replace '.': it contains the content directory ({root}/content); choose another output directory"),
        Case(name: "output is the parent directory", arguments: ["build", "--output", ".."],
             firstError: "..:1:1: error: refusing to replace '..': it contains the content directory ({root}/content); choose another output directory"),
        Case(name: "output is empty", arguments: ["build", "--output", ""],
             firstError: "'':1:1: error: the output path is empty; name a directory, such as --output public"),
        Case(name: "output is the filesystem root", arguments: ["build", "--output", "/"],
             firstError: "/:1:1: error: refusing to replace '/': it is the filesystem root; build into a directory of its own, such as --output public"),
        Case(name: "output lies inside content", arguments: ["build", "--output", "content/site"],
             firstError: "content/site:1:1: error: refusing to write into 'content/site': it lies inside the content directory, so later builds would read it as input; choose a directory outside it"),
        Case(name: "output reaches content through ..", arguments: ["build", "--output", "public/../content"],
             firstError: "public/../content:1:1: error: refusing to replace 'public/../content': it is the content directory; choose another output directory"),
        Case(name: "output is a file", files: ["notes.txt": "keep me\n"], arguments: ["build", "--output", "notes.txt"],
             firstError: "notes.txt:1:1: error: refusing to replace 'notes.txt': it is a file, not a directory; zhinan only replaces a directory it wrote"),
        Case(name: "output is someone's directory", files: ["docs/report.txt": "keep me\n"], arguments: ["build", "--output", "docs"],
             firstError: "docs:1:1: error: refusing to replace 'docs': it is not empty and no Zhinan build wrote it (it has no .zhinan-output file); zhinan replaces its output whole, so choose a new or empty directory, or move this one's files away first"),
        Case(name: "output is a symbolic link", prepare: { root in
                 try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
                 try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("site").path, withDestinationPath: "elsewhere")
             }, arguments: ["build", "--output", "site"],
             firstError: "site:1:1: error: refusing to replace 'site': it is a symbolic link; build into the directory it points to, by its own path"),
        Case(name: "output is a link to content", prepare: { root in
                 try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("site").path, withDestinationPath: "content")
             }, arguments: ["build", "--output", "site"],
             firstError: "site:1:1: error: refusing to replace 'site': it is the content directory; choose another output directory"),
        Case(name: "output's parent is a file", files: ["notes.txt": "keep me\n"], arguments: ["build", "--output", "notes.txt/site"],
             firstError: "notes.txt/site:1:1: error: cannot inspect 'notes.txt/site': Not a directory"),
        Case(name: "output problem is reported with the content's", files: ["content/zh-hans/buttons.md": "no front matter\n"],
             arguments: ["build", "--output", "content"],
             firstError: "content:1:1: error: refusing to replace 'content': it is the content directory; choose another output directory"),

        // Inputs: located errors, never a crash, never a changed site.
        Case(name: "content directory is a file", files: ["content": "not a folder\n"], remove: ["content"], arguments: ["build"],
             firstError: "content:1:1: error: content directory is a file; expected a directory"),
        Case(name: "templates directory is missing", remove: ["templates"], arguments: ["build"],
             firstError: "templates:1:1: error: templates directory not found"),
        Case(name: "a document links out of content", prepare: { root in
                 try Data("---\ntitle: secret\n---\n".utf8).write(to: root.appendingPathComponent("secret.md"))
                 try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("content/zh-hans/secret.md").path,
                                                            withDestinationPath: "../../secret.md")
             }, arguments: ["build"],
             firstError: "content/zh-hans/secret.md:1:1: error: symbolic link leads outside content/ (to {root}/secret.md); input files must lie inside it"),
        Case(name: "a language folder links out of content", prepare: { root in
                 try FileManager.default.createDirectory(at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
                 try FileManager.default.removeItem(at: root.appendingPathComponent("content/en"))
                 try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("content/en").path,
                                                            withDestinationPath: "../outside")
             }, arguments: ["build"],
             firstError: "content/en:1:1: error: symbolic link leads outside content/ (to {root}/outside); input files must lie inside it"),
        Case(name: "a template links out of templates", prepare: { root in
                 let page = root.appendingPathComponent("templates/404.mustache")
                 try FileManager.default.moveItem(at: page, to: root.appendingPathComponent("404.mustache"))
                 try FileManager.default.createSymbolicLink(atPath: page.path, withDestinationPath: "../404.mustache")
             }, arguments: ["build"],
             firstError: "templates/404.mustache:1:1: error: symbolic link leads outside templates/ (to {root}/404.mustache); input files must lie inside it"),
        Case(name: "a document named like a generated page", files: ["content/zh-hans/rules.md": "---\ntitle: 规则\n---\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/rules.md:1:1: error: document id 'rules' is taken: this file would be written to zh-hans/rules.html, which is the rules index the site generates; rename the file"),
        Case(name: "a CRLF document with a BOM is read, with columns right",
             files: ["content/zh-hans/bad.md": "\u{FEFF}---\r\ntitle: 坏\r\n---\r\n\r\n{#bad.first}\r\n**最小宽度。**见[这里](#bad.nowhere)。\r\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/bad.md:6:11: error: link to guideline 'bad.nowhere' that does not exist in zh-hans/bad.md"),
        Case(name: "a translation out of order",
             files: ["content/en/buttons.md": movedGuideline],
             arguments: ["build", "--strict"],
             firstError: "content/en/buttons.md:11:1: error: 'buttons.size.clear-space' is out of order: the Chinese source (content/zh-hans/buttons.md:14:1) has it after 'buttons.size.minimum-width'; put the translation in the same order"),
        Case(name: "a link with a whitespace-split scheme", files: ["content/zh-hans/bad.md": "---\ntitle: 坏\n---\n\n见[这里](<ht\ttps://example.org>)。\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/bad.md:5:2: error: link 'ht\ttps://example.org' has spaces or control characters in its scheme; write 'https:…'"),
        Case(name: "a javascript: link", files: ["content/zh-hans/bad.md": "---\ntitle: 坏\n---\n\n见[这里](JavaScript:alert(1))。\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/bad.md:5:2: error: link scheme 'javascript:' is not allowed; use https:, http:, mailto: or a document link"),
        Case(name: "raw HTML", files: ["content/zh-hans/bad.md": "---\ntitle: 坏\n---\n\n<img src=x onerror=alert(1)>\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/bad.md:5:1: error: raw HTML is not allowed in content; write Markdown"),
        Case(name: "invalid UTF-8", prepare: { root in
                 var bytes = Array("---\ntitle: 坏\n---\n\n按".utf8)
                 bytes += [0xE6, 0x28]
                 try Data(bytes).write(to: root.appendingPathComponent("content/zh-hans/bad.md"))
             }, arguments: ["build"],
             firstError: "content/zh-hans/bad.md:5:2: error: file is not valid UTF-8 (byte 0xE6)"),
        Case(name: "unknown front-matter field", files: ["content/zh-hans/bad.md": "---\ntitle: 坏\ntitel: x\n---\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/bad.md:3:1: error: unknown front-matter field 'titel'; known fields: title, summary, order, source, origin-title, origin-url, reviewed"),
        Case(name: "an Apple page that is not an https address", files: ["content/zh-hans/bad.md": "---\ntitle: 坏\norigin-url: developer.apple.com/design\n---\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/bad.md:3:13: error: front-matter field 'origin-url' must be an https:// address"),
        Case(name: "a review day that is not a day", files: ["content/zh-hans/bad.md": "---\ntitle: 坏\nreviewed: 2026-13-01\n---\n"],
             arguments: ["build"],
             firstError: "content/zh-hans/bad.md:3:11: error: front-matter field 'reviewed' must be a day written YYYY-MM-DD"),
        Case(name: "a file too large to be a document", prepare: { root in
                 let text = "---\ntitle: 大\n---\n\n" + String(repeating: "很长的一行。", count: 600_000)
                 try Data(text.utf8).write(to: root.appendingPathComponent("content/zh-hans/huge.md"))
             }, arguments: ["build"],
             firstError: "content/zh-hans/huge.md:1:1: error: document is 10800020 bytes; at most 4194304 bytes are allowed"),
        Case(name: "Markdown nested 100,000 deep", prepare: { root in
                 let text = "---\ntitle: 深\n---\n\n" + String(repeating: "> ", count: 100_000) + "深\n"
                 try Data(text.utf8).write(to: root.appendingPathComponent("content/zh-hans/deep.md"))
             }, arguments: ["build"],
             firstError: "content/zh-hans/deep.md:5:129: error: Markdown is nested 100000 levels deep (block quotes, lists, emphasis, links); at most 64 are allowed"),
        Case(name: "an alias bomb in front matter", prepare: { root in
                 var yaml = "a: &a [x, x, x, x, x, x, x, x, x]\n"
                 for (name, previous) in zip("bcdefghi", "abcdefgh") {
                     yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
                 }
                 let text = "---\ntitle: 炸弹\n" + yaml + "---\n\n正文。\n"
                 try Data(text.utf8).write(to: root.appendingPathComponent("content/zh-hans/bomb.md"))
             }, arguments: ["build"],
             firstError: "content/zh-hans/bomb.md:8:16: error: YAML holds more than 250000 values once its aliases are expanded (the alias '*e' repeats 66430 of them); at most 250000 are allowed"),
        Case(name: "missing translation under --strict", remove: ["content/en/marks.md"], arguments: ["build", "--strict"],
             firstError: "content/zh-hans/marks.md:1:1: error: document has no en translation (en/marks.md)"),
    ]

    /// The English buttons document with its first guideline moved below the second.
    static let movedGuideline = """
        ---
        title: Buttons
        summary: Guidelines for buttons.
        order: 1
        ---

        Buttons in general.

        ## Size {#buttons.size}

        {#buttons.size.clear-space}
        **Keep clear space.** The space around is 1/10 of the height.

        {#buttons.size.minimum-width}
        **Keep the minimum width.** Every button is at least 32 pt wide.

        ## Style {#buttons.style}

        {#buttons.style.contrast}

        Black. Use a white background.

        """

    @Test(arguments: cases)
    func badInputChangesNothing(_ bad: Case) throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        let first = try CLI.run(["build"], in: scratch.url)
        try #require(first.status == 0, "\(first.stderr)")

        for path in bad.remove { try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(path)) }
        try scratch.write(bad.files)
        try bad.prepare?(scratch.url)
        let before = projectTree(scratch.url)

        let run = try CLI.run(bad.arguments, in: scratch.url)
        let root = OutputSafetyPaths.real(scratch.url)
        #expect(run.status == bad.status, "\(run.stderr)")
        let firstError = run.stderr.split(separator: "\n").first { $0.contains(": error: ") }.map(String.init)
        #expect(firstError == bad.firstError.replacingOccurrences(of: "{root}", with: root))
        #expect(run.stdout.isEmpty)
        #expect(projectTree(scratch.url) == before, "the project changed")
    }

    /// HTTPS: in capitals is a web link, published with the scheme as browsers write it.
    @Test func schemesAreCaseInsensitive() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        let document = scratch.url.appendingPathComponent("content/zh-hans/buttons.md")
        let text = try String(contentsOf: document, encoding: .utf8) + "\n见[苹果](HTTPS://Example.org/Path)。\n"
        try Data(text.utf8).write(to: document)
        let run = try CLI.run(["build"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: scratch.url.appendingPathComponent("public/zh-hans/buttons.html"), encoding: .utf8)
        #expect(page.contains("<a href=\"https://Example.org/Path\" rel=\"external noopener\">苹果</a>"))
    }

    /// The home directory is refused even when the build runs elsewhere.
    @Test func homeDirectoryIsRefused() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        let home = scratch.url.appendingPathComponent("home")
        try scratch.write(["home/notes.txt": "keep me\n"])
        let run = try CLI.run(["build", "--output", home.path], in: scratch.url, environment: ["HOME": home.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(home.path):1:1: error: refusing to replace '\(home.path)': it is your home directory;"))
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("notes.txt").path))
    }

    /// Two builds into one output at once take turns on the lock; both succeed and the site is whole.
    @Test func concurrentBuildsBothEndWithACompleteSite() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.templates, to: "templates")
        try InterruptedBuildTests.writeCorpus(into: scratch.url.appendingPathComponent("content"), documents: 40, marker: "x")
        let processes = try (0..<3).map { _ -> Process in
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["build"]
            process.currentDirectoryURL = scratch.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        processes.forEach { $0.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0, 0])
        let clean = scratch.url.appendingPathComponent("clean")
        #expect(try CLI.run(["build", "--output", "clean"], in: scratch.url).status == 0)
        #expect(tree(scratch.url.appendingPathComponent("public")) == tree(clean))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.contains(".tmp-") || $0.contains(".old-") }
        #expect(leftovers.isEmpty)
    }

    /// An earlier build's output is replaced; an empty directory is filled.
    @Test func markedAndEmptyOutputsAreReplaced() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(try CLI.run(["build", "--output", "empty"], in: scratch.url).status == 0)
        #expect(try CLI.run(["build", "--output", "empty"], in: scratch.url).status == 0)
        let marker = try String(contentsOf: scratch.url.appendingPathComponent("empty/.zhinan-output"), encoding: .utf8)
        #expect(marker.hasPrefix("zhinan-output 1\n"))
    }

    /// Every file and link under the project, except the build lock, path → bytes or link target.
    func projectTree(_ root: URL) -> [String: String] {
        var entries: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return entries }
        for case let relative as String in enumerator where !relative.hasSuffix(".lock") {
            let path = root.appendingPathComponent(relative).path
            if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                entries[relative] = "link → \(link)"
            } else if let data = FileManager.default.contents(atPath: path) {
                entries[relative] = data.base64EncodedString()
            } else {
                entries[relative] = "directory"
            }
        }
        return entries
    }
}

enum OutputSafetyPaths {
    static func real(_ url: URL) -> String {
        guard let real = realpath(url.path, nil) else { return url.path }
        defer { free(real) }
        return String(cString: real)
    }
}
