/// Stage 3, link: the site's outlines put together, its aliases checked, every id unique and every link landing.
struct LinkedSite: Sendable {
    var site: SiteOutline
    var diagnostics: [Diagnostic]

    static func link(_ parsed: ParsedSite, aliases: IDAliases, strict: Bool) -> LinkedSite {
        var diagnostics = Diagnostics()
        let unchecked = SiteOutline(documents: parsed.outlines, languages: parsed.languages)
        // Only the aliases that pass reach the site (see `AliasChecker`).
        let site = unchecked.with(aliases: AliasChecker(site: unchecked, aliases: aliases).check(into: &diagnostics))
        ContentChecker.checkUniqueIDs(in: site, into: &diagnostics)
        LinkResolver.validate(site.documents.lazy.flatMap(\.links), against: site, strict: strict, into: &diagnostics)
        return LinkedSite(site: site, diagnostics: diagnostics.all)
    }
}
