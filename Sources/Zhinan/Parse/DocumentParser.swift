import Foundation

/// Stage 2, parse: a file becomes a `Document`, its blocks grouped by their `{#id}` markers.
struct DocumentParser {
    func parse(_ file: SourceFile, into diagnostics: inout Diagnostics) -> Document {
        var file = file
        file.text = InputText.normalized(file.text)  // a no-op for files the loader read; here for every other caller
        var split = FrontMatterParser().parse(file, into: &diagnostics)
        split.frontMatter?.convertedFrom = file.convertedFrom
        let blocks = MarkdownParser().parse(split.body, path: file.displayPath, lineOffset: split.bodyLineOffset, into: &diagnostics)
        // A file without usable front matter is still parsed, so its other problems are reported too.
        return Document(id: file.documentID, language: file.language, frontMatter: split.frontMatter ?? FrontMatter(title: ""),
                        items: group(blocks.map { recognizeCallouts($0, into: &diagnostics) }), location: file.start)
    }

    /// A `{#id}` marker paragraph opens a guideline that runs until the next marker or heading; the rest is prose.
    func group(_ blocks: [Block]) -> [DocumentItem] {
        var items: [DocumentItem] = [], open: Guideline?
        func close() {
            if let guideline = open { items.append(.guideline(guideline)) }
            open = nil
        }
        for block in blocks {
            if case .heading(let level, let inlines, let at) = block {
                close()
                let (content, id) = Self.splitTrailingID(inlines)
                items.append(.heading(Heading(level: level, content: content, id: id, location: at)))
            } else if case .paragraph(let inlines, let at) = block, let (id, rest) = Self.splitLeadingMarker(inlines) {
                close()
                open = Guideline(id: id, blocks: rest.isEmpty ? [] : [.paragraph(rest, at)], location: at)
            } else if open != nil {
                open!.blocks.append(block)
            } else {
                items.append(.prose(block))
            }
        }
        close()
        return items
    }

    /// `{#apple-pay.button.minimum-width}` alone on the first line of a paragraph.
    static func splitLeadingMarker(_ inlines: [Inline]) -> (String, [Inline])? {
        guard case .text(let text)? = inlines.first, text.hasPrefix("{#"), text.hasSuffix("}"), !text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        let id = String(text.dropFirst(2).dropLast())
        var rest = Array(inlines.dropFirst())
        switch rest.first {
        case nil: break
        case .softBreak?, .lineBreak?: rest.removeFirst()
        default: return nil  // `{#id}` followed by more text on the same line is ordinary text
        }
        return (id, rest)
    }

    /// `## 按钮 {#apple-pay.button}`
    static func splitTrailingID(_ inlines: [Inline]) -> ([Inline], String?) {
        guard case .text(let text)? = inlines.last, text.hasSuffix("}"),
              let open = text.range(of: "{#", options: [.backwards, .literal]) else { return (inlines, nil) }
        let id = String(text[open.upperBound...].dropLast())
        guard !id.contains("}"), !id.contains(" ") else { return (inlines, nil) }
        var content = inlines
        let remaining = String(text[..<open.lowerBound]).trimmingTrailingWhitespace
        if remaining.isEmpty { content.removeLast() } else { content[content.count - 1] = .text(remaining) }
        return (content, id)
    }

    /// A block quote whose first line is `[!KIND]` is a callout of that kind; an unknown kind is an error, the quote left a quote.
    func recognizeCallouts(_ block: Block, into diagnostics: inout Diagnostics) -> Block {
        // Quotes inside lists and quotes are recognized first, so a callout can hold one.
        let block = block.mappingChildren { recognizeCallouts($0, into: &diagnostics) }
        guard case .blockQuote(let children, let at) = block, case .paragraph(let inlines, let pAt)? = children.first,
              case .text(let text)? = inlines.first, text.hasPrefix("[!"), let close = text.firstIndex(of: "]"),
              case let name = text[text.index(text.startIndex, offsetBy: 2)..<close], !name.isEmpty,
              name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return block }
        guard let kind = Callout(rawValue: name.lowercased()) else {
            let known = Callout.allCases.map { "[!\($0.rawValue.uppercased())]" }.joined(separator: ", ")
            diagnostics.error("'[!\(name)]' is no kind of callout: write one of \(known) (the editor's correction), or leave out the marker for a quotation", at: pAt)
            return block
        }
        var rest = Array(inlines.dropFirst())
        let after = text[text.index(after: close)...].drop { $0 == " " }
        if !after.isEmpty { rest.insert(.text(String(after)), at: 0) }
        if case .softBreak? = rest.first { rest.removeFirst() }
        return .callout(kind, (rest.isEmpty ? [] : [Block.paragraph(rest, pAt)]) + children.dropFirst(), at)
    }
}
