import Foundation
import Testing

/// `zhinan init`: a new site that another team can build and check as it stands.
@Suite struct InitTests {
    @Test func aNewSiteChecksStrictlyAndBuildsBothLanguages() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let made = try CLI.run(["init", "teams/checkout"], in: scratch.url)  // `teams/` does not exist yet
        #expect(made.status == 0, "\(made.stderr)")
        let site = scratch.url.appendingPathComponent("teams/checkout")
        let check = try CLI.run(["check", "--strict"], in: site)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.isEmpty, "a new site has no warnings either")
        let build = try CLI.run(["build"], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        let chinese = try String(contentsOf: site.appendingPathComponent("public/zh-hans/apple-pay.html"), encoding: .utf8)
        let english = try String(contentsOf: site.appendingPathComponent("public/en/apple-pay.html"), encoding: .utf8)
        #expect(chinese.contains("保持最小宽度。"))
        #expect(english.contains("Keep the minimum width."))
        // The checked guideline shows its rule and the computed verdicts of its do and its don't.
        #expect(english.contains("id=\"example-apple-pay.button.minimum-width.too-narrow\""))
        #expect(english.contains("Width 28 pt is below the minimum width of 32 pt"))
        for file in ["README.md", ".gitignore", "content/site.yml", "content/translations.lock", "content/examples/apple-pay.yml"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(file).path), "\(file)")
        }
    }

    /// The binary carries templates/ as it was built: a new site gets exactly the repository's copy.
    @Test func theTemplatesAreTheRepositorysByteForByte() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        #expect(try CLI.run(["init", "site"], in: scratch.url).status == 0)
        let copied = tree(scratch.url.appendingPathComponent("site/templates"))
        let original = tree(Paths.templates).filter { !$0.key.split(separator: "/").contains { $0.hasPrefix(".") } }
        #expect(copied.keys.sorted() == original.keys.sorted())
        for (path, bytes) in original { #expect(copied[path] == bytes, "templates/\(path) differs; rebuild zhinan") }
    }

    @Test func aDirectoryThatHoldsAnythingIsRefusedAndLeftAsItWas() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["docs/notes.txt": "ours\n", "file": "not a folder\n"])
        let full = try CLI.run(["init", "docs"], in: scratch.url)
        #expect(full.status == 1)
        #expect(full.stderr == """
            docs:1:1: error: refusing to create a site in 'docs': it is not empty (it holds notes.txt); choose a new or empty directory
            1 error; nothing was written.

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("docs").path) == ["notes.txt"])
        let file = try CLI.run(["init", "file"], in: scratch.url)
        #expect(file.status == 1)
        #expect(file.stderr.hasPrefix("file:1:1: error: refusing to create a site in 'file': it is a file"))
        // An empty directory is fine.
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("empty"), withIntermediateDirectories: false)
        #expect(try CLI.run(["init", "empty"], in: scratch.url).status == 0)
    }
}
