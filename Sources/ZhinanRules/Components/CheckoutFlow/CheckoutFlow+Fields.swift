/// The fields of a `CheckoutFlow` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension CheckoutFlow {
    package static let fields: [FieldDoc] = [
        .bool("requires-account-before-purchase", default: false),
        .bool("shows-confirmation-page", default: true),
        .bool("collects-options-before-button", default: true),
        .bool("collects-optional-info-before-sheet", default: true),
        .count("steps-before-sheet", default: "0", "alerts or screens between the button and the sheet"),
        .count("cart-items", default: "1", "items bought together"),
        .count("shipping-destinations", default: "1"),
        .bool("express-checkout", default: false, "a button that shows the payment sheet at once"),
        .choice("per-item-shipping", Collection.self, default: CheckoutFlow.Collection.none, "where a speed or destination per item is chosen"),
        .choice("contact-info-from", Source.self, default: .applePay, "contact, shipping and payment details"),
        .choices("asks-to-type", Detail.self, "details people type that Apple Pay provides"),
        .choice("pickup-details", Collection.self, default: CheckoutFlow.Collection.none, "where pickup location, date and time are chosen"),
        .bool("recurring", default: false),
        .bool("explains-billing-before-sheet", default: true, "billing frequency and terms"),
        .bool("cart", default: true, "the app has a shopping cart"),
        .bool("product-page-button", default: false, "an Apple Pay button on the product page"),
    ]
}
