/// Stage 6, index: `sitemap.xml`, every page with its language alternates, for search engines.
struct Sitemap {
    let site: SiteOutline
    let config: SiteConfig
    /// Whether the site has a glossary page per language.
    let hasGlossary: Bool

    init(site: SiteOutline, config: SiteConfig, hasGlossary: Bool = false) {
        self.site = site
        self.config = config
        self.hasGlossary = hasGlossary
    }

    /// Every page, grouped with its versions in other languages (the first of a group is `x-default`).
    var pages: [[(Language, String)]] {
        var groups: [[(Language, String)]] = ([
            PagePaths.home, PagePaths.start, PagePaths.rules, PagePaths.gallery, PagePaths.translationStatus,
        ] + (hasGlossary ? [PagePaths.glossary] : [])).map { path in site.languages.map { ($0, path($0)) } }
        // The further pages of a long list of documents, each in its own language.
        for language in site.languages {
            for page in Array(1...Listing.pageCount(site.documents(in: language).count)).dropFirst() {
                groups.append([(language, PagePaths.home(language, page: page))])
            }
        }
        var seen = Set<String>()
        for document in site.documents where seen.insert(document.id).inserted {
            let editions = site.translations(of: document)
            groups.append(editions.map { ($0.language, PagePaths.document($0.id, in: $0.language)) })
            groups.append(editions.map { ($0.language, PagePaths.checklist($0.id, in: $0.language)) })
            if let source = site.source(of: document.id) {
                for target in editions.map(\.language) where target.translates(source.language) {
                    groups.append([(source.language, PagePaths.bilingual(source.id, in: source.language, with: target))])
                }
            }
        }
        return groups
    }

    func xml() -> String {
        let entries = pages
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
          <url><loc>\(HTML.escape(config.baseURL))</loc></url>

        """
        for pages in entries {
            for (_, path) in pages {
                xml += "  <url>\n    <loc>\(HTML.escape(config.baseURL + path))</loc>\n"
                if pages.count > 1 {
                    for (language, alternate) in pages {
                        xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(language.tag)\" href=\"\(HTML.escape(config.baseURL + alternate))\"/>\n"
                    }
                    xml += "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(config.baseURL + pages[0].1))\"/>\n"
                }
                xml += "  </url>\n"
            }
        }
        // Appended in place: `xml + …` copied the whole sitemap (8 MB at 10,000 documents) once more.
        xml += "</urlset>\n"
        return xml
    }
}
