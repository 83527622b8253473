import Foundation
import Testing
import Yams
@testable import Zhinan

/// The glossary is read through `YAMLDecoder`.
@Suite struct GlossaryReadingTests {
    @Test func theSitesGlossaryIsRead() throws {
        let text = try String(contentsOf: Paths.content.appendingPathComponent(Glossary.fileName), encoding: .utf8)
        let read = try #require(try? YAMLDecoder().decode([GlossaryLoader.Entry].self, from: text))
        #expect(!read.isEmpty)
    }

    /// `serve` keeps what it read of a file while its text is the same; what the glossary and the
    /// unchecked reasons make of it depends on the site's languages too, which site.yml may change.
    @Test func aFileReadAgainWithOtherLanguagesIsCheckedForThem() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["content/glossary.yml": "- id: sheet\n  zh-hans: 付款单\n  en: payment sheet\n",
                           "content/unchecked.yml": "reasons:\n  taste:\n    zh-hans: 审美\n    en: taste\nguidelines: {}\n"])
        let content = scratch.url.appendingPathComponent("content")
        let chineseAndEnglish = Languages([.zhHans, .en]), withTraditional = Languages([.zhHans, .zhHant, .en])
        for (languages, problems) in [(chineseAndEnglish, 0), (withTraditional, 2), (chineseAndEnglish, 0)] {
            var diagnostics = Diagnostics()
            _ = GlossaryLoader(contentDirectory: content, displayRoot: "content", languages: languages).load(into: &diagnostics)
            _ = UncheckedReasonsLoader(contentDirectory: content, displayRoot: "content", languages: languages).load(into: &diagnostics)
            #expect(diagnostics.lines.count == problems, "\(languages.ids): \(diagnostics.lines)")
        }
    }

    /// A glossary that is not YAML is reported where Yams found the problem, and a name that is not
    /// text says so in the file's words, not in Yams' ("Scalar").
    @Test func aMalformedGlossaryIsLocatedAndExplained() throws {
        let loader = GlossaryLoader(contentDirectory: URL(fileURLWithPath: "/unused"), displayRoot: "content")
        for (text, expected) in [
            ("- id: x\n  zh-hans: [a\n", "content/glossary.yml:3:1: error: malformed glossary: did not find expected ',' or ']'"),
            ("- id: x\n  zh-hans: a\n  en:\n    - b\n", "content/glossary.yml:4:5: error: malformed glossary: expected text in entry 1 › en"),
        ] {
            var diagnostics = Diagnostics()
            _ = loader.parse(text, path: "content/glossary.yml", into: &diagnostics)
            #expect(diagnostics.lines == [expected])
        }
    }

    /// A key that is not text is named by what it is, not by Yams' description of its tree.
    @Test func aKeyThatIsNotTextIsNamedByWhatItIs() {
        var diagnostics = Diagnostics()
        let loader = UncheckedReasonsLoader(contentDirectory: URL(fileURLWithPath: "/unused"), displayRoot: "content")
        _ = loader.parse("reasons: {}\n[a, b]: 1\n", path: "content/unchecked.yml", into: &diagnostics)
        #expect(diagnostics.lines == ["content/unchecked.yml:2:1: error: unknown field (a list, not a name); unchecked.yml holds 'reasons:' and 'guidelines:'"])
    }
}
