/// One content file: a document in one language, structured into headings, prose and guidelines.
struct Document: Hashable, Sendable, SiteDocument {
    /// Shared by every language: the file name without `.md` (`apple-pay`).
    var id: String
    var language: Language
    var frontMatter: FrontMatter
    var items: [DocumentItem]
    var location: SourceLocation

    var title: String { frontMatter.title }
    var guidelines: [Guideline] { items.compactMap { if case .guideline(let g) = $0 { g } else { nil } } }
    var headings: [Heading] { items.compactMap { if case .heading(let h) = $0 { h } else { nil } } }

    var anchors: [String] { items.compactMap(\.anchor) }

    /// Through the items: `headings` and `guidelines` are new arrays.
    func defines(_ anchor: String) -> Bool { items.contains { $0.anchor == anchor } }

    /// Segments in reading order. A heading without an id stays inside the segment before it.
    var segments: [Segment] {
        var segments = [Segment(id: Segment.introID, items: [])]
        for item in items {
            if let id = item.anchor { segments.append(Segment(id: id, items: [item])) } else { segments[segments.count - 1].items.append(item) }
        }
        return segments
    }

    /// The document's outline; `links` are the document links its Markdown makes (see `LinkResolver`).
    func outline(links: [DocumentLink] = []) -> DocumentOutline {
        DocumentOutline(
            id: id, language: language, frontMatter: frontMatter, location: location,
            headings: headings.compactMap { heading in heading.id.map { OutlineAnchor(id: $0, location: heading.location) } },
            guidelines: guidelines.map { OutlineAnchor(id: $0.id, location: $0.location) },
            segments: segments.map { SegmentOutline(id: $0.id, fingerprint: TranslationReport.fingerprint($0, of: self), location: $0.location) },
            links: links)
    }
}

/// The fields between the `---` lines at the top of a content file.
public struct FrontMatter: Hashable, Sendable {
    var title: String
    var summary: String?
    /// Position on the language's home page; documents without one come last, by id.
    var order: Int?
    /// The seed file the document was made from.
    var source: String?
    /// The Apple page the document comes from, by name and address, and the day it was last compared.
    var originTitle, originURL, reviewed: String?
    /// Set by the loader, not written: the language a converted document was written in.
    var convertedFrom: Language? = nil
}

enum DocumentItem: Hashable, Sendable {
    case heading(Heading)
    /// Prose that is not a guideline (an introduction, a section's lead-in).
    case prose(Block)
    case guideline(Guideline)

    /// The id a link may point at: a guideline's, or a heading's that has one.
    var anchor: String? {
        switch self {
        case .heading(let heading): heading.id
        case .guideline(let guideline): guideline.id
        case .prose: nil
        }
    }
}

struct Heading: Hashable, Sendable {
    var level: Int
    var content: [Inline]
    /// Anchor id; shares the namespace of guideline ids. Nil when the heading has no `{#id}`.
    var id: String?
    var location: SourceLocation
}

/// One guideline: a deep-linkable block with a stable id shared by all languages.
struct Guideline: Hashable, Sendable {
    var id: String
    var blocks: [Block]
    var location: SourceLocation

    /// The bold lead sentence, when the guideline opens with one (used as its title).
    var lead: String? {
        guard case .paragraph(let inlines, _)? = blocks.first, case .strong(let strong)? = inlines.first else { return nil }
        return strong.plainText
    }

    var plainText: String { String(appending: blocks.appendPlainText) }
}
