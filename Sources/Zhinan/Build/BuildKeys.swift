import ZhinanRules

/// What each page of an incremental build is made from, as digests: a page is kept from the last
/// build only when its digest is the one it was made from then. Every digest starts from the cache
/// key (code, templates, strings, assets, settings, glossary), so a change to any of those remakes
/// everything.
///
/// A document id's pages (its page and checklist in each language, its side-by-side view) read
/// only its own editions, the translation report's entries for it, the examples attached to its
/// guidelines and the site's languages; its search records read its editions and what the rules
/// say of its guidelines. The pages of the site as a whole read the listing of documents (titles,
/// order, guideline ids), the examples, or the translation report.
struct GroupKeys {
    let site: SiteOutline
    let translations: TranslationReport
    /// Each guideline's examples, with their place in the site's list of examples.
    let examplesByGuideline: [String: [(index: Int, result: ExampleResult)]]
    let rulesText: RulesText
    /// A document's notice links to its translation's row, on the status page that lists it.
    let statusPaging: StatusPaging

    init(site: SiteOutline, translations: TranslationReport, examples: [ExampleResult], phrasebook: Phrasebook) {
        self.site = site
        self.translations = translations
        examplesByGuideline = Dictionary(grouping: examples.enumerated().map { ($0.offset, $0.element) }, by: \.1.example.guideline)
        rulesText = RulesText(book: .standard, examples: examples, phrasebook: phrasebook)
        statusPaging = StatusPaging(translations)
    }

    /// What `RulesText.text(forGuideline:)` reads, without making the text: the rules that enforce
    /// the guideline and the examples of those rules' guidelines (the rule book is the code's and
    /// the phrasebook is the catalogues', both in the cache key). Added to `digest` in place: a
    /// digest of its own for each of a site's guidelines was an allocation each, on every build.
    /// `enforced`: whether any rule may enforce a guideline of its document.
    func addRulesText(ofGuideline id: String, enforced: Bool, to digest: inout DigestBuilder) {
        digest.add(id)
        let rules = enforced ? rulesText.book.rules(enforcing: id) : []
        digest.add(rules.count)
        for rule in rules {
            digest.add(rule.id.rawValue)
            digest.add(rule.guidelines.count)
            for guideline in rule.guidelines {
                digest.add(guideline)
                let examples = rulesText.examplesByGuideline[guideline] ?? []
                digest.add(examples.count)
                for example in examples { digest.add(example.digest) }
            }
        }
    }

    /// The examples shown under the guidelines of a document id, in example order.
    func examples(of id: String) -> [ExampleResult] {
        guard !examplesByGuideline.isEmpty else { return [] }
        // Each guideline once (its editions share it); only those with examples are remembered.
        var seen = Set<String>()
        var attached: [(index: Int, result: ExampleResult)] = []
        for edition in site.editions(of: id) {
            for guideline in edition.guidelines {
                guard let examples = examplesByGuideline[guideline.id], seen.insert(guideline.id).inserted else { continue }
                attached += examples
            }
        }
        return attached.sorted { $0.index < $1.index }.map(\.result)
    }

    /// The digest of a document id's files (and the cache key).
    static func filesKey(of id: String, in site: SiteOutline, files: [String: ContentFile], cacheKey: Digest) -> Digest {
        var digest = DigestBuilder("files")
        digest.add(cacheKey)
        for edition in site.editions(of: id) {
            digest.add(edition.language.id)
            digest.add(edition.location.path)
            digest.add(files[edition.location.path]?.digest ?? .zero)
        }
        return digest.digest
    }

    /// `filesKey`: the id's `filesKey` (the translation report made it already).
    func plan(for id: String, previous: CachedGroup?, filesKey: Digest) -> GroupPlan {
        let editions = site.editions(of: id)

        var render = DigestBuilder("pages")
        render.add(filesKey)
        render.add(site.languages.map(\.id))
        for entry in translations.entries(for: id) {
            render.add(entry.digest)
            render.add(statusPaging.page(of: entry) ?? 0)
        }
        for example in examples(of: id) { render.add(example.digest) }
        let renderKey = render.digest

        var search = DigestBuilder("search")
        search.add(filesKey)
        // Each guideline once: the editions of a document share its guidelines' ids.
        let enforced = rulesText.book.mayEnforceGuidelines(ofDocument: id)
        for (index, edition) in editions.enumerated() {
            for guideline in edition.guidelines where !editions[..<index].contains(where: { $0.guidelines.contains { $0.id == guideline.id } }) {
                addRulesText(ofGuideline: guideline.id, enforced: enforced, to: &search)
            }
        }
        let searchKey = search.digest

        return GroupPlan(filesKey: filesKey, renderKey: renderKey, searchKey: searchKey,
                         filesChanged: previous?.filesKey != filesKey, renderChanged: previous?.renderKey != renderKey,
                         searchChanged: previous?.searchKey != searchKey)
    }
}

/// What a build does with one document id.
struct GroupPlan {
    var filesKey: Digest
    var renderKey: Digest
    var searchKey: Digest
    /// Its files changed (its glossary check runs again), its pages or its search records must be made again.
    var filesChanged: Bool
    var renderChanged: Bool
    var searchChanged: Bool

    var needsDocuments: Bool { filesChanged || renderChanged || searchChanged }
}

/// The inputs of the pages of the site as a whole, in three sets: pages that list documents (and
/// the examples), the translation status pages, and files that depend on nothing but the cache key.
struct SiteInputs {
    static let listing = "listing"
    static let translations = "translations"
    static let constant = "constant"

