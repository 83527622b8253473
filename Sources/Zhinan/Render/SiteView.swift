import Synchronization
import ZhinanMockups
import ZhinanRules
import ZhinanSearch

/// A fact of the checked site that a page may read: the next build keeps a piece of work while every fact it read is as it was.
enum Fact: Hashable, Sendable, Comparable {
    /// A content file's bytes, by the path diagnostics show.
    case file(String)
    /// The base URL, the languages declared and those with documents, whether there is a glossary.
    case site
    /// Every document's id, language, title, summary, order, origin and guideline ids.
    case listing
    /// The documents a document's page lists around it, by language and document id.
    case neighbours(String, String)
    /// A language's interface strings.
    case strings(String)
    /// A message key, in every language.
    case message(String)
    /// Every template and asset.
    case templates
    /// The translation report's entries for a document id.
    case translations(String)
    /// The page of the translation status that lists a document's translation (language, id).
    case statusPage(String, String)
    /// The whole translation report.
    case report
    /// The examples of a document's guidelines, as judged, by document id.
    case examples(String)
    case allExamples
    /// The aliases from or to a document's ids, by document id.
    case aliases(String)
    /// Where a link to an id lands: the id it was renamed to, if it was (a link reads no more).
    case landing(String)
    /// Why no rule checks each guideline of a document, by document id.
    case reasons(String)
    case allReasons
    case glossary

    /// The document an id belongs to: its part before the first dot.
    static func document(of id: String) -> String { String(id[..<(id.utf8.firstIndex(of: UInt8(ascii: ".")) ?? id.endIndex)]) }
}

/// The facts a piece of work read, with their digests when it was made.
typealias Trace = [Read]

struct Read: Hashable, Sendable {
    var fact: Fact
    var digest: Digest
}

/// Each fact's digest in this build, worked out once whoever asks.
final class SiteFacts: Sendable {
    let checked: CheckedSite
    let statusPaging: StatusPaging
    let guidelineHomes: Lazy<[String: [(document: String, language: Language)]]>
    /// Each document's place among its language's documents, in the home page's order.
    let places: Lazy<[Language: [String: Int]]>
    let glossaryMatcher: GlossaryMatcher
    /// The examples, aliases and reasons of each document id (by the ids they name).
    let examples: [String: [ExampleResult]]
    let aliases: [String: [IDAliases.Alias]]
    let reasons: [String: [UncheckedReasons.Entry]]
    /// Each fact's digest once made, in stripes by the fact's hash: every core asks at once.
    private let known: [ProcessMemo<Fact, Digest>]
    /// Each example's picture by (result, language, marked, the messages' files), with the message keys its words
    /// read: kept for the process, as `serve` draws the pictures of a saved document's drills again on every save.
    static let pictures = ProcessMemo<PictureKey, (drawing: Mockup.Drawing?, keys: Set<String>)>()
    struct PictureKey: Hashable, Sendable { var result: Digest, language: String, marked: Bool, messages: Digest }
    /// Each example's spec as YAML, by result: every language's pages show the same.
    let specTexts = ProcessMemo<Digest, String>()

    init(_ checked: CheckedSite) {
        self.checked = checked
        // (About four facts a document: its neighbours and its status page in each language …)
        known = (0..<16).map { _ in ProcessMemo(capacity: checked.site.documents.count / 4) }
        statusPaging = StatusPaging(checked.translations)
        glossaryMatcher = GlossaryMatcher.shared(for: checked.loaded.glossary)
        examples = Dictionary(grouping: checked.examples) { Fact.document(of: $0.example.guideline) }
        aliases = Dictionary(grouping: checked.site.aliases.entries.flatMap { alias in
            Set([Fact.document(of: alias.old), Fact.document(of: alias.target)]).map { (document: $0, alias: alias) }
        }, by: \.document).mapValues { $0.map(\.alias) }
        reasons = Dictionary(grouping: checked.loaded.reasons.entries) { Fact.document(of: $0.guideline) }
        places = Lazy {
            Dictionary(uniqueKeysWithValues: checked.site.languages.map { language in
                (language, Dictionary(checked.site.documents(in: language).enumerated().map { ($1.id, $0) }) { _, last in last })
            })
        }
        guidelineHomes = Lazy {
            let guidelines = checked.site.documents.flatMap { document in document.guidelines.map { (id: $0.id, home: document) } }
            return Dictionary(grouping: guidelines, by: \.id).mapValues { $0.map { ($0.home.id, $0.home.language) } }
        }
    }

    /// The documents of `language` from `reach` before document `id` to `reach` after it, itself among them.
    func neighbours(of id: String, in language: Language, reach: Int = 5) -> ArraySlice<DocumentOutline> {
        let documents = checked.site.documents(in: language)
        guard let place = places.value[language]?[id] else { return [] }
        return documents[max(0, place - reach)...min(documents.count - 1, place + reach)]
    }

