import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanRules

/// Catalogues are read by Yams: every line a `key: text`, each key located at its line.
@Suite struct CatalogueReadingTests {
    /// Yams' reading of a text: its entries and lines, or nil where it reports a problem.
    static func yams(_ text: String) -> Catalogues.File? {
        var problems = Diagnostics()
        let file = Catalogues.parse(text, path: "m.yml", kind: .messages, into: &problems)
        return problems.all.isEmpty ? file : nil
    }

    @Test func theSitesCataloguesRead() throws {
        for folder in ["strings", "messages"] {
            let directory = Paths.templates.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".yml") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                _ = try #require(Self.yams(text), "\(folder)/\(name)")
            }
        }
    }

    @Test func usualLinesAreRead() throws {
        let text = """
        # A comment, then a blank line and one of spaces.

           
        plain: Width {width} pt is below the minimum
        quoted: "Link to this guideline:"
        commented: "clear space ≥ 10%"   # a comment after it
        spaced:    text with 'quotes' and "quotes", [brackets] and a#sign
        chinese: 最小宽度为 {width} pt。
        under_score.and-dash: 1
        """
        let file = try #require(Self.yams(text))
        #expect(file.entries.map(\.key) == ["plain", "quoted", "commented", "spaced", "chinese", "under_score.and-dash"])
        #expect(file.entries[3].text == "text with 'quotes' and \"quotes\", [brackets] and a#sign")
        #expect(file.lines["plain"] == 4 && file.lines["under_score.and-dash"] == 9)
    }
}
