/// The fields of a `CheckoutFlow` spec, for the README's table (a test checks that the decoder reads
/// exactly these fields).
extension CheckoutFlow {
    package static let fields: [FieldDoc] = [
        .bool("requires-account-before-purchase", default: false),
        .bool("shows-confirmation-page", default: true),
        .bool("collects-options-before-button", default: true),
        .bool("collects-optional-info-before-sheet", default: true),
        .count("steps-before-sheet", default: "0", "alerts or screens between the button and the sheet"),
    ]
}
