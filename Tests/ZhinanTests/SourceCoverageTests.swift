import Foundation
import Testing
@testable import Zhinan
import ZhinanRules

/// The site keeps every sentence of the five source documents, verbatim, and none of their web
/// debris. Each seed's `.omit` file (beside it in `Seeds/`) lists what was dropped and why:
/// `line:` drops a whole line, `text:` a fragment; `language:` names the edition the seed feeds.
@Suite struct SourceCoverageTests {
    struct Seed {
        var name: String
        var language: Language
        var droppedLines: [String] = []
        var droppedText: [String] = []
        var text: String

        /// The seed's content: what is left when the listed debris is taken out.
        var content: String {
            var kept = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !droppedLines.contains($0.trimmingCharacters(in: .whitespaces)) }
                .joined(separator: "\n")
            for fragment in droppedText { kept = kept.replacingOccurrences(of: fragment, with: "\n") }
            return kept
        }
    }

    static func seeds() throws -> [Seed] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.seeds.path).filter { $0.hasSuffix(".txt") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: Paths.seeds.appendingPathComponent(name), encoding: .utf8)
            let omit = try String(contentsOf: Paths.seeds.appendingPathComponent(name.replacingOccurrences(of: ".txt", with: ".omit")), encoding: .utf8)
            var seed = Seed(name: name, language: .zhHans, text: text)
            for line in omit.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("language: ") { seed.language = Languages.standard[String(line.dropFirst(10))]! }
                if line.hasPrefix("line: ") { seed.droppedLines.append(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
                if line.hasPrefix("text: ") { seed.droppedText.append(String(line.dropFirst(6))) }
            }
            return seed
        }
    }

    /// Sentences, list items and lines of the source, compared without whitespace (the site
    /// re-flows lines; it never changes a character).
    static func sentences(of text: String) -> [String] {
        text.split(whereSeparator: { "\n。！？!?•".contains($0) })
            .map { piece in
                var s = piece.trimmingCharacters(in: .whitespaces)
                if s.hasPrefix("- ") { s.removeFirst(2) }  // the source's own list markers
                return squeezed(s)
            }
            .filter { !$0.isEmpty }
    }

    static func squeezed(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) && $0 != "\u{00A0}" }
            .map(Character.init))
    }

    /// What a reader sees on the document pages of one language: tags stripped, entities decoded.
    static func readableText(of output: SiteOutput, site: Site, language: Language) -> String {
        site.documents(in: language).map { document in
            let page = output.text(PagePaths.document(document.id, in: language))!
            let article = page.firstRange(of: "<article").map { String(page[$0.lowerBound...]) } ?? page
            let withoutIDs = article.replacing(/<p class="guideline-meta">.*?<\/p>/, with: "")
                .replacing(/<p class="callout-label">.*?<\/p>/, with: "")
                .replacing(/<a class="anchor"[^>]*>#<\/a>/, with: "")
            let text = withoutIDs.replacing(/<[^>]+>/, with: "")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            return document.title + "\n" + text
        }.joined(separator: "\n")
    }

    @Test(arguments: try seeds().map(\.name))
    func everySentenceOfTheSourceIsOnTheSite(_ name: String) throws {
        let seed = try #require(try Self.seeds().first { $0.name == name })
        let result = try realSite.get()
        let site = Self.squeezed(Self.readableText(of: result.output, site: result.site, language: seed.language))
        let missing = Self.sentences(of: seed.content).filter { !site.has($0) }
        #expect(missing.isEmpty, "\(missing.count) sentences of \(name) are not on the site:\n\(missing.prefix(10).joined(separator: "\n"))")
    }

    @Test(arguments: try seeds().map(\.name))
    func noDebrisOfTheSourceIsOnTheSite(_ name: String) throws {
        let seed = try #require(try Self.seeds().first { $0.name == name })
        let result = try realSite.get()
        let site = Self.squeezed(Self.readableText(of: result.output, site: result.site, language: seed.language))
        // Short fragments ("推荐") can be ordinary words elsewhere; long ones cannot.
        let leaked = (seed.droppedLines + seed.droppedText).map(Self.squeezed).filter { $0.count >= 8 && site.has($0) }
        #expect(leaked.isEmpty, "debris of \(name) on the site: \(leaked)")
    }

    /// The debris the brief names, anywhere in the generated site.
    @Test func knownDebrisNeverReachesAPage() throws {
        let output = try realSite.get().output
        for path in output.paths where path.hasSuffix(".html") {
            let page = output.text(path)!
            for debris in ["Jietu2022", "QQ", "留言", "♪", "cubox.pro", "greatytc", "网页快照", "0:37", "Developer App", "推荐文章"] {
                #expect(!page.has(debris), "\(path) contains '\(debris)'")
            }
        }
    }

    /// Markdown that failed to parse shows up as literal markers; none may reach a reader.
    @Test func noUnparsedMarkupOnAnyPage() throws {
        let result = try realSite.get()
        for language in result.site.languages {
            let text = Self.readableText(of: result.output, site: result.site, language: language)
            for marker in ["**", "{#", "[!", "](", "__"] {
                #expect(!text.has(marker), "\(language.id) pages show '\(marker)'")
            }
        }
        // A message no catalogue has is shown as ⟦key⟧, on any page (a gallery heading is named after a component's kind).
        for path in result.output.paths where path.hasSuffix(".html") {
            #expect(!(result.output.text(path) ?? "").contains("⟦"), "\(path) shows a message no catalogue has")
        }
    }

    /// Pages carry no script they do not use: the drill's runner is loaded by drill pages, and by them alone.
    @Test func onlyDrillPagesLoadTheDrill() throws {
        let result = try realSite.get()
        let pages = result.output.paths.filter { $0.hasSuffix(".html") }
        #expect(pages.contains { $0.hasSuffix(".drill.html") })
        for path in pages {
            let html = result.output.text(path) ?? ""
            #expect(html.contains("assets/drill.js\"") == html.contains("data-drill "), "\(path): the drill's script without a drill, or a drill without it")
        }
    }

    @Test func everyDocumentNamesTheSeedItCameFrom() throws {
        let result = try realSite.get()
        let seedNames = try Set(Self.seeds().map(\.name))
        for document in result.site.documents {
            let source = try #require(document.frontMatter.source, "\(document.language.id)/\(document.id) has no source")
            #expect(seedNames.contains(source), "\(document.id): unknown source \(source)")
        }
        // The five seeds make (at least) six source documents: zh-Hans ×5 and the zh-Hant edition;
        // a document added later needs no change here.
        #expect(Set(["app-clips", "apple-pay", "apple-pencil", "augmented-reality", "live-activities"])
            .isSubset(of: Set(result.site.documents(in: .zhHans).map(\.id))))
        #expect(result.site.documents(in: .zhHant).map(\.id).contains("apple-pay-earlier"))
    }
}

