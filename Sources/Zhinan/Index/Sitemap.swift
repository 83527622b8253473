/// Stage 6, index: `sitemap.xml`, every page with its language alternates, for search engines.
public struct Sitemap {
    let site: Site
    let config: SiteConfig

    public init(site: Site, config: SiteConfig) {
        self.site = site
        self.config = config
    }

    public func xml() -> String {
        var entries: [[(Language, String)]] = [site.languages.map { ($0, PagePaths.home($0)) }]
        var seen = Set<String>()
        for document in site.documents where seen.insert(document.id).inserted {
            entries.append(site.translations(of: document).map { ($0.language, PagePaths.document($0.id, in: $0.language)) })
        }
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
        return xml + "</urlset>\n"
    }
}
