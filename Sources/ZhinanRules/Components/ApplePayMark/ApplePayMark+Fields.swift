/// The fields of a `ApplePayMark` spec, for the table in docs/rules.md (a test checks that the
/// decoder reads exactly these fields).
extension ApplePayMark {
    package static let fields: [FieldDoc] = [
        .length("width", default: "50"),
        .length("height", default: "32"),
        .length("clear-space", default: "4"),
        .choice("role", Role.self, default: .paymentOption),
    ]
}