    let keys: [String: Digest]

    init(site: SiteOutline, translations: TranslationReport, examples: [ExampleResult], cacheKey: Digest) {
        var listing = DigestBuilder(Self.listing)
        listing.add(cacheKey)
        listing.add(site.languages.map(\.id))
        // Each document's listing digest, in site order: made when its outline was (worked out here
        // on every build, on every core, it was the last 10 ms of a rebuild's checks at 10,000 documents).
        for document in site.documents { listing.add(document.listing) }
        for example in examples { listing.add(example.digest) }
        var status = DigestBuilder(Self.translations)
        status.add(cacheKey)
        status.add(site.languages.map(\.id))
        for entry in translations.entries { status.add(entry.digest) }
        var constant = DigestBuilder(Self.constant)
        constant.add(cacheKey)
        keys = [Self.listing: listing.digest, Self.translations: status.digest, Self.constant: constant.digest]
    }

    /// Which set a path of the site as a whole belongs to; nil for a document's pages and the search index.
    static func bucket(of path: String) -> String? {
        if path == OutputSafety.markerName || path.hasPrefix("assets/") || path.hasPrefix("\(SearchIndex.folder)/f") { return constant }
        if path.hasPrefix("\(SearchIndex.folder)/") { return nil }
        if path == PagePaths.root || path == PagePaths.notFound || path == PagePaths.rulesJSON || PagePaths.isSitemap(path) { return listing }
        let parts = path.split(separator: "/")
        guard parts.count == 2, parts[1].hasSuffix(".html") else { return nil }
        let name = String(parts[1].dropLast(5))
        // `index.2`, `translations.2` …: the further pages of a long list.
        let stem = String(name.prefix { $0 != "." })
        if stem == "translations" { return translations }
        return PagePaths.generatedPageNames[stem] != nil && (stem == name || stem == "index") ? listing : nil
    }
}

extension TranslationReport.Entry {
    /// Everything of the entry a page shows.
    var digest: Digest {
        var digest = DigestBuilder("entry")
        digest.add(language.id)
        digest.add(source.id)
        digest.add(source.language.id)
        digest.add(source.title)
        digest.add(source.location.path)
        digest.add(source.segments.count)
        digest.add(translation.map { "\($0.language.id)/\($0.id)" } ?? "\u{0}")
        digest.add(missing)
        digest.add(extra)
        digest.add(outdated)
        return digest.digest
    }
}

extension ExampleResult {
    /// Everything of the example and its verdict a page shows (its picture is drawn from the spec
    /// by the code, which the cache key covers).
    var computedDigest: Digest {
        var digest = DigestBuilder("example")
        digest.add(example.id)
        digest.add(example.guideline)
        // What the example expects in each edition (the plain form expects the same of both).
        for edition in Edition.allCases {
            digest.add(edition.rawValue)
            switch example.expectation(in: edition) {
            case .passes: digest.add("passes")
            case .violates(let ids): digest.add(["violates"] + ids)
            }
        }
        Self.add(example.spec, to: &digest)
        digest.add(component != nil)
        // The verdict of each edition: a page shows both where they differ.
        for edition in Edition.allCases {
            digest.add(edition.rawValue)
            for violation in violations(in: edition) {
                digest.add(violation.ruleID)
                Self.add(violation.message, to: &digest)
            }
        }
        return digest.digest
    }

    /// A message in no language: its key and its arguments, in key order (the catalogues that say
    /// it are in the cache key).
    private static func add(_ message: Message, to digest: inout DigestBuilder) {
        digest.add(message.key)
        digest.add(message.arguments.count)
        for (name, argument) in message.arguments.sorted(by: { $0.key < $1.key }) {
            digest.add(name)
            switch argument {
            case .number(let number): digest.add("n"); digest.add(String(number.bitPattern))
            case .text(let text): digest.add("t"); digest.add(text)
            case .message(let inner): digest.add("m"); add(inner, to: &digest)
            case .list(let items, let separator):
                digest.add("l")
                digest.add(separator)
                digest.add(items.count)
                for item in items { add(item, to: &digest) }
            }
        }
    }

    private static func add(_ value: SpecValue, to digest: inout DigestBuilder) {
        switch value.kind {
        case .string(let text): digest.add("s"); digest.add(text)
        case .number(let number): digest.add("n"); digest.add(String(number.bitPattern))
        case .bool(let bool): digest.add("b"); digest.add(bool)
        case .null: digest.add("0")
        case .list(let items):
            digest.add("l")
            digest.add(items.count)
            for item in items { add(item, to: &digest) }
        case .map(let entries):
            digest.add("m")
            digest.add(entries.count)
            for (key, item) in entries {
                digest.add(key)
                add(item, to: &digest)
            }
        }
    }
}

extension Glossary {
    /// Everything of the glossary: its terms, forms, definitions and where each is written.
    var digest: Digest {
        var digest = DigestBuilder("glossary")
        for term in terms {
            digest.add(term.id)
            for language in term.names.keys.sorted() {
                digest.add(language)
                digest.add(term.names[language]!)
            }
            for subtag in term.variants.keys.sorted() {
                digest.add(subtag)
                digest.add(term.variants[subtag]!)
            }
            for language in term.definition.keys.sorted() {
                digest.add(language.id)
                digest.add(term.definition[language]!)
            }
            digest.add(term.location.description)
        }
        return digest.digest
    }
}
