import Foundation

/// Stage 2, parse: a file becomes a `Document`, its blocks grouped by their `{#id}` markers.
struct DocumentParser {
    func parse(_ file: SourceFile, into diagnostics: inout Diagnostics) -> Document {
        var file = file
        file.text = InputText.normalized(file.text)  // a no-op for files the loader read; here for every other caller
        var split = FrontMatterParser().parse(file, into: &diagnostics)
        split.frontMatter?.convertedFrom = file.convertedFrom
        let blocks = MarkdownParser().parse(split.body, path: file.displayPath, lineOffset: split.bodyLineOffset,
                                            into: &diagnostics)
        return Document(
            id: file.documentID,
            language: file.language,
            // A file without usable front matter is still parsed, so its other problems are reported too.
            frontMatter: split.frontMatter ?? FrontMatter(title: ""),
            items: group(blocks.map(recognizeNotes)),
            location: file.start
        )
    }

    /// Groups blocks: a `{#id}` marker paragraph opens a guideline that runs until the next marker
    /// or heading; anything outside a guideline is prose.
    func group(_ blocks: [Block]) -> [DocumentItem] {
        var items: [DocumentItem] = []
        var open: Guideline?
        func close() {
            if let guideline = open { items.append(.guideline(guideline)) }
            open = nil
        }
        for block in blocks {
            switch block {
            case .heading(let level, let inlines, let at):
                close()
                let (content, id) = Self.splitTrailingID(inlines)
                items.append(.heading(Heading(level: level, content: content, id: id, location: at)))
            case .paragraph(let inlines, let at):
                if let (id, rest) = Self.splitLeadingMarker(inlines) {
                    close()
                    open = Guideline(id: id, blocks: rest.isEmpty ? [] : [.paragraph(rest, at)], location: at)
                } else if open != nil {
                    open!.blocks.append(block)
                } else {
                    items.append(.prose(block))
                }
            default:
                if open != nil { open!.blocks.append(block) } else { items.append(.prose(block)) }
            }
        }
        close()
        return items
    }

    /// `{#apple-pay.button.minimum-width}` alone on the first line of a paragraph.
    static func splitLeadingMarker(_ inlines: [Inline]) -> (String, [Inline])? {
        guard case .text(let text)? = inlines.first, let id = markerID(text) else { return nil }
        var rest = Array(inlines.dropFirst())
        switch rest.first {
        case nil: break
        case .softBreak?, .lineBreak?: rest.removeFirst()
        default: return nil  // `{#id}` followed by more text on the same line is ordinary text
        }
        return (id, rest)
    }

    /// The id of a text that is one `{#id}` and nothing else on its line, or nil.
    static func markerID(_ text: String) -> String? {
        guard text.hasPrefix("{#") else { return nil }
        let firstLine = text.prefix { $0 != "\n" }
        guard firstLine.hasSuffix("}"), firstLine.count == text.count else { return nil }
        return String(firstLine.dropFirst(2).dropLast())
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

    /// `> [!NOTE]` (GitHub's alert syntax) marks an editor's note.
    func recognizeNotes(_ block: Block) -> Block {
        switch block {
        case .blockQuote(let children, let at):
            guard case .paragraph(let inlines, let pAt)? = children.first, case .text(let text)? = inlines.first,
                  text.hasPrefix("[!NOTE]") else {
                return .blockQuote(children.map(recognizeNotes), at)
            }
            var rest = Array(inlines.dropFirst())
            let after = text.dropFirst("[!NOTE]".count).drop { $0 == " " }
            if !after.isEmpty { rest.insert(.text(String(after)), at: 0) }
            if case .softBreak? = rest.first { rest.removeFirst() }
            let body = (rest.isEmpty ? [] : [Block.paragraph(rest, pAt)]) + children.dropFirst().map(recognizeNotes)
            return .note(body, at)
        case .list(let ordered, let start, let tight, let items, let at):
            return .list(ordered: ordered, start: start, tight: tight, items: items.map { $0.map(recognizeNotes) }, at)
        default:
            return block
        }
    }
}