/// Issue 36: the page of what changed since the source lists exactly the rules the rules model says
/// changed (another figure today, or stated by one edition alone), in every language, with JSON.
@Suite struct ChangesPageTests {
    @Test func theChangesPageListsExactlyTheRulesWhoseEditionsDiffer() throws {
        let result = try realSite.get()
        let enforced = Set(result.outline.documents.flatMap { $0.guidelines.map(\.id) })
        let changed = Set(RuleBook.standard.rules.filter { $0.changedSinceSource && $0.guidelines.contains(where: enforced.contains) }.map(\.id.rawValue))
        #expect(changed.count >= 10 && changed.contains("apple-pay.button.minimum-width") && changed.contains("live-activities.activity.duration"))
        for language in result.outline.languages {
            let page = try #require(result.output.text(PagePaths.changes(language)))
            let listed = Set(page.matches(of: /<section class="change" id="([^"]+)">/).map { String($0.output.1) })
            #expect(listed == changed, "\(language.id)")
            // Each guideline of a changed rule links here from its chip.
            let document = try #require(result.output.text(PagePaths.document("apple-pay", in: language)))
            #expect(document.contains("<p class=\"divergence\"><a href=\"../\(language.id)/changes.html#apple-pay.button.minimum-width\">"))
        }
        let json = try #require(result.output.text(PagePaths.changesJSON))
        let rules = (try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any])["rules"] as! [[String: Any]]
        #expect(Set(rules.map { $0["rule"] as! String }) == changed)
        // An example whose verdict flips is drawn in both editions.
        let width = try #require(rules.first { $0["rule"] as? String == "apple-pay.button.minimum-width" })
        #expect((width["flips"] as? [String])?.contains("apple-pay.button.minimum-width.at-minimum") == true)
    }
}

/// Issue 36: a drill's every answer is the rules model's verdict for its example, never one written by hand.
@Suite struct DrillTests {
    /// The questions a drill page's script reads (its JSON, `</` escaped as `<\/`).
    static func questions(_ page: String) throws -> [[String: Any]] {
        let json = try #require(page.firstMatch(of: /<script type="application\/json" id="drill-data">(.*?)<\/script>/.dotMatchesNewlines())).output.1
        let data = try JSONSerialization.jsonObject(with: Data(String(json).replacingOccurrences(of: "<\\/", with: "</").utf8)) as! [String: Any]
        return data["questions"] as! [[String: Any]]
    }

