/// For each document and each language it is translated into: missing, extra and outdated segments.
public struct TranslationReport: Sendable {
    public struct Entry: Sendable, Encodable {
        public var source: DocumentOutline
        public var language: Language
        public var translation: DocumentOutline?
        public var missing, extra, outdated: [String]
        /// True when the lock has nothing for this translation: it was never reviewed at all.
        var neverReviewed = false
        /// The fewest segments whose move would restore the source's order.
        var outOfOrder: [String] = []

        /// Segments that are in both and reviewed against the current source.
        public var upToDate: Int { source.segments.count - missing.count - outdated.count }
        var isComplete: Bool { translation != nil && missing.isEmpty && extra.isEmpty && outdated.isEmpty }
    }

    public let entries: [Entry]
    let orphans: [DocumentOutline]
    private let entriesByID: [String: [Entry]]
    var languages: Languages
    /// Renamed ids: the lock's reviews of an old id count for the id it became.
    var aliases: IDAliases

    init(site: SiteOutline, lock: TranslationLock) { self.init(site: site) { source in Self.entries(of: source, in: site, lock: lock) } }

    /// The report of a site whose entries come, source document by source document, from `entries`.
    init(site: SiteOutline, entries: (DocumentOutline) -> [Entry]) {
        self.entries = site.sourceDocuments.flatMap(entries)
        (languages, aliases) = (site.configured, site.aliases)
        let sources = Set(site.sourceDocuments.map(\.id))
        orphans = site.documents.filter { !sources.contains($0.id) }
        entriesByID = Dictionary(grouping: self.entries, by: \.source.id)
    }

    static func entries(of source: DocumentOutline, in site: SiteOutline, lock: TranslationLock) -> [Entry] {
        let sourceSegments = source.segments
        // Every language that site.yml says translates the source's language is expected.
        return site.configured.targets(of: source.language).map { language in
            guard let translation = site.document(source.id, in: language) else {
                return Entry(source: source, language: language, translation: nil, missing: sourceSegments.map(\.id), extra: [], outdated: [])
            }
            let translated = Set(translation.segments.map(\.id)), original = Set(sourceSegments.map(\.id))
            let outdated = sourceSegments.filter { segment in
                translated.contains(segment.id)
                    && Self.recorded(source, language, segment, in: lock, aliases: site.aliases) != segment.fingerprint
            }
            let neverReviewed = !sourceSegments.contains { Self.recorded(source, language, $0, in: lock, aliases: site.aliases) != nil }
            return Entry(source: source, language: language, translation: translation,
                         missing: sourceSegments.map(\.id).filter { !translated.contains($0) },
                         extra: translation.segments.map(\.id).filter { !original.contains($0) },
                         outdated: outdated.map(\.id), neverReviewed: neverReviewed,
                         outOfOrder: Self.outOfOrder(translation.segments.map(\.id), comparedWith: sourceSegments.map(\.id)))
        }
    }

    /// The entry that pairs this document with its source or its translation, if any.
    func entry(for id: String, language: Language) -> Entry? {
        entries(for: id).first { $0.translation != nil && ($0.source.language == language || $0.language == language) }
    }

    func entries(for id: String) -> [Entry] { entriesByID[id] ?? [] }

