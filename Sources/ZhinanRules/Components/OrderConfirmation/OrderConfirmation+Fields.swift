/// The fields of a `OrderConfirmation` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension OrderConfirmation {
    package static let fields: [FieldDoc] = [
        .text("apple-pay-mention", "optional"),
    ]
}
