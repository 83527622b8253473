/// How the pages that list documents stay useful on a site of thousands of documents: on a site of
/// a hundred or fewer (per language) they list everything, as they always have; above that, a home
/// page lists a hundred documents and links the next pages (`index.2.html` …), the language
/// chooser and the reading order show the first twenty and say how many more there are, the
/// translation status lists only the translations that need attention, and the rules index lists
/// only the machine-checked guidelines (every document's checklist lists all of its own).
/// Every page stays a size a browser opens at once, and one document's change touches few of them.
enum Listing {
    /// A home page lists at most this many documents; the rest go on further pages.
    static let pageSize = 100
    /// Where a list is cut short, this many are shown.
    static let shortList = 20
    /// The translation status lists at most this many translations that need attention.
    static let attentionLimit = 200
    /// The rules index lists every guideline up to this many; above, the machine-checked ones.
    static let guidelineLimit = 1000

    /// How many home pages a language of `documents` documents has.
    static func pageCount(_ documents: Int) -> Int {
        max(1, (documents + pageSize - 1) / pageSize)
    }

    /// An interface string with its `{name}` placeholders filled in.
    static func fill(_ text: String, _ values: [String: Int]) -> String {
        values.reduce(text) { $0.replacingOccurrences(of: "{\($1.key)}", with: String($1.value)) }
    }
}
