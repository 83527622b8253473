import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanSearch
import ZhinanRules

@Suite struct SearchTextTests {
    @Test func foldingBringsBothScriptsAndBothWidthsTogether() {
        #expect(SearchText.fold("付款表單") == SearchText.fold("付款表单"))
        #expect(SearchText.fold("付款表單") == "付款表单")
        #expect(SearchText.fold("Apple Pay") == "apple pay")
        #expect(SearchText.fold("ＡＰＰＬＥ　Ｐａｙ") == "apple　pay")
        #expect(SearchText.fold("靈動島") == "灵动岛")
    }

    @Test func chineseIsCutIntoCharactersAndPairs() {
        #expect(SearchText.terms("付款表单") == ["付", "款", "付款", "表", "款表", "单", "表单"])
    }

    @Test func stopCharactersAreNotTermsAndDoNotSeparateTheirNeighbours() {
        let with = SearchText.analyse("按钮的最小宽度")
        #expect(!with.contains("的") && !with.contains("钮的") && !with.contains("的最"))
        #expect(with.contains("钮最"))
        #expect(Set(SearchText.analyse("按钮最小宽度")).isSubset(of: Set(with)))
        // Weak characters are no terms alone, but count in a pair.
        #expect(!SearchText.analyse("是否").contains("是") && SearchText.analyse("是否").contains("是否"))
    }

    @Test func wordsAreStemmedStopWordsDroppedAndNeighboursPaired() {
        #expect(SearchText.analyse("the minimum width of buttons") == ["minimum", "width", "minimum width", "button", "width button"])
        #expect(SearchText.analyse("Apple Pay按钮, 32pt").prefix(3) == ["appl", "pay", "appl pay"])
        // Punctuation ends a phrase; a space does not.
        #expect(!SearchText.analyse("width. button").contains("width button"))
    }

    @Test func stemmingMeetsTheFormsReadersType() {
        #expect(SearchText.stem("margins") == SearchText.stem("margin"))
        #expect(SearchText.stem("handed") == "hand")
        #expect(SearchText.stem("spacing") == SearchText.stem("space"))
        #expect(SearchText.stem("categories") == "category")
        #expect(SearchText.stem("running") == "run")
        #expect(SearchText.stem("status") == "status")
        #expect(SearchText.stem("glass") == "glass")
        #expect(SearchText.stem("pts") == "pts", "three letters or fewer are left alone")
        #expect(SearchText.analyse("14pt") == ["14", "pt", "14 pt"])
    }

    @Test func kanaAndHangulAreCutLikeChinese() {
        #expect(SearchText.analyse("カメラ") == ["カ", "メ", "カメ", "ラ", "メラ"])
        #expect(SearchText.analyse("버튼") == ["버", "튼", "버튼"])
        // Emoji and symbols separate words and carry nothing.
        #expect(SearchText.analyse("pay😀button") == ["pay", "button"])
    }
}

@Suite struct PostingCodecTests {
    @Test func postingsRoundTrip() {
        let postings = [(record: 3, score: 0.5), (record: 40, score: 2.0), (record: 70000, score: 21.0)]
        let text = PostingCodec.encode(weight: 4.2, postings: postings)
        let decoded = PostingCodec.decode(text)
        #expect(decoded.postings.map(\.record) == [3, 40, 70000])
        #expect(decoded.weight == PostingCodec.quantize(4.2))
        for (original, code) in zip(postings, decoded.postings) {
            #expect(abs(PostingCodec.dequantize(code.score) - original.score) / original.score < 0.06)
        }
    }
}

@Suite struct GlossaryTests {
    func load(_ name: String) throws -> (Glossary, Diagnostics) {
        let text = try String(contentsOf: Paths.fixture("glossary").appendingPathComponent(name), encoding: .utf8)
        var diagnostics = Diagnostics()
        let glossary = GlossaryLoader(contentDirectory: URL(fileURLWithPath: "/unused"), displayRoot: "content")
            .parse(text, path: "content/glossary.yml", into: &diagnostics)
        return (glossary, diagnostics)
    }

    @Test func termsLoadWithEveryForm() throws {
        let (glossary, diagnostics) = try load("glossary.yml")
        #expect(diagnostics.all.isEmpty)
        #expect(glossary.terms.map(\.id) == ["clear-space", "minimum-width", "background"])
        let term = glossary.terms[0]
        #expect(term.forms(in: .standard, subtag: "zh") == ["清晰空间", "清晰空間", "留白区域"])
        #expect(term.forms(in: .standard, subtag: "en") == ["clear space", "clearance"])
        #expect(term.definition[.en] == "The space around a button that nothing else may enter.")
        #expect(term.location == SourceLocation(path: "content/glossary.yml", line: 2, column: 3))
    }

