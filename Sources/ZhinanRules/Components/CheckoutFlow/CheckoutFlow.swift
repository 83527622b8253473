/// The steps around paying: what is asked before, during and after.
package struct CheckoutFlow: ComponentSpec, Hashable {
    package static let kind = ComponentKind("checkout-flow")

    var requiresAccountBeforePurchase: Bool
    var showsConfirmationPage: Bool
    /// Options such as size and colour are chosen before the Apple Pay button is reached.
    var collectsOptionsBeforeButton: Bool
    /// Promo codes, gift messages and the like are asked before the payment sheet, which cannot take them.
    var collectsOptionalInfoBeforeSheet: Bool
    /// Alerts or screens the app puts between a tap on the Apple Pay button and the payment sheet.
    var stepsBeforeSheet: Int

    package init(_ spec: SpecReader) {
        requiresAccountBeforePurchase = spec.bool("requires-account-before-purchase", default: false)
        showsConfirmationPage = spec.bool("shows-confirmation-page", default: true)
        collectsOptionsBeforeButton = spec.bool("collects-options-before-button", default: true)
        collectsOptionalInfoBeforeSheet = spec.bool("collects-optional-info-before-sheet", default: true)
        let steps = spec.number("steps-before-sheet", default: 0)
        if steps != steps.rounded() { spec.fail("field 'steps-before-sheet' must be a whole number") }
        stepsBeforeSheet = Int(steps)
    }
}
