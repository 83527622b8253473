/// Renders the Markdown tree as HTML. It writes only the elements it knows, escapes every piece of
/// text, and never passes raw HTML through: content cannot inject markup or script into a page.
///
/// Every element is written onto one string as it goes, not made a string of its own and joined.
struct MarkdownHTMLRenderer {
    /// The label of an editor's note, in the page's language.
    var noteLabel: String
    /// The way from the page being written to the site root (`../`), for links to other pages.
    var root: String = "../"

    func render(_ blocks: [Block]) -> String {
        var out = ""
        for block in blocks { write(block, to: &out) }
        return out
    }

    func render(_ block: Block) -> String {
        var out = ""
        write(block, to: &out)
        return out
    }

    func render(_ inlines: [Inline]) -> String {
        var out = ""
        write(inlines, to: &out)
        return out
    }

    func render(_ inline: Inline) -> String {
        var out = ""
        write(inline, to: &out)
        return out
    }

    private func write(_ block: Block, to out: inout String) {
        switch block {
        case .paragraph(let inlines, _):
            out += "<p>"
            write(inlines, to: &out)
            out += "</p>\n"
        case .heading(let level, let inlines, _):
            let n = String(min(max(level, 2), 6))
            out += "<h" + n + ">"
            write(inlines, to: &out)
            out += "</h" + n + ">\n"
        case .list(let ordered, let start, let tight, let items, _):
            let tag = ordered ? "ol" : "ul"
            out += "<" + tag
            if ordered && start != 1 { out += " start=\"" + String(start) + "\"" }
            out += ">\n"
            for item in items {
                out += "<li>"
                writeItem(item, tight: tight, to: &out)
                out += "</li>\n"
            }
            out += "</" + tag + ">\n"
        case .blockQuote(let children, _):
            out += "<blockquote>\n"
            for child in children { write(child, to: &out) }
            out += "</blockquote>\n"
        case .note(let children, _):
            out += "<aside class=\"note\" role=\"note\"><p class=\"note-label\">" + HTML.escape(noteLabel) + "</p>\n"
            for child in children { write(child, to: &out) }
            out += "</aside>\n"
        case .codeBlock(_, let literal, _):
            out += "<pre><code>" + HTML.escape(literal) + "</code></pre>\n"
        case .thematicBreak:
            out += "<hr>\n"
        case .rawHTML(let html, _):
            // The check stage rejects raw HTML; should it ever get here, it is shown as text.
            out += "<p>" + HTML.escape(html) + "</p>\n"
        }
    }

    /// Tight list items hold their paragraphs without `<p>`, as CommonMark renders them.
    private func writeItem(_ blocks: [Block], tight: Bool, to out: inout String) {
        for block in blocks {
            if tight, case .paragraph(let inlines, _) = block { write(inlines, to: &out) } else { write(block, to: &out) }
        }
    }

    private func write(_ inlines: [Inline], to out: inout String) {
        for inline in inlines { write(inline, to: &out) }
    }

    private func write(_ inline: Inline, to out: inout String) {
        switch inline {
        case .text(let text): out += HTML.escape(text)
        case .softBreak: out += "\n"
        case .lineBreak: out += "<br>\n"
        case .code(let code): out += "<code>" + HTML.escape(code) + "</code>"
        case .emphasis(let c):
            out += "<em>"
            write(c, to: &out)
            out += "</em>"
        case .strong(let c):
            out += "<strong>"
            write(c, to: &out)
            out += "</strong>"
        case .link(let href, let title, let c, _): writeLink(href: href, title: title, content: c, to: &out)
        case .image(_, _, let alt, _): out += HTML.escape(alt.plainText)
        case .rawHTML(let html, _): out += HTML.escape(html)
        }
    }

    /// Only destinations the link stage approved reach here; an empty one renders as text.
    private func writeLink(href: String, title: String, content: [Inline], to out: inout String) {
        guard !href.isEmpty else { return write(content, to: &out) }
        // The link stage leaves web URLs, `#id`, or page paths from the site root.
        let href = href.hasPrefix("#") || Self.isWeb(href) ? href : root + href
        out += "<a href=\"" + HTML.escape(href) + "\""
        if !title.isEmpty { out += " title=\"" + HTML.escape(title) + "\"" }
        if href.hasPrefix("http:") || href.hasPrefix("https:") { out += " rel=\"external noopener\"" }
        out += ">"
        write(content, to: &out)
        out += "</a>"
    }

    private static func isWeb(_ href: String) -> Bool {
        let lowered = href.lowercased()
        return LinkResolver.webSchemes.contains { lowered.hasPrefix($0) }
    }
}
