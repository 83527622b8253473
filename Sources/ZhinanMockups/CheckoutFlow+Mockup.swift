import ZhinanRules

/// The flow from the page people start on to the confirmation, a box per step in the order people meet them; a step a rule rejects
/// (an account to create, a screen before the sheet, a detail left to the sheet) outlined in red where it happens.
extension CheckoutFlow: Drawable {
    static let boxWidth = 290.0, boxHeight = 26.0, gap = 12.0

    static func draw(_ f: CheckoutFlow, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.sheet)
        let x = svg.px(Canvas.margin) + 3
        var y = svg.px(Canvas.margin) + 3
        for (index, (step, bad)) in steps(f, broken).enumerated() {
            if index > 0 {
                // An arrow down from the step before.
                let mid = x + 24
                svg.annotate(line: mid, y - gap + 2, mid, y - 3, tone: .guide, on: .page)
                svg.annotate(path: SVG.polyline([(mid - 4, y - 7), (mid, y - 2), (mid + 4, y - 7)]), tone: .guide)
            }
            svg.annotate(rect: x, y, boxWidth, boxHeight, rx: 6, tone: bad ? .bad : .note, on: .page, width: bad ? 2 : 1)
            svg.label(x + 10, y + 18, step, language, tone: bad ? .bad : .note)
            y += boxHeight + gap
        }
        return svg
    }

    /// The steps, each with whether a rule rejects it.
    static func steps(_ f: CheckoutFlow, _ broken: BrokenRules) -> [(Message, Bool)] {
        func step(_ key: String, _ arguments: [String: Message.Argument] = [:]) -> Message { Message("mockup.checkout-flow.\(key)", arguments) }
        let items: [String: Message.Argument] = ["items": .count(f.cartItems)]
        let details = f.asksToType.map { Message("apple-pay.detail.\($0.rawValue)") }
        let steps: [(Bool, Message, Bool)] = [
            (true, f.hasCart ? step("cart", items) : step("product-page"), false),
            (f.expressCheckout, step("express"), false),
            (broken.contains(Rules.expressCheckout), step("no-express", items), true),
            (true, step(f.collectsOptionsBeforeButton ? "options" : "options-later"), broken.contains(Rules.optionsBeforeButton)),
            (f.perItemShipping == .beforeSheet, step("per-item-shipping"), false),
            (f.perItemShipping == .leftToSheet, step("per-item-shipping-later"), broken.contains(Rules.multipleShipping)),
            (f.perItemShipping == .none && f.shippingDestinations > 1,
             step("destinations-later", ["destinations": .text("\(f.shippingDestinations)")]), broken.contains(Rules.multipleShipping)),
            (f.pickupDetails == .beforeSheet, step("pickup"), false),
            (f.pickupDetails == .leftToSheet, step("pickup-later"), broken.contains(Rules.pickupBeforeButton)),
            (true, step(f.collectsOptionalInfoBeforeSheet ? "optional-info" : "optional-info-later"), broken.contains(Rules.optionalInfoBeforeSheet)),
            (f.recurring, step(f.explainsBillingBeforeSheet ? "terms" : "no-terms"), broken.contains(Rules.billingTermsBeforeSheet)),
            (f.requiresAccountBeforePurchase, step("account"), broken.contains(Rules.noAccountRequired)),
            (!details.isEmpty, step("typed", ["details": .list(details)]), broken.contains(Rules.preferApplePayInfo)),
            (true, step(f.hasCart || f.productPageButton ? "tap" : "no-button"), broken.contains(Rules.singleItemWithoutCart)),
            (f.stepsBeforeSheet > 0, step("steps-before-sheet", ["steps": .count(f.stepsBeforeSheet)]), broken.contains(Rules.sheetImmediately)),
            (true, step(f.contactInfoFrom == .stored ? "sheet-stored" : "sheet"),
             f.contactInfoFrom == .stored && broken.contains(Rules.preferApplePayInfo)),
            (true, step(f.showsConfirmationPage ? "confirmation" : "no-confirmation"), broken.contains(Rules.confirmationPage)),
        ]
        return steps.filter(\.0).map { ($0.1, $0.2) }
    }
}