    @Test func aMissingFormIsAnErrorAtItsEntry() throws {
        let (_, diagnostics) = try load("malformed.yml")
        #expect(diagnostics.all.map(\.description) == ["content/glossary.yml:5:3: error: glossary term 'minimum-width' has no 'zh-hant'"])
    }

    @Test func aWrongTypeIsAnErrorAtTheValue() throws {
        let (_, diagnostics) = try load("wrong-type.yml")
        #expect(diagnostics.all.map(\.description) == ["content/glossary.yml:6:9: error: malformed glossary: expected a list in entry 1 › variants › zh"])
    }

    @Test func noFileIsAnEmptyGlossary() {
        var diagnostics = Diagnostics()
        let glossary = GlossaryLoader(contentDirectory: Paths.fixture("good/content"), displayRoot: "content").load(into: &diagnostics)
        #expect(glossary.terms.isEmpty && diagnostics.all.isEmpty)
    }

    @Test func theMatcherFindsAnyFormInEitherScriptOrWordForm() throws {
        let (glossary, _) = try load("glossary.yml")
        let matcher = GlossaryMatcher(glossary: glossary)
        #expect(matcher.terms(in: SearchText.fold("保持清晰空間")).map(\.id) == ["clear-space"])
        #expect(matcher.terms(in: SearchText.fold("Keep the Minimum Widths")).map(\.id) == ["minimum-width"])
        #expect(matcher.terms(in: SearchText.fold("backgrounds and clearance")).map(\.id) == ["clear-space", "background"])
        #expect(matcher.terms(in: SearchText.fold("the minimum button width")).isEmpty, "words of a form must be neighbours")
    }
}

@Suite struct SearchIndexTests {
    func build(glossary: Bool) throws -> SiteBuilder.Result {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try scratch.copy(Paths.fixture("good/content"), to: "content")
        if glossary {
            try FileManager.default.copyItem(at: Paths.fixture("glossary/glossary.yml"), to: content.appendingPathComponent("glossary.yml"))
        }
        return try SiteBuilder(options: options(content: content, output: scratch.url.appendingPathComponent("public"))).generate()
    }

