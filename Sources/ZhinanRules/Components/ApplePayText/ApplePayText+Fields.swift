/// The fields of a `ApplePayText` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ApplePayText {
    package static let fields: [FieldDoc] = [
        .text("text"),
        .choice("context", Context.self, default: .body),
        .text("region", default: "other", "US or other"),
        .bool("all-caps-interface", default: false),
        .text("font", "optional; the typeface the text is set in"),
        .length("font-size", "optional"),
        .text("app-font", "optional; the typeface of the app's own text"),
        .length("app-font-size", "optional"),
    ]
}
