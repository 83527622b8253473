/// What a site-wide index needs of a document: a `Document`, or its cached `DocumentOutline`.
public protocol SiteDocument: Sendable {
    var id: String { get }
    var language: Language { get }
    var frontMatter: FrontMatter { get }
    /// Whether a link may point at `anchor` here: the id of a heading or of a guideline.
    func defines(_ anchor: String) -> Bool
    /// Every id a link may point at here, for the one a broken link most likely meant.
    var anchors: [String] { get }
}

/// Every document of the site in every language, in a stable order, with the lookups the stages need.
public struct SiteOf<Doc: SiteDocument>: Sendable {
    public let documents: [Doc]
    /// The languages of the site's configuration, whether or not they have documents yet.
    let configured: Languages
    let languages: [Language]
    /// The source edition of each document: in the first source language of the configuration that has it.
    let sourceDocuments: [Doc]
    private let byLanguage: [Language: [Doc]]
    private let byID: [String: [Doc]]
    /// Renamed ids and the ids they became (`content/aliases.yml`), once the link stage checked them.
    private(set) var aliases: IDAliases

    init(documents: [Doc], languages configured: Languages = .standard, aliases: IDAliases = IDAliases()) {
        (self.configured, self.aliases) = (configured, aliases)
        // Home-page order, by keys taken out once: language (rank, then id), `order`, id.
        let keys = documents.map { (rank: $0.language.rank, language: $0.language.id, order: $0.frontMatter.order ?? Int.max, id: $0.id) }
        let sorted = documents.indices.sorted { keys[$0] < keys[$1] }.map { documents[$0] }
        self.documents = sorted
        let grouped = Dictionary(grouping: sorted) { $0.language }, editions = Dictionary(grouping: sorted) { $0.id }
        (byLanguage, byID) = (grouped, editions)
        languages = configured.all.filter { grouped[$0] != nil }
        sourceDocuments = sorted.filter { $0.language == Self.sourceLanguage(of: editions[$0.id] ?? [], in: configured) }
    }

    func source(of id: String) -> Doc? { editions(of: id).first { $0.language == Self.sourceLanguage(of: editions(of: id), in: configured) } }

    /// The first source language, in the configured order, that has an edition written in it.
    static func sourceLanguage(of editions: [Doc], in languages: Languages) -> Language? {
        languages.sources.first { language in editions.contains { $0.language == language && $0.frontMatter.convertedFrom == nil } }
    }

    func documents(in language: Language) -> [Doc] { byLanguage[language] ?? [] }
    func document(_ id: String, in language: Language) -> Doc? { byID[id]?.first { $0.language == language } }
    func editions(of id: String) -> [Doc] { byID[id] ?? [] }
    /// The same document in every language it exists in (itself included), for the switch and `hreflang`.
    func translations(of document: Doc) -> [Doc] { editions(of: document.id) }

    /// Document ids in the order search numbers their records: source documents in site order, then the rest.
    var groupOrder: [String] { (sourceDocuments + documents).map(\.id).uniqued }

    /// The same site with other aliases (the lookups kept).
    func with(aliases: IDAliases) -> SiteOf<Doc> {
        var site = self
        site.aliases = aliases
        return site
    }
}

typealias Site = SiteOf<Document>
public typealias SiteOutline = SiteOf<DocumentOutline>

extension SiteOf where Doc == Document {
    var outline: SiteOutline { SiteOutline(documents: documents.map { $0.outline() }, languages: configured, aliases: aliases) }
}
