import Foundation
import Testing
@testable import Zhinan

/// Random sequences of edits of every kind a project sees — documents added, changed, renamed and
/// deleted, translations, examples, templates, interface strings, message catalogues, aliases, the
/// glossary, reasons, the lock, `site.yml` and the conversion between the Chinese scripts (its
/// overrides, its OpenCC configuration) — each followed by an incremental build that must
/// give the bytes and warnings of a clean build and rewrite only the files whose bytes changed
/// (see `IncrementalBuildTests.step`). Seeded, so a failure can be replayed; half the builds keep
/// the record in memory (`serve`), half read it from disk (`zhinan build`). 200 sequences in four
/// projects of their own, which run side by side.
@Suite struct IncrementalSequenceTests {
    typealias Project = IncrementalBuildTests.Project

    /// What the sequence has added, so that later edits keep the site valid.
    struct State {
        var added: [String] = []
        var aliases: [(old: String, target: String)] = []
        /// Old ids a link names (their aliases stay, or the link would break).
        var linkedOld: Set<String> = []
        var next = 0

        mutating func number() -> Int {
            next += 1
            return next
        }
    }

    static let kinds = ["chinese", "english", "add", "remove", "rename", "title", "order", "example", "template", "string",
                        "message", "alias", "glossary", "reason", "site", "lock", "link", "conversion"]

    /// The fixture's languages, each Chinese script also converted from the other.
    static let convertingSite = """
        base-url: https://docs.example.com/guide/
        languages:
          - {id: zh-hans, tag: zh-Hans, name: 简体中文, script: Hans, converted-from: {zh-hant: tw2sp}}
          - {id: zh-hant, tag: zh-Hant, name: 繁體中文, script: Hant, converted-from: {zh-hans: s2twp}}
          - {id: en, tag: en, name: English, script: Latn, translates: [zh-hans, zh-hant]}

        """