    /// A don't drawn just like a do (what it breaks is another guideline's, which this one's picture does not draw) opens
    /// with its spec in the drill; the do, and a don't drawn with its fault, do not.
    @Test func aDontDrawnLikeADoOpensWithItsSpec() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        let (relocalization, cancel) = ("augmented-reality.interruptions.relocalization", "augmented-reality.interruptions.cancel-relocalization")
        try scratch.write([
            "content/zh-hans/augmented-reality.md": "---\ntitle: AR\n---\n{#\(relocalization)}\n**使用重定位从其他中断中恢复。**\n\n{#\(cancel)}\n**允许用户取消重定位。**\n",
            "content/examples/augmented-reality.yml": """
            - {id: \(relocalization).restored, guideline: \(relocalization), expect: passes, component: ar-session}
            - {id: \(relocalization).stuck, guideline: \(relocalization), expect: {violates: [\(cancel)]}, component: ar-session, relocalization-cancellable: false}
            - {id: \(relocalization).misplaced, guideline: \(relocalization), expect: {violates: [\(relocalization)]}, component: ar-session, relocalizes: false}

            """,
        ])
        let result = try SiteBuilder(options: options(content: scratch.url.appendingPathComponent("content"), output: URL(fileURLWithPath: "/unused"))).generate()
        let page = try #require(result.output.text(PagePaths.drill("augmented-reality", in: .zhHans)))
        let specFirst = Dictionary(uniqueKeysWithValues: try Self.questions(page).map { ($0["id"] as! String, $0["specFirst"] as! Bool) })
        #expect(specFirst == ["\(relocalization).restored": false, "\(relocalization).stuck": true, "\(relocalization).misplaced": false])
    }

    @Test func everyDrillAnswerIsTheVerdictTheBuildComputed() throws {
        let result = try realSite.get()
        let verdicts = Dictionary(result.examples.map { ($0.example.id, $0) }, uniquingKeysWith: { first, _ in first })
        var asked = 0
        for document in result.outline.documents {
            let page = try #require(result.output.text(PagePaths.drill(document.id, in: document.language)))
            for question in try Self.questions(page) {
                let verdict = try #require(verdicts[question["id"] as! String])
                for edition in Edition.allCases {
                    let answers = (question["answers"] as! [String: [String]])[edition.rawValue]!
                    let broken = verdict.violatedRules(in: edition)
                    let guidelines = Set(broken.flatMap { RuleBook.standard.rule($0)!.guidelines } + [verdict.example.guideline])
                    #expect(answers.isEmpty == broken.isEmpty && Set(answers).isSubset(of: guidelines), "\(document.language.id)/\(document.id): \(verdict.example.id)")
                }
                // The question's picture says no verdict, not even to a screen reader (its title has the picture's name alone).
                if let plain = question["plain"] as? String, plain.hasPrefix("<svg") {
                    let title = try #require(plain.firstMatch(of: /<title[^>]*>([^<]*)</)).output.1
                    #expect(!title.contains(" — ") && !title.contains("passes") && !title.contains("通过") && !title.contains("通過"), "\(verdict.example.id): \(title)")
                }
                asked += 1
            }
        }
        var examples = 0
        for document in result.outline.documents {
            for guideline in document.guidelines { examples += result.examples.count { $0.example.guideline == guideline.id } }
        }
        #expect(asked == examples)
    }

    /// A drill question shown as a text card keeps what is wrong to itself until answered; then its card outlines it.
    @Test func aTextCardQuestionOutlinesItsFaultOnceAnswered() throws {
        let page = try #require(try realSite.get().output.text("en/apple-pay.drill.html"))
        let question = try #require(try Self.questions(page).first { $0["id"] as? String == "apple-pay.text.do-not-translate.translated" })
        #expect((question["plain"] as? String)?.hasPrefix("<dl class=\"text-card\">") == true && !(question["plain"] as! String).contains("<mark"))
        #expect((question["marked"] as? String)?.contains("<dd>支持使用<mark class=\"text-bad\">苹果支付</mark>付款</dd>") == true)
    }

    /// A don't whose unmarked picture looks like a do's cannot be told by its picture: its spec would open first. On
    /// this site none does: every don't is drawn with what it gets wrong. A text card shows the field that differs.
    @Test func aDontThatLooksLikeADoOpensItsSpec() throws {
        let result = try realSite.get()
        var opened = 0
        for document in result.outline.documents {
            let page = try #require(result.output.text(PagePaths.drill(document.id, in: document.language)))
            let questions = try Self.questions(page)
            func follows(_ question: [String: Any]) -> Bool { (question["answers"] as! [String: [String]]).values.allSatisfy(\.isEmpty) }
            func shown(_ question: [String: Any]) -> String { (question["plain"] as! String).replacing(/(id|aria-labelledby)="[^"]*"/, with: "") }
            let doPictures = Set(questions.filter(follows).map(shown))
            for question in questions {
                let looksLikeADo = !follows(question) && doPictures.contains(shown(question))
                #expect(question["specFirst"] as? Bool == looksLikeADo, "\(document.language.id): \(question["id"]!)")
                #expect(!looksLikeADo || shown(question).hasPrefix("<svg"), "\(question["id"]!): a text card that hides what differs")
                if looksLikeADo { opened += 1 }
            }
        }
        #expect(opened == 0, "a don't drawn just like a do")
    }
}

private extension String {
    /// Whether `text` occurs here character for character, as the site keeps the sources verbatim
    /// (a literal search: `contains` also compares canonically equivalent forms, far more slowly).
    func has(_ text: String) -> Bool { range(of: text, options: .literal) != nil }
}
