import Mustache

/// Stage 5, render: every page of the site, from the linked and checked documents, through the
/// Mustache templates. Logic lives here; the templates only place what this hands them.
public struct PageRenderer {
    let site: Site
    let theme: Theme
    let config: SiteConfig

    public init(site: Site, theme: Theme, config: SiteConfig) {
        self.site = site
        self.theme = theme
        self.config = config
    }

    public func render(into output: inout SiteOutput) {
        output.add(PagePaths.root, page("root", rootContext()))
        output.add(PagePaths.notFound, page("404", notFoundContext()))
        for language in site.languages {
            output.add(PagePaths.home(language), page("home", homeContext(language)))
            for document in site.documents(in: language) {
                output.add(PagePaths.document(document.id, in: language), page("document", documentContext(document)))
            }
        }
    }

    private func page(_ template: String, _ context: [String: Any]) -> String {
        theme.library.render(context, withTemplate: template) ?? ""
    }

    // MARK: - Contexts shared by every page

    /// What the layout needs: language, title, links to the root, alternates and the language switch.
    private func layoutContext(language: Language, title: String, path: String, root: String,
                               alternates: [(Language, String)]) -> [String: Any] {
        let strings = theme.strings[language] ?? [:]
        var context: [String: Any] = [
            "lang": language.tag,
            "langFolder": language.rawValue,
            "title": title,
            "siteName": strings["site_name"] ?? "Zhinan",
            "root": root,
            "stylesheet": root + PagePaths.stylesheet,
            "homeHref": root + PagePaths.home(language),
            "canonical": config.baseURL + path,
            "s": strings,
        ]
        if alternates.count > 1 {
            context["alternates"] = alternates.map { ["hreflang": $0.0.tag, "href": config.baseURL + $0.1] }
                + [["hreflang": "x-default", "href": config.baseURL + alternates[0].1]]
        }
        context["languages"] = site.languages.map { other -> [String: Any] in
            let target = alternates.first { $0.0 == other }?.1 ?? PagePaths.home(other)
            return ["name": other.nativeName, "hreflang": other.tag, "href": root + target, "current": other == language]
        }
        return context
    }

    private func rootContext() -> [String: Any] {
        let language = Language.zhHans
        var context = layoutContext(language: language, title: theme.string("site_name", language),
                                    path: "", root: "", alternates: [])
        context["editions"] = site.languages.map { language -> [String: Any] in
            ["name": language.nativeName, "lang": language.tag, "href": PagePaths.home(language),
             "tagline": theme.string("site_tagline", language),
             "documents": site.documents(in: language).map { ["title": $0.title, "href": PagePaths.document($0.id, in: language)] }]
        }
        return context
    }

    private func notFoundContext() -> [String: Any] {
        // Served for any missing address, at any depth: links start at the site's base path.
        var context = layoutContext(language: .zhHans, title: theme.string("not_found_title", .zhHans),
                                    path: PagePaths.notFound, root: config.basePath, alternates: [])
        context["editions"] = site.languages.map { language -> [String: Any] in
            ["lang": language.tag, "href": config.basePath + PagePaths.home(language),
             "title": theme.string("not_found_title", language), "body": theme.string("not_found_body", language),
             "home": theme.string("home", language)]
        }
        return context
    }

    private func homeContext(_ language: Language) -> [String: Any] {
        let alternates = site.languages.map { ($0, PagePaths.home($0)) }
        var context = layoutContext(language: language, title: theme.string("site_name", language),
                                    path: PagePaths.home(language), root: "../", alternates: alternates)
        context["documents"] = site.documents(in: language).map { document -> [String: Any] in
            var entry: [String: Any] = [
                "title": document.title, "guidelineCount": document.guidelines.count,
                "href": PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language)),
            ]
            entry["summary"] = document.frontMatter.summary  // absent, not empty, so the template skips it
            return entry
        }
        return context
    }

    private func documentContext(_ document: Document) -> [String: Any] {
        let language = document.language
        let alternates = site.translations(of: document).map { ($0.language, PagePaths.document($0.id, in: $0.language)) }
        var context = layoutContext(language: language, title: "\(document.title) · \(theme.string("site_name", language))",
                                    path: PagePaths.document(document.id, in: language), root: "../",
                                    alternates: alternates)
        let markdown = MarkdownHTMLRenderer(noteLabel: theme.string("note_label", language))
        var summary: [String: Any] = ["title": document.title, "guidelineCount": document.guidelines.count]
        summary["summary"] = document.frontMatter.summary
        context["document"] = summary
        context["toc"] = document.headings.compactMap { heading -> [String: Any]? in
            guard let id = heading.id, heading.level <= 3 else { return nil }
            return ["id": id, "text": heading.content.plainText, "sub": heading.level == 3]
        }
        context["items"] = document.items.map { item -> [String: Any] in
            switch item {
            case .heading(let heading):
                let level = min(max(heading.level, 2), 6)
                return ["heading": ["id": heading.id ?? "", "hasID": heading.id != nil, "level": level,
                                    "html": markdown.render(heading.content)]]
            case .prose(let block):
                return ["prose": ["html": markdown.render(block)]]
            case .guideline(let guideline):
                return ["guideline": ["id": guideline.id, "html": markdown.render(guideline.blocks)]]
            }
        }
        return context
    }
}
