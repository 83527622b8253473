import Foundation
import Testing
@testable import Zhinan

/// A glossary matcher keeps what search analysis made of each record (`serve` analyses a saved
/// document's unchanged records again on every save). What it hands back must be what analysing
/// the record afresh gives, and records that differ in anything the analysis reads must not share.
@Suite struct SearchAnalysisMemoTests {
    static let here = SourceLocation(path: "test", line: 1)
    static let glossary = Glossary(terms: [
        Glossary.Term(id: "apple-pay", names: ["en": "Apple Pay", "zh-hans": "Apple Pay"], location: here),
        Glossary.Term(id: "minimum-width", names: ["en": "minimum width", "zh-hans": "最小宽度"], location: here),
    ])

    static func record(anchor: String = "apple-pay.button", kind: SearchRecord.Kind = .guideline, title: String = "按钮",
                       headings: [String] = ["Apple Pay", "按钮"], text: String = "按钮的最小宽度为 100pt。", english: String? = "The button's minimum width is 100 pt.",
                       rules: String = "width ≥ 100") -> SearchRecord {
        var editions: [Language: SearchRecord.Edition] = [
            .zhHans: .init(url: "zh-hans/apple-pay.html#\(anchor)", title: title, documentTitle: "Apple Pay", headingPath: headings, text: text),
        ]
        if let english {
            editions[.en] = .init(url: "en/apple-pay.html#\(anchor)", title: "Button", documentTitle: "Apple Pay", headingPath: headings, text: english)
        }
        return SearchRecord(documentID: "apple-pay", anchor: anchor, kind: kind, editions: editions, rulesText: rules)
    }

    /// Records alike but for one thing the analysis reads.
    static let variants: [SearchRecord] = [
        record(), record(anchor: "apple-pay.mark"), record(kind: .section), record(title: "按钮 "),
        record(headings: ["Apple Pay 按钮"]), record(headings: ["Apple", "Pay 按钮"]), record(headings: ["Apple Pay", "按钮", ""]),
        record(text: "按钮的最小宽度为 100pt"), record(english: nil), record(english: "The button's minimum width is 100 pt"),
        record(rules: "width ≥ 101"), record(rules: ""),
    ]

    @Test func aKeptAnalysisIsTheFreshOne() {
        let shared = GlossaryMatcher(glossary: Self.glossary)
        let aliases = IDAliases()
        for _ in 0..<3 {
            for records in [Self.variants, Self.variants.reversed(), [Self.variants[0], Self.variants[0]]] {
                let kept = SearchGroup(records: records, matcher: shared, aliases: aliases)
                let fresh = SearchGroup(records: records, matcher: GlossaryMatcher(glossary: Self.glossary), aliases: aliases)
                #expect(kept == fresh)
            }
        }
    }

    /// A process that ends after its build (`zhinan build`) analyses without the matcher's memory:
    /// the same group, and nothing is kept for a later build.
    @Test func anAnalysisNotRememberedIsTheSameAndKeepsNothing() {
        let matcher = GlossaryMatcher(glossary: Self.glossary)
        let aliases = IDAliases()
        let unremembered = SearchGroup(records: Self.variants, matcher: matcher, aliases: aliases, remember: false)
        let spreadUnremembered = SearchGroup(records: Self.variants, matcher: matcher, aliases: aliases, spread: true, remember: false)
        let key = SearchGroup.AnalysedRecord.key(of: Self.variants[0], idTerms: SearchIndex.idTerms(of: Self.variants[0], aliases: aliases))
        var made = false
        _ = matcher.analyses.value(key) { made = true; return SearchGroup.AnalysedRecord(Self.variants[0], idTerms: [], matcher: matcher) }
        #expect(made, "an analysis not remembered was kept")
        #expect(unremembered == SearchGroup(records: Self.variants, matcher: GlossaryMatcher(glossary: Self.glossary), aliases: aliases))
        #expect(spreadUnremembered == unremembered)
    }

    @Test func recordsThatDifferHaveDifferentKeys() {
        let keys = Self.variants.map { SearchGroup.AnalysedRecord.key(of: $0, idTerms: SearchIndex.idTerms(of: $0, aliases: IDAliases())) }
        #expect(Set(keys).count == keys.count)
        // And the same record, the same key.
        #expect(SearchGroup.AnalysedRecord.key(of: Self.record(), idTerms: ["#apple-pay.button"])
            == SearchGroup.AnalysedRecord.key(of: Self.record(), idTerms: ["#apple-pay.button"]))
        #expect(SearchGroup.AnalysedRecord.key(of: Self.record(), idTerms: ["#apple-pay.button"])
            != SearchGroup.AnalysedRecord.key(of: Self.record(), idTerms: ["#apple-pay.button", "#apple-pay.old"]))
    }
}
