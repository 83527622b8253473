import Foundation
import Testing
@testable import ZhinanRules

@Suite struct ComponentRegistryTests {
    @Test func everyKindIsListedOnceAndEveryRuleJudgesItsOwnKind() {
        let kinds = ComponentRegistry.kinds
        #expect(Set(kinds).count == kinds.count)
        for type in ComponentRegistry.types {
            for rule in type.rules { #expect(rule.component == type.kind, "\(rule.id) is listed under \(type.kind)") }
        }
        #expect(RuleBook.standard.rules.count == ComponentRegistry.types.map { $0.rules.count }.reduce(0, +))
    }

    /// The documentation names exactly the fields the decoder reads, so it cannot fall behind it.
    @Test func documentedFieldsAreTheFieldsTheDecoderReads() {
        for type in ComponentRegistry.types {
            let reader = SpecReader(SpecValue(.map([]), at: SpecLocation(path: "x", line: 1, column: 1)), ignoring: [])
            _ = type.init(reader)
            #expect(reader.fieldsAsked == Set(type.fields.map(\.name)), "\(type.kind)")
        }
    }

    /// The table of components in docs/rules.md is the one the registry generates.
    @Test func docsTableIsGeneratedFromTheRegistry() throws {
        let page = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let start = try #require(page.range(of: "| component | fields |\n"))
        let end = try #require(page.range(of: "\n\n", range: start.lowerBound..<page.endIndex))
        let table = String(page[start.lowerBound..<end.lowerBound]) + "\n"
        #expect(table == ComponentRegistry.fieldTable(), "replace the table in docs/rules.md with:\n\(ComponentRegistry.fieldTable())")
    }

    @Test func fieldsReadLikeTheDocs() {
        #expect(ApplePayButton.fields[4].markdown == "`corner-radius` (length; default 4; at most height/2)")
        #expect(ApplePayButton.fields[0].markdown.hasPrefix("`type` (plain, buy, set-up, "))
        #expect(CheckoutLayout.fields[0].markdown == "`viewport`: {`width` (length), `height` (length)} (default 390 × 844)")
    }
}
