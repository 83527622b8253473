import Foundation
import ZhinanRules
import ZhinanTemplates
import Mustache
import Synchronization
import Testing
@testable import Zhinan

/// The renderer writes exactly what swift-mustache writes from the same values, and a name a
/// template uses that its model lacks is an error at the template's line.
@Suite struct TemplateTests {
    /// Every page of `content` rendered by both renderers from the same values; the build fails on a page they write otherwise.
    func buildsWithSwiftMustacheAlongside(_ content: URL) throws {
        var options = ZhinanTests.options(content: content, output: URL(fileURLWithPath: "/unused"), templates: Paths.templates)
        options.referenceRenderer = SwiftMustacheReference.render
        let output = try SiteBuilder(options: options).generate().output
        #expect(output.files.keys.filter { $0.hasSuffix(".html") }.count > 5)
    }

    @Test func everyPageOfTheFixturesIsWhatSwiftMustacheWrites() throws {
        try buildsWithSwiftMustacheAlongside(Paths.fixture("good/content"))
        try buildsWithSwiftMustacheAlongside(Paths.fixture("aliases/content"))
        try buildsWithSwiftMustacheAlongside(Paths.fixture("incremental/content"))
    }

    /// The site itself: every kind of page, mockups, examples, the glossary and the side-by-side pages.
    @Test func everyPageOfTheSiteIsWhatSwiftMustacheWrites() throws {
        try buildsWithSwiftMustacheAlongside(Paths.content)
    }

