import CCmark

/// Stage 2a, parse: a Markdown body as a `Block` tree, by cmark, with lines and character columns.
struct MarkdownParser {
    /// `body`: the Markdown after `lineOffset` lines; beyond `InputLimits` it is not parsed, and deeper containers are left out.
    func parse(_ body: String, path: String, lineOffset: Int, into diagnostics: inout Diagnostics) -> [Block] {
        let size = body.utf8.count
        guard size <= InputLimits.documentBytes else {
            diagnostics.error("document is \(size) bytes; at most \(InputLimits.documentBytes) bytes are allowed",
                              at: SourceLocation(path: path, line: lineOffset + 1))
            return []
        }
        let bytes = Array(body.utf8)
        // Lines by newline bytes, which split the characters too unless a CR precedes one.
        let lines = bytes.contains(UInt8(ascii: "\r"))
            ? body.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
            : bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let converter = Converter(path: path, lines: lines, lineOffset: lineOffset)
        // CMARK_OPT_SOURCEPOS keeps positions; raw HTML is parsed as HTML nodes so we can report it.
        guard let root = body.withCString({ cmark_parse_document($0, size, CMARK_OPT_SOURCEPOS) }) else { return [] }
        // cmark parses, frees and iterates without recursion, so its tree may be as deep as it is.
        defer { cmark_node_free(root) }
        if let deepest = Nesting.measure(root) {
            diagnostics.error("Markdown is nested \(deepest.depth) levels deep (block quotes, lists, emphasis, links); at most \(InputLimits.markdownNesting) are allowed",
                              at: converter.location(of: deepest.firstTooDeep))
        }
        return converter.blocks(under: root, depth: 0)
    }
}

/// How deeply containers nest in cmark's tree, measured with cmark's iterator (no recursion).
enum Nesting {
    static func counts(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE: true
        default: false
        }
    }

    /// The deepest nesting and the block of the first node deeper than the limit; nil when no node is too deep.
    static func measure(_ root: OpaquePointer) -> (depth: Int, firstTooDeep: OpaquePointer)? {
        guard let iterator = cmark_iter_new(root) else { return nil }
        defer { cmark_iter_free(iterator) }
        var depth = 0, deepest = 0, firstTooDeep: OpaquePointer?
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator), counts(node) else { continue }
            if event == CMARK_EVENT_EXIT { depth -= 1; continue }
            depth += 1
            deepest = max(deepest, depth)
            if depth > InputLimits.markdownNesting, firstTooDeep == nil { firstTooDeep = node }
        }
        guard var block = firstTooDeep else { return nil }
        while cmark_node_get_start_line(block) <= 0, let parent = cmark_node_parent(block) { block = parent }
        return (deepest, block)
    }
}

/// Walks cmark's tree, recursing no deeper than `InputLimits.markdownNesting` (deeper is left out).
private final class Converter {
    let path: String
    let lines: [[UInt8]]
    let lineOffset: Int
    /// Where the search for the next inline node's text resumes (0-based line, byte offset): a block is read once.
    private var searchFrom = (line: 0, byte: 0)
    /// The line after the block being converted (0-based): the search never goes past its block.
    private var searchEnd = 0
    /// The last column computed: (0-based line, byte offset, column), to count characters from.
    private var lastColumn = (line: -1, byte: 0, column: 1)

    init(path: String, lines: [[UInt8]], lineOffset: Int) { (self.path, self.lines, self.lineOffset) = (path, lines, lineOffset) }

    func children(of node: OpaquePointer) -> [OpaquePointer] {
        cmark_node_first_child(node).map { Array(sequence(first: $0) { cmark_node_next($0) }) } ?? []
    }

