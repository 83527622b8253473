/// Every document of the site, in every language, in a stable order.
public struct Site: Sendable {
    public var documents: [Document]

    public init(documents: [Document]) {
        // Home-page order: `order` first, then id; Chinese before English. Never file-system order.
        self.documents = documents.sorted {
            ($0.language, $0.frontMatter.order ?? Int.max, $0.id) < ($1.language, $1.frontMatter.order ?? Int.max, $1.id)
        }
    }

    public var languages: [Language] {
        Language.allCases.filter { language in documents.contains { $0.language == language } }
    }

    public func documents(in language: Language) -> [Document] {
        documents.filter { $0.language == language }
    }

    public func document(_ id: String, in language: Language) -> Document? {
        documents.first { $0.id == id && $0.language == language }
    }

    /// The same document in the other languages, for the language switch and `hreflang`.
    public func translations(of document: Document) -> [Document] {
        documents.filter { $0.id == document.id }
    }
}

extension Document {
    /// Every id a link may point at: headings' and guidelines'.
    public var anchors: Set<String> {
        Set(headings.compactMap(\.id) + guidelines.map(\.id))
    }
}
