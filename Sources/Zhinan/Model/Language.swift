/// A language of the site, as `content/site.yml` declares it; its `id` names its folders, URL segment and catalogues.
public final class Language: Hashable, Sendable, Comparable, CustomStringConvertible, Encodable, CodingKeyRepresentable {
    /// Lowercase: `zh-hans`, `en`, `ja`.
    public let id: String
    /// BCP 47 tag for `<html lang>`, `hreflang` and the sitemap (`zh-Hans`).
    let tag: String
    /// The language's own name, as the language switch shows it.
    let nativeName: String
    /// ISO 15924 script (`Hans`, `Hant`, `Latn`, `Jpan`, `Kore`), which search reads.
    let script: String
    /// The languages this one translates, by id; empty for a source language.
    let translates: [String]
    /// Where a missing interface string or rule message is taken from, by id; nil: every key is required.
    let fallback: String?
    /// The source languages whose documents this one lacks are converted into it, with OpenCC's configuration for each.
    let convertedFrom: [(source: String, opencc: String)]
    /// Position in `site.yml`: the order of the language switch, of search, and of every list.
    let rank: Int

    /// A class: a language is copied into every link and outline, and every copy shares its declaration.
    init(id: String, tag: String, nativeName: String, script: String, translates: [String] = [], fallback: String? = nil,
         convertedFrom: [(source: String, opencc: String)] = [], rank: Int) {
        (self.id, self.tag, self.nativeName, self.script) = (id, tag, nativeName, script)
        (self.translates, self.fallback, self.convertedFrom, self.rank) = (translates, fallback, convertedFrom, rank)
    }

    var isSource: Bool { translates.isEmpty }
    func translates(_ source: Language) -> Bool { translates.contains(source.id) }

    /// The language part of the tag (`zh` for `zh-Hant`).
    var primarySubtag: String { String(tag.prefix { $0 != "-" }).lowercased() }

    /// Whether the script is written without spaces between words (Han, kana, hangul).
    var isCJK: Bool { ["Hans", "Hant", "Hani", "Jpan", "Hira", "Kana", "Kore", "Hang"].contains(script) }

    public var description: String { id }
    public static func == (a: Language, b: Language) -> Bool { a === b || a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (a: Language, b: Language) -> Bool { (a.rank, a.id) < (b.rank, b.id) }

    /// The languages of `Languages.standard`, for a site without a `languages:` setting and for tests.
    static let zhHans = Language(id: "zh-hans", tag: "zh-Hans", nativeName: "简体中文", script: "Hans", rank: 0)
    static let zhHant = Language(id: "zh-hant", tag: "zh-Hant", nativeName: "繁體中文", script: "Hant", rank: 1)
    static let en = Language(id: "en", tag: "en", nativeName: "English", script: "Latn", translates: ["zh-hans", "zh-hant"], rank: 2)

    /// By its id: the languages' declarations are the site's settings, which a page reads apart (`Fact.site`).
    public func encode(to encoder: any Encoder) throws { try id.encode(to: encoder) }

    var declared: [String] { [id, tag, nativeName, script, translates.joined(separator: ","), fallback ?? "\u{0}", String(rank)]
        + convertedFrom.map { "\($0.source):\($0.opencc)" } }

    /// A table keyed by language is keyed by its id.
    public var codingKey: any CodingKey { NameKey(stringValue: id) }
    public convenience init?<Key: CodingKey>(codingKey: Key) { nil }
}

/// The languages of a site in their declared order, with the lookups the stages need.
struct Languages: Sendable, Hashable {
    let all: [Language]

    init(_ all: [Language]) { self.all = all }
    subscript(id: String) -> Language? { all.first { $0.id == id } }
    var ids: String { all.map(\.id).joined(separator: ", ") }

    /// Languages documents are written in, in order: the first that has a document is its source.
    var sources: [Language] { all.filter(\.isSource) }
    func targets(of source: Language) -> [Language] { all.filter { $0.translates(source) } }

    /// The order a reader's search results come in: their own language, its other scripts, then the rest in order.
    func readingOrder(for reader: Language) -> [Language] {
        [reader] + all.filter { $0 != reader && $0.primarySubtag == reader.primarySubtag }
            + all.filter { $0 != reader && $0.primarySubtag != reader.primarySubtag }
    }

    /// `language`, then the language it falls back to, and so on (a loop ends where it repeats).
    func fallbackChain(from language: Language) -> [Language] {
        var seen: Set<Language> = []
        return sequence(first: language) { $0.fallback.flatMap { self[$0] } }.prefix { seen.insert($0).inserted }
    }

    /// What a site that declares no `languages:` gets: Chinese sources and an English translation.
    static let standard = Languages([.zhHans, .zhHant, .en])
}

/// A coding key that is any name (a language's id, a glossary entry's field).
struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
