import ZhinanTemplates
/// Renders the Markdown tree as HTML, onto one string as it goes. It writes only the elements it
/// knows, escapes every text, and never passes raw HTML through: content cannot inject script.
struct MarkdownHTMLRenderer {
    /// Each kind of callout's label, in the page's language (`callout_<kind>` among the strings).
    var calloutLabels: [Callout: String]

    func render(_ blocks: [Block]) -> String { String(appending: { out in for block in blocks { write(block, to: &out) } }) }
    func render(_ block: Block) -> String { String(appending: { write(block, to: &$0) }) }
    func render(_ inlines: [Inline]) -> String { String(appending: { write(inlines, to: &$0) }) }

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
                // Tight list items hold their paragraphs without `<p>`, as CommonMark renders them.
                for block in item {
                    if tight, case .paragraph(let inlines, _) = block { write(inlines, to: &out) } else { write(block, to: &out) }
                }
                out += "</li>\n"
            }
            out += "</" + tag + ">\n"
        case .blockQuote(let children, _):
            out += "<blockquote>\n"
            for child in children { write(child, to: &out) }
            out += "</blockquote>\n"
        case .callout(let kind, let children, _):
            out += "<aside class=\"callout callout-" + kind.rawValue + "\" role=\"note\"><p class=\"callout-label\">"
            out += HTML.escape(calloutLabels[kind] ?? kind.rawValue) + "</p>\n"
            for child in children { write(child, to: &out) }
            out += "</aside>\n"
        case .codeBlock(_, let literal, _): out += "<pre><code>" + HTML.escape(literal) + "</code></pre>\n"
        case .thematicBreak: out += "<hr>\n"
        case .rawHTML(let html, _):
            // The check stage rejects raw HTML; should it ever get here, it is shown as text.
            out += "<p>" + HTML.escape(html) + "</p>\n"
        }
    }

    private func write(_ inlines: [Inline], to out: inout String) {
        for (index, inline) in inlines.enumerated() {
            // A line wrapped between two wide characters joins without a space (CSS Text 3; Chromium does not).
            if case .softBreak = inline, index > 0, index + 1 < inlines.count,
               let before = [inlines[index - 1]].plainText.unicodeScalars.last, let after = [inlines[index + 1]].plainText.unicodeScalars.first,
               Self.isWide(before), Self.isWide(after) {
                continue
            }
            write(inline, to: &out)
        }
    }

    /// East Asian Wide, Fullwidth or Halfwidth (not Hangul, whose words are spaced).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
             0xFF61...0xFF9F, 0xFFE0...0xFFE6, 0x20000...0x3FFFD: true
        default: false
        }
    }

    private func write(_ inline: Inline, to out: inout String) {
        switch inline {
        case .text(let text): out += HTML.escape(text)
        case .softBreak: out += "\n"
        case .lineBreak: out += "<br>\n"
        case .code(let code): out += "<code>" + HTML.escape(code) + "</code>"
        case .emphasis(let c), .strong(let c):
            let tag = if case .emphasis = inline { "em" } else { "strong" }
            out += "<" + tag + ">"
            write(c, to: &out)
            out += "</" + tag + ">"
        case .link(let href, let title, let c, _):
            // Only destinations the link stage approved reach here; an empty one renders as text.
            guard !href.isEmpty else { return write(c, to: &out) }
            // The link stage leaves web URLs, `#id`, or page paths from the site root (`../` from a page).
            let lowered = href.lowercased()
            let href = href.hasPrefix("#") || LinkResolver.webSchemes.contains { lowered.hasPrefix($0) } ? href : "../" + href
            out += "<a href=\"" + HTML.escape(href) + "\""
            if !title.isEmpty { out += " title=\"" + HTML.escape(title) + "\"" }
            if href.hasPrefix("http:") || href.hasPrefix("https:") { out += " rel=\"external noopener\"" }
            out += ">"
            write(c, to: &out)
            out += "</a>"
        case .image(_, _, let alt, _): out += HTML.escape(alt.plainText)
        case .rawHTML(let html, _): out += HTML.escape(html)
        }
    }
}