    func holds(_ trace: Trace) -> Bool { trace.allSatisfy { digest(of: $0.fact) == $0.digest } }

    /// The facts read, less a link's landing where the aliases of its id's document were read too
    /// (they hold the landing: the trace says no less, in a fraction of the facts).
    func trace(of facts: Set<Fact>) -> Trace {
        facts.filter { fact in
            guard case .landing(let id) = fact else { return true }
            return !facts.contains(.aliases(Fact.document(of: id)))
        }.sorted().map { Read(fact: $0, digest: digest(of: $0)) }
    }

    func digest(of fact: Fact) -> Digest { known[Int(UInt(bitPattern: fact.hashValue) % UInt(known.count))].value(fact) { make(fact) } }

    private func make(_ fact: Fact) -> Digest {
        let site = checked.site, loaded = checked.loaded
        switch fact {
        case .file(let path): return checked.files[path]?.digest ?? .zero
        case .site:
            var digest = DigestBuilder("site")
            digest.add(Digest(encoding: site.configured.all.map(\.declared)))
            digest.add(Digest(encoding: site.languages))
            digest.add(loaded.config.baseURL)
            digest.add(!loaded.glossary.terms.isEmpty)
            return digest.digest
        case .neighbours(let language, let id):
            var digest = DigestBuilder("neighbours")
            for neighbour in site.configured[language].map({ neighbours(of: id, in: $0) }) ?? [] { digest.add([neighbour.id, neighbour.title]) }
            return digest.digest
        case .listing:
            var digest = DigestBuilder("listing")
            for document in site.documents { digest.add(document.listing) }
            return digest.digest
        case .strings(let language): return Digest(encoding: site.configured[language].flatMap { loaded.theme.resolvedStrings[$0] } ?? [:])
        case .message(let key): return Digest(encoding: loaded.theme.phrasebook.texts(Message(key)))
        case .templates: return loaded.theme.digest
        case .translations(let id): return Digest(encoding: checked.translations.entries(for: id))
        case .statusPage(let language, let id):
            return Digest.of(String(checked.translations.entries(for: id).first { $0.language.id == language }.flatMap(statusPaging.page(of:)) ?? -1))
        case .report: return Digest(encoding: checked.translations.entries)
        case .examples(let id): return Digest.of((examples[id] ?? []).map(\.digest))
        case .allExamples: return Digest.of(checked.examples.map(\.digest))
        case .aliases(let id): return Digest(encoding: aliases[id] ?? [])
        case .landing(let id): return Digest.of(site.aliases.target(of: id).map { "=" + $0 } ?? "")
        case .reasons(let id): return Digest(encoding: (reasons[id] ?? []).map { [$0.guideline: loaded.reasons.reason(named: $0.reason)] })
        case .allReasons: return Digest(encoding: loaded.reasons)
        case .glossary: return Digest(encoding: loaded.glossary)
        }
    }
}

/// The checked site as one piece of work (on one thread) sees it: every question notes the fact the
/// answer comes from, so what a piece of work read is known by construction, never listed by hand.
struct SiteView {
    let facts: SiteFacts
    let reads = Reads()

    final class Reads {
        private(set) var all: Set<Fact> = []
        /// The last fact noted: most reads repeat the one before (a page's strings, item by item).
        private var last: Fact?

        func note(_ fact: Fact) {
            guard fact != last else { return }
            last = fact
            all.insert(fact)
        }

        func note(_ facts: Set<Fact>) { all.formUnion(facts) }
    }

    private var checked: CheckedSite { facts.checked }
    private func read<T>(_ fact: Fact, _ value: T) -> T {
        reads.note(fact)
        return value
    }

    // `.file`: the documents of a piece of work.
    /// A content file's text, read again (converted, for a converted edition); nil with a problem if it changed.
    func source(at path: String, into diagnostics: inout Diagnostics) -> SourceFile? {
        read(.file(path), checked.files[path])?.decoded(into: &diagnostics)
    }

    /// The document of a file `source(at:)` read, its links landing where this build's aliases say.
    func document(of source: SourceFile) -> Document {
        var ignored = Diagnostics()  // reported when the file was first parsed
        return ParsedSite.parse(source, languages: checked.site.configured, landing: landing, into: &ignored).0
    }

    // `.site`
    var languages: [Language] { read(.site, checked.site.languages) }
    var configured: Languages { read(.site, checked.site.configured) }
    var baseURL: String { read(.site, checked.loaded.config.baseURL) }
    var basePath: String { read(.site, checked.loaded.config.basePath) }
    var hasGlossary: Bool { read(.site, !checked.loaded.glossary.terms.isEmpty) }

