/// What the order confirmation page says about Apple Pay, if anything.
public struct OrderConfirmation: ComponentSpec, Hashable {
    public static let kind = ComponentKind("order-confirmation")

    public var applePayMention: String?

    public init(_ spec: SpecReader) {
        applePayMention = spec.optionalString("apple-pay-mention")
    }
}