    /// Every term → record numbers, decoded from the written term files.
    func postings(_ output: SiteOutput) -> [String: [Int]] {
        var all: [String: [Int]] = [:]
        for path in output.paths where path.hasPrefix("search/t") {
            let text = output.text(path)!
            let json = text[text.index(text.firstIndex(of: ",")!, offsetBy: 1)..<text.index(text.endIndex, offsetBy: -3)]
            let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: String]
            for (term, encoded) in object { all[term] = PostingCodec.decode(encoded).postings.map(\.record) }
        }
        return all
    }

    @Test func oneRecordPerGuidelineCarriesEveryLanguage() throws {
        let result = try build(glossary: false)
        let all = SearchRecord.records(in: result.site)
        let records = all.filter { $0.anchor == "buttons.size.minimum-width" }
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect(record.languages == [.zhHans, .en])
        #expect(record.editions[.zhHans]?.url == "zh-hans/buttons.html#buttons.size.minimum-width")
        #expect(record.editions[.en]?.title == "Keep the minimum width.")
        #expect(record.editions[.zhHans]?.headingPath == ["大小"])
        #expect(record.editions[.en]?.documentTitle == "Buttons")
        // Both languages' words find the one record.
        let terms = postings(result.output)
        let number = try #require(all.firstIndex { $0.anchor == "buttons.size.minimum-width" })
        #expect(terms["宽度"]?.contains(number) == true)
        #expect(terms["width"]?.contains(number) == true)
        #expect(terms["minimum width"]?.contains(number) == true)
        #expect(terms["的"] == nil && terms["the"] == nil)
    }

    @Test func theIndexIsSplitIntoSmallFiles() throws {
        let output = try build(glossary: false).output
        let manifest = try #require(output.text("search/manifest.js"))
        #expect(manifest.hasPrefix("zhinan._load(\"manifest\",{"))
        #expect(manifest.contains("\"zh-Hans\":{\"cjk\":true,\"folder\":\"zh-hans\",\"name\":\"简体中文\",\"order\":[\"zh-Hans\",\"zh-Hant\",\"en\"]"))
        // As many term files as the manifest says, several even on a small site (its rules and terms are records too).
        let count = try #require(manifest.firstMatch(of: /"tokenShards":(\d+)/).flatMap { Int($0.output.1) })
        #expect(output.paths.filter { $0.hasPrefix("search/t") }.count == count && count > 1)
        #expect(output.paths.filter { $0.hasPrefix("search/f") }.count == SearchIndex.foldShards)
        #expect(output.text("search/r0-zh-hans.js")!.contains("\"zh-hans/buttons.html#buttons.size.minimum-width\""))
        // A term is in the file the script will look in.
        let shard = SearchIndex.shard(of: "宽度", count: count)
        #expect(output.text("search/t\(shard).js")!.contains("\"宽度\":\""))
        // Words share a file with every word of the same first three letters, so a prefix finds them.
        #expect(SearchIndex.shard(of: "minimum", count: count) == SearchIndex.shard(of: "min", count: count))
        #expect(SearchIndex.shard(of: "minim", count: count) == SearchIndex.shard(of: "min", count: count))
        #expect(SearchIndex.shardKey(of: "minimum width") == "minimum width", "a pair is never a prefix: by the whole pair")
    }

    @Test func glossaryFormsFindEveryRecordThatUsesTheTerm() throws {
        let result = try build(glossary: true)
        let terms = postings(result.output)
        let records = SearchRecord.records(in: result.site)
        let number = try #require(records.firstIndex { $0.anchor == "buttons.size.clear-space" })
        // Neither language writes 留白区域 or "clearance"; the glossary says they are the same term.
        #expect(terms["留白"]?.contains(number) == true)
        #expect(terms[SearchText.stem("clearance")]?.contains(number) == true)
    }

    @Test func theRulesThatJudgeAGuidelineAreSearchable() throws {
        let result = try realSite.get()
        let records = SearchRecord.records(in: result.site, examples: result.examples, phrasebook: standardPhrasebook)
        let record = try #require(records.first { $0.anchor == "app-clips.size.limit" })
        #expect(record.rulesText.contains("app clip"))
        #expect(record.rulesText.contains("size mb"))
        #expect(record.rulesText.contains("大小 ≤ 10 MB") && record.rulesText.contains("size ≤ 10 MB"))
    }

    @Test func theRulesAndTheGlossaryTermsAreRecordsAfterEveryDocuments() throws {
        let result = try build(glossary: true)
        let rules = RuleBook.standard.rules.count
        // Numbered after the documents' records: every rule, then every term.
        let term = SearchRecord.records(in: result.site).count + rules
        #expect(postings(result.output)["留白"]?.contains(term) == true)
        let rows = result.output.paths.filter { $0.hasPrefix("search/r") && $0.hasSuffix("-en.js") }.map { result.output.text($0)! }.joined()
        #expect(rows.contains("[\"en/glossary.html#clear-space\",\"clear space\",\"Glossary\",\"The space around a button that nothing else may enter."))
        #expect(rows.contains("\"term\"]") && rows.contains("\"rule\"]"))
        #expect(rows.contains("[\"en/rules.html#apple-pay.button.minimum-width\",\"width ≥ 32 pt\",\"Rules index › apple-pay.button.minimum-width\""))
    }

    @Test func theSameSiteGivesTheSameBytes() throws {
        let first = try build(glossary: true).output
        let second = try build(glossary: true).output
        for path in first.paths where path.hasPrefix("search/") { #expect(first.files[path] == second.files[path], "\(path)") }
    }
}

@Suite struct GlossaryCheckTests {
    @Test func anEnglishGuidelineWithoutTheTermIsWarnedAboutAndAnErrorUnderStrict() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try scratch.copy(Paths.fixture("good/content"), to: "content")
        try FileManager.default.copyItem(at: Paths.fixture("glossary/glossary.yml"), to: content.appendingPathComponent("glossary.yml"))
        let english = content.appendingPathComponent("en/buttons.md")
        let text = try String(contentsOf: english, encoding: .utf8)
        try text.replacingOccurrences(of: "**Keep clear space.**", with: "**Keep some room.**").write(to: english, atomically: true, encoding: .utf8)
        var settings = options(content: content, output: scratch.url.appendingPathComponent("public"))
        let warnings = try SiteBuilder(options: settings).generate().diagnostics.filter { $0.message.contains("glossary term") }
        // The Chinese also links to 最小宽度 by name; the English link says "minimum width" no more.
        #expect(warnings.map(\.description) == [
            "content/en/buttons.md:11:1: warning: 'buttons.size.clear-space' uses the glossary term 最小宽度 in zh-hans (content/zh-hans/buttons.md:14:1), but its en says none of 'minimum width' (content/glossary.yml:13)",
            "content/en/buttons.md:11:1: warning: 'buttons.size.clear-space' uses the glossary term 清晰空间 in zh-hans (content/zh-hans/buttons.md:14:1), but its en says none of 'clear space' or 'clearance' (content/glossary.yml:2)",
        ])
        settings.strict = true
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: settings).generate() }
    }
}