    // `.listing`
    func documents(in language: Language) -> [DocumentOutline] { read(.listing, checked.site.documents(in: language)) }
    /// The documents a document's page lists around it (see `SiteFacts.neighbours`).
    func neighbours(of id: String, in language: Language) -> ArraySlice<DocumentOutline> {
        read(.neighbours(language.id, id), facts.neighbours(of: id, in: language))
    }
    func document(_ id: String, in language: Language) -> DocumentOutline? { read(.listing, checked.site.document(id, in: language)) }
    var sourceDocuments: [DocumentOutline] { read(.listing, checked.site.sourceDocuments) }
    /// Every document's outline: what the listing shows, and the languages.
    var outline: SiteOutline { read(.site, read(.listing, checked.site)) }
    /// Each guideline's editions: the id and language of every document that has it.
    var guidelineHomes: [String: [(document: String, language: Language)]] { read(.listing, facts.guidelineHomes.value) }

    // `.strings`, `.message`, `.templates`
    /// The string for `key` (from the language's fallback chain where it is untranslated), else the key itself.
    func string(_ key: String, _ language: Language) -> String { read(.strings(language.id), checked.loaded.theme.resolvedStrings[language]?[key] ?? key) }
    /// Every interface string of `language` (with its fallback chain's): what a template reads as `s`.
    func strings(_ language: Language) -> [String: String] { read(.strings(language.id), checked.loaded.theme.resolvedStrings[language] ?? [:]) }
    var phrasebook: Phrasebook {
        nonisolated(unsafe) let reads = reads  // the phrasebook is used by this piece of work alone
        return checked.loaded.theme.phrasebook.observed { key in reads.note(.message(key)) }
    }
    func say(_ message: Message, in language: Language) -> String { phrasebook.text(message, in: language.id) }
    func voice(_ language: Language) -> Voice { Voice(phrasebook, language: language.id) }
    /// An example's spec as its pages show it (`SpecYAML`), written once a build.
    func specText(of result: ExampleResult) -> String { facts.specTexts.value(result.digest) { SpecYAML.render(result.example.spec) } }
    /// An example's picture, marking every violation any edition found or none (drawn once a process).
    func picture(of result: ExampleResult, marked: Bool, in language: Language) -> Mockup.Drawing? {
        let violations = marked ? result.allViolations : nil  // (nil: the plain picture, no verdict in its title)
        let (drawing, keys) = SiteFacts.pictures.value(.init(result: result.digest, language: language.id, marked: marked,
                                                                    messages: checked.loaded.theme.messagesDigest)) {
            let keys = Mutex<Set<String>>([])
            let voice = Voice(checked.loaded.theme.phrasebook.observed { key in keys.withLock { _ = $0.insert(key) } }, language: language.id)
            return (result.component.flatMap { Mockup.drawing(for: $0, violations: violations, language: voice, guideline: result.example.guideline) }, keys.withLock { $0 })
        }
        for key in keys { reads.note(.message(key)) }
        return drawing
    }
    var theme: Theme { read(.templates, checked.loaded.theme) }

    // `.translations`, `.statusPage`, `.report`
    func translationEntries(for id: String) -> [TranslationReport.Entry] { read(.translations(id), checked.translations.entries(for: id)) }
    func translationEntry(for id: String, language: Language) -> TranslationReport.Entry? {
        read(.translations(id), checked.translations.entry(for: id, language: language))
    }
    func statusPage(of entry: TranslationReport.Entry) -> Int? {
        read(.statusPage(entry.language.id, entry.source.id), facts.statusPaging.page(of: entry))
    }
    var report: TranslationReport { read(.report, checked.translations) }
    var statusPaging: StatusPaging { read(.report, facts.statusPaging) }

    // `.examples`, `.allExamples`
    func examples(of guideline: String) -> [ExampleResult] {
        read(.examples(Fact.document(of: guideline)), (facts.examples[Fact.document(of: guideline)] ?? []).filter { $0.example.guideline == guideline })
    }
    var allExamples: [ExampleResult] { read(.allExamples, checked.examples) }

    // `.aliases`, `.landing`
    func aliases(of id: String) -> [String] { read(.aliases(Fact.document(of: id)), checked.site.aliases.aliases(of: id)) }
    /// Where a link to `fragment` lands: the id it was renamed to, if it was.
    func landing(_ fragment: String) -> String? { read(.landing(fragment), checked.site.aliases.target(of: fragment)) }

    // `.reasons`
    func reasonText(_ guideline: String, _ language: Language) -> String? {
        let reasons = checked.loaded.reasons
        return read(.reasons(Fact.document(of: guideline)),
                    reasons.reason(for: guideline).map { reasons.text(of: $0, in: language, languages: checked.site.configured) })
    }

    var reasons: UncheckedReasons { read(.allReasons, checked.loaded.reasons) }

    // `.glossary`
    var glossary: Glossary { read(.glossary, checked.loaded.glossary) }
    var glossaryMatcher: GlossaryMatcher { read(.glossary, facts.glossaryMatcher) }
}
