import ZhinanSearch

/// What translations are tracked by: a guideline, a heading with the prose under it, or the introduction.
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

    /// The reader-visible text, whitespace collapsed.
    var plainText: String { WhitespaceText.collapse(text) }
    var text: String { String(appending: appendText) }

    func appendText(to text: inout String) {
        items.appendLines(to: &text) { item, text in
            switch item {
            case .heading(let h): h.content.appendPlainText(to: &text)
            case .prose(let b): b.appendPlainText(to: &text)
            case .guideline(let g): g.blocks.appendPlainText(to: &text)
            }
        }
    }
}

extension Array where Element == Block {
    func appendPlainText(to text: inout String) { appendLines(to: &text) { $0.appendPlainText(to: &$1) } }
}

extension Sequence {
    /// Each element written onto `text` by `append`, one to a line.
    func appendLines(to text: inout String, _ append: (Element, inout String) -> Void) {
        for (index, element) in enumerated() {
            if index > 0 { text += "\n" }
            append(element, &text)
        }
    }
}

extension String {
    /// What `append` writes onto an empty string.
    init(appending append: (inout String) -> Void) {
        self = ""
        append(&self)
    }
}
