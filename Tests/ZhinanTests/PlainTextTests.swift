import Testing
@testable import Zhinan

/// A document's text is written onto one string (`appendPlainText`); it must be the text that
/// joining each level's pieces gives, as it was made before.
@Suite struct PlainTextTests {
    static let location = SourceLocation(path: "t.md", line: 1, column: 1)

    /// The text as it was made: each level's pieces joined.
    static func joined(_ inlines: [Inline]) -> String {
        inlines.map { inline in
            switch inline {
            case .text(let s), .code(let s): s
            case .softBreak, .lineBreak: " "
            case .emphasis(let c), .strong(let c), .link(_, _, let c, _), .image(_, _, let c, _): joined(c)
            case .rawHTML: ""
            }
        }.joined()
    }

    static func joined(_ block: Block) -> String {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): joined(inlines)
        case .list(_, _, _, let items, _): items.map { $0.map(joined).joined(separator: "\n") }.joined(separator: "\n")
        case .blockQuote(let children, _), .callout(_, let children, _): children.map(joined).joined(separator: "\n")
        case .codeBlock(_, let literal, _): literal
        case .thematicBreak, .rawHTML: ""
        }
    }

    static func joined(_ segment: Segment) -> String {
        segment.items.map { item -> String in
            switch item {
            case .heading(let h): joined(h.content)
            case .prose(let b): joined(b)
            case .guideline(let g): g.blocks.map(joined).joined(separator: "\n")
            }
        }.joined(separator: "\n")
    }

    static func inlines(depth: Int, using generator: inout some RandomNumberGenerator) -> [Inline] {
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            let words = ["按钮", "Apple Pay", "", " ", "a\nb", "圆角 8 pt"]
            let word = words.randomElement(using: &generator)!
            switch Int.random(in: 0...(depth > 0 ? 8 : 4), using: &generator) {
            case 0: return .text(word)
            case 1: return .code(word)
            case 2: return .softBreak
            case 3: return .lineBreak
            case 4: return .rawHTML("<b>", location)
            case 5: return .emphasis(inlines(depth: depth - 1, using: &generator))
            case 6: return .strong(inlines(depth: depth - 1, using: &generator))
            case 7: return .link(destination: "x.md", title: word, inlines(depth: depth - 1, using: &generator), location)
            default: return .image(source: "x.png", title: word, alt: inlines(depth: depth - 1, using: &generator), location)
            }
        }
    }

    static func blocks(depth: Int, using generator: inout some RandomNumberGenerator) -> [Block] {
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            switch Int.random(in: 0...(depth > 0 ? 7 : 4), using: &generator) {
            case 0: return .paragraph(inlines(depth: 2, using: &generator), location)
            case 1: return .heading(level: 2, inlines(depth: 2, using: &generator), location)
            case 2: return .codeBlock(info: "", literal: "let x = 1\n", location)
            case 3: return .thematicBreak(location)
            case 4: return .rawHTML("<div>", location)
            case 5: return .blockQuote(blocks(depth: depth - 1, using: &generator), location)
            case 6: return .callout(.allCases.randomElement(using: &generator)!, blocks(depth: depth - 1, using: &generator), location)
            default:
                let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in blocks(depth: depth - 1, using: &generator) }
                return .list(ordered: false, start: 1, tight: true, items: items, location)
            }
        }
    }

    @Test func writtenTextIsTheJoinedText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let blocks = Self.blocks(depth: 3, using: &generator)
            for block in blocks { #expect(block.plainText == Self.joined(block)) }
            let inlines = Self.inlines(depth: 3, using: &generator)
            #expect(inlines.plainText == Self.joined(inlines))
            var items: [DocumentItem] = blocks.map { .prose($0) }
            items.append(.guideline(Guideline(id: "g", blocks: Self.blocks(depth: 2, using: &generator), location: Self.location)))
            let segment = Segment(id: "g", items: items.shuffled(using: &generator))
            #expect(segment.text == Self.joined(segment))
        }
    }
}
