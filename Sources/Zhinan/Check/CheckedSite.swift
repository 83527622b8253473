import ZhinanParallel

/// Stage 4, check: the examples judged in every edition, the translation report, every guideline checked or given a reason.
struct CheckedSite: Sendable {
    let loaded: LoadedSite
    let site: SiteOutline
    /// Each content file by the path diagnostics show (its bytes read again where its pages are made).
    let files: [String: ContentFile]
    let translations: TranslationReport
    let lock: TranslationLock
    let examples: [ExampleResult]
    var diagnostics: [Diagnostic]

    /// `previous`: the last build's report, which serves for every document whose outlines and lock are as they were.
    static func check(_ linked: LinkedSite, files: [String: ContentFile], loaded: LoadedSite, previous: ReportRecord?,
                      options: SiteBuilder.Options) -> CheckedSite {
        let site = linked.site
        var reused: [String: [TranslationReport.Entry]] = [:]
        if let previous, previous.lock == loaded.lockText.map(Digest.of) {
            for source in site.sourceDocuments {
                guard let kept = previous.documents[source.id], kept.key == ReportRecord.key(of: source, in: site) else { continue }
                reused[source.id] = kept.entries.map { $0.entry(of: source, in: site) }
            }
        }
        // The translation report on a thread of its own, the examples and coverage on this one; each keeps its problems, the report's first.
        let ((lock, translations, translationProblems), (examples, exampleProblems)) = ParallelMap.both({ [reused] in
            var diagnostics = Diagnostics()
            // Else the lock a successful build read, for the documents the report did not keep.
            let rest = Set(site.sourceDocuments.map(\.id)).subtracting(reused.keys)
            let lock = reused.isEmpty
                ? TranslationLock.parse(loaded.lockText, displayRoot: options.contentDisplay, languages: loaded.languages, into: &diagnostics)
                : TranslationLock.entries(in: loaded.lockText, ofDocuments: rest, languages: loaded.languages)
            let translations = TranslationReport(site: site) { reused[$0.id] ?? TranslationReport.entries(of: $0, in: site, lock: lock) }
            translations.diagnose(strict: options.strict, into: &diagnostics)
            return (lock, translations, diagnostics)
        }, {
            var diagnostics = Diagnostics()
            let root = SourceLocation(path: options.contentDisplay)
            let examples = ExampleChecker(site: site, examples: loaded.examples, phrasebook: loaded.theme.phrasebook, root: root,
                                          memoKey: loaded.theme.messagesDigest.description).run(strict: options.strict, into: &diagnostics)
            for example in loaded.examples { example.reportCaptions(loaded.languages, strict: options.strict, into: &diagnostics) }
            CoverageChecker(site: site, reasons: loaded.reasons, root: root).check(strict: options.strict, into: &diagnostics)
            return (examples, diagnostics)
        })
        return CheckedSite(loaded: loaded, site: site, files: files, translations: translations, lock: lock, examples: examples,
                           diagnostics: translationProblems.all + exampleProblems.all)
    }
}

/// What a build's translation report said of each source document, kept for the next build.
struct ReportRecord: Sendable {
    var lock: Digest?
    var documents: [String: (key: Digest, entries: [Kept])]

    /// An entry without its outlines (they are the site's).
    struct Kept: Sendable {
        var language: Language
        var translated: Bool
        var missing, extra, outdated, outOfOrder: [String]
        var neverReviewed: Bool

        func entry(of source: DocumentOutline, in site: SiteOutline) -> TranslationReport.Entry {
            TranslationReport.Entry(source: source, language: language, translation: translated ? site.document(source.id, in: language) : nil,
                                    missing: missing, extra: extra, outdated: outdated, neverReviewed: neverReviewed, outOfOrder: outOfOrder)
        }
    }
}

extension ReportRecord {
    init(_ checked: CheckedSite) {
        lock = checked.loaded.lockText.map(Digest.of)
        documents = Dictionary(checked.site.sourceDocuments.map { source in
            (source.id, (Self.key(of: source, in: checked.site), checked.translations.entries(for: source.id).map(Kept.init)))
        }) { _, last in last }
    }

    /// What a source document's entries are made from besides the lock: its editions and the aliases.
    static func key(of source: DocumentOutline, in site: SiteOutline) -> Digest {
        var digest = DigestBuilder("report")
        for edition in site.editions(of: source.id) {
            digest.add(edition.language.id)
            digest.add(edition.derived.digest)
        }
        digest.add(Digest(encoding: site.aliases.entries))
        return digest.digest
    }
}

extension ReportRecord.Kept {
    init(_ entry: TranslationReport.Entry) {
        (language, translated, missing, extra) = (entry.language, entry.translation != nil, entry.missing, entry.extra)
        (outdated, outOfOrder, neverReviewed) = (entry.outdated, entry.outOfOrder, entry.neverReviewed)
    }
}
