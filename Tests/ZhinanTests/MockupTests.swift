import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Zhinan
import ZhinanMockups
import ZhinanRules

@Suite struct MockupTests {
    func component(_ yaml: String) throws -> Component {
        var diagnostics = Diagnostics()
        let file = try #require(SpecFile.parse(yaml, path: "spec.yml", into: &diagnostics))
        return try Component.decode(file.specs[0])
    }

    func drawn(_ yaml: String, language: RuleLanguage = .zhHans) throws -> (svg: String, violations: [Violation]) {
        let c = try component(yaml)
        let violations = RuleBook.standard.judge(c)
        return (try #require(Mockup.svg(for: c, violations: violations, language: language, id: "x")), violations)
    }

    @Test func theButtonMockupShowsWhatWasMeasured() throws {
        let good = try drawn("component: apple-pay-button\nstyle: black\nwidth: 140\nheight: 30\nclear-space: 3\n")
        #expect(good.violations.isEmpty)
        #expect(good.svg.contains(">140 pt</text>"))
        #expect(good.svg.contains(">留白 3 pt ≥ 3 pt</text>"))
        #expect(!good.svg.contains("zm-bad"), "nothing is red when nothing is violated")
        let narrow = try drawn("component: apple-pay-button\nstyle: black\nwidth: 28\nheight: 30\nclear-space: 2\n")
        #expect(narrow.svg.contains("class=\"zm-bad-text\">28 pt &lt; 32 pt</text>"))
        #expect(narrow.svg.contains("class=\"zm-bad-text\">留白 2 pt &lt; 3 pt</text>"))
        #expect(narrow.svg.contains("class=\"zm-bad zm-dash\""), "the clear space it has is drawn in red")
    }

    @Test func theIslandMockupShowsTheConcentricRadii() throws {
        let good = try drawn("component: dynamic-island-expanded\ncontent-top: 14\nelements: [{corner-radius: 30, inset: 14}]\n", language: .en)
        #expect(good.svg.contains(">r 30 = 44 − 14</text>"))
        let bad = try drawn("component: dynamic-island-expanded\ncontent-top: 40\nelements: [{corner-radius: 36, inset: 14}]\n", language: .en)
        #expect(bad.svg.contains("class=\"zm-bad-text\">r 36 ≠ 44 − 14</text>"))
        #expect(bad.svg.contains(">“forehead”</text>"))
    }

    @Test func componentsWithoutAPictureHaveNone() throws {
        let text = try component("component: apple-pay-text\ntext: Apple Pay\n")
        #expect(Mockup.svg(for: text, violations: [], language: .en, id: "x") == nil)
    }

    /// Every example on the site that has a mockup: well-formed XML with an accessible title,
    /// labelled as a mockup, nothing fetched from anywhere, and the same bytes every time.
    @Test func everyMockupIsValidAccessibleAndDeterministic() throws {
        let result = try SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))).generate()
        var count = 0
        for example in result.examples {
            guard let component = example.component else { continue }
            let drawn = Mockup.svg(for: component, violations: example.violations, language: .zhHant, id: example.example.id)
            #expect((drawn != nil) == Mockup.canDraw(component), "\(component.kind): canDraw and svg disagree")
            guard let svg = drawn else { continue }
            count += 1
            let xml = try XMLDocument(data: Data(svg.utf8))
            let root = try #require(xml.rootElement())
            #expect(root.name == "svg")
            let attribute = { (element: XMLElement, name: String) in element.attributes?.first { $0.name == name }?.stringValue }
            #expect(attribute(root, "role") == "img")
            let titleID = try #require(attribute(root, "aria-labelledby"))
            let title = try #require(root.children?.compactMap { $0 as? XMLElement }.first { $0.localName == "title" })
            #expect(attribute(title, "id") == titleID)
            #expect(title.stringValue?.hasPrefix("示意圖：") == true)
            #expect(svg.contains(">示意圖</text>"))
            #expect(!svg.contains("href"), "a mockup links and fetches nothing")
            #expect(svg.contains("zm-bad") == !example.violations.isEmpty, "\(example.example.id): red exactly when something is violated \(example.violatedRules)")
            #expect(Mockup.svg(for: component, violations: example.violations, language: .zhHant, id: example.example.id) == svg)
        }
        #expect(count >= 60)
        // The gallery's matrix: every button type the sources name × every style, each passing.
        let matrix = try #require(result.output.text("zh-hans/mockups.html")?.components(separatedBy: "<table class=\"button-matrix\">").last?
            .components(separatedBy: "</table>").first)
        #expect(matrix.components(separatedBy: "<svg ").count - 1 == 15)
        #expect(!matrix.contains("zm-bad"))
        for type in ["plain", "buy", "set-up", "donate", "in-store"] { #expect(matrix.contains("<code>\(type)</code>")) }
        let gallery = try #require(result.output.text("en/mockups.html"))
        for kind in ["apple-pay-button", "apple-pay-mark", "checkout-layout", "ar-glyph", "ar-badge", "ar-catalog", "live-activity",
                     "dynamic-island-compact", "dynamic-island-minimal", "dynamic-island-expanded"] {
            #expect(gallery.contains("<h2 id=\"\(kind)\">"), "gallery has no \(kind)")
        }
    }
}
