/// Text that names Apple Pay: marketing copy, a payment option's label, any sentence in the UI.
public struct ApplePayText: ComponentSpec, Hashable {
    public static let kind = ComponentKind("apple-pay-text")

    public enum Context: String, CaseIterable, Sendable { case body, checkoutOption = "checkout-option" }

    public var text: String
    public var context: Context
    /// In the United States the first mention in body copy carries ®.
    public var region: String
    /// Apps whose whole interface is set in capitals may write APPLE PAY.
    public var allCapsInterface: Bool

    public init(_ spec: SpecReader) {
        text = spec.string("text")
        context = spec.choice("context", default: .body)
        region = spec.string("region", default: "other")
        allCapsInterface = spec.bool("all-caps-interface", default: false)
    }
}
