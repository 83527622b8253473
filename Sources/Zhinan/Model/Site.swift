/// Every document of the site, in every language, in a stable order, with the lookups the
/// stages need kept at hand (a site of thousands of pages asks them for every link and guideline).
public struct Site: Sendable {
    public let documents: [Document]
    public let languages: [Language]
    /// The Chinese edition of each document, the source translations follow: simplified where
    /// there is one, else traditional.
    public let sourceDocuments: [Document]
    private let byLanguage: [Language: [Document]]
    private let byID: [String: [Document]]
    private let anchorsByPage: [String: Set<String>]
    /// Renamed ids and the ids they became (`content/aliases.yml`), once the link stage checked them.
    public let aliases: IDAliases

    public init(documents: [Document], aliases: IDAliases = IDAliases()) {
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
        languages = Language.allCases.filter { grouped[$0] != nil }
        sourceDocuments = sorted.filter { $0.language == Self.sourceLanguage(of: editions[$0.id] ?? []) }
        anchorsByPage = Dictionary(sorted.map { (Self.key($0.id, $0.language), $0.anchors) }, uniquingKeysWith: { a, _ in a })
    }

    private static func key(_ id: String, _ language: Language) -> String { language.rawValue + "/" + id }

    /// The Chinese edition a document id is translated from.
    public func source(of id: String) -> Document? {
        let editions = byID[id] ?? []
        return editions.first { $0.language == Self.sourceLanguage(of: editions) }
    }

    /// Chinese is the source: simplified where there is a simplified edition, else traditional.
    static func sourceLanguage(of editions: [Document]) -> Language? {
        [Language.zhHans, .zhHant].first { language in editions.contains { $0.language == language } }
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
    public func with(aliases: IDAliases) -> Site { Site(documents: documents, aliases: aliases) }
}

extension Document {
    /// Every id a link may point at: headings' and guidelines'.
    public var anchors: Set<String> {
        Set(headings.compactMap(\.id) + guidelines.map(\.id))
    }
}