    @Test(arguments: [2026, 2027, 2028, 2029] as [UInt64])
    func randomEditSequencesGiveTheBytesOfACleanBuild(seed: UInt64) throws {
        let project = try Project(inMemory: true)
        defer { project.scratch.cleanUp() }
        var random = TermPatchTests.Seeded(state: seed)
        var state = State()
        try project.write("content/site.yml", Self.convertingSite)
        try IncrementalBuildTests().step("the first build", project, usedCache: false, wholeOutput: true)
        var seen = Set<String>()
        for sequence in 0..<50 {
            var applied: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let kind = Self.kinds.randomElement(using: &random)!
                if try apply(kind, to: project, state: &state, random: &random) { applied.append(kind) }
            }
            seen.formUnion(applied)
            // Every other build reads the record from disk, as `zhinan build` does.
            if sequence % 2 == 1 { project.held?.record.withLock { $0 = nil } }
            try step("sequence \(sequence) (\(applied.joined(separator: ", ")))", project)
        }
        #expect(seen == Set(Self.kinds), "kinds never applied: \(Set(Self.kinds).subtracting(seen))")
    }

    /// An incremental build, against a clean one made in memory: the same bytes and warnings, and
    /// only the files whose bytes changed rewritten.
    func step(_ name: String, _ project: Project) throws {
        let before = snapshot(project.output)
        let result = try SiteBuilder(options: project.options(output: project.output)).build(cache: project.held)
        let after = snapshot(project.output)
        let clean = try SiteBuilder(options: project.options(output: project.output, incremental: false)).generate()
        #expect(result.diagnostics.map(\.description) == clean.diagnostics.map(\.description), "\(name): other warnings")
        var expected = clean.output.files
        expected[OutputSafety.markerName] = Data(OutputSafety.markerText.utf8)
        let differing = Set(after.keys).union(expected.keys).filter { after[$0]?.data != expected[$0] }.sorted()
        #expect(differing.isEmpty, "\(name): differs from a clean build in \(differing)")
        #expect(result.usedCache && result.written?.replacedWhole == false, "\(name): not an incremental build")
        let changed = Set(after.keys.filter { before[$0]?.data != after[$0]?.data })
        let replaced = Set(after.keys.filter { before[$0]?.identity != after[$0]?.identity })
        #expect(replaced == changed, "\(name): replaced \(replaced.subtracting(changed).sorted()), kept \(changed.subtracting(replaced).sorted())")
        // The record saved, with the entries it copied from the last one, reads back as the one kept in memory.
        let held = try #require(project.held?.record.withLock { $0 }), saved = try #require(BuildRecord.load(from: project.cacheState))
        // (Search records' rows are not saved: the output holds them.)
        let made = held.works.mapValues { work in
            var work = work
            let records = work.search?.records.map { record in
                var record = record
                record.rows = []
                return record
            }
            if let records { work.search?.records = records }
            return work
        }
        #expect(saved.files == held.files && saved.works == made, "\(name): the saved record is not the one made")
    }

    /// Applies one edit of `kind`; false when there was nothing to apply it to.
    func apply(_ kind: String, to project: Project, state: inout State, random: inout TermPatchTests.Seeded) throws -> Bool {
        let documents = ["apple-pay", "marks"] + state.added
        func file(_ path: String) throws -> String {
            try String(contentsOf: project.scratch.url.appendingPathComponent(path), encoding: .utf8)
        }
        func replace(_ path: String, _ old: String, _ new: String) throws {
            try project.write(path, try file(path).replacingOccurrences(of: old, with: new))
        }
        func appendToFirstLead(_ path: String, _ words: String) throws {
            guard let text = try? file(path) else { return }
            let lines = text.components(separatedBy: "\n")
            let leads = lines.indices.filter { lines[$0].hasPrefix("**") }
            guard let index = leads.randomElement(using: &random) else { return }
            var edited = lines
            edited[index] += words
            try project.write(path, edited.joined(separator: "\n"))
        }
        let n = state.number()
        switch kind {
        case "chinese":
            try appendToFirstLead("content/zh-hans/\(documents.randomElement(using: &random)!).md", "补充说明\(n)。")
        case "english":
            try appendToFirstLead("content/en/\(documents.randomElement(using: &random)!).md", " More, \(n).")
        case "add":
            let id = "doc\(n)"
            try project.write("content/zh-hans/\(id).md", "---\ntitle: 文档\(n)\norder: \(n % 5)\n---\n\n## 一节 {#\(id).part}\n\n{#\(id).one}\n"
                              + "**新的一条。**见[最小宽度](apple-pay.md#apple-pay.button.minimum-width)和清晰空间。\n")
            if Bool.random(using: &random) {
                try project.write("content/en/\(id).md", "---\ntitle: Document \(n)\n---\n\n## A part {#\(id).part}\n\n{#\(id).one}\n"
                                  + "**A new one.** See the [minimum width](apple-pay.md#apple-pay.button.minimum-width).\n")
            }
            state.added.append(id)
        case "remove", "rename":
            guard let index = state.added.indices.randomElement(using: &random) else { return false }
            let id = state.added.remove(at: index)
            let english = project.scratch.url.appendingPathComponent("content/en/\(id).md")
            let texts = try [("zh-hans", file("content/zh-hans/\(id).md"))]
                + (FileManager.default.fileExists(atPath: english.path) ? [("en", try file("content/en/\(id).md"))] : [])
            for (language, _) in texts { try project.remove("content/\(language)/\(id).md") }
            state.aliases.removeAll { $0.target.hasPrefix(id + ".") }
            try project.write("content/aliases.yml", state.aliases.map { "\($0.old): \($0.target)\n" }.joined())
            if kind == "rename" {
                let renamed = "doc\(n)"
                for (language, text) in texts { try project.write("content/\(language)/\(renamed).md", text.replacingOccurrences(of: id + ".", with: renamed + ".")) }
                state.added.append(renamed)
            }
        case "title":
            let path = "content/\(["zh-hans", "en"].randomElement(using: &random)!)/\(documents.randomElement(using: &random)!).md"
            guard FileManager.default.fileExists(atPath: project.scratch.url.appendingPathComponent(path).path) else { return false }
            let text = try file(path)
            guard let line = text.components(separatedBy: "\n").first(where: { $0.hasPrefix("title: ") }) else { return false }
            try replace(path, line, "title: Title \(n)")
        case "order":
            let path = "content/zh-hans/\(documents.randomElement(using: &random)!).md"
            let text = try file(path)
            guard let line = text.components(separatedBy: "\n").first(where: { $0.hasPrefix("order: ") }) else { return false }
            try replace(path, line, "order: \(Int.random(in: 0...9, using: &random))")
        case "example":
            let text = try file("content/examples/apple-pay.yml")
            let lines = text.components(separatedBy: "\n")
            let widths = lines.indices.filter { lines[$0].hasPrefix("  width: ") }
            var edited = lines
            // A "do" stays wide enough for both editions, a "don't" narrow enough for both.
            edited[widths[0]] = "  width: \(Int.random(in: 140...180, using: &random))"
            edited[widths[1]] = "  width: \(Int.random(in: 20...31, using: &random))"
            // And a caption, which only the pages that show it say.
            if let caption = edited.firstIndex(where: { $0.hasPrefix("    en: ") }) { edited[caption] = "    en: Caption \(n)" }
            try project.write("content/examples/apple-pay.yml", edited.joined(separator: "\n"))
        case "template":
            let name = ["checklist", "document", "item", "home", "layout"].randomElement(using: &random)!
            // A comment changes the template, not the pages; a visible change changes every page of it.
            let addition = Bool.random(using: &random) ? "{{! note \(n) }}" : "<!-- \(n) -->"
            try replace("templates/\(name).mustache", "</", addition + "</")
        case "string":
            let key = ["home", "checklist", "callout_editor", "site_name"].randomElement(using: &random)!
            let path = "templates/strings/\(["en", "zh-hans"].randomElement(using: &random)!).yml"
            let text = try file(path)
            guard let line = text.components(separatedBy: "\n").first(where: { $0.hasPrefix(key + ": ") }) else { return false }
            try replace(path, line, "\(key): \"Word \(n)\"")
        case "message":
            let key = ["apple-pay.button.minimum-width.threshold", "apple-pay.button.minimum-width.width-below-minimum-width",
                       "augmented-reality.badge.clear-space.threshold"].randomElement(using: &random)!
            let path = "templates/messages/\(["en", "zh-hans"].randomElement(using: &random)!).yml"
            let text = try file(path)
            guard let line = text.components(separatedBy: "\n").first(where: { $0.hasPrefix(key + ": ") }), line.hasSuffix("\"") else { return false }
            try replace(path, line, String(line.dropLast()) + " \(n)\"")
        case "alias":
            let targets = ["apple-pay.button.minimum-width", "apple-pay.style.contrast", "marks.usage.not-a-button"]
            if let linked = state.aliases.indices.filter({ state.linkedOld.contains(state.aliases[$0].old) }).randomElement(using: &random),
               Bool.random(using: &random) {
                // A linked old id pointed elsewhere in its document: every link by it, in any document, lands anew.
                let document = state.aliases[linked].old.prefix { $0 != "." }
                state.aliases[linked].target = targets.filter { $0.hasPrefix(document + ".") }.randomElement(using: &random)!
            } else if let last = state.aliases.last, !state.linkedOld.contains(last.old), Bool.random(using: &random) {
                state.aliases.removeLast()
            } else {
                let target = targets.randomElement(using: &random)!
                state.aliases.append((String(target.prefix { $0 != "." }) + ".old\(n)", target))
            }
            try project.write("content/aliases.yml", state.aliases.map { "\($0.old): \($0.target)\n" }.joined())
        case "glossary":
            try replace("content/glossary.yml", "zh: [留白", "zh: [留白\(n), 留白")
        case "reason":
            if Bool.random(using: &random) {
                try? project.remove("content/unchecked.yml")
                return true
            }
            let reason = """
                reasons:
                  taste:
                    zh-hans: 审美\(n)
                    zh-hant: 審美\(n)
                    en: taste \(n)
                guidelines:
                  apple-pay.style.contrast: taste

                """
            try project.write("content/unchecked.yml", reason)
        case "site":
            try replace("content/site.yml", "https://", "https://a\(n).")
        case "lock":
            let id = documents.randomElement(using: &random)!
            guard FileManager.default.fileExists(atPath: project.scratch.url.appendingPathComponent("content/en/\(id).md").path) else { return false }
            _ = try SiteBuilder(options: project.options(output: project.output)).acceptTranslations(["en/\(id)"])
        case "link":
            // A link from another document by an old id reads only where that id lands (see "alias").
            if let alias = state.aliases.filter({ $0.old.hasPrefix("apple-pay.") }).randomElement(using: &random), Bool.random(using: &random) {
                state.linkedOld.insert(alias.old)
                try appendToFirstLead("content/zh-hans/marks.md", "见[旧名\(n)](apple-pay.md#\(alias.old))。")
                return true
            }
            let target = ["marks.md#marks.usage.not-a-button", "#apple-pay.style.contrast", "marks.md"].randomElement(using: &random)!
            try appendToFirstLead("content/zh-hans/apple-pay.md", "见[此处\(n)](\(target))。")
        case "conversion":
            // Overrides that apply, and one that changes nothing (a warning); or the other OpenCC configuration.
            if Bool.random(using: &random) {
                let pool = [("zh-hant", "按鈕", "按掣"), ("zh-hant", "寬度", "闊度"), ("zh-hant", "不存在", "無"), ("zh-hans", "按钮", "按键"), ("zh-hans", "宽度", "阔度")]
                let chosen = pool.filter { _ in Bool.random(using: &random) }
                try project.write("content/conversion.yml", ["zh-hant", "zh-hans"].map { language in
                    "\(language):\n" + chosen.filter { $0.0 == language }.map { "  \($0.1): \($0.2)\n" }.joined()
                }.joined())
            } else {
                let site = try file("content/site.yml")
                try project.write("content/site.yml", site.contains("s2twp") ? site.replacingOccurrences(of: "s2twp", with: "s2t")
                                  : site.replacingOccurrences(of: "s2t}", with: "s2twp}"))
            }
        default:
            Issue.record("unknown kind \(kind)")
        }
        return true
    }
}
