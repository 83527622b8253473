import CCmark

/// Stage 2a, parse: turns a Markdown body into the `Block` tree with cmark, the CommonMark
/// reference parser, and converts cmark's byte positions into file lines and character columns.
public struct MarkdownParser {
    public init() {}

    /// - Parameters:
    ///   - body: the Markdown after the front matter.
    ///   - lineOffset: how many file lines precede `body`.
    public func parse(_ body: String, path: String, lineOffset: Int) -> [Block] {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let converter = Converter(path: path, lines: lines, lineOffset: lineOffset)
        let bytes = Array(body.utf8)
        // CMARK_OPT_SOURCEPOS keeps positions; raw HTML is parsed as HTML nodes so we can report it.
        guard let root = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count, CMARK_OPT_SOURCEPOS)
                }
            } ?? cmark_parse_document("", 0, CMARK_OPT_SOURCEPOS)
        }) else { return [] }
        defer { cmark_node_free(root) }
        return converter.blocks(under: root)
    }
}

/// Walks cmark's tree; one method per kind of node.
private struct Converter {
    let path: String
    let lines: [[UInt8]]
    let lineOffset: Int

    func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    func location(of node: OpaquePointer) -> SourceLocation {
        let line = Int(cmark_node_get_start_line(node))
        let byteColumn = Int(cmark_node_get_start_column(node))
        return location(line: line, byteColumn: byteColumn)
    }

    /// cmark counts columns in bytes; a reader counts characters.
    func location(line: Int, byteColumn: Int) -> SourceLocation {
        guard line >= 1, line <= lines.count else { return SourceLocation(path: path, line: line + lineOffset) }
        let prefix = lines[line - 1].prefix(max(byteColumn - 1, 0))
        let column = String(decoding: prefix, as: UTF8.self).count + 1
        return SourceLocation(path: path, line: line + lineOffset, column: column)
    }

    func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    func blocks(under node: OpaquePointer) -> [Block] {
        children(of: node).compactMap(block)
    }

    func block(_ node: OpaquePointer) -> Block? {
        let at = location(of: node)
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(inlines(under: node, block: at), at)
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node, block: at), at)
        case CMARK_NODE_LIST:
            let items = children(of: node).map { blocks(under: $0) }
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)),
                         tight: cmark_node_get_list_tight(node) != 0, items: items, at)
        case CMARK_NODE_BLOCK_QUOTE:
            return .blockQuote(blocks(under: node), at)
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            return .codeBlock(info: info, literal: literal(node), at)
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak(at)
        case CMARK_NODE_HTML_BLOCK:
            return .rawHTML(literal(node), at)
        default:
            return nil
        }
    }

    func inlines(under node: OpaquePointer, block: SourceLocation) -> [Inline] {
        // cmark splits text at characters that might have been markup; join it back, then pair
        // the `**` that CommonMark's rules leave unpaired next to CJK punctuation.
        CJKEmphasis.repairStrong(CJKEmphasis.mergeText(children(of: node).compactMap { inline($0, block: block) }))
    }

    func inline(_ node: OpaquePointer, block: SourceLocation) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_EMPH: return .emphasis(inlines(under: node, block: block))
        case CMARK_NODE_STRONG: return .strong(inlines(under: node, block: block))
        case CMARK_NODE_LINK:
            let destination = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            return .link(destination: destination, title: title(of: node),
                         inlines(under: node, block: block), inlineLocation(node, block: block, needle: destination))
        case CMARK_NODE_IMAGE:
            let source = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            return .image(source: source, title: title(of: node), alt: inlines(under: node, block: block),
                          inlineLocation(node, block: block, needle: source))
        case CMARK_NODE_HTML_INLINE:
            let html = literal(node)
            return .rawHTML(html, inlineLocation(node, block: block, needle: html))
        default:
            return nil
        }
    }

    func title(of node: OpaquePointer) -> String {
        cmark_node_get_title(node).map { String(cString: $0) } ?? ""
    }

    /// cmark 0.30 does not record positions of inline nodes; find the node's own text in the
    /// source lines from its block onwards, so the diagnostic points at the link, not the paragraph.
    func inlineLocation(_ node: OpaquePointer, block: SourceLocation, needle: String) -> SourceLocation {
        let line = Int(cmark_node_get_start_line(node))
        if line > 0, cmark_node_get_start_column(node) > 0 {
            return location(line: line, byteColumn: Int(cmark_node_get_start_column(node)))
        }
        let target = Array(needle.utf8)
        let firstLine = block.line - lineOffset
        guard !target.isEmpty, firstLine >= 1 else { return block }
        for index in (firstLine - 1)..<lines.count {
            if let range = lines[index].firstRange(of: target) {
                return location(line: index + 1, byteColumn: range.lowerBound + 1)
            }
        }
        return block
    }
}
