import ZhinanTemplates
/// Stage 6, index: `sitemap.xml`, every page with its language alternates, for search engines
/// (in parts, with `sitemap.xml` their index, where one file would pass the protocol's limits).
struct Sitemap {
    let site: SiteOutline
    let baseURL: String
    var hasGlossary = false

    /// Every page, grouped with its versions in other languages (the first of a group is `x-default`).
    var pages: [[(Language, String)]] {
        var groups: [[(Language, String)]] = ([
            PagePaths.home, PagePaths.start, PagePaths.rules, PagePaths.changes, PagePaths.gallery, PagePaths.translationStatus,
        ] + (hasGlossary ? [PagePaths.glossary] : [])).map { path in site.languages.map { ($0, path($0)) } }
        // The further pages of a long list of documents, each in its own language.
        for language in site.languages {
            groups += (1...Listing.pageCount(site.documents(in: language).count)).dropFirst().map { [(language, PagePaths.home(language, page: $0))] }
        }
        for id in site.documents.map(\.id).uniqued {
            let editions = site.editions(of: id)
            groups += [PagePaths.document, PagePaths.checklist].map { page in editions.map { ($0.language, page($0.id, $0.language)) } }
            if let source = site.source(of: id) {
                let chinese = editions.filter { $0.language == source.language || $0.frontMatter.convertedFrom == source.language }
                for target in editions.map(\.language) where target.translates(source.language) {
                    groups += chinese.map { [($0.language, PagePaths.bilingual(source.id, in: $0.language, with: target))] }
                }
            }
        }
        return groups
    }

    /// What the sitemap protocol allows in one file: 50,000 URLs and 50 MB (uncompressed).
    struct Limits: Sendable {
        var urls = 50_000
        var bytes = 50 * 1024 * 1024

        static let standard = Limits()
    }

    /// The sitemap's files: `sitemap.xml` alone while every page fits in one file; past the protocol's
    /// limits, `sitemap-1.xml`, `sitemap-2.xml` … each within them, and `sitemap.xml` their index.
    func files(limits: Limits = .standard) -> [(path: String, text: String)] {
        let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        let footer = "</urlset>\n"
        var parts: [String] = [], part = header, urls = 0
        // Each URL's entry whole in one file, never cut between two.
        func add(_ entry: String) {
            if urls > 0, urls + 1 > limits.urls || part.utf8.count + entry.utf8.count + footer.utf8.count > limits.bytes {
                parts.append(part + footer)
                part = header
                urls = 0
            }
            part += entry
            urls += 1
        }
        add("  <url><loc>\(HTML.escape(baseURL))</loc></url>\n")
        for pages in pages {
            for (_, path) in pages {
                var entry = "  <url>\n    <loc>\(HTML.escape(baseURL + path))</loc>\n"
                if pages.count > 1 {
                    for (language, alternate) in pages {
                        entry += "    <xhtml:link rel=\"alternate\" hreflang=\"\(language.tag)\" href=\"\(HTML.escape(baseURL + alternate))\"/>\n"
                    }
                    entry += "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(baseURL + pages[0].1))\"/>\n"
                }
                add(entry + "  </url>\n")
            }
        }
        parts.append(part + footer)
        guard parts.count > 1 else { return [(PagePaths.sitemap, parts[0])] }
        let index = """
        <?xml version="1.0" encoding="UTF-8"?>
        <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

        """ + parts.indices.map { "  <sitemap><loc>\(HTML.escape(baseURL + PagePaths.sitemapPart($0 + 1)))</loc></sitemap>\n" }
            .joined() + "</sitemapindex>\n"
        return [(PagePaths.sitemap, index)] + parts.enumerated().map { (PagePaths.sitemapPart($0.offset + 1), $0.element) }
    }
}
