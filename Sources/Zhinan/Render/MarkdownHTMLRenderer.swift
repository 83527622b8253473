/// Renders the Markdown tree as HTML. It writes only the elements it knows, escapes every piece of
/// text, and never passes raw HTML through: content cannot inject markup or script into a page.
struct MarkdownHTMLRenderer {
    /// The label of an editor's note, in the page's language.
    var noteLabel: String
    /// The way from the page being written to the site root (`../`), for links to other pages.
    var root: String = "../"

    func render(_ blocks: [Block]) -> String {
        blocks.map(render).joined()
    }

    func render(_ block: Block) -> String {
        switch block {
        case .paragraph(let inlines, _):
            return "<p>\(render(inlines))</p>\n"
        case .heading(let level, let inlines, _):
            let n = min(max(level, 2), 6)
            return "<h\(n)>\(render(inlines))</h\(n)>\n"
        case .list(let ordered, let start, let tight, let items, _):
            let tag = ordered ? "ol" : "ul"
            let startAttribute = ordered && start != 1 ? " start=\"\(start)\"" : ""
            let body = items.map { "<li>\(renderItem($0, tight: tight))</li>\n" }.joined()
            return "<\(tag)\(startAttribute)>\n\(body)</\(tag)>\n"
        case .blockQuote(let children, _):
            return "<blockquote>\n\(render(children))</blockquote>\n"
        case .note(let children, _):
            return "<aside class=\"note\" role=\"note\"><p class=\"note-label\">\(HTML.escape(noteLabel))</p>\n\(render(children))</aside>\n"
        case .codeBlock(_, let literal, _):
            return "<pre><code>\(HTML.escape(literal))</code></pre>\n"
        case .thematicBreak:
            return "<hr>\n"
        case .rawHTML(let html, _):
            // The check stage rejects raw HTML; should it ever get here, it is shown as text.
            return "<p>\(HTML.escape(html))</p>\n"
        }
    }

    /// Tight list items hold their paragraphs without `<p>`, as CommonMark renders them.
    private func renderItem(_ blocks: [Block], tight: Bool) -> String {
        blocks.map { block in
            if tight, case .paragraph(let inlines, _) = block { return render(inlines) }
            return render(block)
        }.joined()
    }

    func render(_ inlines: [Inline]) -> String {
        inlines.map(render).joined()
    }

    func render(_ inline: Inline) -> String {
        switch inline {
        case .text(let text): HTML.escape(text)
        case .softBreak: "\n"
        case .lineBreak: "<br>\n"
        case .code(let code): "<code>\(HTML.escape(code))</code>"
        case .emphasis(let c): "<em>\(render(c))</em>"
        case .strong(let c): "<strong>\(render(c))</strong>"
        case .link(let href, let title, let c, _): renderLink(href: href, title: title, content: c)
        case .image(_, _, let alt, _): HTML.escape(alt.plainText)
        case .rawHTML(let html, _): HTML.escape(html)
        }
    }

    /// Only destinations the link stage approved reach here; an empty one renders as text.
    private func renderLink(href: String, title: String, content: [Inline]) -> String {
        guard !href.isEmpty else { return render(content) }
        // The link stage leaves web URLs, `#id`, or page paths from the site root.
        let isWeb = LinkResolver.webSchemes.contains { href.lowercased().hasPrefix($0) }
        let href = isWeb || href.hasPrefix("#") ? href : root + href
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
        let external = href.hasPrefix("http:") || href.hasPrefix("https:") ? " rel=\"external noopener\"" : ""
        return "<a href=\"\(HTML.escape(href))\"\(titleAttribute)\(external)>\(render(content))</a>"
    }
}
