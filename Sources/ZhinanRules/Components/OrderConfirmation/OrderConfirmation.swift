/// What the order confirmation page says about Apple Pay, if anything.
package struct OrderConfirmation: ComponentSpec, Hashable {
    package static let kind = ComponentKind("order-confirmation")

    package var applePayMention: String?

    package init(_ spec: SpecReader) { applePayMention = spec.optionalString("apple-pay-mention") }
}
