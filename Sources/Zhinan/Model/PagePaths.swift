/// Where each page lives in `public/`: one folder below the root, so relative links work from `file://`.
enum PagePaths {
    static func home(_ language: Language) -> String { "\(language.id)/index.html" }

    /// A further page of a long list of documents (`zh-hans/index.2.html`; a document id has no dot).
    static func home(_ language: Language, page: Int) -> String { page <= 1 ? home(language) : "\(language.id)/index.\(page).html" }

    static func document(_ id: String, in language: Language) -> String { "\(language.id)/\(id).html" }
    /// The document beside its English translation, in the source language's folder.
    static func bilingual(_ id: String, in language: Language, with target: Language) -> String {
        "\(language.id)/\(id).bilingual-\(target.id).html"
    }

    static func translationStatus(_ language: Language) -> String { "\(language.id)/translations.html" }

    static func translationStatus(_ language: Language, page: Int) -> String {
        page <= 1 ? translationStatus(language) : "\(language.id)/translations.\(page).html"
    }

    static func rules(_ language: Language) -> String { "\(language.id)/rules.html" }
    static func gallery(_ language: Language) -> String { "\(language.id)/mockups.html" }
    static func start(_ language: Language) -> String { "\(language.id)/start.html" }
    static func glossary(_ language: Language) -> String { "\(language.id)/glossary.html" }
    /// All the results of a query (`search.html?q=…`), which the page's script finds.
    static func search(_ language: Language) -> String { "\(language.id)/search.html" }
    /// What Apple's current guidance changed since the source documents.
    static func changes(_ language: Language) -> String { "\(language.id)/changes.html" }
    static let changesJSON = "changes.json"

    static func checklist(_ id: String, in language: Language) -> String { "\(language.id)/\(id).checklist.html" }
    static func drill(_ id: String, in language: Language) -> String { "\(language.id)/\(id).drill.html" }
    /// The document's Markdown beside its page, for readers who paste guidance into an assistant.
    static func markdown(_ id: String, in language: Language) -> String { "\(language.id)/\(id).md" }

    /// Pages the site generates in every language folder, by the document id that would collide with them.
    static let generatedPageNames: [String: String] = [
        "index": "the home page", "translations": "the translation status page", "rules": "the rules index",
        "mockups": "the mockup gallery", "start": "the start-here page", "glossary": "the glossary",
        "search": "the search results page", "changes": "the page of what changed since the source",
    ]

    static let rulesJSON = "rules.json"
    /// The site for language models (llmstxt.org): every document, rule and glossary term, a line each.
    static let llms = "llms.txt"
    static let root = "index.html"
    static let notFound = "404.html"
    static let stylesheet = "assets/style.css"
    static let script = "assets/zhinan.js"
    static let sitemap = "sitemap.xml"
    /// The `number`th part of a sitemap too large for one file (from 1); `sitemap.xml` is then their index.
    static func sitemapPart(_ number: Int) -> String { "sitemap-\(number).xml" }

    static func relative(from language: Language, to path: String) -> String {
        path.hasPrefix(language.id + "/") ? String(path.dropFirst(language.id.count + 1)) : "../" + path
    }
}
