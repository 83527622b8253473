/// What each template is handed, read by property name: a name the model lacks is a build error. Every page's
/// `frame` is what `layout.mustache` renders inside `{{#frame}}…{{/frame}}` (the page's fields still in reach).

/// A link with a language: an `hreflang` alternate, a language of the switch, or a guideline in another language.
struct LanguageLink: Encodable {
    var name: String?
    var hreflang, href: String
    /// In the switch: whether it is the page's own language.
    var current: Bool?
    /// The switch carries the reader's `#guideline` along (same document in another language).
    var keepHash: Bool?
    /// The page's document has no edition in this language: the link goes to the language's home.
    var absent = false
}

/// The layout's part of every page.
struct Frame: Encodable {
    var lang, title, siteName, root: String
    var stylesheet, script: String
    var homeHref, statusHref, rulesHref, galleryHref, startHref: String
    /// The search results page, where the header's search box sends a query.
    var searchHref: String
    /// Nil without a glossary: an empty string is a value to a Mustache section (`<a href="">`).
    var glossaryHref: String?
    var canonical: String
    /// A page search engines should not index (the search results page: its content is a query's).
    var noIndex = false
    /// The stylesheet itself, for the 404 page, served at addresses where a link to it would not resolve.
    var inlineStyle: String?
    /// The interface strings of the page's language (`templates/strings/<language>.yml`), read as `{{s.key}}`.
    var s: [String: String]
    /// Nil when the page exists in one language only.
    var alternates: [LanguageLink]?
    var languages: [LanguageLink]
}

// MARK: - Home, root, 404

/// A document as the home, start and document pages show it: each sets the fields it shows, the others nil (lookups skip them).
struct DocumentSummary: Encodable {
    var title: String
    /// Nil on the document's own page.
    var href: String?
    var guidelineCount: Int
    /// How many of its guidelines a rule checks (start page).
    var checked: Int?
    var checklistHref: String?
    /// Nil for a document without examples: it has no drill.
    var drillHref: String?
    /// Where the drill keeps the reader's score (`zh-hans/apple-pay`), which the start page shows.
    var drillKey: String?
    var markdownHref: String?
    /// Nil, not empty, so the template skips it.
    var summary: String?
}

struct HomePage: Encodable {
    var frame: Frame
    var documents: [DocumentSummary]
    /// Nil while one page lists every document (see `Listing`).
    var pagination: Pagination?
}

/// Links between the pages of a long list: one page's place, and the way to the others.
struct Pagination: Encodable {
    struct Page: Encodable { var number: Int, href: String, current: Bool }
    /// What the list is, for the navigation's accessible name (`pages_label`, `status_pages_label`).
    var ariaLabel: String
    var label: String
    var previousHref, nextHref: String?
    var pages: [Page]
}

struct RootPage: Encodable {
    struct Edition: Encodable {
        var name, lang, href, tagline: String
        /// The start page of this language, and its name in it.
        var startHref, start: String
        var documents: [TitledLink]
        /// "… and N more documents": where the list is cut short (see `Listing`).
        var more: String?
    }
    var frame: Frame
    var editions: [Edition]
}

struct NotFoundPage: Encodable {
    struct Edition: Encodable { var lang, href, title, body, home: String }
    var frame: Frame
    var editions: [Edition]
}

// MARK: - Document items (rendered one by one with `item.mustache`)

struct ItemModel: Encodable {
    struct HeadingItem: Encodable {
        var id: String
        var hasID: Bool
        /// Ids it was renamed from (`content/aliases.yml`): each an empty anchor, so `#old-id` lands here.
        var aliases: [IDLink]
        var level: Int
        var html: String
        var outdated: Bool
    }
    struct ProseItem: Encodable { var html: String }
    struct GuidelineItem: Encodable {
        var id: String
        var hasID: Bool
        /// Ids it was renamed from: each an empty anchor at the top, so `#old-id` lands here.
        var aliases: [IDLink]
        var html: String
        var elsewhere: [LanguageLink]
        var outdated: Bool
        /// Nil where the guideline has no rules and no examples, or in the side-by-side view.
        var checks: ChecksModel?
        var hasTerms: Bool
        var terms: [TermLink]
    }
    /// Exactly one of these is set.
    var heading: HeadingItem?
    var prose: ProseItem?
    var guideline: GuidelineItem?
    var s: [String: String]
}

