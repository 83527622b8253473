/// The Apple Pay button: what PassKit draws, where it sits and how it behaves.
package struct ApplePayButton: ComponentSpec, Hashable {
    package static let kind = ComponentKind("apple-pay-button")

    /// `PKPaymentButtonType`, as the web's `type` attribute spells it.
    package enum ButtonType: String, CaseIterable, Sendable {
        case plain, buy, setUp = "set-up", inStore = "in-store", donate, checkOut = "check-out", book, subscribe,
             reload, addMoney = "add-money", topUp = "top-up", order, rent, support, contribute, tip, `continue`
    }
    package enum Style: String, CaseIterable, Sendable { case black, white, whiteOutline = "white-outline", automatic }
    package enum State: String, CaseIterable, Sendable { case enabled, disabled, hidden }
    package enum Provider: String, CaseIterable, Sendable { case system, custom }
    package enum TapAction: String, CaseIterable, Sendable { case paymentSheet = "payment-sheet", addCard = "add-card", other }

    package var type: ButtonType
    package var style: Style
    package var width, height: Double
    /// PassKit's default is 4 pt.
    package var cornerRadius: Double
    /// The smallest distance from the button to any other content, on every side.
    package var clearSpace: Double
    /// The colour the button sits on.
    package var background: Color
    package var state: State
    package var providedBy: Provider
    /// Only approved nonprofits may show the donate button.
    package var approvedNonprofit: Bool
    /// Only banks and card issuers may show the in-store ("Pay with") button.
    package var cardIssuer: Bool = false
    package var walletSetUp = true
    package var onTap: TapAction?

    package init(type: ButtonType = .buy, style: Style = .black, width: Double = 140, height: Double = 30,
                 cornerRadius: Double = 4, clearSpace: Double = 3, background: Color = .white, state: State = .enabled,
                 providedBy: Provider = .system, approvedNonprofit: Bool = false) {
        self.type = type; self.style = style; self.width = width; self.height = height
        self.cornerRadius = cornerRadius; self.clearSpace = clearSpace; self.background = background
        self.state = state; self.providedBy = providedBy; self.approvedNonprofit = approvedNonprofit
    }

    package init(_ spec: SpecReader) {
        self.init(type: spec.choice("type", default: .buy), style: spec.choice("style"),
                  width: spec.length("width"), height: spec.length("height"),
                  cornerRadius: spec.length("corner-radius", default: 4, "at most height/2"),
                  clearSpace: spec.length("clear-space", "smallest distance to other content"),
                  background: spec.color("background", default: .white), state: spec.choice("state", default: .enabled),
                  providedBy: spec.choice("provided-by", default: .system),
                  approvedNonprofit: spec.bool("approved-nonprofit", default: false))
        cardIssuer = spec.bool("card-issuer", default: false)
        walletSetUp = spec.bool("wallet-set-up", default: true, "Apple Pay is set up on the device")
        onTap = spec.optionalChoice("on-tap", "what a tap does")
        if height > 0, cornerRadius > height / 2 {
            spec.fail("field 'corner-radius' must be at most half the height (\(Format.number(height / 2))), found \(Format.number(cornerRadius))")
        }
    }
}

extension ApplePayButton.ButtonType {
    /// The type as messages name it ("Buy with Apple Pay").
    package var name: Message { Message("apple-pay.button.type.\(rawValue)") }
}
