import Foundation
import Synchronization
import Testing
@testable import Zhinan
@testable import ZhinanSearch
@testable import ZhinanRules
@testable import ZhinanMockups

/// Languages are configuration: `site.yml` declares them, catalogues say the interface and the
/// rules in each. A fourth language is a folder of documents and two catalogues, no code.
@Suite struct LanguagesTests {
    /// The four-language fixture's content, with the repository's templates plus the fixture's
    /// Japanese catalogues, built into memory.
    func buildFourLanguages(_ scratch: Scratch) throws -> SiteBuilder.Result {
        let fixture = Paths.fixture("four-languages")
        let templates = try scratch.copy(Paths.templates, to: "templates")
        for kind in ["strings", "messages"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent("templates/\(kind)/ja.yml"),
                                             to: templates.appendingPathComponent("\(kind)/ja.yml"))
        }
        let content = try scratch.copy(fixture.appendingPathComponent("content"), to: "content")
        return try SiteBuilder(options: options(content: content, output: scratch.url.appendingPathComponent("public"),
                                                templates: templates)).generate()
    }

    @Test func aFourthLanguageBuildsFromConfigurationAlone() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let result = try buildFourLanguages(scratch)
        let output = result.output
        #expect(result.site.languages.map(\.id) == ["zh-hans", "zh-hant", "en", "ja"])

        // Its pages, in its own language, with its own catalogue and English where it has none yet.
        let page = try #require(output.text("ja/apple-pay.html"))
        #expect(page.contains("<html lang=\"ja\""))
        #expect(page.contains("幅 ≥ 32 pt"), "the threshold from messages/ja.yml")
        #expect(page.contains("幅 28 pt は最小幅 32 pt より狭い"), "a violation, its value filled in")
        #expect(page.contains("モックアップ：Apple Pay button — 合格"), "a mockup title: Japanese words, an English fallback name")
        #expect(page.contains("<summary>Spec</summary>"), "interface strings ja has not translated are English, its fallback")
        #expect(page.contains("対訳"), "an interface string from strings/ja.yml")
        // Every other language's pages link to it, and it to them.
        #expect(try #require(output.text("zh-hans/apple-pay.html")).contains("hreflang=\"ja\""))
        #expect(page.contains("hreflang=\"zh-Hans\""))

        // One side-by-side page per pair: the second target does not overwrite the first.
        let english = try #require(output.text("zh-hans/apple-pay.bilingual-en.html"))
        let japanese = try #require(output.text("zh-hans/apple-pay.bilingual-ja.html"))
        #expect(english.contains("lang=\"en\"") && !english.contains("最小サイズ"))
        #expect(japanese.contains("最小サイズ"))
        #expect(output.text("zh-hant/notes.bilingual-en.html") != nil)
        #expect(output.text("zh-hant/notes.bilingual-ja.html") == nil, "ja translates zh-hans only")

        // The translation report knows what ja lacks; ja is not asked to translate zh-hant.
        let ja = result.translations.entries.filter { $0.language.id == "ja" }
        #expect(ja.map(\.source.id) == ["apple-pay"])
        #expect(ja.first?.missing == ["apple-pay.buttons.fixture-placement"])

        // The catalogues that fall back say so once each, as warnings.
        let fallbacks = result.diagnostics.map(\.description).filter { $0.contains("the language's fallback") }
        #expect(fallbacks.count == 2)
        #expect(fallbacks.allSatisfy { $0.contains("/ja.yml:1:1: warning: ") && $0.contains("shown in 'en'") })

        // Search: kana is indexed as Chinese characters are, and a Japanese reader sees ja first.
        let manifest = try #require(output.text("search/manifest.js"))
        #expect(manifest.contains("\"ja\":{\"cjk\":true,\"folder\":\"ja\",\"name\":\"日本語\",\"order\":[\"ja\",\"zh-Hans\",\"zh-Hant\",\"en\"]"))
        let term = try #require(SearchText.analyse("ボタン").first)
        let shardCount = output.paths.filter { $0.hasPrefix("search/t") }.count
        let shard = try #require(output.text("search/t\(SearchIndex.shard(of: term, count: shardCount)).js"))
        #expect(shard.contains("\"\(term)\":"), "the ja heading ボタン is searchable")
    }

    /// A count of 1 is said in the key's `-one` form where a catalogue has one, in the base form
    /// elsewhere; a page that said it notes both keys (an edit to either re-renders it).
    @Test func aCountOfOneIsSaidInItsOneForm() {
        var problems: [(key: String, problem: String)] = []
        let en = MessageCatalog(language: "en", texts: [("items", "{n} items"), ("items-one", "1 item"), ("steps", "{n} steps")], problems: &problems)
        let zh = MessageCatalog(language: "zh-hans", texts: [("items", "{n} 件"), ("items-one", "1 件"), ("steps", "{n} 步")], problems: &problems)
        let said = Mutex<[String]>([])
        let book = Phrasebook(catalogs: [en, zh]).observed { key in said.withLock { $0.append(key) } }
        #expect([0, 1, 2].map { book.text(Message("items", ["n": .count($0)]), in: "en") } == ["0 items", "1 item", "2 items"])
        #expect(book.text(Message("steps", ["n": .count(1)]), in: "zh-hans") == "1 步")
        #expect(said.withLock { $0 } == ["items", "items", "items-one", "items", "steps", "steps-one"])
        #expect(problems.isEmpty)
    }

    @Test func kanaAndHangulAreCutLikeChineseCharacters() {
        #expect(Set(SearchText.analyse("ボタン")) == ["ボ", "タ", "ン", "ボタ", "タン"])
        #expect(SearchText.analyse("버튼").contains("버튼"))
    }

    @Test func theLanguagesSettingIsCheckedWhereItIsWritten() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["content/site.yml": """
            base-url: https://example.org/
            languages:
              - id: zh-hans
                tag: zh-Hans
                name: 简体中文
                script: Hans
              - id: en
                tag: en
                name: English
                script: latin
              - id: ja
                tag: ja
                name: 日本語
                script: Jpan
                translates: fr
                fallback: ko
                colour: red
              - id: zh-hans
                tag: zh-Hans
                name: 简体中文
                script: Hans
            """])
        var diagnostics = Diagnostics()
        _ = SiteConfig.load(contentDirectory: scratch.url.appendingPathComponent("content"), displayRoot: "content", into: &diagnostics)
        #expect(diagnostics.all.map(\.description) == [
            "content/site.yml:10:13: error: script 'latin' must be an ISO 15924 code such as Hans, Hant, Latn, Jpan",
            "content/site.yml:17:5: error: unknown language setting 'colour'; known: id, tag, name, script, translates, fallback, converted-from",
            "content/site.yml:18:9: error: language 'zh-hans' is declared twice",
            "content/site.yml:15:17: error: 'ja' translates 'fr', which is not a language of the site (zh-hans, ja)",
            "content/site.yml:16:15: error: 'ja' falls back to 'ko', which is not another language of the site",
        ])
    }

    @Test func aCatalogueMissingAKeyWithoutAFallbackIsAnError() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let templates = try scratch.copy(Paths.templates, to: "templates")
        let en = templates.appendingPathComponent("messages/en.yml")
        var text = try String(contentsOf: en, encoding: .utf8)
        text = text.replacingOccurrences(of: "apple-pay.button.minimum-width.threshold: \"width ≥ 32 pt\"\n", with: "")
        text = text.replacingOccurrences(of: "\"Width {width} pt is below the minimum width of 32 pt\"", with: "\"Width {breadth} pt is too narrow\"")
        text += "apple-pay.button.minimum-width.treshold: \"typo\"\n"
        try text.write(to: en, atomically: true, encoding: .utf8)
        var diagnostics = Diagnostics()
        let theme = Theme.load(from: templates, displayRoot: "templates", languages: .standard, into: &diagnostics)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = { (prefix: String) in (lines.firstIndex { $0.hasPrefix(prefix) } ?? -1) + 1 }
        #expect(diagnostics.all.map(\.description).sorted() == [
            "templates/messages/en.yml:1:1: error: message 'apple-pay.button.minimum-width.threshold' is missing (every language needs the keys of templates/messages/zh-hans.yml, or a 'fallback' in site.yml)",
            "templates/messages/en.yml:\(line("apple-pay.button.minimum-width.treshold")):1: error: message 'apple-pay.button.minimum-width.treshold' is not in templates/messages/zh-hans.yml (a misspelt key?)",
            "templates/messages/en.yml:\(line("apple-pay.button.minimum-width.width-below")):1: error: message 'apple-pay.button.minimum-width.width-below-minimum-width' fills in {breadth}, which templates/messages/zh-hans.yml does not (it has {width})",
        ].sorted())
        #expect(theme.phrasebook.languages == ["zh-hans", "zh-hant", "en"])
    }

    /// The repository's own catalogues agree with each other and with the code: every key a rule or
    /// mockup writes exists, and no language lacks one.
    @Test func everyMessageTheCodeSaysIsInEveryCatalogue() throws {
        var diagnostics = Diagnostics()
        let theme = Theme.load(from: Paths.templates, displayRoot: "templates", languages: .standard, into: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        var keys: Set<String> = []
        let sources = ["Sources/ZhinanRules", "Sources/ZhinanMockups"].map { Paths.repository.appendingPathComponent($0) }
        let literal = #/(?:Message\(\s*(?:[^"()]*\?\s*)?|\(|:\s*)"([a-z0-9-]*(?:\.[a-z0-9-]+)+)"/#
        let ruleID = #/ id: "([a-z0-9.-]+)"/#
        for folder in sources {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
            for file in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                var rule = ""  // a key with a leading dot is under the id of the rule it is written in
                for line in text.split(separator: "\n") {
                    if let id = line.firstMatch(of: ruleID) { rule = String(id.output.1) }
                    guard line.contains("Message(") || line.contains("(\"") else { continue }
                    for match in line.matches(of: literal) {
                        let key = String(match.output.1)
                        if !key.hasPrefix(".") { keys.insert(key) } else if !rule.isEmpty { keys.insert(rule + key) }
                    }
                }
            }
        }
        for rule in RuleBook.standard.rules {
            for statement in rule.editions.compactMap(rule.statement(in:)) { keys.formUnion([statement.threshold.key, statement.figure.value.key]) }
        }
        // Picture names are made from each drawable kind's key, not written as literals.
        keys.formUnion(ComponentRegistry.types.compactMap { ($0 as? any Drawable.Type)?.pictureName.key })
        // The gallery's heading of each kind it draws.
        keys.formUnion(ComponentRegistry.types.compactMap { $0 as? any Drawable.Type }.map { "mockup.kind.\($0.kind.rawValue)" })
        // Messages named after what a spec names: an App Clip's feature or interface element, an AR indicator.
        keys.formUnion(AppClip.Rules.reserved.map { "app-clips.feature.\($0)" } + AppClip.Rules.complexElements.map { "app-clips.interface.\($0)" })
        keys.formUnion(ARSession.Indicator.allCases.filter { $0 != .changesWhenSurfaceFound }
                        .map { "\(ARSession.Rules.surfaceIndicator.id.rawValue).\($0.rawValue)" })
        // Rule and guideline ids look like keys; the keys are the ones the catalogues must have.
        let ids = Set(RuleBook.standard.rules.flatMap { [$0.id.rawValue] + $0.guidelines })
        let messageKeys = keys.subtracting(ids).filter { !$0.hasSuffix(".yml") && !$0.hasSuffix(".md") && $0.contains(where: \.isLetter) }
        #expect(messageKeys.count > 300)
        for language in ["zh-hans", "zh-hant", "en"] {
            for key in messageKeys.sorted() {
                #expect(!theme.phrasebook.text(Message(key), in: language).hasPrefix("⟦"), "\(language): \(key)")
            }
        }
    }
}
