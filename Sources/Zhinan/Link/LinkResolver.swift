/// Stage 3, link: every Markdown link to another document or guideline is checked against the
/// site and rewritten to the page it lands on; web links are kept; anything else is an error.
///
/// Accepted forms: `#guideline-id`, `other-doc.md`, `other-doc.md#guideline-id`, and
/// `../en/other-doc.md#guideline-id` for another language; `https:`, `http:` and `mailto:` links.
/// A link to a renamed id (an alias in `content/aliases.yml`) lands on the id it became; under
/// `--strict` it is a warning that suggests the new id.
public struct LinkResolver {
    let site: Site
    let strict: Bool

    public init(site: Site, strict: Bool = false) {
        self.site = site
        self.strict = strict
    }

    public func resolve(into diagnostics: inout Diagnostics) -> Site {
        Site(documents: site.documents.map { document in
            var document = document
            document.items = document.items.map { item in
                switch item {
                case .heading(var heading):
                    heading.content = heading.content.map { resolve($0, in: document, &diagnostics) }
                    return .heading(heading)
                case .prose(let block):
                    return .prose(resolve(block, in: document, &diagnostics))
                case .guideline(var guideline):
                    guideline.blocks = guideline.blocks.map { resolve($0, in: document, &diagnostics) }
                    return .guideline(guideline)
                }
            }
            return document
        }, languages: site.configured, aliases: site.aliases)
    }

    private func resolve(_ block: Block, in document: Document, _ diagnostics: inout Diagnostics) -> Block {
        switch block {
        case .paragraph(let content, let at):
            return .paragraph(content.map { resolve($0, in: document, &diagnostics) }, at)
        case .heading(let level, let content, let at):
            return .heading(level: level, content.map { resolve($0, in: document, &diagnostics) }, at)
        case .list(let ordered, let start, let tight, let items, let at):
            var resolved: [[Block]] = []
            for item in items { resolved.append(item.map { resolve($0, in: document, &diagnostics) }) }
            return .list(ordered: ordered, start: start, tight: tight, items: resolved, at)
        case .blockQuote(let children, let at):
            return .blockQuote(children.map { resolve($0, in: document, &diagnostics) }, at)
        case .note(let children, let at):
            return .note(children.map { resolve($0, in: document, &diagnostics) }, at)
        case .codeBlock, .thematicBreak, .rawHTML:
            return block
        }
    }

    private func resolve(_ inline: Inline, in document: Document, _ diagnostics: inout Diagnostics) -> Inline {
        switch inline {
        case .emphasis(let c): return .emphasis(c.map { resolve($0, in: document, &diagnostics) })
        case .strong(let c): return .strong(c.map { resolve($0, in: document, &diagnostics) })
        case .link(let destination, let title, let content, let at):
            let href = target(of: destination, from: document, at: at, &diagnostics)
            return .link(destination: href, title: title, content.map { resolve($0, in: document, &diagnostics) }, at)
        default: return inline
        }
    }

    static let webSchemes = ["https:", "http:", "mailto:"]

    /// The target a link gets: a web URL, `#id` on the same page, or a page path from the site root
    /// (`en/apple-pay.html#id`); "" (rendered as plain text) when it cannot be followed.
    func target(of destination: String, from document: Document, at: SourceLocation,
                _ diagnostics: inout Diagnostics) -> String {
        let lowered = destination.lowercased().filter { !$0.isWhitespace && !$0.isASCIIControl }
        if let scheme = Self.webSchemes.first(where: { lowered.hasPrefix($0) }) {
            // Schemes are case-insensitive on the web (`HTTPS:`); the page gets the canonical spelling.
            guard destination.lowercased().hasPrefix(scheme) else {
                diagnostics.error("link '\(destination)' has spaces or control characters in its scheme; write '\(scheme)…'", at: at)
                return ""
            }
            return scheme + destination.dropFirst(scheme.count)
        }
        if let colon = lowered.firstIndex(of: ":"), !lowered[..<colon].contains("/"), !lowered[..<colon].contains("#") {
            diagnostics.error("link scheme '\(lowered[...colon])' is not allowed; use https:, http:, mailto: or a document link",
                              at: at)
            return ""
        }
        let (path, written) = Self.split(destination)
        var targetLanguage = document.language
        var targetID = document.id
        if !path.isEmpty {
            guard let (language, id) = Self.parseDocumentPath(path, from: document.language, in: site.configured) else {
                diagnostics.error("link '\(destination)' is not a document link; write 'other-doc.md', 'other-doc.md#id' or '#id'",
                                  at: at)
                return ""
            }
            targetLanguage = language
            targetID = id
        }
        guard let target = site.document(targetID, in: targetLanguage) else {
            diagnostics.error("link to document '\(targetLanguage.id)/\(targetID).md' that does not exist", at: at)
            return ""
        }
        var fragment = written
        if let old = fragment, !site.anchors(of: target.id, in: target.language).contains(old) {
            guard let renamed = site.aliases.target(of: old), site.anchors(of: target.id, in: target.language).contains(renamed) else {
                diagnostics.error("link to guideline '\(old)' that does not exist in \(targetLanguage.id)/\(targetID).md",
                                  at: at)
                return ""
            }
            if strict {
                diagnostics.warning("link to '\(old)', which was renamed to '\(renamed)' (\(site.aliases.alias(old)!.location)); "
                                    + "link to '\(renamed)'", at: at)
            }
            fragment = renamed
        }
        // Same-page anchors stay `#id`; other pages get their path from the site root, which the
        // renderer turns into a relative link for the page it writes (see MarkdownHTMLRenderer).
        let samePage = path.isEmpty || (target.language == document.language && target.id == document.id)
        let page = samePage ? "" : PagePaths.document(target.id, in: target.language)
        return page + (fragment.map { "#\($0)" } ?? "")
    }

    static func split(_ destination: String) -> (path: String, fragment: String?) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, nil) }
        return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
    }

    /// `doc.md` or `../lang/doc.md`.
    static func parseDocumentPath(_ path: String, from language: Language, in languages: Languages) -> (Language, String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file: String
        var targetLanguage = language
        switch parts.count {
        case 1: file = parts[0]
        case 3 where parts[0] == "..":
            guard let other = languages[parts[1]] else { return nil }
            targetLanguage = other
            file = parts[2]
        default: return nil
        }
        guard file.hasSuffix(".md") else { return nil }
        return (targetLanguage, String(file.dropLast(3)))
    }
}

extension Character {
    var isASCIIControl: Bool { asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
}
