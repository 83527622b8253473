/// The languages the rules speak: every threshold and message exists in all three.
public enum RuleLanguage: String, CaseIterable, Sendable, Hashable {
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
    case en
}

/// One text in the three languages of the site.
public struct Localized: Sendable, Hashable {
    package var zhHans: String
    package var zhHant: String
    package var en: String

    package init(_ zhHans: String, _ zhHant: String, _ en: String) {
        self.zhHans = zhHans
        self.zhHant = zhHant
        self.en = en
    }

    package subscript(language: RuleLanguage) -> String {
        switch language {
        case .zhHans: zhHans
        case .zhHant: zhHant
        case .en: en
        }
    }
}

/// Numbers as the messages show them: `32`, `31.9`, `3.2`, never `32.0` or `31.900000000000002`.
package enum Format {
    package static func number(_ value: Double) -> String {
        if value.isNaN || value.isInfinite { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
