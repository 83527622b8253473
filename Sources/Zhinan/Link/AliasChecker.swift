/// Part of stage 3: an alias names a gone id and lands on a live one on the same page, or is an error.
struct AliasChecker {
    let site: SiteOutline
    let aliases: IDAliases

    func check(into diagnostics: inout Diagnostics) -> IDAliases {
        // The live ids an alias names (only those), with their document and first definition.
        let named = Set(aliases.entries.flatMap { [$0.old, $0.target] })
        var live: [String: (document: String, at: SourceLocation)] = [:]
        for document in site.documents where !named.isEmpty {
            let anchors = document.headings.map { ($0.id, $0.location) } + document.guidelines.map { ($0.id, $0.location) }
            for (id, at) in anchors where named.contains(id) && live[id] == nil { live[id] = (document.id, at) }
        }
        var seen = Set<String>()
        // Only the aliases that pass: a broken one must not reach a page.
        return IDAliases(aliases.entries.filter { alias in
            guard seen.insert(alias.old).inserted else { return false }  // the YAML reader reports duplicates
            if let defined = live[alias.old] {
                diagnostics.error("alias '\(alias.old)' is a live id (defined at \(defined.at)); an alias keeps an id that no "
                                  + "longer exists: remove the line, or rename the guideline first", at: alias.location)
                return false
            }
            if let next = aliases.target(of: alias.target) {
                diagnostics.error("alias '\(alias.old)' points to '\(alias.target)', which is itself an alias (of '\(next)'); "
                                  + "point it at '\(next)'", at: alias.targetLocation)
                return false
            }
            guard let target = live[alias.target] else {
                diagnostics.error("alias '\(alias.old)' points to '\(alias.target)', which no guideline or heading has; "
                                  + "write the id it was renamed to", at: alias.targetLocation)
                return false
            }
            if let problem = Identifier.problem(withAnchorID: alias.old, inDocument: target.document) {
                // Only an anchor on the guideline's own page keeps `doc.html#old-id` working.
                diagnostics.error("alias: \(problem) (the document of '\(alias.target)'); an old id keeps working only on "
                                  + "its guideline's own page", at: alias.location)
                return false
            }
            return true
        })
    }
}