    /// The ids of `translated` outside a longest run in the source's order: the moved ones only.
    static func outOfOrder(_ translated: [String], comparedWith source: [String]) -> [String] {
        let position = Dictionary(source.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let shared = translated.filter { position[$0] != nil }.uniqued, ranks = shared.map { position[$0]! }
        // Longest increasing subsequence, O(n log n), remembering each element's predecessor.
        var tails: [Int] = [], previous = [Int](repeating: -1, count: ranks.count)
        for (index, rank) in ranks.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if ranks[tails[middle]] < rank { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        // The run itself, walked back from its last element.
        let kept = Set(sequence(first: tails.last ?? -1) { previous[$0] }.prefix { $0 >= 0 })
        return shared.indices.filter { !kept.contains($0) }.map { shared[$0] }
    }

    static func key(_ source: DocumentOutline, _ language: Language, _ segment: SegmentOutline) -> TranslationLock.Key {
        TranslationLock.Key(language: language, document: source.id, segment: segment.id)
    }

    /// The fingerprint the lock holds for a segment, under its id or an id it was renamed from (a rename keeps its review).
    static func recorded(_ source: DocumentOutline, _ language: Language, _ segment: SegmentOutline, in lock: TranslationLock,
                         aliases: IDAliases) -> Fingerprint? {
        lock.fingerprints[key(source, language, segment)] ?? aliases.aliases(of: segment.id).lazy
            .compactMap { lock.fingerprints[TranslationLock.Key(language: language, document: source.id, segment: $0)] }.first
    }

    /// Of the text without its whitespace; the introduction's covers the title and summary too.
    static func fingerprint(_ segment: Segment, of document: Document) -> Fingerprint {
        var text = segment.id == Segment.introID ? document.title + "\n" + (document.frontMatter.summary ?? "") + "\n" : ""
        segment.appendText(to: &text)
        return TranslationLock.fingerprint(droppingWhitespaceOf: text)
    }

    /// The lock with `selection` (`en/apple-pay`, `en/apple-pay#id`; empty: all) accepted as reviewed against the current source.
    func accepting(_ selection: [String], in lock: TranslationLock) -> (TranslationLock, unmatched: [String]) {
        var lock = lock, matched = Set<String>()
        for entry in entries {
            guard let translation = entry.translation else { continue }
            let translated = Set(translation.segments.map(\.id))
            let documentKey = "\(entry.language.id)/\(entry.source.id)"
            for segment in entry.source.segments where translated.contains(segment.id) {
                let key = Self.key(entry.source, entry.language, segment)
                // A renamed segment's review moves to its new id as it was, reviewed or outdated.
                lock.fingerprints[key] = Self.recorded(entry.source, entry.language, segment, in: lock, aliases: aliases)
                // Accepted when all are (an empty selection), or its document or itself (by any id) is named.
                let oldNames = aliases.aliases(of: segment.id).map { "\(documentKey)#\($0)" }
                let named = ([documentKey, key.description] + oldNames).filter(selection.contains)
                guard selection.isEmpty || !named.isEmpty else { continue }
                matched.formUnion(named)
                lock.fingerprints[key] = segment.fingerprint
            }
        }
        // Entries of segments that no longer exist would only confuse the next review.
        let live = Set(entries.flatMap { entry in entry.source.segments.map { Self.key(entry.source, entry.language, $0) } })
        lock.fingerprints = lock.fingerprints.filter { live.contains($0.key) }
        return (lock, selection.filter { !matched.contains($0) })
    }

    /// Warnings, or errors under `--strict`, each naming the guideline and located where to fix it.
    func diagnose(strict: Bool, into diagnostics: inout Diagnostics) {
        func report(_ message: String, at location: SourceLocation) { diagnostics.report(message, at: location, strict: strict) }
        for orphan in orphans {
            let sources = languages.all.filter { orphan.language.translates($0) }.map { "\($0.id)/\(orphan.id).md" }
            report("document has no source (\(sources.joined(separator: " or ")))", at: orphan.location)
        }
        for entry in entries {
            let language = entry.language.id
            guard let translation = entry.translation else {
                report("document has no \(language) translation (\(language)/\(entry.source.id).md)", at: entry.source.location)
                continue
            }
            // Nothing to say of a translation that is whole, in order and reviewed (most of them).
            if entry.isComplete && entry.outOfOrder.isEmpty { continue }
            // Duplicate ids are the check stage's to report; here the first one wins.
            let sourceSegments = Dictionary(entry.source.segments.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let translatedSegments = Dictionary(translation.segments.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            func inTranslation(_ id: String) -> SourceLocation { translatedSegments[id]?.location ?? translation.location }
            for id in entry.missing {
                report("'\(id)' has no \(language) translation in \(translation.location.path)",
                       at: sourceSegments[id]?.location ?? entry.source.location)
            }
            for id in entry.extra { report("'\(id)' is not in the Chinese source \(entry.source.location.path)", at: inTranslation(id)) }
            let sourceOrder = entry.source.segments.map(\.id)
            for id in entry.outOfOrder {
                let index = sourceOrder.firstIndex(of: id) ?? 0
                let after = index > 0 ? "after '\(sourceOrder[index - 1])'" : "first"
                report("'\(id)' is out of order: the Chinese source (\(sourceSegments[id]?.location?.description ?? entry.source.location.path)) "
                       + "has it \(after); put the translation in the same order", at: inTranslation(id))
            }
            // A translation nobody has reviewed yet is one problem, not one per guideline.
            if entry.neverReviewed && !entry.outdated.isEmpty {
                report("translation was never reviewed (\(entry.outdated.count) segments); review it, then run "
                       + "'zhinan translations --accept \(language)/\(entry.source.id)'", at: translation.location)
                continue
            }
            for id in entry.outdated {
                let changed = sourceSegments[id]?.location.map { " (\($0))" } ?? ""
                report("translation of '\(id)' is outdated: the Chinese source\(changed) changed since it was reviewed; "
                       + "update it, then run 'zhinan translations --accept \(language)/\(entry.source.id)#\(id)'", at: inTranslation(id))
            }
        }
    }
}
