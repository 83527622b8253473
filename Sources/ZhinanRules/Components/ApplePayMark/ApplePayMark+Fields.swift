/// The fields of a `ApplePayMark` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ApplePayMark {
    package static let fields: [FieldDoc] = [
        .length("width", default: "50"),
        .length("height", default: "32"),
        .length("clear-space", default: "4"),
        .choice("role", Role.self, default: .paymentOption),
    ]
}
