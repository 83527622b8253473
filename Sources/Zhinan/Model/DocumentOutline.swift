/// What the stages that look across documents need to know of one, without its text (an unchanged file's comes from the cache).
public final class DocumentOutline: Hashable, Sendable, Encodable, SiteDocument {
    public let id: String
    public let language: Language
    public let frontMatter: FrontMatter
    let location: SourceLocation
    /// The headings that have an id, and the guidelines, in reading order.
    let headings, guidelines: [OutlineAnchor]
    public let segments: [SegmentOutline]
    /// Links to documents and guidelines (of this or another document), to be checked against the site.
    let links: [DocumentLink]
    let derived: Derived

    /// Facts every build asks of every outline: worked out when a file is parsed, and cached with it.
    struct Derived: Hashable, Sendable {
        var listing: Digest
        /// Of every field: what a page that shows the outline is made from.
        var digest: Digest
        /// Whether every id it defines is its own (`Identifier.isInDocument`) and none is defined twice.
        var ownIDsAreUnique: Bool
    }

    /// `derived`: as the cache kept it (nil: worked out). A class: outlines are copied about a great deal and never change.
    init(id: String, language: Language, frontMatter: FrontMatter, location: SourceLocation, headings: [OutlineAnchor],
         guidelines: [OutlineAnchor], segments: [SegmentOutline], links: [DocumentLink], derived: Derived? = nil) {
        (self.id, self.language, self.frontMatter, self.location) = (id, language, frontMatter, location)
        (self.headings, self.guidelines, self.segments, self.links) = (headings, guidelines, segments, links)
        // (The parameters, not the fields: `self` is not made yet.)
        self.derived = derived ?? {
            var digest = DigestBuilder("listing")
            digest.add(id)
            digest.add(language.id)
            digest.add(frontMatter.title)
            for field in [frontMatter.summary, frontMatter.order.map(String.init), frontMatter.originTitle, frontMatter.originURL, frontMatter.reviewed] { digest.add(field ?? "\u{0}") }
            digest.add(guidelines.map(\.id))
            digest.add(frontMatter.convertedFrom?.id ?? "\u{0}")
            let listing = digest.digest
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
            let ids = headings.map(\.id) + guidelines.map(\.id)
            return Derived(listing: listing, digest: digest.digest, ownIDsAreUnique: !id.utf8.contains(UInt8(ascii: "."))
                           && ids.allSatisfy { Identifier.isInDocument($0, id) } && Set(ids).count == ids.count)
        }()
    }

    public static func == (a: DocumentOutline, b: DocumentOutline) -> Bool {
        a === b || (a.id == b.id && a.language == b.language && a.frontMatter == b.frontMatter && a.location == b.location
            && a.headings == b.headings && a.guidelines == b.guidelines && a.segments == b.segments && a.links == b.links)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(derived.digest) }
    var title: String { frontMatter.title }

    /// (A scan, not a set: cheaper for the many outlines read from the cache.)
    public func defines(_ anchor: String) -> Bool { headings.contains { $0.id == anchor } || guidelines.contains { $0.id == anchor } }
    public var anchors: [String] { headings.map(\.id) + guidelines.map(\.id) }

    /// What the pages that list documents (rules index, home, start, sitemap, rules.json) show of it.
    var listing: Digest { derived.listing }

    /// A file that could not be decoded: it has no outline, only its problem.
    static let unreadable = DocumentOutline(id: "\u{0}unreadable", language: .zhHans, frontMatter: FrontMatter(title: ""),
                                            location: SourceLocation(path: ""), headings: [], guidelines: [], segments: [], links: [])

    /// As the digest of every field (made once, with the outline).
    public func encode(to encoder: any Encoder) throws { try [derived.digest.high, derived.digest.low].encode(to: encoder) }
}

struct OutlineAnchor: Hashable, Sendable {
    var id: String
    var location: SourceLocation
}

/// A translation segment: its id, the fingerprint of its text (`TranslationReport.fingerprint`) and where it starts.
public struct SegmentOutline: Hashable, Sendable {
    var id: String
    var fingerprint: Fingerprint
    var location: SourceLocation?
}

/// A link to a document or guideline of the site, as written: checked against the whole site on every build.
struct DocumentLink: Hashable, Sendable {
    var language: Language
    var document: String
    var fragment: String?
    var location: SourceLocation
}
