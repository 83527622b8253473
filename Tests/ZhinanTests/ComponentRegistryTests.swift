import Foundation
import Testing
@testable import ZhinanRules

@Suite struct ComponentRegistryTests {
    @Test func everyKindIsListedOnceAndEveryRuleJudgesItsOwnKind() {
        let kinds = ComponentKind.allCases
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
            #expect(reader.consumed == Set(type.fields.map(\.name)), "\(type.kind)")
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

    /// What the reads record: a read made of another (`count` of `number`, `color` of `string`) says
    /// what it reads; an optional read says so before its note; a note that states the default stands
    /// for the computed one; a list's default is written as a list.
    @Test func fieldsReadLikeTheDocs() {
        #expect(ApplePayButton.fields[4].markdown == "`corner-radius` (length; default 4; at most height/2)")
        #expect(ApplePayButton.fields[0].markdown.hasPrefix("`type` (plain, buy, set-up, "))
        #expect(CheckoutLayout.fields[0].markdown == "`viewport`: {`width` (length), `height` (length)} (default 390 × 844)")
        #expect(markdown(ARSession.self, "active-reference-images") == "`active-reference-images` (whole number; default 0)")
        #expect(markdown(ApplePayButton.self, "background") == "`background` (colour; default #FFFFFF)")
        #expect(markdown(ApplePayButton.self, "on-tap") == "`on-tap` (payment-sheet, add-card, other; optional; what a tap does)")
        #expect(markdown(DynamicIslandCompact.self, "corner-radius") == "`corner-radius` (length; default height/2)")
        #expect(markdown(DynamicIslandCompact.self, "height") == "`height` (length; default 36.67)")
        #expect(markdown(PencilCanvas.self, "undo-redo")
            == "`undo-redo` (list of: tool-picker, buttons, three-finger-gestures; default [tool-picker])")
    }

    private func markdown(_ type: any ComponentSpec.Type, _ name: String) -> String? { type.fields.first { $0.name == name }?.markdown }
}

// The table of components and their fields in docs/rules.md, made from the registry.
extension ComponentRegistry {
    static func fieldTable() -> String {
        let rows = types.map { "| `\($0.kind.rawValue)` | \($0.fields.map(\.markdown).joined(separator: ", ")) |" }
        return (["| component | fields |", "|---|---|"] + rows).joined(separator: "\n") + "\n"
    }
}

extension ComponentSpec {
    /// The fields `init` reads, as the table in docs/rules.md shows them: what it asks of an empty spec.
    static var fields: [FieldDoc] { SpecReader.documentation { _ = Self($0) } }
}

extension FieldDoc {
    /// `` `name` (what it holds; default …; note) ``; nested fields in braces.
    var markdown: String {
        let (holds, nested): (String?, String) = switch value {
        case .holds(let text): (text, "")
        case .record(let fields): (nil, ": {\(fields.map(\.markdown).joined(separator: ", "))}")
        case .records(let fields): (nil, ": list of {\(fields.map(\.markdown).joined(separator: ", "))}")
        }
        let details = [holds, defaultValue.map { "default \($0)" }, note].compactMap { $0 }
        return "`\(name)`" + nested + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))")
    }
}
