/// The fields of a `CheckoutLayout` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension CheckoutLayout {
    package static let fields: [FieldDoc] = [
        .record("viewport", [.length("width"), .length("height")], "default 390 × 844"),
        .records("elements", [.choice("kind", Element.Kind.self), .length("x"), .length("y"), .length("width"), .length("height")],
                 "y grows downwards"),
        .bool("device-supports-apple-pay", default: true),
    ]
}
