import ZhinanRules

/// Stage 4, check: the examples judged by the rules model in every edition, the translation report
/// made against the lock, and every guideline checked by a rule or given a reason. What the render
/// stage reads of the site, it reads here, through `SiteView`.
struct CheckedSite: Sendable {
    let loaded: LoadedSite
    let site: SiteOutline
    /// Each content file by the path diagnostics show (its bytes read again where its pages are made).
    let files: [String: ContentFile]
    let translations: TranslationReport
    /// The lock as this build read it.
    let lock: TranslationLock
    let examples: [ExampleResult]
    var diagnostics: [Diagnostic]

    static func check(_ linked: LinkedSite, files: [String: ContentFile], loaded: LoadedSite, options: SiteBuilder.Options) -> CheckedSite {
        var diagnostics = Diagnostics()
        let site = linked.site
        let lockPath = "\(options.contentDisplay)/\(TranslationLock.fileName)"
        let lock = loaded.lockText.map { TranslationLock.parse($0, path: lockPath, languages: loaded.languages, into: &diagnostics) }
            ?? TranslationLock()
        let translations = TranslationReport(site: site, lock: lock)
        translations.diagnose(strict: options.strict, into: &diagnostics)
        var checker = ExampleChecker(site: site, book: .standard, examples: loaded.examples, phrasebook: loaded.theme.phrasebook,
                                     root: SourceLocation(path: options.contentDisplay))
        checker.memoKey = loaded.theme.messagesDigest.description
        let examples = checker.run(strict: options.strict, into: &diagnostics)
        CoverageChecker(site: site, book: .standard, reasons: loaded.reasons, reasonsPath: "\(options.contentDisplay)/\(UncheckedReasons.fileName)",
                        root: SourceLocation(path: options.contentDisplay))
            .check(strict: options.strict, into: &diagnostics)
        return CheckedSite(loaded: loaded, site: site, files: files, translations: translations, lock: lock, examples: examples, diagnostics: diagnostics.all)
    }
}
