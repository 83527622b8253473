/// What the order confirmation page says about Apple Pay, if anything.
package struct OrderConfirmation: ComponentSpec, Hashable {
    package static let kind = ComponentKind("order-confirmation")

    var applePayMention: String?

    package static let fields: [FieldDoc] = [
        .text("apple-pay-mention", "optional"),
    ]

    package init(_ spec: SpecReader) { applePayMention = spec.optionalString("apple-pay-mention") }
}
