/// The fields of a `OrderConfirmation` spec, for the table in docs/rules.md (a test checks that the
/// decoder reads exactly these fields).
extension OrderConfirmation {
    package static let fields: [FieldDoc] = [
        .text("apple-pay-mention", "optional"),
    ]
}
