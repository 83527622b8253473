/// Stage 2, parse: a loaded file becomes a `Document` — front matter read, Markdown parsed,
/// and the blocks grouped into headings, prose and guidelines by their `{#id}` markers.
struct DocumentParser {
    init() {}

    func parse(_ file: SourceFile, into diagnostics: inout Diagnostics) -> Document {
        var file = file
        file.text = InputText.normalized(file.text)  // a no-op for files the loader read; here for every other caller
        let split = FrontMatterParser().parse(file, into: &diagnostics)
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

    /// The id of a text that is one `{#id}` and nothing else on its line, or nil. Text of visible
    /// ASCII (every marker of a well-formed document) is read by its bytes, where each byte is a
    /// character; other text by characters. (Reading every marker line by characters was 1.5% of a
    /// clean build at 10,000 documents.)
    static func markerID(_ text: String) -> String? {
        let bytes = text.utf8
        // Most paragraphs do not begin with `{#`: asked first.
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "{"),
              bytes[bytes.index(after: bytes.startIndex)] == UInt8(ascii: "#") else { return nil }
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return markerIDByCharacters(text) }
        guard bytes.count >= 3, bytes.last == UInt8(ascii: "}") else { return nil }
        return String(text.dropFirst(2).dropLast())
    }

    /// `markerID`, read by characters.
    static func markerIDByCharacters(_ text: String) -> String? {
        let firstLine = text.prefix { $0 != "\n" }
        guard firstLine.hasPrefix("{#"), firstLine.hasSuffix("}"), firstLine.count == text.count else { return nil }
        return String(firstLine.dropFirst(2).dropLast())
    }

    /// `## 按钮 {#apple-pay.button}`
    static func splitTrailingID(_ inlines: [Inline]) -> ([Inline], String?) {
        guard case .text(let text)? = inlines.last, text.hasSuffix("}"),
              let open = Self.lastIDMarker(in: text) else { return (inlines, nil) }
        let id = String(text[open.upperBound...].dropLast())
        guard !id.contains("}"), !id.contains(" ") else { return (inlines, nil) }
        var content = inlines
        let remaining = String(text[..<open.lowerBound]).trimmingTrailingWhitespace
        if remaining.isEmpty { content.removeLast() } else { content[content.count - 1] = .text(remaining) }
        return (content, id)
    }

    /// Where the last `{#` of the text is, by its bytes (`range(of:options: [.backwards, .literal])`;
    /// Foundation's search was most of the time spent on each heading and guideline). Literal: a
    /// `{#` that a combining mark follows is a marker too, and its id is reported as not plain ASCII
    /// instead of being shown as text.
    static func lastIDMarker(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let hash = bytes.index(before: end)
            end = hash
            guard bytes[hash] == UInt8(ascii: "#"), hash > bytes.startIndex else { continue }
            let brace = bytes.index(before: hash)
            if bytes[brace] == UInt8(ascii: "{") { return brace..<bytes.index(after: hash) }
        }
        return nil
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