    /// The comparison can fail: a renderer that writes one byte more is caught.
    @Test func aPageWrittenOtherwiseFailsTheBuild() throws {
        var options = ZhinanTests.options(content: Paths.fixture("good/content"), output: URL(fileURLWithPath: "/unused"), templates: Paths.templates)
        options.referenceRenderer = { SwiftMustacheReference.render($0, $1, $2) + " " }
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: options).generate() }
    }

    @Test func theSiteTemplatesAllParse() throws {
        var diagnostics = Diagnostics()
        let theme = Theme.load(from: Paths.templates, displayRoot: "templates", languages: .standard, into: &diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(theme.templates.count == Theme.requiredTemplates.count)
    }

    struct Row: Encodable {
        var name: String
        var note: String?
        var flag: Bool
        var items: [String]
    }

    struct Page: Encodable {
        var title: String
        var rows: [Row]
        var s: [String: String]
        var count: Int
    }

    static let page = Page(
        title: "<Tom & Jerry's \"show\">", rows: [
            Row(name: "一", note: "注", flag: true, items: ["a", "b"]),
            Row(name: "二", note: nil, flag: false, items: []),
        ], s: ["hello": "你好", "bye": "再见"], count: 3)

    /// Templates that exercise where whitespace goes: standalone tags, indented partials, blocks.
    static let templates: [String: String] = [
        "layout": "<html>\n  <body>\n    {{$content}}default{{/content}}\n  </body>\n</html>\n",
        "row": "<li>{{name}}{{#note}} ({{.}}){{/note}}</li>\n{{#items}}\n  <i>{{.}}</i>\n{{/items}}\n",
        "page": """
            {{<layout}}
            {{$content}}
            <h1>{{title}}</h1> {{{title}}} {{&title}}
            {{! a comment }}
            <ul>
              {{#rows}}
              {{> row}}
              {{/rows}}
            </ul>
            {{^rows}}none{{/rows}}{{#flag}}x{{/flag}}
            {{#rows}}{{#flag}}[{{name}}:{{count}}]{{/flag}}{{^flag}}[not {{name}}]{{/flag}}{{/rows}}
            {{s.hello}} {{s.missing}}|{{missing}}|{{rows.0}}|
              {{#s}}{{bye}}{{/s}}
            {{/content}}
            {{/layout}}

            """,
    ]

    static func parsed(_ sources: [String: String]) throws -> Templates {
        Templates(uniqueKeysWithValues: try sources.map { ($0.key, try Template.parse($0.value, name: $0.key)) })
    }

    @Test func whitespaceAndLookupsAreSwiftMustaches() throws {
        let value = TemplateValue(encoding: Self.page)
        let expected = SwiftMustacheReference.render("page", Self.templates, value)
        let templates = try Self.parsed(Self.templates)
        #expect(templates["page"]?.render(value, in: templates).html == expected)
        #expect(expected.contains("&lt;Tom &amp; Jerry&#39;s &quot;show&quot;&gt;"), "the test renders what it means to")
        #expect(expected.contains("\n      <li>一 (注)</li>\n"), "an indented partial inside a block")
    }

    /// Whatever parses, swift-mustache accepts too: random templates of tags, well and badly formed.
    /// (It found that a `{` ending a template is refused by swift-mustache: the parser refuses it too.)
    @Test func whatParsesSwiftMustacheAccepts() {
        let pieces = ["{{name}}", "{{#rows}}", "{{/rows}}", "{{^rows}}", "{{#note}}", "{{/note}}", "{{/nope}}", "{{> row}}", "{{<layout}}",
                      "{{/layout}}", "{{$content}}", "{{/content}}", "{{{title}}}", "{{&title}}", "{{! c }}", "{{", "}}", "{", "}", "{{{x}}",
                      "{{=<% %>=}}", "{{name(x)}}", "{{.}}", "{{ a.b }}", "{{#}}", "{{/}}", "{{#a b}}", "{{*x}}", "{{>*x}}", "text", " ",
                      "\n", "\r\n", "  ", "中文", "{{%x}}", "{{ }}", "{{#a}}{{/b}}", "{{/a}}", "{{#a}}", "{{/a}}", "{{^a}}", "\t"]
        var generator = SystemRandomNumberGenerator()
        var parsedCount = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard (try? Template.parse(text, name: "t")) != nil else { continue }
            parsedCount += 1
            var library = MustacheLibrary()
            #expect((try? library.register(text, named: "t")) != nil, "\(text.debugDescription)")
        }
        #expect(parsedCount > 1_000, "\(parsedCount)")
        #expect((try? Template.parse("a{", name: "t")) == nil)
    }

    /// Mustache this renderer does not read is an error at its place, not a page rendered otherwise.
    @Test func mustacheItDoesNotReadIsAnError() {
        for text in ["{{=<% %>=}}<% name %>", "{{name(x)}}", "{{#a}}\n  {{/b}}"] {
            #expect(throws: Template.Unreadable.self) { try Template.parse(text, name: "t") }
        }
        #expect((try? Template.parse("{{name}}", name: "t")) != nil)
        do {
            _ = try Template.parse("{{#a}}\n  {{/b}}", name: "t")
        } catch let error as Template.Unreadable {
            #expect((error.line, error.column) == (2, 3))
        } catch {
            Issue.record("\(error)")
        }
    }

    func problems(_ templates: [String: String], _ model: some Encodable, template: String = "page") throws -> [String] {
        let parsed = try Self.parsed(templates)
        return parsed[template]!.render(TemplateValue(encoding: model), in: parsed).unknown.map { "\($0.name.template):\($0.name.line):\($0.name.column): \($0.name.text)" }
    }

    /// Each name no level of the context has is reported where the template writes it; a field that
    /// holds nothing is not one; inside an inverted section, a name is checked even where it does not render.
    @Test func namesTheModelLacksAreFoundWhereTheyAreWritten() throws {
        let templates = ["row": "{{name}}{{#note}}{{.}}{{/note}} {{nmae}}\n",
                         "page": "{{title}}\n  {{#rows}}{{> row}}{{/rows}}{{s.hello}}{{s.nope}}{{rows.first}}\n{{^title}}{{nope}}{{/title}}{{^rows}}{{count}}{{/rows}}"]
        #expect(Set(try problems(templates, Self.page)) == ["row:1:33: nmae", "page:2:41: s.nope", "page:2:51: rows.first", "page:3:11: nope"])
    }

    struct Model: Encodable {
        struct Frame: Encodable { var lang: String }
        var title: String
        var rows: [Row]
        var flag: Bool
        var frame: Frame
    }

    let model = Model(title: "T", rows: [Row(name: "a", note: nil, flag: true, items: [])], flag: true, frame: .init(lang: "en"))

    @Test func namesFoundAtAnyLevelPass() throws {
        #expect(try problems(["page": "{{title}}{{#rows}}{{name}}{{title}}{{#note}}{{note}}{{/note}}{{/rows}}{{#flag}}{{title}}{{/flag}}{{frame.lang}}"], model).isEmpty)
    }

    @Test func inheritedBlocksSeeTheParentsSections() throws {
        let templates = ["layout": "{{#frame}}<html lang=\"{{lang}}\">{{$content}}{{/content}}{{/frame}}",
                         "page": "{{<layout}}{{$content}}{{lang}} {{title}} {{missing}}{{/content}}{{/layout}}"]
        #expect(try problems(templates, model) == ["page:1:43: missing"])
    }

    @Test func partialsAreCheckedInTheirCallersContext() throws {
        let templates = ["item": "{{name}} {{wrong}}", "page": "{{#rows}}{{> item}}{{/rows}}"]
        #expect(try problems(templates, model) == ["item:1:10: wrong"])
    }

    struct StringsPage: Encodable {
        var s: [String: String]
        var note: String?
        var title: String
        var count: Int
    }

    /// Interface strings are found by key. A section over a field that holds nothing is not walked
    /// and is no error, but a name inside it (`note.x`) is. Text and numbers have no names of their own.
    @Test func stringsOptionalsAndTextAreReadAsRenderingReadsThem() throws {
        let page = StringsPage(s: ["hello": "你好"], note: nil, title: "T", count: 2)
        let template = "{{s.hello}}{{s.nope}}\n{{#note}}{{nowhere}}{{/note}}{{note.x}}\n{{#title}}{{.}}{{length}}{{/title}}{{count.x}}{{#count}}{{title}}{{/count}}"
        #expect(try problems(["page": template], page) == ["page:1:12: s.nope", "page:2:30: note.x", "page:3:16: length", "page:3:36: count.x"])
    }

    /// A name the model lacks comes with the names the page has where it is written: those of every
    /// level of the context, or, inside a field (`frame.lnag`, `s.helo`), that field's own.
    @Test func aMissingNameComesWithTheNamesAround() throws {
        let parsed = try Self.parsed(["page": "{{titel}}{{#rows}}{{nmae}}{{/rows}}{{frame.lnag}}{{frame.lang.x}}{{zzz}}"])
        let unknown = parsed["page"]!.render(TemplateValue(encoding: model), in: parsed).unknown
        #expect(unknown.map { DidYouMean.nearest(to: $0.name.text, among: $0.known) } == ["title", "name", "frame.lang", nil, nil])
        #expect(Set(unknown[1].known).isSuperset(of: ["name", "note", "title", "rows", "frame"]))
        let strings = try Self.parsed(["page": "{{s.helo}}"])["page"]!
        #expect(strings.render(TemplateValue(encoding: StringsPage(s: ["hello": "你好"], note: nil, title: "T", count: 2)), in: [:]).unknown
            .map(\.known) == [["s.hello"]])
    }

    /// Through the real build: a misspelt field in a copied theme, and a misspelt name in the item template,
    /// each told the name it most likely meant.
    @Test func theBuildFailsOnAMisspeltField() throws {
        for (file, right, wrong) in [("home", "{{guidelineCount}}", "{{guidelinesCount}}"), ("item", "{{{html}}}", "{{{htm}}}")] {
            let scratch = try Scratch()
            defer { scratch.cleanUp() }
            let templates = try scratch.copy(Paths.templates, to: "templates")
            let url = templates.appendingPathComponent("\(file).mustache")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(right))
            try Data(text.replacingOccurrences(of: right, with: wrong).utf8).write(to: url)
            var options = ZhinanTests.options(content: Paths.fixture("good/content"), output: scratch.url.appendingPathComponent("public"),
                                              templates: templates)
            options.templatesDisplay = "templates"
            let line = text.components(separatedBy: "\n").firstIndex { $0.contains(right) }! + 1
            let name = wrong.trimmingCharacters(in: CharacterSet(charactersIn: "{}"))
            #expect { try SiteBuilder(options: options).build() } throws: { error in
                (error as? BuildFailure)?.diagnostics.contains {
                    $0.description.hasPrefix("templates/\(file).mustache:\(line):")
                        && $0.message == "template names '\(name)', which the page does not have; did you mean '\(right.trimmingCharacters(in: CharacterSet(charactersIn: "{}")))'?"
                } ?? false
            }
            #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public").path))
        }
    }
}

/// swift-mustache rendering a `TemplateValue`: objects read through `MustacheParent`, a nil field as no value.
enum SwiftMustacheReference {
    /// The templates parsed once for the sources a build hands every page (and every item of a page).
    private static let parsed = Mutex<(sources: [String: String], library: MustacheLibrary)?>(nil)

    static func render(_ template: String, _ sources: [String: String], _ value: TemplateValue) -> String {
        let library = parsed.withLock { parsed in
            if let parsed, parsed.sources == sources { return parsed.library }
            var library = MustacheLibrary()
            for (name, text) in sources { try? library.register(text, named: name) }
            parsed = (sources, library)
            return library
        }
        return library.render(any(value) as Any, withTemplate: template) ?? ""
    }

    struct Object: MustacheParent {
        let object: TemplateObject
        func child(named name: String) -> Any? { object.field(name).flatMap(SwiftMustacheReference.any) }
    }

    static func any(_ value: TemplateValue) -> Any? {
        switch value {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let values): values.map { any($0) as Any }
        case .object(let object): Object(object: object)
        case .null: nil
        }
    }
}

extension Diagnostics {
    var hasErrors: Bool { all.contains { $0.severity == .error } }
}
