import Foundation
import Synchronization
import Testing
@testable import Zhinan
@testable import ZhinanSearch

/// An incremental build writes exactly the bytes a clean build writes, and rewrites only the files
/// whose bytes changed. Each step edits the fixture project (`Fixtures/incremental`: documents in
/// three languages, links between them, examples with mockups, a glossary, the translation lock,
/// and a copy of the real templates), builds it incrementally into its own output, builds it
/// cleanly into a fresh directory, and compares the two trees byte for byte; then it compares the
/// files the incremental build actually replaced (a new inode or modification time) with the files
/// whose bytes changed — so a build that silently rebuilt everything fails, and so does one that
/// missed a change.
@Suite struct IncrementalBuildTests {
    struct Project {
        let scratch: Scratch
        var content: URL { scratch.url.appendingPathComponent("content") }
        var templates: URL { scratch.url.appendingPathComponent("templates") }
        var output: URL { scratch.url.appendingPathComponent("public") }
        var cacheState: URL { scratch.url.appendingPathComponent(".public.cache/state") }

        /// The record a long-running process keeps between builds, as `serve` does (nil: each build
        /// reads the one beside the output, as `zhinan build` does).
        let held: CacheHolder?

        init(inMemory: Bool = false) throws {
            scratch = try Scratch()
            held = inMemory ? CacheHolder() : nil
            _ = try scratch.copy(Paths.fixture("incremental/content"), to: "content")
            _ = try scratch.copy(Paths.templates, to: "templates")
        }

        func options(output: URL, incremental: Bool = true) -> SiteBuilder.Options {
            var options = ZhinanTests.options(content: content, output: output, templates: templates)
            options.incremental = incremental
            return options
        }

