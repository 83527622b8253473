import Foundation
import Testing
@testable import Zhinan
import ZhinanRules
import Yams

extension ContentLoader {
    func load(into diagnostics: inout Diagnostics) -> [SourceFile] {
        loadBytes(into: &diagnostics).compactMap { $0.decoded(into: &diagnostics) }
    }
}

@Suite struct LoadTests {
    @Test func loadsLanguageFoldersInByteOrder() throws {
        var diagnostics = Diagnostics()
        let files = ContentLoader(contentDirectory: Paths.fixture("good/content"), displayRoot: "content").load(into: &diagnostics)
        #expect(diagnostics.lines.isEmpty)
        #expect(files.map(\.displayPath) == ["content/en/buttons.md", "content/en/marks.md", "content/zh-hans/buttons.md", "content/zh-hans/marks.md"])
        #expect(files.map(\.documentID) == ["buttons", "marks", "buttons", "marks"])
        #expect(files.first?.language == .en)
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let folder = scratch.url.appendingPathComponent("zh-hans")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Line 2, after two Chinese characters: column 3 counts characters, not bytes.
        try Data("---\n中文".utf8 + [0xC3, 0x28] + Data("\n".utf8)).write(to: folder.appendingPathComponent("x.md"))
        var diagnostics = Diagnostics()
        let files = ContentLoader(contentDirectory: scratch.url, displayRoot: "content").load(into: &diagnostics)
        #expect(files.isEmpty)
        #expect(diagnostics.lines == ["content/zh-hans/x.md:2:3: error: file is not valid UTF-8 (byte 0xC3)"])
    }

    @Test func lineEndsAreLFAndALeadingByteOrderMarkIsDropped() {
        #expect(InputText.normalized("a\r\nb\rc\n") == "a\nb\nc\n")
        #expect(InputText.normalized("\u{FEFF}标题\r\n") == "标题\n")
        #expect(InputText.normalized("\u{FEFF}标题") == "标题")
        #expect(InputText.normalized("标题\n") == "标题\n" && InputText.normalized("") == "")
    }

    @Test func unreadableMisplacedAndMisnamedFilesAreAllReported() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["zh-hans/ok.md": "---\ntitle: x\n---\n", "zh-hans/Bad_Name.md": "", "en/notes.txt": "",
                           "klingon/a.md": "", "stray.md": ""])
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("zh-hans/gone.md").path,
                                                   withDestinationPath: "/nonexistent/gone.md")
        // A folder named like a document, and a link to a folder.
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("en/folder.md"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("zh-hans/linked.md").path,
                                                   withDestinationPath: scratch.url.appendingPathComponent("en/folder.md").path)
        var diagnostics = Diagnostics()
        let files = ContentLoader(contentDirectory: scratch.url, displayRoot: "content").load(into: &diagnostics)
        #expect(files.map(\.documentID) == ["ok"])
        #expect(diagnostics.lines == [
            "content/en/folder.md:1:1: error: not a Markdown document; content files end in .md",
            "content/en/notes.txt:1:1: error: not a Markdown document; content files end in .md",
            "content/klingon:1:1: error: unknown language folder 'klingon'; expected one of zh-hans, zh-hant, en (the languages of site.yml) or examples/",
            "content/stray.md:1:1: error: unexpected file; content files live in a language folder (zh-hans, zh-hant, en)",
            "content/zh-hans/Bad_Name.md:1:1: error: document file name 'Bad_Name.md' must be lowercase letters, digits and hyphens",
            "content/zh-hans/gone.md:1:1: error: symbolic link leads outside content/ (to /nonexistent/gone.md); input files must lie inside it",
            "content/zh-hans/linked.md:1:1: error: not a Markdown document; content files end in .md",
        ])
    }

    @Test func missingContentDirectoryIsAnError() {
        var diagnostics = Diagnostics()
        _ = ContentLoader(contentDirectory: URL(fileURLWithPath: "/nonexistent/content"), displayRoot: "nowhere").load(into: &diagnostics)
        #expect(diagnostics.lines == ["nowhere:1:1: error: content directory not found"])
    }
}

