/// Valid and unique ids, no raw HTML, no images, guidelines with text: a document is checked once, when it is read.
struct ContentChecker {
    let site: Site

    func check(into diagnostics: inout Diagnostics) {
        Self.checkUniqueIDs(in: site.outline, into: &diagnostics)
        for document in site.documents { Self.check(document, into: &diagnostics) }
    }

    /// Ids are unique within a language across all documents: they are the guideline's address.
    static func checkUniqueIDs(in site: SiteOutline, into diagnostics: inout Diagnostics) {
        for language in site.languages where !hasUniqueIDs(site.documents(in: language)) {
            var first: [String: SourceLocation] = [:]
            for document in site.documents(in: language) {
                for anchor in (document.headings + document.guidelines).sorted(by: { $0.location < $1.location }) {
                    if let earlier = first[anchor.id] {
                        diagnostics.error("duplicate id '\(anchor.id)'; first defined at \(earlier)", at: anchor.location)
                    } else {
                        first[anchor.id] = anchor.location
                    }
                }
            }
        }
    }

    /// Whether no id is defined twice (two documents' well-formed ids never meet).
    private static func hasUniqueIDs(_ documents: [DocumentOutline]) -> Bool {
        if documents.allSatisfy(\.derived.ownIDsAreUnique) { return true }
        let ids = documents.flatMap(\.anchors)
        return Set(ids).count == ids.count
    }

    static func check(_ document: Document, into diagnostics: inout Diagnostics) {
        if let page = PagePaths.generatedPageNames[document.id] {
            let path = PagePaths.document(document.id, in: document.language)
            diagnostics.error("document id '\(document.id)' is taken: this file would be written to \(path), which is "
                              + "\(page) the site generates; rename the file", at: document.location)
        }
        func checkAnchor(_ id: String?, at location: SourceLocation) {
            if let id, let problem = Identifier.problem(withAnchorID: id, inDocument: document.id) { diagnostics.error(problem, at: location) }
        }
        for item in document.items {
            switch item {
            case .heading(let heading):
                checkAnchor(heading.id, at: heading.location)
                check(heading.content, &diagnostics)
            case .prose(let block): check(block, &diagnostics)
            case .guideline(let guideline):
                checkAnchor(guideline.id, at: guideline.location)
                if guideline.blocks.isEmpty {
                    diagnostics.error("guideline '\(guideline.id)' has no text; write its lead sentence on the line after the marker",
                                      at: guideline.location)
                }
                guideline.blocks.forEach { check($0, &diagnostics) }
            }
        }
    }

    private static func check(_ block: Block, _ diagnostics: inout Diagnostics) {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): check(inlines, &diagnostics)
        case .list(_, _, _, let items, _): items.joined().forEach { check($0, &diagnostics) }
        case .blockQuote(let children, _), .callout(_, let children, _): children.forEach { check($0, &diagnostics) }
        case .rawHTML(_, let at): diagnostics.error("raw HTML is not allowed in content; write Markdown", at: at)
        case .codeBlock, .thematicBreak: break
        }
    }

    private static func check(_ inlines: [Inline], _ diagnostics: inout Diagnostics) {
        for inline in inlines {
            switch inline {
            case .rawHTML(_, let at): diagnostics.error("raw HTML is not allowed in content; write Markdown", at: at)
            case .image(_, _, _, let at): diagnostics.error("images are not supported in content; the site draws its own mockups", at: at)
            case .emphasis(let c), .strong(let c), .link(_, _, let c, _): check(c, &diagnostics)
            case .text, .softBreak, .lineBreak, .code: break
            }
        }
    }
}
