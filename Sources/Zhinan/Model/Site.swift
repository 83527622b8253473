/// Every document of the site, in every language, in a stable order, with the lookups the
/// stages need kept at hand (a site of thousands of pages asks them for every link and guideline).
public struct Site: Sendable {
    public let documents: [Document]
    /// The languages of the site's configuration, whether or not they have documents yet.
    public let configured: Languages
    /// The languages that have documents, in the configured order.
    public let languages: [Language]
    /// The source edition of each document, the one translations follow: the first source language
    /// of the configuration that has the document (simplified Chinese, else traditional, here).
    public let sourceDocuments: [Document]
    private let byLanguage: [Language: [Document]]
    private let byID: [String: [Document]]
    private let anchorsByPage: [String: Set<String>]
    /// Renamed ids and the ids they became (`content/aliases.yml`), once the link stage checked them.
    public let aliases: IDAliases

    public init(documents: [Document], languages configured: Languages = .standard, aliases: IDAliases = IDAliases()) {
        self.configured = configured
        self.aliases = aliases
        // Home-page order: `order` first, then id; Chinese before English. Never file-system order.
        let sorted = documents.sorted {
            ($0.language, $0.frontMatter.order ?? Int.max, $0.id) < ($1.language, $1.frontMatter.order ?? Int.max, $1.id)
        }
        self.documents = sorted
        let grouped = Dictionary(grouping: sorted, by: \.language)
        let editions = Dictionary(grouping: sorted, by: \.id)
        byLanguage = grouped
        byID = editions
        languages = configured.all.filter { grouped[$0] != nil }
        sourceDocuments = sorted.filter { $0.language == Self.sourceLanguage(of: editions[$0.id] ?? [], in: configured) }
        anchorsByPage = Dictionary(sorted.map { (Self.key($0.id, $0.language), $0.anchors) }, uniquingKeysWith: { a, _ in a })
    }

    private static func key(_ id: String, _ language: Language) -> String { language.id + "/" + id }

    /// The source edition a document id is translated from.
    public func source(of id: String) -> Document? {
        let editions = byID[id] ?? []
        return editions.first { $0.language == Self.sourceLanguage(of: editions, in: configured) }
    }

    /// The first source language, in the configured order, that has an edition.
    static func sourceLanguage(of editions: [Document], in languages: Languages) -> Language? {
        languages.sources.first { language in editions.contains { $0.language == language } }
    }

    /// Whether `document` is a translation of `source`'s document, by its language's configuration.
    public func isTranslation(_ document: Document, of source: Document) -> Bool {
        document.id == source.id && document.language.translates(source.language)
    }

    public func documents(in language: Language) -> [Document] {
        byLanguage[language] ?? []
    }

    public func document(_ id: String, in language: Language) -> Document? {
        byID[id]?.first { $0.language == language }
    }

    /// The same document in every language it exists in (itself included), for the switch and `hreflang`.
    public func translations(of document: Document) -> [Document] {
        byID[document.id] ?? []
    }

    /// The ids a link may point at in one document.
    public func anchors(of id: String, in language: Language) -> Set<String> {
        anchorsByPage[Self.key(id, language)] ?? []
    }

    /// The same site with other aliases.
    public func with(aliases: IDAliases) -> Site { Site(documents: documents, languages: configured, aliases: aliases) }
}

extension Document {
    /// Every id a link may point at: headings' and guidelines'.
    public var anchors: Set<String> {
        Set(headings.compactMap(\.id) + guidelines.map(\.id))
    }
}
