/// A stretch of a document that translations are aligned and tracked by: an anchor (a guideline,
/// or a heading with the prose under it) or the introduction before the first anchor.
/// Segments are what the side-by-side view pairs up and what the translation lock hashes.
struct Segment: Hashable, Sendable {
    /// The anchor id; `Segment.introID` for the introduction.
    var id: String
    var items: [DocumentItem]

    static let introID = "intro"

    var location: SourceLocation? {
        switch items.first {
        case .heading(let h)?: h.location
        case .guideline(let g)?: g.location
        case .prose(let b)?: b.location
        case nil: nil
        }
    }

    /// The reader-visible text, whitespace collapsed: what a translator translates.
    /// (Fingerprints drop whitespace altogether: re-wrapping a Chinese line is not a change.)
    var plainText: String { WhitespaceText.collapse(text) }

    /// The reader-visible text, its whitespace as written.
    var text: String {
        items.map { item -> String in
            switch item {
            case .heading(let h): h.content.plainText
            case .prose(let b): b.plainText
            case .guideline(let g): g.blocks.map(\.plainText).joined(separator: "\n")
            }
        }.joined(separator: "\n")
    }
}

extension Document {
    /// Segments in reading order. A heading without an id stays inside the segment before it.
    var segments: [Segment] {
        var segments = [Segment(id: Segment.introID, items: [])]
        for item in items {
            switch item {
            case .heading(let heading) where heading.id != nil:
                segments.append(Segment(id: heading.id!, items: [item]))
            case .guideline(let guideline):
                segments.append(Segment(id: guideline.id, items: [item]))
            default:
                segments[segments.count - 1].items.append(item)
            }
        }
        return segments
    }
}

extension Block {
    var plainText: String {
        switch self {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): inlines.plainText
        case .list(_, _, _, let items, _): items.map { $0.map(\.plainText).joined(separator: "\n") }.joined(separator: "\n")
        case .blockQuote(let children, _), .note(let children, _): children.map(\.plainText).joined(separator: "\n")
        case .codeBlock(_, let literal, _): literal
        case .thematicBreak: ""
        case .rawHTML: ""
        }
    }
}
