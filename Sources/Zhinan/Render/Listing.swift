/// How lists stay a size a browser opens at once on a site of thousands of documents, one change touching
/// few pages: up to a hundred a language, they list everything; above, the limits below apply.
enum Listing {
    /// A home page lists at most this many documents; the rest go on further pages.
    static let pageSize = 100
    /// Where a list is cut short, this many are shown.
    static let shortList = 20
    /// A page of the translation status lists at most this many translations that need attention.
    static let attentionLimit = 200
    /// The rules index lists every guideline up to this many; above, the machine-checked ones.
    static let guidelineLimit = 1000

    /// How many pages a list of `count` needs, `size` a page (a home page's: `pageSize`).
    static func pageCount(_ count: Int, size: Int = pageSize) -> Int { max(1, (count + size - 1) / size) }

    /// An interface string with its `{name}` placeholders filled in.
    static func fill(_ text: String, _ values: [String: Int]) -> String {
        values.reduce(text) { $0.replacingOccurrences(of: "{\($1.key)}", with: String($1.value)) }
    }
}

/// Which page of the translation status lists each translation: up to a hundred, one page lists them
/// all; above, those that need attention, `Listing.attentionLimit` a page, in the report's order.
struct StatusPaging {
    /// Whether the pages list only the translations that need attention.
    let summarised: Bool
    let listed: [TranslationReport.Entry]
    let pageCount: Int
    private let pageOfEntry: [String: Int]

    init(_ report: TranslationReport) {
        let all = report.entries, summarised = all.count > Listing.pageSize
        self.summarised = summarised
        listed = summarised ? all.filter { !$0.isComplete } : all
        pageCount = summarised ? Listing.pageCount(listed.count, size: Listing.attentionLimit) : 1
        pageOfEntry = Dictionary(listed.enumerated().map { (Self.key($1), summarised ? $0 / Listing.attentionLimit + 1 : 1) }) { _, last in last }
    }

    /// The page that lists `entry` (nil: none does; it needs no attention).
    func page(of entry: TranslationReport.Entry) -> Int? { pageOfEntry[Self.key(entry)] }

    func entries(onPage page: Int) -> ArraySlice<TranslationReport.Entry> {
        guard summarised else { return listed[...] }
        let start = (page - 1) * Listing.attentionLimit
        return listed[min(start, listed.count)..<min(start + Listing.attentionLimit, listed.count)]
    }

    private static func key(_ entry: TranslationReport.Entry) -> String { "\(entry.language.id)/\(entry.source.id)" }
}