        func edit(_ path: String, replacing old: String, with new: String) throws {
            let url = scratch.url.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old), "\(path) does not contain '\(old)'")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }

        func write(_ path: String, _ text: String) throws { try scratch.write([path: text]) }

        func remove(_ path: String) throws { try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(path)) }
    }

    /// Caches beside the cache: one written while the output is updated (renamed into place after),
    /// or the last one, moved out of its place before the output changed (removed after).
    static func leftoverCaches(_ project: Project) -> [String] {
        let folder = project.cacheState.deletingLastPathComponent().path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".tmp-") || $0.contains(".old-") }
    }

    /// Inode and modification time of every file under a directory.
    static func identities(_ root: URL) -> [String: [Int]] { snapshot(root).mapValues(\.identity) }

    /// Builds the project incrementally and cleanly, and checks the incremental build against the
    /// clean one and against what changed. Returns the incremental build's result.
    @discardableResult
    func step(_ name: String, _ project: Project, parsed: Int? = nil, usedCache: Bool = true, wholeOutput: Bool? = false,
              checkReport: Bool = true) throws -> SiteBuilder.Result {
        let before = tree(project.output)
        let identities = Self.identities(project.output)
        let result = try SiteBuilder(options: project.options(output: project.output)).build(cache: project.held)
        let after = tree(project.output)
        #expect(Self.leftoverCaches(project).isEmpty, "\(name): a cache left beside the cache")

        let clean = project.scratch.url.appendingPathComponent("clean-\(UUID().uuidString.prefix(8))/public")
        let cleanResult = try SiteBuilder(options: project.options(output: clean, incremental: false)).build()
        let expected = tree(clean)
        // The same warnings, too (what it did not read again, it reports from the cache).
        #expect(result.diagnostics.map(\.description) == cleanResult.diagnostics.map(\.description), "\(name): other warnings")
        let differing = Set(after.keys).union(expected.keys).filter { after[$0] != expected[$0] }.sorted()
        #expect(differing.isEmpty, "\(name): differs from a clean build in \(differing)")
        #expect(result.usedCache == usedCache, "\(name): the build \(result.usedCache ? "used" : "did not use") the cache")

        if let wholeOutput {
            #expect(result.written?.replacedWhole == wholeOutput, "\(name): the output was\(wholeOutput ? " not" : "") replaced whole")
        }
        guard result.written?.replacedWhole == false else { return result }
        let replaced = Set(after.keys.filter { Self.identities(project.output)[$0] != identities[$0] })
        let changed = Set(after.keys.filter { before[$0] != after[$0] })
        let removed = Set(before.keys).subtracting(after.keys)
        let unexpected = replaced.subtracting(changed).sorted(), missed = changed.subtracting(replaced).sorted()
        #expect(replaced == changed, "\(name): replaced \(unexpected) whose bytes did not change, kept \(missed) whose bytes did")
        if checkReport, let written = result.written {
            #expect(Set(written.written) == changed, "\(name): reported \(written.written) written")
            #expect(Set(written.removed) == removed, "\(name): reported \(written.removed) removed")
        }
        if let parsed { #expect(result.parsedFiles == parsed, "\(name): parsed \(result.parsedFiles) files") }
        return result
    }

    @Test(arguments: [false, true]) func everyKindOfEditGivesTheBytesOfACleanBuild(inMemory: Bool) throws {
        let project = try Project(inMemory: inMemory)
        defer { project.scratch.cleanUp() }
        try step("the first build", project, parsed: 5, usedCache: false, wholeOutput: true)
        let unchanged = try step("nothing changed", project, parsed: 0)
        #expect(unchanged.written?.written == [])

        try project.edit("content/zh-hans/apple-pay.md", replacing: "最小宽度都为32pt。", with: "最小宽度都是32pt。")
        let chinese = try step("a Chinese guideline changed", project, parsed: 2)
        // Its page, its side-by-side view, the translation's outdated notice, the status pages, search.
        #expect(chinese.written!.written.contains("zh-hans/apple-pay.html"))
        #expect(chinese.written!.written.contains("en/translations.html"))
        #expect(!chinese.written!.written.contains("zh-hans/marks.html"))

        try project.edit("content/en/apple-pay.md", replacing: "at least 32 pt wide", with: "never narrower than 32 pt")
        try step("its translation changed", project, parsed: 2)

        try project.write("content/zh-hans/added.md", "---\ntitle: 新增\norder: 5\n---\n\n{#added.one}\n**新的一条。**见[标记](marks.md#marks.usage.not-a-button)。\n")
        try project.write("content/en/added.md", "---\ntitle: Added\norder: 5\n---\n\n{#added.one}\n**A new one.** See the [mark](marks.md).\n")
        // Every document page lists the documents around it: adding, renaming, retitling or reordering
        // one makes its neighbours' pages again (here, every document is a neighbour).
        try step("a document was added", project, parsed: 6)

        try project.remove("content/zh-hans/added.md")
        try project.remove("content/en/added.md")
        try project.write("content/zh-hans/renamed.md", "---\ntitle: 新增\norder: 5\n---\n\n{#renamed.one}\n**新的一条。**见[标记](marks.md#marks.usage.not-a-button)。\n")
        try project.write("content/en/renamed.md", "---\ntitle: Added\norder: 5\n---\n\n{#renamed.one}\n**A new one.** See the [mark](marks.md).\n")
        try step("a document was renamed", project, parsed: 6)

        try project.remove("content/zh-hant/legacy.md")
        // Every page has a language switch, and one language is gone: every document is read again.
        let deleted = try step("a document was deleted (and with it a language)", project, parsed: 6)
        #expect(deleted.written!.removed.contains("zh-hant/legacy.html"))
        #expect(!FileManager.default.fileExists(atPath: project.output.appendingPathComponent("zh-hant").path))

        try project.edit("content/examples/apple-pay.yml", replacing: "width: 28", with: "width: 29")
        let example = try step("an example changed", project, parsed: 2)
        #expect(example.written!.written.contains("zh-hans/apple-pay.html"))
        #expect(example.written!.written.contains("en/mockups.html"))

        try project.edit("content/examples/apple-pay.yml", replacing: "en: Only 28 pt wide", with: "en: Only 29 pt wide")
        let caption = try step("an example's caption changed", project, parsed: 2)
        #expect(caption.written!.written.contains("en/apple-pay.html") && caption.written!.written.contains("en/mockups.html"))
        #expect(!caption.written!.written.contains("zh-hans/apple-pay.html"))

        try project.edit("templates/checklist.mustache", replacing: "{{/layout}}", with: "{{/layout}}\n")
        // Templates, strings, the glossary and the site's settings go into every page: every page
        // is made again, but only the files whose bytes changed are written.
        try step("a template changed", project, parsed: 6)

        let strings = try String(contentsOf: project.templates.appendingPathComponent("strings/en.yml"), encoding: .utf8)
        let line = try #require(strings.split(separator: "\n").first { $0.hasPrefix("checklist:") })
        try project.edit("templates/strings/en.yml", replacing: String(line), with: "checklist: Printable checklist")
        try step("an interface string changed", project, parsed: 6)

        // One message of one rule: only the document whose examples say it is made again (its two files).
        try project.edit("templates/messages/en.yml", replacing: "is below the minimum width of 32 pt", with: "is under the 32 pt minimum")
        let message = try step("one rule message changed", project, parsed: 2)
        #expect(message.written!.written.contains("en/apple-pay.html"))
        #expect(!message.written!.written.contains("en/marks.html"))

        // An alias: the pages of the document it names keep the old id as an anchor; the document that
        // links there but not by the old id is not made again.
        try project.write("content/aliases.yml", "apple-pay.button.too-narrow: apple-pay.button.minimum-width\n")
        let alias = try step("an alias was added", project, parsed: 2)
        #expect(alias.written!.written.contains("en/apple-pay.html"))
        #expect(!alias.written!.written.contains("en/marks.html"))

        var accepting = project.options(output: project.output)
        accepting.incremental = true
        _ = try SiteBuilder(options: accepting).acceptTranslations(["en/apple-pay"])
        let accepted = try step("a translation was reviewed (the lock changed)", project, parsed: 2)
        #expect(accepted.written!.written.contains("en/translations.html"))

        try project.edit("content/en/marks.md", replacing: "title: Marks", with: "title: The mark")
        try step("a title changed", project, parsed: 6)

        try project.edit("content/zh-hans/marks.md", replacing: "order: 2", with: "order: 0")
        try step("the order of documents changed", project, parsed: 6)

        try project.edit("content/glossary.yml", replacing: "zh: [留白]", with: "zh: [留白, 留白区域]")
        try step("the glossary changed", project, parsed: 6)

        // A link whose target goes: the build fails and the output stays; put back, the next build uses the cache.
        try project.edit("content/en/marks.md", replacing: "apple-pay.md#apple-pay.button.minimum-width", with: "apple-pay.md#apple-pay.gone")
        let before = tree(project.output)
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: project.options(output: project.output)).build() }
        #expect(tree(project.output) == before)
        try project.edit("content/en/marks.md", replacing: "apple-pay.md#apple-pay.gone", with: "apple-pay.md#apple-pay.button.minimum-width")
        // The file is again what the cache read (a failed build leaves the cache as it was).
        try step("a broken link was mended", project, parsed: 0)

        try project.edit("content/site.yml", replacing: "docs.example.com", with: "guide.example.org")
        try step("the site's address changed", project, parsed: 6)
    }

    @Test func aCorruptMissingOrForeignCacheMeansACleanBuild() throws {
        let project = try Project()
        defer { project.scratch.cleanUp() }
        try step("the first build", project, usedCache: false, wholeOutput: true)
        let state = try Data(contentsOf: project.cacheState)
        // Written and read again, a record holds what it held: files, works, index, manifest.
        let read = try #require(BuildRecord.load(from: project.cacheState))
        let again = try BuildRecord.decode(read.encoded())
        #expect(again.encoded() == read.encoded())
        #expect(again.output == read.output && again.output.files.count > 40)
        #expect(again.index.terms.terms == read.index.terms.terms && again.index.terms.count > 100)
        #expect(again.files.keys.sorted() == read.files.keys.sorted() && again.works.keys.sorted() == read.works.keys.sorted())
        #expect(again.works.values.contains { !$0.trace.isEmpty && $0.search != nil })
        // A term table shorter than the numbers its search records name: refused.
        var short = read
        short.index.terms = TermTable(terms: Array(read.index.terms.terms.prefix(read.index.terms.count / 2)))
        #expect(throws: RecordCorrupt.self) { try BuildRecord.decode(short.encoded()) }

        // Truncated.
        try project.edit("content/zh-hans/marks.md", replacing: "标记不是按钮。", with: "标记从来不是按钮。")
        try state.prefix(state.count / 2).write(to: project.cacheState)
        try step("a truncated cache", project, parsed: 5, usedCache: false, wholeOutput: true)

        // One byte changed.
        var flipped = try [UInt8](Data(contentsOf: project.cacheState))
        flipped[flipped.count - 40] ^= 0x20
        try Data(flipped).write(to: project.cacheState)
        try project.edit("content/zh-hans/marks.md", replacing: "标记从来不是按钮。", with: "标记不是按钮。")
        try step("a cache with one byte changed", project, parsed: 5, usedCache: false, wholeOutput: true)

        // Written by other code, or with other settings: the identity differs.
        var other = try #require(BuildRecord.load(from: project.cacheState))
        other.identity = Digest.of("another version of zhinan")
        other.save(to: project.cacheState)
        try step("a cache from another version", project, parsed: 5, usedCache: false)

        // Gone.
        try FileManager.default.removeItem(at: project.cacheState)
        try step("no cache", project, parsed: 5, usedCache: false, wholeOutput: true)

        // Not even the cache's folder is what it should be.
        try FileManager.default.removeItem(at: project.cacheState.deletingLastPathComponent())
        try Data("not a folder".utf8).write(to: project.cacheState.deletingLastPathComponent())
        try step("a file where the cache's folder was", project, parsed: 5, usedCache: false, wholeOutput: true)
        try step("and the build after", project, parsed: 0)
    }

    @Test func anOutputChangedByHandIsNeverKept() throws {
        let project = try Project()
        defer { project.scratch.cleanUp() }
        try step("the first build", project, usedCache: false, wholeOutput: true)
        let page = project.output.appendingPathComponent("zh-hans/marks.html")
        let original = try Data(contentsOf: page)

        // Edited in place (same file): the build notices and builds clean.
        let handle = try FileHandle(forWritingTo: page)
        try handle.write(contentsOf: Data("<!-- edited -->".utf8))
        try handle.close()
        try step("a page edited in place", project, usedCache: false, wholeOutput: true)
        #expect(try Data(contentsOf: page) == original)

        // Replaced by another file, and a file added: the site is what a clean build makes.
        try FileManager.default.removeItem(at: page)
        try Data("replaced".utf8).write(to: page)
        try Data("stray".utf8).write(to: project.output.appendingPathComponent("zh-hans/stray.html"))
        // (The page comes back from the spare copy; the writer did not write it, so its report is not compared.)
        try step("a page replaced and a file added", project, checkReport: false)
        #expect(try Data(contentsOf: page) == original)

        // The output that was swapped out is the spare now, the stray file with it; and a file and a
        // folder put there by hand: an update of a folder holding more than the site must not publish them.
        let spare = SiteWriter(outputDirectory: project.output).spareDirectory
        #expect(FileManager.default.fileExists(atPath: spare.appendingPathComponent("zh-hans/stray.html").path))
        try Data("stray".utf8).write(to: spare.appendingPathComponent("en/stray.js"))
        try FileManager.default.createDirectory(at: spare.appendingPathComponent("search/stray"), withIntermediateDirectories: true)
        try project.edit("content/zh-hans/marks.md", replacing: "标记不是按钮。", with: "标记并不是按钮。")
        try step("an edit with strays in the spare", project)
        try project.edit("content/zh-hans/marks.md", replacing: "标记并不是按钮。", with: "标记不是按钮。")

        // The whole output gone.
        try FileManager.default.removeItem(at: project.output)
        try project.edit("content/zh-hans/marks.md", replacing: "标记不是按钮。", with: "标记从来不是按钮。")
        // (The records of unchanged documents are read back from the output, which is gone: clean.)
        try step("the output removed", project, usedCache: false, wholeOutput: true)
        // Built once, clean, without the record: not first from the record and then again.
        try FileManager.default.removeItem(at: project.output)
        let steps = Mutex<[String]>([])
        try SiteBuilder(options: project.options(output: project.output), progress: { step in steps.withLock { $0.append(step) } }).build()
        let taken = steps.withLock { $0 }
        #expect(taken.filter { $0 == "rendering pages" }.count == 1 && !taken.contains("reading the build record"), "\(taken)")
    }

    @Test func anInterruptedIncrementalWriteLeavesThePreviousOutput() throws {
        let project = try Project()
        defer { project.scratch.cleanUp() }
        try step("the first build", project, usedCache: false, wholeOutput: true)
        let before = tree(project.output)
        try project.edit("content/zh-hans/apple-pay.md", replacing: "最小宽度都为32pt。", with: "最小宽度都是32pt。")
        let builder = SiteBuilder(options: project.options(output: project.output))
        #expect(throws: SiteWriter.WriteError.self) {
            try builder.build(writer: SiteWriter(outputDirectory: project.output, failAfterFiles: 2))
        }
        #expect(tree(project.output) == before)
        #expect(Self.leftoverCaches(project).isEmpty)
        try step("the build after", project, usedCache: false, wholeOutput: true)
    }

    /// What a page read is compared by digest from one process to the next, where a dictionary keeps
    /// its entries in another order: its digest is of its entries in the order of their keys (by
    /// string and by language), and a value that differs makes another digest.
    @Test func aDictionaryIsDigestedInTheOrderOfItsKeys() {
        let keys = (0..<64).map { "key-\($0)" }
        var few: [String: [Int]] = [:], many = [String: [Int]](minimumCapacity: 4096)
        for key in keys { few[key] = [key.count] }
        for key in keys.reversed() { many[key] = [key.count] }
        #expect(few == many && Array(few.keys) != Array(many.keys))  // the same entries, in other orders
        #expect(Digest(encoding: few) == Digest(encoding: many))
        let languages = Dictionary(uniqueKeysWithValues: keys.map { (Language(id: $0, tag: $0, nativeName: $0, script: "Latn", rank: 0), $0) })
        var reordered = [Language: String](minimumCapacity: 4096)
        for (language, value) in languages { reordered[language] = value }
        #expect(Array(languages.keys) != Array(reordered.keys))
        #expect(Digest(encoding: languages) == Digest(encoding: reordered))
        many["key-0"] = [0]
        #expect(Digest(encoding: few) != Digest(encoding: many))
    }
}

extension BuildRecord {
    /// The whole record, as `decode` reads it.
    func encoded() -> [UInt8] {
        var output = ByteWriter()
        output.value(self.output)
        return (encodedStages() + output.parts).flatMap { $0 }
    }

    func save(to file: URL) { save(stages: encodedStages(), to: file) }
}
