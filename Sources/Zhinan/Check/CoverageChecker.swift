import ZhinanRules

/// Every guideline is checked by a rule or has a stated reason (`content/unchecked.yml`): a listed
/// id that is no guideline, or one a rule checks after all, is an error where it is listed; a
/// guideline that is neither checked nor explained is reported where it is written (a warning, an
/// error under `--strict`), and so is a reason no guideline gives. A site without the file is told
/// once how many guidelines lack a reason.
struct CoverageChecker {
    let site: SiteOutline
    let book: RuleBook
    let reasons: UncheckedReasons
    /// How diagnostics name the reasons file (`content/unchecked.yml`), and the content directory.
    let reasonsPath: String
    let root: SourceLocation

    init(site: SiteOutline, book: RuleBook, reasons: UncheckedReasons, reasonsPath: String, root: SourceLocation) {
        self.root = root
        self.site = site
        self.book = book
        self.reasons = reasons
        self.reasonsPath = reasonsPath
    }

    func check(strict: Bool, into diagnostics: inout Diagnostics) {
        // (The guidelines are walked where they are, not gathered first: a site of 60,000 of them
        // copied them all, and made a set of their ids even with no reasons to look up.)
        if !reasons.entries.isEmpty {
            var ids = Set<String>()
            for document in site.sourceDocuments { for guideline in document.guidelines { ids.insert(guideline.id) } }
            for entry in reasons.entries {
                guard ids.contains(entry.guideline) else {
                    // An id renamed in `content/aliases.yml` is named by its new id here, as everywhere a
                    // guideline is listed: say which.
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
        }
        let listed = Set(reasons.entries.map(\.guideline))
        // Without the file, one report for them all (a site of thousands of guidelines gets one line,
        // not thousands); with it, each guideline it leaves out, where the guideline is written.
        var unexplained: [OutlineAnchor] = []
        var count = 0
        var first: OutlineAnchor?
        for document in site.sourceDocuments {
            for guideline in document.guidelines where book.rules(enforcing: guideline.id).isEmpty && !listed.contains(guideline.id) {
                count += 1
                if first == nil { first = guideline }
                if reasons.exists { unexplained.append(guideline) }
            }
        }
        if !reasons.exists, let first {
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
