/// What the rest of the site needs to know of one document, without its text: its title and
/// place, the ids it defines and where, its translation segments' fingerprints, and the links it
/// makes to other documents. The stages that look across documents — unique ids, links, the
/// translation report, the pages that list documents, the sitemap — read outlines, so an
/// incremental build takes the outline of an unchanged file from its cache instead of parsing it.
public struct DocumentOutline: Hashable, Sendable {
    public var id: String
    public var language: Language
    public var frontMatter: FrontMatter
    /// The file, for diagnostics.
    var location: SourceLocation
    /// Headings that have an id, in reading order.
    var headings: [OutlineAnchor]
    var guidelines: [OutlineAnchor]
    public var segments: [SegmentOutline]
    /// Links to documents and guidelines (of this or another document), to be checked against the site.
    var links: [DocumentLink]

    init(id: String, language: Language, frontMatter: FrontMatter, location: SourceLocation, headings: [OutlineAnchor],
                guidelines: [OutlineAnchor], segments: [SegmentOutline], links: [DocumentLink]) {
        self.id = id
        self.language = language
        self.frontMatter = frontMatter
        self.location = location
        self.headings = headings
        self.guidelines = guidelines
        self.segments = segments
        self.links = links
    }

    var title: String { frontMatter.title }

    public var anchors: Set<String> { Set(headings.map(\.id) + guidelines.map(\.id)) }

    /// What the pages that list documents show of it (rules index, home, start, sitemap, rules.json):
    /// when this is the same for every document, those pages are too.
    var listing: Digest {
        var digest = DigestBuilder("listing")
        digest.add(id)
        digest.add(language.id)
        digest.add(frontMatter.title)
        digest.add(frontMatter.summary ?? "\u{0}")
        digest.add(frontMatter.order.map(String.init) ?? "\u{0}")
        digest.add(guidelines.map(\.id))
        return digest.digest
    }
}

/// An id a document defines, and where.
struct OutlineAnchor: Hashable, Sendable {
    var id: String
    var location: SourceLocation

    init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }
}

/// A translation segment: its id, the fingerprint of its reader-visible text (see
/// `TranslationReport.fingerprint`) and where it starts.
public struct SegmentOutline: Hashable, Sendable {
    var id: String
    var fingerprint: String
    var location: SourceLocation?

    init(id: String, fingerprint: String, location: SourceLocation?) {
        self.id = id
        self.fingerprint = fingerprint
        self.location = location
    }
}

/// A link from a document to a document or guideline of the site, as written: checked against the
/// whole site, which may have changed since the linking document was read.
struct DocumentLink: Hashable, Sendable {
    var language: Language
    var document: String
    var fragment: String?
    var location: SourceLocation

    init(language: Language, document: String, fragment: String?, location: SourceLocation) {
        self.language = language
        self.document = document
        self.fragment = fragment
        self.location = location
    }
}

extension Document {
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
