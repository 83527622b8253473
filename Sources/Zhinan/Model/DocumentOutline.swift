/// What the rest of the site needs to know of one document, without its text: its title and
/// place, the ids it defines and where, its translation segments' fingerprints, and the links it
/// makes to other documents. The stages that look across documents — unique ids, links, the
/// translation report, the pages that list documents, the sitemap — read outlines, so an
/// incremental build takes the outline of an unchanged file from its cache instead of parsing it.
public struct DocumentOutline: Hashable, Sendable {
    /// The fields, in one shared box: the checks across documents copy outlines about (sorted,
    /// grouped by language and by id, into report entries), and a copy of a dozen fields was a
    /// dozen reference counts each time; of a box it is one. Outlines never change once made.
    private final class Fields: Sendable {
        let id: String
        let language: Language
        let frontMatter: FrontMatter
        let location: SourceLocation
        let headings: [OutlineAnchor]
        let guidelines: [OutlineAnchor]
        let segments: [SegmentOutline]
        let links: [DocumentLink]
        /// What is worked out from the fields once, when the outline is made, and kept with it in
        /// the build cache (see `Derived`).
        let derived: Derived

        init(id: String, language: Language, frontMatter: FrontMatter, location: SourceLocation, headings: [OutlineAnchor],
             guidelines: [OutlineAnchor], segments: [SegmentOutline], links: [DocumentLink], derived: Derived?) {
            self.id = id
            self.language = language
            self.frontMatter = frontMatter
            self.location = location
            self.headings = headings
            self.guidelines = guidelines
            self.segments = segments
            self.links = links
            self.derived = derived ?? Derived(id: id, language: language, frontMatter: frontMatter, location: location, headings: headings,
                                              guidelines: guidelines, segments: segments, links: links)
        }
    }

    /// Facts of the outline that the checks across documents ask of every document on every build:
    /// worked out when a file is parsed, and read from the cache with its outline, so that a build
    /// that changed one document does not work them out for the other ten thousand (together 17 ms
    /// of CPU of such a build at 10,000 documents).
    struct Derived: Hashable, Sendable {
        /// See `listing`.
        var listing: Digest
        /// Of every field: what a page that shows the outline is made from.
        var digest: Digest
        /// Whether every id it defines is its own (its document id, a dot, a name: see
        /// `Identifier.isInDocument`) and none is defined twice. Well-formed ids of two documents
        /// never meet, so when this holds for every document no id of a language is defined twice
        /// (see `ContentChecker.checkUniqueIDs`).
        var ownIDsAreUnique: Bool
    }

    private let fields: Fields

    public var id: String { fields.id }
    public var language: Language { fields.language }
    public var frontMatter: FrontMatter { fields.frontMatter }
    /// The file, for diagnostics.
    var location: SourceLocation { fields.location }
    /// Headings that have an id, in reading order.
    var headings: [OutlineAnchor] { fields.headings }
    var guidelines: [OutlineAnchor] { fields.guidelines }
    public var segments: [SegmentOutline] { fields.segments }
    /// Links to documents and guidelines (of this or another document), to be checked against the site.
    var links: [DocumentLink] { fields.links }

    /// `derived`: as the cache kept it (nil: worked out from the fields).
    init(id: String, language: Language, frontMatter: FrontMatter, location: SourceLocation, headings: [OutlineAnchor],
         guidelines: [OutlineAnchor], segments: [SegmentOutline], links: [DocumentLink], derived: Derived? = nil) {
        fields = Fields(id: id, language: language, frontMatter: frontMatter, location: location, headings: headings,
                        guidelines: guidelines, segments: segments, links: links, derived: derived)
    }

    var derived: Derived { fields.derived }

