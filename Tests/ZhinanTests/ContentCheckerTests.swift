import Testing
@testable import Zhinan

@Suite struct ContentCheckerTests {
    func check(_ files: [(String, Language, String)]) -> [String] {
        var diagnostics = Diagnostics()
        let site = Site(documents: files.map { parseDocument($0.2, id: $0.0, language: $0.1, &diagnostics) })
        ContentChecker(site: site).check(into: &diagnostics)
        return diagnostics.lines
    }

    /// Each document's well-formed ids are compared among themselves only (`hasUniqueIDs`); on
    /// random sites, with ids of other documents' form among them, a duplicate is reported exactly
    /// when some id is defined twice in one language.
    @Test func duplicatesAreFoundWhereverTheyAre() throws {
        var generator = SystemRandomNumberGenerator()
        let ids = ["a.one", "a.two", "b.one", "b.two", "ab.one", "one", "a", "b.one.x"]
        var found = 0
        for _ in 0..<300 {
            var documents: [DocumentOutline] = []
            var defined: [Language: [String]] = [:]
            for (id, language) in [("a", Language.zhHans), ("b", .zhHans), ("ab", .zhHans), ("a", .en)] where Bool.random(using: &generator) {
                let anchors = (0..<Int.random(in: 0...3, using: &generator)).map { _ in ids.randomElement(using: &generator)! }
                defined[language, default: []] += anchors
                let text = "---\ntitle: T\n---\n" + anchors.map { "{#\($0)}\n**一。**\n\n" }.joined()
                var ignored = Diagnostics()
                documents.append(parseDocument(text, id: id, language: language, &ignored).outline())
            }
            var diagnostics = Diagnostics()
            ContentChecker.checkUniqueIDs(in: SiteOutline(documents: documents), into: &diagnostics)
            let expected = defined.values.contains { Set($0).count < $0.count }
            #expect(!diagnostics.all.isEmpty == expected, "\(defined)")
            if expected { found += 1 }
            // The same read back from a build record.
            let cached = try documents.map { outline -> DocumentOutline in
                var writer = ByteWriter()
                writer.value(outline)
                var reader = ByteReader(writer.bytes)
                reader.languages = writer.languages
                return try reader.value()
            }
            #expect(cached.map(\.derived) == documents.map(\.derived))
            var fromCache = Diagnostics()
            ContentChecker.checkUniqueIDs(in: SiteOutline(documents: cached), into: &fromCache)
            #expect(fromCache.lines == diagnostics.lines)
        }
        #expect(found > 30)
    }

    @Test func duplicateIDsAcrossDocumentsOfOneLanguage() {
        let problems = check([
            ("a", .zhHans, "---\ntitle: A\n---\n{#a.one}\n**一。**\n\n## 节 {#a.one}\n"),
            ("b", .zhHans, "---\ntitle: B\n---\n{#a.one}\n**一。**\n"),
            ("a", .en, "---\ntitle: A\n---\n{#a.one}\n**One.**\n"),
        ])
        #expect(problems == [
            "content/zh-hans/a.md:7:1: error: duplicate id 'a.one'; first defined at content/zh-hans/a.md:4:1",
            "content/zh-hans/b.md:4:1: error: duplicate id 'a.one'; first defined at content/zh-hans/a.md:4:1",
            "content/zh-hans/b.md:4:1: error: id 'a.one' must start with its document id 'b.'",
        ])
    }

    @Test func idCharactersAndShape() {
        let problems = check([("a", .zhHans, "---\ntitle: A\n---\n{#a.Bad_id}\n**一。**\n\n{#a..x}\n**二。**\n\n{#a.中文}\n**三。**\n\n## 节 {#A}\n")])
        #expect(problems == [
            "content/zh-hans/a.md:4:1: error: id 'a.Bad_id' has characters outside [a-z0-9.-]: \"B_\"",
            "content/zh-hans/a.md:7:1: error: id 'a..x' must not start or end with '.' or '-', nor contain '..'",
            "content/zh-hans/a.md:10:1: error: id 'a.中文' has characters outside [a-z0-9.-]: \"中文\"",
            "content/zh-hans/a.md:13:1: error: id 'A' has characters outside [a-z0-9.-]: \"A\"",
        ])
    }

    @Test func rawHTMLImagesAndEmptyGuidelines() {
        let problems = check([("a", .zhHans, "---\ntitle: A\n---\n{#a.one}\n**一。**<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n{#a.two}\n\n{#a.three}\n**三。**![图](https://example.com/x.png)\n")])
        #expect(problems == [
            "content/zh-hans/a.md:5:7: error: raw HTML is not allowed in content; write Markdown",
            "content/zh-hans/a.md:5:23: error: raw HTML is not allowed in content; write Markdown",
            "content/zh-hans/a.md:7:1: error: raw HTML is not allowed in content; write Markdown",
            "content/zh-hans/a.md:9:1: error: guideline 'a.two' has no text; write its lead sentence on the line after the marker",
            "content/zh-hans/a.md:12:7: error: images are not supported in content; the site draws its own mockups",
        ])
    }
}

@Suite struct DocumentIDTests {
    /// The rule as written first, by characters: the bytes must say the same of every id.
    static func byCharacters(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
            && id.first != "-" && id.last != "-"
    }

    @Test func documentIDsAreJudgedByBytesAsByCharacters() {
        let samples = ["apple-pay", "a", "0", "doc-17", "-a", "a-", "-", "", "A", "apple_pay", "apple pay", "a.b", "é", "e\u{301}",
                       "a\r\nb", "１", "٣", "ａ", "苹果", "a-b-c", "a--b", "abc\u{0}", "z9-0", "Doc"]
        for id in samples {
            #expect(Identifier.isValidDocumentID(id) == Self.byCharacters(id), "\(id.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Every string of up to two characters from an alphabet with the edge cases in it.
        let alphabet: [String] = ["a", "z", "0", "9", "-", "A", ".", "_", "é", "\u{301}", "`", "{", "/", ":", "@", "["]
        for first in alphabet {
            for second in alphabet {
                let id = first + second
                #expect(Identifier.isValidDocumentID(id) == Self.byCharacters(id), "\(id)")
            }
        }
    }
}
