/// The steps around paying: what is asked before, during and after.
package struct CheckoutFlow: ComponentSpec, Hashable {
    package static let kind = ComponentKind("checkout-flow")

    package var requiresAccountBeforePurchase: Bool
    package var showsConfirmationPage: Bool
    /// Options such as size and colour are chosen before the Apple Pay button is reached.
    package var collectsOptionsBeforeButton: Bool
    /// Promo codes, gift messages and the like are asked before the payment sheet, which cannot take them.
    package var collectsOptionalInfoBeforeSheet: Bool
    package var stepsBeforeSheet: Int
    package var cartItems, shippingDestinations: Int
    package var expressCheckout: Bool
    package var perItemShipping, pickupDetails: Collection
    package var contactInfoFrom: Source
    package var asksToType: [Detail]
    package var recurring, explainsBillingBeforeSheet: Bool
    package var hasCart, productPageButton: Bool

    package enum Collection: String, CaseIterable, Sendable { case none, beforeSheet = "before-sheet", leftToSheet = "left-to-sheet" }
    package enum Source: String, CaseIterable, Sendable { case applePay = "apple-pay", stored }
    package enum Detail: String, CaseIterable, Sendable { case shippingAddress = "shipping-address", billingAddress = "billing-address", email, phone, name }

    package init(_ spec: SpecReader) {
        requiresAccountBeforePurchase = spec.bool("requires-account-before-purchase", default: false)
        showsConfirmationPage = spec.bool("shows-confirmation-page", default: true)
        collectsOptionsBeforeButton = spec.bool("collects-options-before-button", default: true)
        collectsOptionalInfoBeforeSheet = spec.bool("collects-optional-info-before-sheet", default: true)
        stepsBeforeSheet = spec.count("steps-before-sheet", default: 0, "alerts or screens between the button and the sheet")
        cartItems = spec.count("cart-items", default: 1, "items bought together")
        shippingDestinations = spec.count("shipping-destinations", default: 1)
        expressCheckout = spec.bool("express-checkout", default: false, "a button that shows the payment sheet at once")
        perItemShipping = spec.choice("per-item-shipping", default: Collection.none, "where a speed or destination per item is chosen")
        contactInfoFrom = spec.choice("contact-info-from", default: .applePay, "contact, shipping and payment details")
        asksToType = spec.choices("asks-to-type", "details people type that Apple Pay provides")
        pickupDetails = spec.choice("pickup-details", default: Collection.none, "where pickup location, date and time are chosen")
        recurring = spec.bool("recurring", default: false)
        explainsBillingBeforeSheet = spec.bool("explains-billing-before-sheet", default: true, "billing frequency and terms")
        hasCart = spec.bool("cart", default: true, "the app has a shopping cart")
        productPageButton = spec.bool("product-page-button", default: false, "an Apple Pay button on the product page")
    }
}
