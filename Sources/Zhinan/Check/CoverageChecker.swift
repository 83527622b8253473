import ZhinanRules

/// Every guideline is checked by a rule or has a reason in `content/unchecked.yml`.
struct CoverageChecker {
    let site: SiteOutline
    let book = RuleBook.standard
    let reasons: UncheckedReasons
    let root: SourceLocation

    func check(strict: Bool, into diagnostics: inout Diagnostics) {
        let reasonsPath = "\(root.path)/\(UncheckedReasons.fileName)"
        let ids = Set(site.sourceDocuments.flatMap { $0.guidelines.map(\.id) })
        for entry in reasons.entries {
            guard ids.contains(entry.guideline) else {
                // A renamed id is listed by its new id, as everywhere: say which.
                let renamed = site.aliases.target(of: entry.guideline).map { "; it was renamed to '\($0)' (\(root.path)/\(IDAliases.fileName))" } ?? ""
                diagnostics.error("'\(entry.guideline)' is not a guideline of any document\(renamed)", at: entry.location)
                continue
            }
            let rules = book.rules(enforcing: entry.guideline).map(\.id.rawValue)
            if !rules.isEmpty {
                diagnostics.error("guideline '\(entry.guideline)' is checked by \(rules.count == 1 ? "rule" : "rules") \(rules.map { "'\($0)'" }.joined(separator: ", ")); remove its reason",
                                  at: entry.location)
            }
        }
        let listed = Set(reasons.entries.map(\.guideline))
        // Without the file, one report for them all; with it, each guideline it leaves out.
        let unexplained = site.sourceDocuments.flatMap(\.guidelines).filter { book.rules(enforcing: $0.id).isEmpty && !listed.contains($0.id) }
        if !reasons.exists, let first = unexplained.first {
            let count = unexplained.count
            diagnostics.report("\(count) \(count == 1 ? "guideline is" : "guidelines are") not checked by any rule and \(count == 1 ? "has" : "have") no reason (the first: '\(first.id)', \(first.location)); write \(reasonsPath) to say why no model can judge each",
                               at: root, strict: strict)
            return
        }
        for guideline in unexplained {
            diagnostics.report("guideline '\(guideline.id)' is not checked by any rule and has no reason in \(reasonsPath) (say why no model can judge it)",
                               at: guideline.location, strict: strict)
        }
        let given = Set(reasons.entries.map(\.reason))
        for reason in reasons.reasons where !given.contains(reason.id) {
            diagnostics.report("reason '\(reason.id)' is given to no guideline", at: reason.location, strict: strict)
        }
    }
}
