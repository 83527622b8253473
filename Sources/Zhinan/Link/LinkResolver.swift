import ZhinanRules
/// Stage 3, link: a link to a document or guideline (`#id`, `doc.md#id`, `../en/doc.md#id`) is rewritten to its page and checked.
struct LinkResolver {
    let site: Site

    func resolve(into diagnostics: inout Diagnostics) -> Site {
        let rewritten = site.documents.map { Self.rewrite($0, languages: site.configured, landing: site.aliases.target(of:), into: &diagnostics) }
        let broken = Self.validate(rewritten.flatMap { $0.1 }, against: site, into: &diagnostics)
        // A link that cannot be followed keeps its text and loses its target.
        var ignored = Diagnostics()
        let documents = broken.isEmpty ? rewritten.map { $0.0 } : site.documents.map {
            Self.rewrite($0, languages: site.configured, landing: site.aliases.target(of:), unfollowable: broken, into: &ignored).0
        }
        return Site(documents: documents, languages: site.configured, aliases: site.aliases)
    }

    /// The document with each link's destination replaced by the page it lands on, and its document links.
    static func rewrite(_ document: Document, languages: Languages, landing: @escaping (String) -> String?, unfollowable: Set<SourceLocation> = [],
                        into diagnostics: inout Diagnostics) -> (Document, [DocumentLink]) {
        var rewriter = Rewriter(document: document, languages: languages, landing: landing, unfollowable: unfollowable)
        var document = document
        document.items = document.items.map { item in
            switch item {
            case .heading(var heading):
                heading.content = rewriter.resolve(heading.content, &diagnostics)
                return .heading(heading)
            case .prose(let block): return .prose(rewriter.resolve(block, &diagnostics))
            case .guideline(var guideline):
                guideline.blocks = guideline.blocks.map { rewriter.resolve($0, &diagnostics) }
                return .guideline(guideline)
            }
        }
        return (document, rewriter.links)
    }

    /// Each link's document and `#id` must exist (an alias is followed, with a warning under `strict`); returns the broken ones.
    @discardableResult
    static func validate<Doc>(_ links: some Sequence<DocumentLink>, against site: SiteOf<Doc>, strict: Bool = false,
                                     into diagnostics: inout Diagnostics) -> Set<SourceLocation> {
        var broken = Set<SourceLocation>(), hints: [String: String] = [:]
        // Asked once a name: a renamed document may be linked from hundreds of places.
        func hint(_ key: String, _ name: String, _ known: @autoclosure () -> [String]) -> String {
            if hints[key] == nil { hints[key] = DidYouMean.hint(for: name, among: known()) }
            return hints[key]!
        }
        for link in links {
            guard let target = site.document(link.document, in: link.language) else {
                diagnostics.error("link to document '\(link.language.id)/\(link.document).md' that does not exist"
                                  + hint(link.language.id + "/" + link.document, link.document, site.documents(in: link.language).map(\.id)),
                                  at: link.location)
                broken.insert(link.location)
                continue
            }
            if let old = link.fragment, !target.defines(old) {
                guard let renamed = site.aliases.target(of: old), target.defines(renamed) else {
                    diagnostics.error("link to guideline '\(old)' that does not exist in \(link.language.id)/\(link.document).md"
                                      + hint("\(link.language.id)/\(link.document)#\(old)", old, target.anchors),
                                      at: link.location)
                    broken.insert(link.location)
                    continue
                }
                if strict {
                    diagnostics.warning("link to '\(old)', which was renamed to '\(renamed)' (\(site.aliases.alias(old)!.location)); "
                                        + "link to '\(renamed)'", at: link.location)
                }
            }
        }
        return broken
    }

    static let webSchemes = ["https:", "http:", "mailto:"]
}

private struct Rewriter {
    let document: Document
    let languages: Languages
    let landing: (String) -> String?
    /// Links known not to lead anywhere: their text stays, their target goes.
    let unfollowable: Set<SourceLocation>
    var links: [DocumentLink] = []

    mutating func resolve(_ block: Block, _ diagnostics: inout Diagnostics) -> Block {
        switch block {
        case .paragraph(let content, let at): return .paragraph(resolve(content, &diagnostics), at)
        case .heading(let level, let content, let at): return .heading(level: level, resolve(content, &diagnostics), at)
        default: return block.mappingChildren { resolve($0, &diagnostics) }
        }
    }

    mutating func resolve(_ inlines: [Inline], _ diagnostics: inout Diagnostics) -> [Inline] { inlines.map { resolve($0, &diagnostics) } }

    mutating func resolve(_ inline: Inline, _ diagnostics: inout Diagnostics) -> Inline {
        switch inline {
        case .emphasis(let c): return .emphasis(resolve(c, &diagnostics))
        case .strong(let c): return .strong(resolve(c, &diagnostics))
        case .link(let destination, let title, let content, let at):
            return .link(destination: target(of: destination, at: at, &diagnostics), title: title, resolve(content, &diagnostics), at)
        default: return inline
        }
    }

    /// A web URL, `#id` on the same page, or a path from the site root (`en/apple-pay.html#id`); "" when it cannot be followed.
    mutating func target(of destination: String, at: SourceLocation, _ diagnostics: inout Diagnostics) -> String {
        let lowered = destination.lowercased().filter { !$0.isWhitespace && !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
        if let scheme = LinkResolver.webSchemes.first(where: { lowered.hasPrefix($0) }) {
            // Schemes are case-insensitive on the web (`HTTPS:`); the page gets the canonical spelling.
            guard destination.lowercased().hasPrefix(scheme) else {
                diagnostics.error("link '\(destination)' has spaces or control characters in its scheme; write '\(scheme)…'", at: at)
                return ""
            }
            return scheme + destination.dropFirst(scheme.count)
        }
        if let colon = lowered.firstIndex(of: ":"), !lowered[..<colon].contains("/"), !lowered[..<colon].contains("#") {
            diagnostics.error("link scheme '\(lowered[...colon])' is not allowed; use https:, http:, mailto: or a document link", at: at)
            return ""
        }
        let hash = destination.firstIndex(of: "#")
        let path = hash.map { String(destination[..<$0]) } ?? destination
        let fragment = hash.map { String(destination[destination.index(after: $0)...]) }
        var (targetLanguage, targetID) = (document.language, document.id)
        if !path.isEmpty {
            // `doc.md` or `../lang/doc.md`.
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let language = parts.count == 3 && parts[0] == ".." ? languages[String(parts[1])] : parts.count == 1 ? document.language : nil
            guard let language, let file = parts.last, file.hasSuffix(".md") else {
                diagnostics.error("link '\(destination)' is not a document link; write 'other-doc.md', 'other-doc.md#id' or '#id'", at: at)
                return ""
            }
            targetLanguage = language
            targetID = String(file.dropLast(3))
        }
        links.append(DocumentLink(language: targetLanguage, document: targetID, fragment: fragment, location: at))
        guard !unfollowable.contains(at) else { return "" }
        // Other pages get their path from the site root, which the renderer makes relative.
        let samePage = path.isEmpty || (targetLanguage == document.language && targetID == document.id)
        return (samePage ? "" : PagePaths.document(targetID, in: targetLanguage)) + (fragment.map { "#\(landing($0) ?? $0)" } ?? "")
    }
}
