import Foundation
import Testing
@testable import Zhinan

/// A template that names a field its page model does not have fails the build at the template's
/// line, instead of publishing an empty hole.
@Suite struct TemplateFieldCheckTests {
    struct Row: TemplateModel {
        var name: String
        var note: String?
        func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
        static let fields = FieldTable<Row>(["name": .field { $0.name }, "note": .field { $0.note }])
    }

    struct Model: TemplateModel {
        var title: String
        var rows: [Row]
        var flag: Bool
        var frame: Frame
        func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
        static let fields = FieldTable<Model>(["title": .field { $0.title }, "rows": .field { $0.rows }, "flag": .field { $0.flag }, "frame": .field { $0.frame }])
    }

    struct Frame: TemplateModel {
        var lang: String
        func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
        static let fields = FieldTable<Frame>(["lang": .field { $0.lang }])
    }

    func problems(_ templates: [String: String], _ model: some TemplateModel, template: String = "page") -> [String] {
        TemplateFieldCheck(templates: templates) { "templates/\($0).mustache" }
            .check(template: template, against: model).map(\.description)
    }

    let model = Model(title: "T", rows: [Row(name: "a", note: nil)], flag: true, frame: Frame(lang: "en"))

    @Test func namesFoundAtAnyLevelPass() {
        #expect(problems(["page": "{{title}}{{#rows}}{{name}}{{title}}{{#note}}{{note}}{{/note}}{{/rows}}{{#flag}}{{title}}{{/flag}}{{frame.lang}}"], model).isEmpty)
    }

    @Test func aMissingNameIsLocated() {
        #expect(problems(["page": "{{title}}\n  {{#rows}}{{nmae}}{{/rows}}\n{{^nope}}x{{/nope}}"], model) == [
            "templates/page.mustache:2:12: error: template names 'nmae', which the page does not have",
            "templates/page.mustache:3:1: error: template names 'nope', which the page does not have",
        ])
    }

    @Test func inheritedBlocksSeeTheParentsSections() {
        let templates = ["layout": "{{#frame}}<html lang=\"{{lang}}\">{{$content}}{{/content}}{{/frame}}",
                         "page": "{{<layout}}{{$content}}{{lang}} {{title}} {{missing}}{{/content}}{{/layout}}"]
        #expect(problems(templates, model) == ["templates/page.mustache:1:43: error: template names 'missing', which the page does not have"])
    }

    @Test func partialsAreCheckedInTheirCallersContext() {
        let templates = ["item": "{{name}} {{wrong}}", "page": "{{#rows}}{{> item}}{{/rows}}"]
        #expect(problems(templates, model) == ["templates/item.mustache:1:10: error: template names 'wrong', which the page does not have"])
    }

    struct StringsPage: TemplateModel {
        var s: [String: String]
        var note: String?
        var title: String
        var count: Int
        func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
        static let fields = FieldTable<StringsPage>(["s": .field { $0.s }, "note": .field { $0.note }, "title": .field { $0.title }, "count": .field { $0.count }])
    }

    /// Interface strings are found by key. A section over a field that holds nothing is not walked
    /// and is no error, but a name inside it (`note.x`) is. Text and numbers have no names of their own.
    @Test func stringsOptionalsAndTextAreReadAsRenderingReadsThem() {
        let page = StringsPage(s: ["hello": "你好"], note: nil, title: "T", count: 2)
        let template = "{{s.hello}}{{s.nope}}\n{{#note}}{{nowhere}}{{/note}}{{note.x}}\n{{#title}}{{.}}{{length}}{{/title}}{{count.x}}{{#count}}{{title}}{{/count}}"
        #expect(problems(["page": template], page) == [
            "templates/page.mustache:1:12: error: template names 's.nope', which the page does not have",
            "templates/page.mustache:2:30: error: template names 'note.x', which the page does not have",
            "templates/page.mustache:3:16: error: template names 'length', which the page does not have",
            "templates/page.mustache:3:36: error: template names 'count.x', which the page does not have",
        ])
    }

    /// Through the real build: a misspelt field in a copied theme.
    @Test func theBuildFailsOnAMisspeltField() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let templates = try scratch.copy(Paths.templates, to: "templates")
        let home = templates.appendingPathComponent("home.mustache")
        let text = try String(contentsOf: home, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "{{guidelineCount}}", with: "{{guidelinesCount}}").utf8).write(to: home)
        var options = options(content: Paths.fixture("good/content"), output: scratch.url.appendingPathComponent("public"),
                              templates: templates)
        options.templatesDisplay = "templates"
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: options).build() }
        do {
            try SiteBuilder(options: options).build()
        } catch let failure as BuildFailure {
            let line = text.prefix { $0 != "\u{0}" }.components(separatedBy: "\n").firstIndex { $0.contains("{{guidelineCount}}") }! + 1
            #expect(failure.diagnostics.map(\.description).contains {
                $0.hasPrefix("templates/home.mustache:\(line):") && $0.hasSuffix("error: template names 'guidelinesCount', which the page does not have")
            }, "\(failure.diagnostics)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public").path))
    }
}

/// The template check reads its tags by bytes where no brace is followed by a character beyond
/// ASCII; there they must be the tags Foundation's search and trimming find, on random templates.
@Suite struct TemplateTagReadingTests {
    @Test func tagsAreThoseFoundationFinds() {
        let pieces = ["{{", "}}", "{{{", "}}}", "{", "}", "#", "^", "/", ">", "<", "$", "&", "!", "=", " ", "\t", "\u{3000}",
                      "\u{00A0}", "\n", "a", "b.c", "标题", "e\u{301}", "\u{301}", ".", "s.x"]
        var generator = SystemRandomNumberGenerator()
        var read = 0, found = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            guard TemplateFieldCheck.bracesStandAlone(text) else { continue }
            let fast = TemplateFieldCheck.tags(in: text, byBytes: true).map { ($0.kind, $0.name, $0.offset) }
            let slow = TemplateFieldCheck.tags(in: text, byBytes: false).map { ($0.kind, $0.name, $0.offset) }
            #expect(fast.count == slow.count && zip(fast, slow).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 },
                    "\(text.debugDescription): \(fast) \(slow)")
            read += 1
            found += fast.count
        }
        #expect(read > 5_000 && found > 300)
    }
}
