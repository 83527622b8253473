import Foundation
import Testing
@testable import Zhinan
@testable import ZhinanRules

/// Catalogues are read line by line where every line is a plain `key: text` (`Catalogues.flatFile`)
/// and by Yams otherwise. Whatever the line reader accepts, Yams must read the same: the same keys
/// and texts in the same order at the same lines, and no problem.
@Suite struct CatalogueReadingTests {
    /// Yams' reading of a text: its entries and lines, or nil where it reports a problem.
    static func yams(_ text: String) -> Catalogues.File? {
        var problems = Diagnostics()
        let file = Catalogues.yamlFile(text, path: "m.yml", kind: .messages, into: &problems)
        return problems.all.isEmpty ? file : nil
    }

    static func same(_ a: Catalogues.File, _ b: Catalogues.File) -> Bool {
        a.entries.map(\.key) == b.entries.map(\.key) && a.entries.map { Array($0.text.utf8) } == b.entries.map { Array($0.text.utf8) }
            && a.lines == b.lines
    }

    @Test func theSitesCataloguesReadTheSameBothWays() throws {
        for folder in ["strings", "messages"] {
            let directory = Paths.templates.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".yml") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                let yams = try #require(Self.yams(text), "\(folder)/\(name)")
                if let flat = Catalogues.flatFile(text, path: "m.yml") {
                    #expect(Self.same(flat, yams), "\(folder)/\(name)")
                }
            }
        }
    }

    @Test func usualLinesAreReadWithoutYAML() throws {
        let text = """
        # A comment, then a blank line and one of spaces.

           
        plain: Width {width} pt is below the minimum
        quoted: "Link to this guideline:"
        commented: "clear space ≥ 10%"   # a comment after it
        spaced:    text with 'quotes' and "quotes", [brackets] and a#sign
        chinese: 最小宽度为 {width} pt。
        under_score.and-dash: 1
        """
        let flat = try #require(Catalogues.flatFile(text, path: "m.yml"))
        #expect(flat.entries.map(\.key) == ["plain", "quoted", "commented", "spaced", "chinese", "under_score.and-dash"])
        #expect(flat.entries[3].text == "text with 'quotes' and \"quotes\", [brackets] and a#sign")
        #expect(flat.lines["plain"] == 4 && flat.lines["under_score.and-dash"] == 9)
        #expect(Self.same(flat, try #require(Self.yams(text))))
    }

    @Test func whatYAMLReadsOtherwiseIsLeftToYams() {
        let others = [
            "a: \"x\\ty\"", "a: 'single'", "a: b\n  continued", "a: b: c", "a: b #c", "a: b:", "a:", "a:\tb", "a: b\r\n",
            "a : b", "-a: b", "a: -b", "a: *b", "a: \"b\" c", "a: \"b\"#c", "a: \"b", "a: b\na: c", "---\na: b",
            "\u{FEFF}a: b", "a: b\u{2028}c", "a: b\u{85}c", "a: \u{7}", " # indented comment", "a: [b]", "a: {b}",
        ]
        for text in others { #expect(Catalogues.flatFile(text, path: "m.yml") == nil, "\(text.debugDescription)") }
    }

    /// Random lines made of the pieces YAML treats specially: wherever the line reader says yes,
    /// Yams reads the same.
    @Test func randomLinesReadTheSameWhereverTheLineReaderReadsThem() {
        let pieces = ["key", "k.e-y_1", ":", ": ", " ", "  ", "\"", "'", "#", " #", "\\", "\t", "\r", "\n", "\n  ", "-", "?", "!",
                      "&", "*", "|", ">", "%", "@", "`", "[", "]", "{", "}", ",", "最小", "宽度", "é", "e\u{301}", "\u{85}",
                      "\u{2028}", "\u{FEFF}", "\u{7F}", "\u{1}", "---", "...", "~", "null", "true", "12", "0x1F", "😀"]
        var generator = SystemRandomNumberGenerator()
        var read = 0
        for _ in 0..<4_000 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let start = Bool.random(using: &generator) ? "key\(Int.random(in: 0...3, using: &generator)): " : ""
                let rest = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                lines.append(start + rest)
            }
            let text = lines.joined(separator: "\n")
            guard let flat = Catalogues.flatFile(text, path: "m.yml") else { continue }
            read += 1
            guard let yams = Self.yams(text) else {
                Issue.record("the line reader reads what Yams refuses: \(text.debugDescription)")
                continue
            }
            #expect(Self.same(flat, yams), "\(text.debugDescription)")
        }
        // The random lines exercise both readers (about a tenth is read line by line).
        #expect(read > 100, "\(read)")
    }

    /// A message is cut at its placeholders by bytes where it can be: the same segments as by
    /// characters, and the same problem where it cannot.
    @Test func messagesAreCutTheSameByBytesAsByCharacters() {
        let pieces = ["{", "}", "{{", "}}", "{width}", "{a-b_1}", "{}", "{宽度}", "{é}", "width", " pt", "最小宽度", "e", "\u{301}",
                      "\u{200D}", "\u{600}", "\u{11CD}", "\u{110BD}", "ß", "😀", "\u{1F3FB}", "-", "_", " ", "\n", "\r\n", "%"]
        var generator = SystemRandomNumberGenerator()
        var byBytes = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let characters = MessageCatalog.Template.parseByCharacters(text)
            switch (MessageCatalog.Template.parse(text), characters) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text.debugDescription)")
            case (.failure(let a), .failure(let b)): #expect(a.description == b.description, "\(text.debugDescription)")
            default: Issue.record("parsed one way and refused the other: \(text.debugDescription)")
            }
            if let segments = MessageCatalog.Template.segmentsByBytes(text) {
                byBytes += 1
                guard case .success(let template) = characters else {
                    Issue.record("cut by bytes what characters refuse: \(text.debugDescription)")
                    continue
                }
                #expect(segments == template.segments, "\(text.debugDescription)")
                #expect(segments.map { segment -> [UInt8] in
                    switch segment { case .literal(let text), .argument(let text): Array(text.utf8) }
                } == template.segments.map { segment -> [UInt8] in
                    switch segment { case .literal(let text), .argument(let text): Array(text.utf8) }
                }, "\(text.debugDescription)")
            }
        }
        #expect(byBytes > 2_000, "\(byBytes)")
    }
}
