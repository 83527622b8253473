import Foundation
import Mustache
import Testing
@testable import Zhinan

/// The compiled renderer writes exactly what swift-mustache writes: every page of the fixtures
/// and of the site, rendered both ways, and the whitespace rules on small templates.
@Suite struct CompiledTemplateTests {
    /// Builds `content` twice, through the compiled templates and through swift-mustache.
    func bothWays(_ content: URL, templates: URL = Paths.templates) throws -> (compiled: SiteOutput, mustache: SiteOutput) {
        var options = ZhinanTests.options(content: content, output: URL(fileURLWithPath: "/unused"), templates: templates)
        let compiled = try SiteBuilder(options: options).generate().output
        options.renderThroughSwiftMustache = true
        let mustache = try SiteBuilder(options: options).generate().output
        return (compiled, mustache)
    }

    func expectSameBytes(_ both: (compiled: SiteOutput, mustache: SiteOutput)) {
        let pages = both.mustache.files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > 5)
        #expect(Set(both.compiled.files.keys) == Set(both.mustache.files.keys))
        for path in pages where both.compiled.files[path] != both.mustache.files[path] {
            Issue.record("\(path) differs from swift-mustache's rendering")
        }
    }

    @Test func everyPageOfTheFixturesIsWhatSwiftMustacheWrites() throws {
        expectSameBytes(try bothWays(Paths.fixture("good/content")))
        expectSameBytes(try bothWays(Paths.fixture("aliases/content")))
        expectSameBytes(try bothWays(Paths.fixture("incremental/content")))
    }

    /// The site itself: every kind of page, mockups, examples, the glossary and the side-by-side pages.
    /// (Whatever the content grows to, both renderers must agree on it.)
    @Test func everyPageOfTheSiteIsWhatSwiftMustacheWrites() throws {
        expectSameBytes(try bothWays(Paths.content))
    }

    @Test func theSiteTemplatesAllCompile() throws {
        var diagnostics = Diagnostics()
        let theme = Theme.load(from: Paths.templates, displayRoot: "templates", languages: .standard, into: &diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(theme.compiled != nil, "a template uses Mustache the compiled renderer does not read: every page would fall back to swift-mustache")
        #expect(theme.compiled?.templates.count == Theme.requiredTemplates.count)
    }

    struct Row: TemplateModel {
        var name: String
        var note: String?
        var flag: Bool
        var items: [String]
        func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
        static let fields = FieldTable<Row>([
            "name": .field { $0.name }, "note": .field { $0.note }, "flag": .field { $0.flag }, "items": .field { $0.items },
        ])
    }

    struct Page: TemplateModel {
        var title: String
        var rows: [Row]
        var s: [String: String]
        var count: Int
        func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
        static let fields = FieldTable<Page>([
            "title": .field { $0.title }, "rows": .field { $0.rows }, "s": .field { $0.s }, "count": .field { $0.count },
        ])
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

    @Test func whitespaceAndLookupsAreSwiftMustaches() throws {
        var library = MustacheLibrary()
        for (name, text) in Self.templates { try library.register(text, named: name) }
        let compiled = CompiledTemplates(sources: Self.templates)
        #expect(compiled.templates.count == Self.templates.count)
        let expected = try #require(library.render(Self.page, withTemplate: "page"))
        #expect(compiled["page"]?.render(Self.page, in: compiled) == expected)
        #expect(expected.contains("&lt;Tom &amp; Jerry&#39;s &quot;show&quot;&gt;"), "the test renders what it means to")
        #expect(expected.contains("\n      <li>一 (注)</li>\n"), "an indented partial inside a block")
    }

    /// A theme whose templates all compile is parsed by swift-mustache only when a page renders
    /// through it (`Theme.load`), so whatever compiles swift-mustache must accept, or its errors
    /// would go unsaid. Random templates of tags, well and badly formed. (It found that a `{`
    /// ending a template is refused by swift-mustache: the compiler refuses it too.)
    @Test func whatCompilesSwiftMustacheAccepts() {
        let pieces = ["{{name}}", "{{#rows}}", "{{/rows}}", "{{^rows}}", "{{#note}}", "{{/note}}", "{{/nope}}", "{{> row}}", "{{<layout}}",
                      "{{/layout}}", "{{$content}}", "{{/content}}", "{{{title}}}", "{{&title}}", "{{! c }}", "{{", "}}", "{", "}", "{{{x}}",
                      "{{=<% %>=}}", "{{name(x)}}", "{{.}}", "{{ a.b }}", "{{#}}", "{{/}}", "{{#a b}}", "{{*x}}", "{{>*x}}", "text", " ",
                      "\n", "\r\n", "  ", "中文", "{{%x}}", "{{ }}", "{{#a}}{{/b}}", "{{/a}}", "{{#a}}", "{{/a}}", "{{^a}}", "\t"]
        var generator = SystemRandomNumberGenerator()
        var compiledCount = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard (try? CompiledTemplate.parse(text, name: "t")) != nil else { continue }
            compiledCount += 1
            var library = MustacheLibrary()
            #expect((try? library.register(text, named: "t")) != nil, "\(text.debugDescription)")
        }
        #expect(compiledCount > 1_000, "\(compiledCount)")
        #expect((try? CompiledTemplate.parse("a{", name: "t")) == nil)
    }

    @Test func mustacheItDoesNotReadLeavesTheSiteToSwiftMustache() {
        let compiled = CompiledTemplates(sources: ["a": "{{=<% %>=}}<% name %>", "b": "{{name(x)}}", "c": "{{name}}"])
        #expect(compiled["a"] == nil)
        #expect(compiled["b"] == nil)
        #expect(compiled["c"] != nil)
    }

    /// Rendering reports each name no level of the context has, where the template writes it, as
    /// `TemplateFieldCheck` does; a field that holds nothing is not one.
    @Test func renderingReportsNamesTheModelLacks() throws {
        let templates = ["row": "{{name}}{{#note}}{{.}}{{/note}} {{nmae}}\n", "page": "{{title}}\n  {{#rows}}{{> row}}{{/rows}}{{s.hello}}{{s.nope}}{{rows.first}}"]
        let compiled = CompiledTemplates(sources: templates)
        let unknown = CompiledTemplate.UnknownNames()
        _ = compiled["page"]?.render(Self.page, in: compiled, unknown: unknown)
        let found = Set(unknown.names.map { "\($0.template):\($0.line):\($0.column): \($0.text)" })
        #expect(found == ["row:1:33: nmae", "page:2:41: s.nope", "page:2:51: rows.first"])
        let check = TemplateFieldCheck(templates: templates) { $0 }.check(template: "page", against: Self.page)
        #expect(Set(check.map { "\($0.location.path):\($0.location.line):\($0.location.column)" }) == Set(found.map { String($0.prefix { $0 != " " }.dropLast()) }))
    }

    /// Through the real build: a misspelt name in the item template is an error on every document,
    /// not only on the pages checked whole.
    @Test func aMisspeltNameInAnItemFailsTheBuild() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let templates = try scratch.copy(Paths.templates, to: "templates")
        let item = templates.appendingPathComponent("item.mustache")
        let text = try String(contentsOf: item, encoding: .utf8)
        let misspelt = text.replacingOccurrences(of: "{{{html}}}", with: "{{{htm}}}")
        #expect(misspelt != text)
        try Data(misspelt.utf8).write(to: item)
        var options = ZhinanTests.options(content: Paths.fixture("good/content"), output: scratch.url.appendingPathComponent("public"),
                                          templates: templates)
        options.templatesDisplay = "templates"
        #expect { try SiteBuilder(options: options).build() } throws: { error in
            (error as? BuildFailure)?.diagnostics.contains {
                $0.location.path == "templates/item.mustache" && $0.message == "template names 'htm', which the page does not have"
            } ?? false
        }
    }
}
