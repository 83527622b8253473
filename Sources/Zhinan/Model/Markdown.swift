/// The Markdown of a content file as a plain Swift tree, each node located, cmark left behind.
indirect enum Block: Hashable, Sendable {
    case paragraph([Inline], SourceLocation)
    case heading(level: Int, [Inline], SourceLocation)
    case list(ordered: Bool, start: Int, tight: Bool, items: [[Block]], SourceLocation)
    case blockQuote([Block], SourceLocation)
    /// A block quote opened by `[!KIND]`: an aside of that kind.
    case callout(Callout, [Block], SourceLocation)
    case codeBlock(info: String, literal: String, SourceLocation)
    case thematicBreak(SourceLocation)
    /// Raw HTML is kept only so that the check stage can report it; it is never rendered as HTML.
    case rawHTML(String, SourceLocation)

    var location: SourceLocation {
        switch self {
        case .paragraph(_, let l), .heading(_, _, let l), .list(_, _, _, _, let l), .blockQuote(_, let l), .callout(_, _, let l),
             .codeBlock(_, _, let l), .thematicBreak(let l), .rawHTML(_, let l):
            l
        }
    }

    /// The block with each block inside it (in a list item, a quote or a callout) replaced by `transform`'s.
    func mappingChildren(_ transform: (Block) -> Block) -> Block {
        switch self {
        case .list(let ordered, let start, let tight, let items, let at):
            .list(ordered: ordered, start: start, tight: tight, items: items.map { $0.map(transform) }, at)
        case .blockQuote(let children, let at): .blockQuote(children.map(transform), at)
        case .callout(let kind, let children, let at): .callout(kind, children.map(transform), at)
        case .paragraph, .heading, .codeBlock, .thematicBreak, .rawHTML: self
        }
    }

    var plainText: String { String(appending: appendPlainText) }

    /// The text a reader sees, written onto `text`: list items and blocks one to a line.
    func appendPlainText(to text: inout String) {
        switch self {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): inlines.appendPlainText(to: &text)
        case .list(_, _, _, let items, _): items.appendLines(to: &text) { $0.appendPlainText(to: &$1) }
        case .blockQuote(let children, _), .callout(_, let children, _): children.appendPlainText(to: &text)
        case .codeBlock(_, let literal, _): text += literal
        case .thematicBreak, .rawHTML: break
        }
    }
}

/// What a block quote's `[!KIND]` makes it: GitHub's five alerts, and `[!EDITOR]`, the site editor's note on the source.
enum Callout: String, CaseIterable, Hashable, Sendable { case note, tip, important, warning, caution, editor }

indirect enum Inline: Hashable, Sendable {
    case text(String)
    case softBreak, lineBreak
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case link(destination: String, title: String, [Inline], SourceLocation)
    case image(source: String, title: String, alt: [Inline], SourceLocation)
    case rawHTML(String, SourceLocation)
}

extension Array where Element == Inline {
    /// The text a reader sees, without markup (for titles, search and alt text).
    var plainText: String { String(appending: appendPlainText) }

    /// The same, written onto `text` (not a string per piece).
    func appendPlainText(to text: inout String) {
        for inline in self {
            switch inline {
            case .text(let s), .code(let s): text += s
            case .softBreak, .lineBreak: text += " "
            case .emphasis(let c), .strong(let c), .link(_, _, let c, _), .image(_, _, let c, _): c.appendPlainText(to: &text)
            case .rawHTML: break
            }
        }
    }
}
