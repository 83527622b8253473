/// Text that names Apple Pay: marketing copy, a payment option's label, any sentence in the UI.
package struct ApplePayText: ComponentSpec, Hashable {
    package static let kind = ComponentKind("apple-pay-text")

    package enum Context: String, CaseIterable, Sendable { case body, checkoutOption = "checkout-option" }

    package var text: String
    package var context: Context
    /// In the United States the first mention in body copy carries ®.
    package var region: String
    /// Apps whose whole interface is set in capitals may write APPLE PAY.
    var allCapsInterface: Bool
    /// The typeface and size of the text, and of the app's own text around it, where the spec says.
    var font, appFont: String?
    var fontSize, appFontSize: Double?

    package init(_ spec: SpecReader) {
        text = spec.string("text")
        context = spec.choice("context", default: .body)
        region = spec.string("region", default: "other", "US or other")
        allCapsInterface = spec.bool("all-caps-interface", default: false)
        font = spec.optionalString("font", "the typeface the text is set in")
        fontSize = spec.optionalLength("font-size")
        appFont = spec.optionalString("app-font", "the typeface of the app's own text")
        appFontSize = spec.optionalLength("app-font-size")
    }
}
