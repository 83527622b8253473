/// A language of the site. The folder name under `content/` and the URL segment are the same
/// (`zh-hans`), so a reader can tell the language from the address.
public enum Language: String, CaseIterable, Hashable, Sendable, Comparable {
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
    case en

    /// BCP 47 tag for `<html lang>`, `hreflang` and the sitemap.
    public var tag: String {
        switch self {
        case .zhHans: "zh-Hans"
        case .zhHant: "zh-Hant"
        case .en: "en"
        }
    }

    /// The language's own name, as the language switch shows it.
    public var nativeName: String {
        switch self {
        case .zhHans: "简体中文"
        case .zhHant: "繁體中文"
        case .en: "English"
        }
    }

    /// Chinese is the source of the site; this order puts it first everywhere.
    private var rank: Int { Language.allCases.firstIndex(of: self)! }

    public static func < (a: Language, b: Language) -> Bool { a.rank < b.rank }
}
