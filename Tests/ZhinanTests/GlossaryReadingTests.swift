import Foundation
import Testing
import Yams
@testable import Zhinan

/// The glossary is read off the YAML tree where the tree is plain (`GlossaryLoader.entries(readingTree:)`)
/// and through `YAMLDecoder` otherwise. Whatever the tree reader reads, the decoder must read the same.
@Suite struct GlossaryReadingTests {
    typealias Entry = GlossaryLoader.Entry

    static func decoded(_ text: String) -> [Entry]? { try? YAMLDecoder().decode([Entry].self, from: text) }

    static func same(_ a: [Entry], _ b: [Entry]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.id == y.id && x.names == y.names && x.variants == y.variants && x.definition == y.definition
                && x.line == y.line && x.column == y.column
        }
    }

    @Test func theSitesGlossaryReadsTheSameBothWays() throws {
        let text = try String(contentsOf: Paths.content.appendingPathComponent(Glossary.fileName), encoding: .utf8)
        let decoded = try #require(Self.decoded(text))
        let read = try #require(GlossaryLoader.entries(readingTree: text))
        #expect(!read.isEmpty && Self.same(read, decoded))
    }

    @Test func whatTheDecoderReadsItsOwnWayIsLeftToIt() {
        let others = [
            "- &a\n  id: x\n  en: y", "- id: x\n  en: &a y\n- id: z\n  en: *a", "- !!map\n  id: x", "- id: x\n  variants: !!map {en: [y]}",
            "- id: x\n  <<: {en: y}", "- id: x\n  !!int 1: y", "- id: x\n  variants: {en: y}", "- id: x\n  definition: [y]", "- id: x\n  en: [y]",
            "- en: y", "id: x", "", "- id: x\n  variants:\n    en: [a, [b]]", "- id: x\n  ? [k]\n  : v", "- [id, x]",
        ]
        for text in others { #expect(GlossaryLoader.entries(readingTree: text) == nil, "\(text.debugDescription)") }
    }

    /// Random glossaries with the YAML the decoder treats specially: wherever the tree reader reads
    /// one, the decoder reads the same.
    @Test func randomGlossariesReadTheSameWhereverTheTreeReaderReadsThem() {
        let values = ["x", "清晰空间", "\"quoted\"", "'single'", "~", "null", "", "12", "true", "!!str 5", "&a y", "*a", "[a, b]",
                      "{k: v}", "\"a: b\"", "Apple Pay", "|\n    block", "y # note"]
        let keys = ["id", "en", "!!int 1", "!!str fr", "! en", "zh-hans", "zh-hant", "fr", "\"en\"", "<<", "? id", "variants", "definition", "1"]
        var generator = SystemRandomNumberGenerator()
        func value() -> String { values.randomElement(using: &generator)! }
        var read = 0
        for _ in 0..<3_000 {
            var text = ""
            for entry in 0..<Int.random(in: 1...3, using: &generator) {
                text += "- id: term-\(entry)\n"
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    let key = keys.randomElement(using: &generator)!
                    switch key {
                    case "variants":
                        text += "  variants:\n    zh: [\(value()), \(value())]\n    en: \(Bool.random(using: &generator) ? "[\(value())]" : value())\n"
                    case "definition":
                        text += "  definition:\n    en: \(value())\n    \(keys.randomElement(using: &generator)!): \(value())\n"
                    default:
                        text += "  \(key): \(value())\n"
                    }
                }
            }
            guard let tree = GlossaryLoader.entries(readingTree: text) else { continue }
            read += 1
            guard let decoded = Self.decoded(text) else {
                Issue.record("the tree reader reads what the decoder refuses: \(text)")
                continue
            }
            #expect(Self.same(tree, decoded), "\(text)")
        }
        #expect(read > 300, "\(read)")
    }
}