struct TermLink: Encodable { var name, href: String }

/// Under a guideline: the rules that enforce it, and its examples as this build judged them.
struct ChecksModel: Encodable {
    struct RuleLink: Encodable { var id, href, threshold: String }
    var hasRules: Bool
    var rules: [RuleLink]
    /// Each rule whose figure Apple's current guidance changed: both figures, by the guideline's lead.
    var divergences: [Divergence]
    struct Divergence: Encodable { var source, current, href: String }
    var examples: [ExampleModel]
}

struct ExampleModel: Encodable {
    struct ViolationLine: Encodable { var rule, message, href: String }
    var id: String
    /// `example-do`, `example-dont`, or `example-split` where the editions disagree on do and don't.
    var kind: String
    var label: String
    var spec: String
    var passed: Bool
    var verdict: String
    var violations: [ViolationLine]
    var matches: Bool
    var hasViolations: Bool
    var mockup: String?
    /// What the picture shows, in one line of the page's language (none where the example has none).
    var caption: String?
    /// Where nothing can be drawn: the spec's leading fields, in a compact card instead of a picture (`TextCard`, HTML).
    var textCard: String?
    var expected: String
    /// The editions' verdicts differ: both are shown (`editionVerdicts`), and how (`editionSummary`).
    var split: Bool
    var editionSummary: String
    var editionVerdicts: [EditionVerdict]
    /// Where the example is shown, from the gallery; nil elsewhere.
    var href: String?

    /// One edition's verdict, when the editions differ.
    struct EditionVerdict: Encodable {
        /// `source` or `current`, and the do or don't label in that edition alone (for the edition switch).
        var edition, label: String
        var name: String
        var passed: Bool
        var verdict: String
        var violations: [ViolationLine]
        var hasViolations: Bool
    }
}

// MARK: - Document, side by side, checklist

struct DocumentPage: Encodable {
    struct TOCEntry: Encodable { var id, text: String, sub: Bool }
    struct TranslationNotice: Encodable { var outdated, missing: Int, statusHref: String }
    var frame: Frame
    var document: DocumentSummary
    var toc: [TOCEntry]
    var itemsHTML: String
    /// Links to the side-by-side views of this document's language pairs.
    var sideBySide: [SideBySide]
    struct SideBySide: Encodable { var href, label: String }
    var translationNotice: TranslationNotice?
    /// On a converted document: "本页由<a>繁体中文原文</a>自动转换。", the link to the page it was converted from.
    var converted: Converted?
    struct Converted: Encodable {
        var before, link, after: String
        var href, hreflang: String
    }
    /// Where the document comes from: the Apple page, and the day it was last compared with it.
    var origin: Origin?
    struct Origin: Encodable {
        /// In the rules index's list of origins: the document that comes from the page, and its link.
        var document, href: String?
        var title, url: String
        var reviewed: String?
    }
    /// The documents of its language around this one, and the ones before and after it (nil: it is alone).
    var documents: [TitledLink]
    var pager: Pager?
    struct Pager: Encodable { var previous, next: TitledLink? }
}

/// A document's title, linked to its page.
struct TitledLink: Encodable {
    var title, href: String
    /// In a document page's navigation, whether it is that page's document; nil elsewhere.
    var current: Bool?
}

struct BilingualPage: Encodable {
    struct Header: Encodable {
        /// Names the pair: "简体中文 · English 对照".
        var label: String
        var sourceTitle: String
        /// Nil when the titles are the same (not empty: the heading would hold an empty `<span>`).
        var translationTitle: String?
        var outdatedNotice, missingNotice: String
        var sourceLang, translationLang: String
        var sourceName, translationName: String
        var sourceHref, translationHref: String
    }
    struct Row: Encodable {
        var id: String
        /// Ids the row's guideline or heading was renamed from, as anchors.
        var aliases: [IDLink]
        var isGuideline: Bool
        var source: [ItemModel]
        var outdated: Bool
        var translation: [ItemModel]?
    }
    var frame: Frame
    var bilingual: Header
    var rows: [Row]
}

struct ChecklistPage: Encodable {
    struct Section: Encodable { var heading: String, items: [CheckedGuideline] }
    var frame: Frame
    var document: TitledLink
    var sections: [Section]
}