@Suite struct GlossaryPageTests {
    @Test func eachLanguageHasAGlossaryPageAndGuidelinesLinkTheTermsTheyUse() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let content = try scratch.copy(Paths.fixture("good/content"), to: "content")
        try FileManager.default.copyItem(at: Paths.fixture("glossary/glossary.yml"), to: content.appendingPathComponent("glossary.yml"))
        let output = try SiteBuilder(options: options(content: content, output: scratch.url.appendingPathComponent("public"))).generate().output
        let english = try #require(output.text("en/glossary.html"))
        #expect(english.contains("<div class=\"glossary-term\" id=\"clear-space\">"))
        #expect(english.contains("clear space <span class=\"glossary-form\" lang=\"zh-Hans\">清晰空间</span>"))
        #expect(english.contains("The space around a button that nothing else may enter."))
        #expect(output.text("zh-hans/glossary.html")!.contains("<dt>清晰空间 "))
        // The guideline that says 清晰空间 links the term, in its own language.
        let page = try #require(output.text("zh-hans/buttons.html"))
        #expect(page.contains("<p class=\"terms-line\">术语： <a href=\"glossary.html#clear-space\">清晰空间</a>"))
        #expect(output.text("sitemap.xml")!.contains("https://docs.example.com/guide/en/glossary.html"))
    }

    @Test func noGlossaryNoPage() throws {
        let result = try SiteBuilder(options: options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"))).generate()
        #expect(result.output.text("en/glossary.html") == nil)
        #expect(!result.output.text("en/buttons.html")!.contains("terms-line"))
    }
}

extension SearchRecord {
    /// Every search record of a site, in the order the index numbers them.
    static func records(in site: Site, examples: [ExampleResult] = [], phrasebook: Phrasebook = Phrasebook(catalogs: [])) -> [SearchRecord] {
        let byGuideline = Dictionary(grouping: examples, by: \.example.guideline)
        let rulesText = RulesText(book: .standard, examples: { byGuideline[$0] ?? [] }, phrasebook: phrasebook)
        return site.groupOrder.flatMap { records(ofEditions: editions(of: $0, in: site), rulesText: rulesText) }
    }

    /// The editions of one document id, the source first, then in site order.
    static func editions(of id: String, in site: Site) -> [Document] {
        let editions = site.editions(of: id)
        guard let source = site.source(of: id) else { return editions }
        return [source] + editions.filter { $0.language != source.language }
    }
}

extension SearchText {
    /// `stem` of a word given as a string.
    static func stem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        stem(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SearchIndex {
    static func shard(of term: String, count: Int) -> Int { Int(shardHash(of: term) % UInt32(count)) }

    /// The shard key as the browser makes it: `shard(of:)` hashes it without making the string.
    static func shardKey(of term: String) -> String {
        guard let first = term.unicodeScalars.first, !SearchText.isCJK(first), first != "#", !term.utf8.contains(0x20) else { return term }
        return String(String.UnicodeScalarView(term.unicodeScalars.prefix(3)))
    }
}

/// Postings as the tests write and read them, beside the build's way.
extension PostingCodec {
    static func dequantize(_ code: Int) -> Double { expm1(Double(code) / scale) }

    /// `postings` sorted by record.
    static func encode(weight: Double, postings: [(record: Int, score: Double)]) -> String {
        var out: [UInt8] = []
        encode(weight: weight, records: postings.map { Int32($0.record) }[...], scores: postings.map { $0.score / weight }[...], into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The inverse: weight code and (record, score code) pairs.
    static func decode(_ text: String) -> (weight: Int, postings: [(record: Int, score: Int)]) {
        let values = text.utf8.map { Self.values[Int($0)]! }
        var postings: [(Int, Int)] = []
        var record = 0
        var index = 1
        while index < values.count {
            var gap = 0
            while values[index] >= 32 { gap = gap << 5 | (values[index] & 31); index += 1 }
            gap = gap << 5 | values[index]
            record += gap
            postings.append((record, values[index + 1]))
            index += 2
        }
        return (values.first ?? 0, postings)
    }
}