    func location(of node: OpaquePointer) -> SourceLocation {
        location(line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node)))
    }

    /// cmark counts columns in bytes, a reader characters: counting resumes from the last column asked for on the line.
    func location(line: Int, byteColumn: Int) -> SourceLocation {
        guard line >= 1, line <= lines.count else { return SourceLocation(path: path, line: line + lineOffset) }
        let bytes = lines[line - 1]
        let end = min(max(byteColumn - 1, 0), bytes.count)
        var (start, column) = (0, 1)
        if lastColumn.line == line - 1, lastColumn.byte <= end { (start, column) = (lastColumn.byte, lastColumn.column) }
        column += String(decoding: bytes[start..<end], as: UTF8.self).count
        lastColumn = (line - 1, end, column)
        return SourceLocation(path: path, line: line + lineOffset, column: column)
    }

    func text(_ string: UnsafePointer<CChar>?) -> String { string.map { String(cString: $0) } ?? "" }
    func literal(_ node: OpaquePointer) -> String { text(cmark_node_get_literal(node)) }
    func blocks(under node: OpaquePointer, depth: Int) -> [Block] { children(of: node).compactMap { block($0, depth: depth) } }

    /// `depth`: the nesting levels around `node`. A node that would be one too many is left out.
    func block(_ node: OpaquePointer, depth: Int) -> Block? {
        let depth = depth + (Nesting.counts(node) ? 1 : 0)
        guard depth <= InputLimits.markdownNesting else { return nil }
        let at = location(of: node)
        searchFrom = (max(at.line - lineOffset - 1, 0), 0)
        searchEnd = min(max(Int(cmark_node_get_end_line(node)), 0), lines.count)
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH: return .paragraph(inlines(under: node, block: at, depth: depth), at)
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node, block: at, depth: depth), at)
        case CMARK_NODE_LIST:
            let items = children(of: node).map { blocks(under: $0, depth: depth) }
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0, items: items, at)
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote(blocks(under: node, depth: depth), at)
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(info: text(cmark_node_get_fence_info(node)), literal: literal(node), at)
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak(at)
        case CMARK_NODE_HTML_BLOCK: return .rawHTML(literal(node), at)
        default: return nil
        }
    }

    func inlines(under node: OpaquePointer, block: SourceLocation, depth: Int) -> [Inline] {
        // cmark splits text where markup might have been: joined back, then `**` paired beside CJK.
        CJKEmphasis.repairStrong(CJKEmphasis.mergeText(children(of: node).compactMap { inline($0, block: block, depth: depth) }))
    }

    func inline(_ node: OpaquePointer, block: SourceLocation, depth: Int) -> Inline? {
        let depth = depth + (Nesting.counts(node) ? 1 : 0)
        guard depth <= InputLimits.markdownNesting else { return nil }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_EMPH: return .emphasis(inlines(under: node, block: block, depth: depth))
        case CMARK_NODE_STRONG: return .strong(inlines(under: node, block: block, depth: depth))
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            let url = text(cmark_node_get_url(node)), title = text(cmark_node_get_title(node))
            let children = inlines(under: node, block: block, depth: depth)
            let at = inlineLocation(node, block: block, needle: url)
            return cmark_node_get_type(node) == CMARK_NODE_LINK ? .link(destination: url, title: title, children, at)
                : .image(source: url, title: title, alt: children, at)
        case CMARK_NODE_HTML_INLINE:
            let html = literal(node)
            return .rawHTML(html, inlineLocation(node, block: block, needle: html))
        default: return nil
        }
    }

    /// cmark 0.30 does not locate inline nodes: the node's text is found in its block's lines, after the previous one's.
    func inlineLocation(_ node: OpaquePointer, block: SourceLocation, needle: String) -> SourceLocation {
        let line = Int(cmark_node_get_start_line(node))
        if line > 0, cmark_node_get_start_column(node) > 0 { return location(line: line, byteColumn: Int(cmark_node_get_start_column(node))) }
        let target = Array(needle.utf8)
        guard !target.isEmpty, block.line - lineOffset >= 1 else { return block }
        for index in searchFrom.line..<max(searchEnd, searchFrom.line) {
            let from = index == searchFrom.line ? min(searchFrom.byte, lines[index].count) : 0
            if let range = lines[index][from...].firstRange(of: target) {
                searchFrom = (index, range.lowerBound + 1)
                return location(line: index + 1, byteColumn: range.lowerBound + 1)
            }
        }
        // Written differently in the source (an entity, an escape): the rest of the block's nodes are located at the block.
        searchFrom = (searchEnd, 0)
        return block
    }
}