/// A guideline and the rules that check it, in a checklist (with its text) or the rules index (topic and document).
struct CheckedGuideline: Encodable {
    var id: String
    var text, topic: String?
    var checked: Bool
    var rules: [IDLink]
    var document: String?
    /// Nil where no page has it (rules index).
    var href: String?
    /// Why no rule checks it, in the reader's language (`content/unchecked.yml`); nil when checked or unexplained.
    var reason: String?
}

/// An id that links where it can be read, or stands alone (`href` nil: an alias's anchor, a rule beside a guideline).
struct IDLink: Encodable {
    var id: String
    var href: String?
}

// MARK: - Start, translations, glossary

struct StartPage: Encodable {
    var frame: Frame
    var documents: [DocumentSummary]
    var changesHref: String
    var example: ExampleModel?
    /// "… and N more documents": where the reading order is cut short (see `Listing`).
    var more: String?
}

struct TranslationStatusPage: Encodable {
    public struct Entry: Encodable {
        var anchor: String
        var title: String
        var sourceName, languageName: String
        var total, upToDate, percent: Int
        var complete: Bool
        var hasMissing, hasExtra, hasOutdated: Bool
        var missing, extra, outdated: [IDLink]
        var translationHref, bilingualHref: String?
        var bilingualLabel: String
    }
    var frame: Frame
    var entries: [Entry]
    /// On a site of many documents: how many translations are complete, and only the others listed.
    var summary: String?
    /// Nil while one page lists them all (see `StatusPaging`).
    var pagination: Pagination?
}

struct GlossaryPage: Encodable {
    struct Term: Encodable {
        struct Form: Encodable { var lang, name: String }
        var id, name: String
        var forms: [Form]
        var variants, definition: String?
    }
    var frame: Frame
    var terms: [Term]
}

// MARK: - Rules index and gallery

struct RulesPage: Encodable {
    struct Topic: Encodable { var topic: String }
    struct Rule: Encodable {
        /// What the source documents state of the rule.
        struct SourceStatement: Encodable { var threshold, figure, sentence: String }
        /// What Apple's current guidance states: its own figure, or the source's (`sameAsSource`).
        struct CurrentStatement: Encodable {
            var sameAsSource: Bool
            var figure, published: String
        }
        /// `split`: the editions' verdicts differ; its line is neither a do's green nor a don't's red, but the text's colour.
        struct Example: Encodable {
            var id: String
            var passed, split: Bool
            var verdict: String
            var href: String?
        }
        var id, topic, component, threshold: String
        /// `error` or `warning`, and how the reader's language says it.
        var severity, severityName: String
        /// `source current`, `current` …: the editions that have the rule (the filter reads it).
        var editions: String
        /// The same, in words ("source document and current guidance", "current guidance only").
        var editionsText: String
        var source: SourceStatement?
        var current: CurrentStatement?
        var guidelines: [IDLink]
        var examples: [Example]
    }
    struct Counts: Encodable {
        var rules, guidelines, checked, unchecked: Int
        /// Of the unchecked: with a stated reason, and without one.
        var withReason, unexplained: Int
        var hasUnexplained: Bool
        var examples: Int
    }
    var frame: Frame
    /// Each source document that names the Apple page it comes from, with that page (nil: none does).
    var origins: Origins?
    struct Origins: Encodable { var items: [DocumentPage.Origin] }
    var topics: [Topic]
    var rules: [Rule]
    var guidelines: [CheckedGuideline]
    var counts: Counts
    /// On a site of many guidelines, the table lists the machine-checked ones; this says where the others are.
    var uncheckedSummary: String?
}

struct GalleryPage: Encodable {
    struct ButtonRow: Encodable {
        struct Cell: Encodable {
            var style: String
            var passed: Bool
            var mockup: String
        }
        var type: String
        /// The type's own label in the page's language ("使用 Apple Pay 购买").
        var label: String
        var cells: [Cell]
    }
    struct Group: Encodable {
        var kind: String
        /// What the kind is called in the page's language.
        var name: String
        var examples: [ExampleModel]
    }
    var frame: Frame
    /// The matrix's column headings: "button type", then each style's name.
    var columns: [String]
    var buttons: [ButtonRow]
    var groups: [Group]
}