    public static func == (a: DocumentOutline, b: DocumentOutline) -> Bool {
        a.fields === b.fields
            || (a.id == b.id && a.language == b.language && a.frontMatter == b.frontMatter && a.location == b.location
                && a.headings == b.headings && a.guidelines == b.guidelines && a.segments == b.segments && a.links == b.links)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(language)
        hasher.combine(frontMatter)
        hasher.combine(location)
        hasher.combine(headings)
        hasher.combine(guidelines)
        hasher.combine(segments)
        hasher.combine(links)
    }

    var title: String { frontMatter.title }

    /// (A scan, not a set: a set made for each of 20,000 outlines read from the cache cost more
    /// than every link check asking its target.)
    public func defines(_ anchor: String) -> Bool {
        fields.headings.contains { $0.id == anchor } || fields.guidelines.contains { $0.id == anchor }
    }

    /// What the pages that list documents show of it (rules index, home, start, sitemap, rules.json):
    /// when this is the same for every document, those pages are too.
    var listing: Digest { fields.derived.listing }
}

/// An id a document defines, and where.
struct OutlineAnchor: Hashable, Sendable {
    var id: String
    var location: SourceLocation
}

/// A translation segment: its id, the fingerprint of its reader-visible text (see
/// `TranslationReport.fingerprint`) and where it starts.
public struct SegmentOutline: Hashable, Sendable {
    var id: String
    var fingerprint: Fingerprint
    var location: SourceLocation?
}

/// A link from a document to a document or guideline of the site, as written: checked against the
/// whole site, which may have changed since the linking document was read.
struct DocumentLink: Hashable, Sendable {
    var language: Language
    var document: String
    var fragment: String?
    var location: SourceLocation
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

extension DocumentOutline.Derived {
    /// Worked out from the outline's fields.
    init(id: String, language: Language, frontMatter: FrontMatter, location: SourceLocation, headings: [OutlineAnchor],
         guidelines: [OutlineAnchor], segments: [SegmentOutline], links: [DocumentLink]) {
        var digest = DigestBuilder("listing")
        digest.add(id)
        digest.add(language.id)
        digest.add(frontMatter.title)
        digest.add(frontMatter.summary ?? "\u{0}")
        digest.add(frontMatter.order.map(String.init) ?? "\u{0}")
        for field in [frontMatter.originTitle, frontMatter.originURL, frontMatter.reviewed] { digest.add(field ?? "\u{0}") }
        digest.add(guidelines.map(\.id))
        digest.add(frontMatter.convertedFrom?.id ?? "\u{0}")
        listing = digest.digest
        digest.add(location.path)
        digest.add(frontMatter.source ?? "\u{0}")
        func add(_ location: SourceLocation?) {
            digest.add(location?.path ?? "\u{0}")
            digest.add(location?.line ?? -1)
            digest.add(location?.column ?? -1)
        }
        for anchor in headings + guidelines {
            digest.add(anchor.id)
            add(anchor.location)
        }
        for segment in segments {
            digest.add(segment.id)
            digest.add(Int(bitPattern: UInt(segment.fingerprint.value)))
            add(segment.location)
        }
        for link in links {
            digest.add([link.language.id, link.document, link.fragment ?? "\u{0}"])
            add(link.location)
        }
        self.digest = digest.digest
        ownIDsAreUnique = Self.ownIDsAreUnique(id: id, headings: headings, guidelines: guidelines)
    }

    private static func ownIDsAreUnique(id: String, headings: [OutlineAnchor], guidelines: [OutlineAnchor]) -> Bool {
        guard !id.utf8.contains(UInt8(ascii: ".")) else { return false }
        var ids = headings.map(\.id) + guidelines.map(\.id)
        guard ids.allSatisfy({ Identifier.isInDocument($0, id) }) else { return false }
        ids.sort()
        return !ids.indices.dropFirst().contains { ids[$0] == ids[$0 - 1] }
    }
}

extension DocumentOutline: Encodable {
    /// As the digest of every field (made once, with the outline).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(derived.digest.high)
        try container.encode(derived.digest.low)
    }
}
