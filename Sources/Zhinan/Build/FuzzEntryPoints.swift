import Foundation
import ZhinanMockups
import ZhinanRules
import ZhinanSearch

/// One entry point per fuzz target (`Sources/ZhinanFuzz`, `scripts/fuzz`): each runs one input
/// through the stages a real file goes through, in memory. In the library, to reach internal stages.
public enum FuzzEntryPoints {
    /// A content file: front matter and Markdown parsed, links resolved, checked, rendered.
    public static func document(_ data: Data) {
        // The loader refuses invalid UTF-8 before parsing; so does this.
        guard let text = String(validating: data, as: UTF8.self) else { return }
        var diagnostics = Diagnostics()
        let file = SourceFile(displayPath: "content/zh-hans/fuzz.md", language: .zhHans, documentID: "fuzz", text: text)
        let site = LinkResolver(site: Site(documents: [DocumentParser().parse(file, into: &diagnostics)])).resolve(into: &diagnostics)
        ContentChecker(site: site).check(into: &diagnostics)
        let renderer = MarkdownHTMLRenderer(calloutLabels: [:])
        for item in site.documents.flatMap(\.items) {
            switch item {
            case .prose(let block): _ = renderer.render(block)
            case .guideline(let guideline): _ = renderer.render(guideline.blocks)
            case .heading(let heading): _ = renderer.render(heading.content)
            }
        }
        _ = diagnostics.sorted.map(\.description)
    }

    /// A spec or examples file: YAML read, components decoded and judged, examples read, mockups drawn.
    public static func spec(_ data: Data) {
        guard let text = String(validating: data, as: UTF8.self) else { return }
        var diagnostics = Diagnostics()
        guard let file = SpecFile.parse(text, path: "fuzz.yml", into: &diagnostics) else { return }
        let loader = ExampleLoader(contentDirectory: URL(fileURLWithPath: "/nonexistent"), displayRoot: "content")
        for spec in file.specs {
            _ = loader.example(from: spec, into: &diagnostics)
            guard let component = try? Component.decode(spec) else { continue }
            let violations = Edition.allCases.flatMap { RuleBook.standard.judge(component, in: $0) }
            _ = Mockup.svg(for: component, violations: violations, language: Voice(Phrasebook(catalogs: []), language: "en"), id: "fuzz")
        }
    }

    /// The search tokenizer, on text as the index and a query see it.
    public static func search(_ data: Data) { _ = SearchText.analyse(String(decoding: data, as: UTF8.self)) }
}