/// Spec scalars are typed from their text as YAML 1.1 types them, whatever resolver composed the
/// file: plain booleans in any case Yams' constructors accept, numbers with underscores and
/// sexagesimal parts, nulls; quoted or `!!str`-tagged scalars stay text.
@Suite struct SpecScalarTypingTests {
    func kinds(_ yaml: String) throws -> [String: SpecValue.Kind] {
        var diagnostics = Diagnostics()
        let file = try #require(SpecFile.parseAgain(yaml, path: "spec.yml", into: &diagnostics))
        #expect(diagnostics.lines.isEmpty)
        guard case .map(let pairs) = file.specs[0].kind else { Issue.record("not a map"); return [:] }
        return Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value.kind) })
    }

    @Test func plainScalarsAreTypedQuotedOnesAreText() throws {
        let k = try kinds("""
            a: yes
            b: 'yes'
            c: !!str yes
            d: Off
            e: TRUE
            f: 1_000
            g: 1:30
            h: .inf
            i: ~
            j: null
            k: "null"
            l: compact
            m: 0x1F
            n: 2.5e3
            o: !!bool on
            p:
            q: inf
            r: nan
            s: _5
            """)
        #expect(k["a"] == .bool(true))
        #expect(k["b"] == .string("yes"))
        #expect(k["c"] == .string("yes"))
        #expect(k["d"] == .bool(false))
        #expect(k["e"] == .bool(true))
        #expect(k["f"] == .number(1000))
        #expect(k["g"] == .number(90))
        #expect(k["h"] == .number(.infinity))
        #expect(k["i"] == .null)
        #expect(k["j"] == .null)
        #expect(k["k"] == .string("null"))
        #expect(k["l"] == .string("compact"))
        #expect(k["n"] == .number(2500))
        #expect(k["o"] == .bool(true))
        #expect(k["p"] == .null)
        #expect(k["m"] == .number(31))
        // Text, not numbers, in YAML's core schema (`.inf` and `.nan` are its numbers), though Swift's `Double` reads them.
        #expect(k["q"] == .string("inf") && k["r"] == .string("nan") && k["s"] == .string("_5"))
    }

    @Test func aKeyQuotedAndPlainIsOneKeyRepeated() {
        var diagnostics = Diagnostics()
        _ = SpecFile.parseAgain("true: 1\n'true': 2\n", path: "spec.yml", into: &diagnostics)
        #expect(diagnostics.lines.count == 1)
        #expect(diagnostics.lines.first?.contains("spec.yml:") == true)
    }
}

/// The second pass reads a content file again (its bytes are not kept): it gets the bytes the
/// first pass read, or an error, never a page made from other bytes than were checked.
@Suite struct ContentRereadTests {
    @Test func aFileReadAgainMustBeTheBytesFirstRead() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["zh-hans/doc.md": "---\ntitle: 标题\n---\n\n正文。\n"])
        let path = scratch.url.appendingPathComponent("zh-hans/doc.md").path
        let file = ContentFile(displayPath: "content/zh-hans/doc.md", language: .zhHans, documentID: "doc", path: path,
                               data: try Data(contentsOf: URL(fileURLWithPath: path))).withoutBytes
        var diagnostics = Diagnostics()
        #expect(file.decoded(into: &diagnostics)?.text.contains("正文") == true)
        #expect(diagnostics.lines.isEmpty)

        try scratch.write(["zh-hans/doc.md": "---\ntitle: 标题\n---\n\n改过的正文。\n"])
        #expect(file.decoded(into: &diagnostics) == nil)
        #expect(diagnostics.lines == ["content/zh-hans/doc.md:1:1: error: the file changed while the build was running; build again"])
    }
}
