/// The Apple Pay button: what PassKit draws, where it sits and how it behaves.
public struct ApplePayButton: Sendable, Hashable {
    /// `PKPaymentButtonType`, as the web's `type` attribute spells it.
    public enum ButtonType: String, CaseIterable, Sendable {
        case plain, buy, setUp = "set-up", inStore = "in-store", donate, checkOut = "check-out", book, subscribe,
             reload, addMoney = "add-money", topUp = "top-up", order, rent, support, contribute, tip, `continue`
    }
    public enum Style: String, CaseIterable, Sendable { case black, white, whiteOutline = "white-outline", automatic }
    public enum State: String, CaseIterable, Sendable { case enabled, disabled, hidden }
    public enum Provider: String, CaseIterable, Sendable { case system, custom }

    public var type: ButtonType
    public var style: Style
    public var width: Double
    public var height: Double
    /// PassKit's default is 4 pt.
    public var cornerRadius: Double
    /// The smallest distance from the button to any other content, on every side.
    public var clearSpace: Double
    /// The colour the button sits on.
    public var background: Color
    public var state: State
    public var providedBy: Provider
    /// Only approved nonprofits may show the donate button.
    public var approvedNonprofit: Bool
    /// Only banks and card issuers may show the in-store ("Pay with") button.
    public var cardIssuer: Bool = false

    public init(type: ButtonType = .buy, style: Style = .black, width: Double = 140, height: Double = 30,
                cornerRadius: Double = 4, clearSpace: Double = 3, background: Color = .white, state: State = .enabled,
                providedBy: Provider = .system, approvedNonprofit: Bool = false) {
        self.type = type; self.style = style; self.width = width; self.height = height
        self.cornerRadius = cornerRadius; self.clearSpace = clearSpace; self.background = background
        self.state = state; self.providedBy = providedBy; self.approvedNonprofit = approvedNonprofit
    }

    init(_ spec: SpecReader) {
        self.init(type: spec.choice("type", default: .buy), style: spec.choice("style"),
                  width: spec.number("width"), height: spec.number("height"),
                  cornerRadius: spec.number("corner-radius", default: 4), clearSpace: spec.number("clear-space"),
                  background: spec.color("background", default: .white), state: spec.choice("state", default: .enabled),
                  providedBy: spec.choice("provided-by", default: .system),
                  approvedNonprofit: spec.bool("approved-nonprofit", default: false))
        cardIssuer = spec.bool("card-issuer", default: false)
        if height > 0, cornerRadius > height / 2 {
            spec.fail("field 'corner-radius' must be at most half the height (\(Format.number(height / 2))), found \(Format.number(cornerRadius))")
        }
    }
}

/// The Apple Pay mark: the graphic that says Apple Pay is accepted.
public struct ApplePayMark: Sendable, Hashable {
    public enum Role: String, CaseIterable, Sendable { case paymentOption = "payment-option", button }

    public var width: Double
    public var height: Double
    public var clearSpace: Double
    /// What the mark is used as on the screen.
    public var role: Role

    init(_ spec: SpecReader) {
        width = spec.number("width", default: 50)
        height = spec.number("height", default: 32)
        clearSpace = spec.number("clear-space", default: 4)
        role = spec.choice("role", default: .paymentOption)
    }
}

/// Text that names Apple Pay: marketing copy, a payment option's label, any sentence in the UI.
public struct ApplePayText: Sendable, Hashable {
    public enum Context: String, CaseIterable, Sendable { case body, checkoutOption = "checkout-option" }

    public var text: String
    public var context: Context
    /// In the United States the first mention in body copy carries ®.
    public var region: String
    /// Apps whose whole interface is set in capitals may write APPLE PAY.
    public var allCapsInterface: Bool

    init(_ spec: SpecReader) {
        text = spec.string("text")
        context = spec.choice("context", default: .body)
        region = spec.string("region", default: "other")
        allCapsInterface = spec.bool("all-caps-interface", default: false)
    }
}

/// A product or cart page: the buttons on it and where they are, in points from the top left.
public struct CheckoutLayout: Sendable, Hashable {
    public struct Element: Sendable, Hashable {
        public enum Kind: String, CaseIterable, Sendable { case applePayButton = "apple-pay-button", paymentButton = "payment-button", addToCart = "add-to-cart" }
        public var kind: Kind
        public var x: Double, y: Double, width: Double, height: Double

        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
    }

    public var viewportWidth: Double
    public var viewportHeight: Double
    public var elements: [Element]
    /// Whether the device can pay with Apple Pay at all.
    public var deviceSupportsApplePay: Bool

    init(_ spec: SpecReader) {
        let viewport = spec.nested("viewport") { ($0.number("width"), $0.number("height")) } ?? (390, 844)
        viewportWidth = viewport.0
        viewportHeight = viewport.1
        elements = spec.list("elements") { item in
            Element(kind: item.choice("kind"), x: item.number("x"), y: item.number("y"),
                    width: item.number("width"), height: item.number("height"))
        }
        deviceSupportsApplePay = spec.bool("device-supports-apple-pay", default: true)
    }

    public var applePayButton: Element? { elements.first { $0.kind == .applePayButton } }
}

/// The steps around paying: what is asked before, during and after.
public struct CheckoutFlow: Sendable, Hashable {
    public var requiresAccountBeforePurchase: Bool
    public var showsConfirmationPage: Bool
    /// Options such as size and colour are chosen before the Apple Pay button is reached.
    public var collectsOptionsBeforeButton: Bool
    /// Promo codes, gift messages and the like are asked before the payment sheet, which cannot take them.
    public var collectsOptionalInfoBeforeSheet: Bool
    /// Alerts or screens the app puts between a tap on the Apple Pay button and the payment sheet.
    public var stepsBeforeSheet: Int

    init(_ spec: SpecReader) {
        requiresAccountBeforePurchase = spec.bool("requires-account-before-purchase", default: false)
        showsConfirmationPage = spec.bool("shows-confirmation-page", default: true)
        collectsOptionsBeforeButton = spec.bool("collects-options-before-button", default: true)
        collectsOptionalInfoBeforeSheet = spec.bool("collects-optional-info-before-sheet", default: true)
        let steps = spec.number("steps-before-sheet", default: 0)
        if steps != steps.rounded() { spec.fail("field 'steps-before-sheet' must be a whole number") }
        stepsBeforeSheet = Int(steps)
    }
}

/// The Apple Pay payment sheet as an app configures it.
public struct PaymentSheet: Sendable, Hashable {
    public enum Delivery: String, CaseIterable, Sendable { case physical, electronic, pickup, none }
    public enum Field: String, CaseIterable, Sendable { case shippingAddress = "shipping-address", email, phone, name }
    public struct LineItem: Sendable, Hashable {
        public enum Kind: String, CaseIterable, Sendable { case item, donation, discount, tax, fee, shipping, pending, subscription }
        public var label: String
        public var amount: Double
        public var kind: Kind
    }
    public struct Intermediary: Sendable, Hashable {
        public var app: String
        public var endMerchant: String
    }
    public struct Donation: Sendable, Hashable {
        public var presets: [Double]
        public var otherAmount: Bool
    }
    public struct Timeout: Sendable, Hashable {
        public var seconds: Double
        public var cancelsPayment: Bool
        public var allowsRetry: Bool
    }
    public struct Validation: Sendable, Hashable {
        public var acceptsZipPlus4: Bool
        public var acceptsStateNames: Bool
        public var acceptsPhoneFormats: Bool
    }

    /// The business name people see on their bank statement.
    public var merchant: String
    /// Set when the app takes payment on behalf of another merchant.
    public var intermediary: Intermediary?
    /// The label of the total line, such as `PAY ACME`.
    public var payLine: String
    public var delivery: Delivery
    public var requests: [Field]
    /// The label of the shipping area (`Shipping`, or `Pickup` for store pickup).
    public var shippingLabel: String
    public var lineItems: [LineItem]
    /// False when the amount can still change after authorization (a ride, a tip).
    public var totalIsFinal: Bool
    public var donation: Donation?
    /// Custom error messages shown in the sheet.
    public var errorMessages: [String]
    public var timeout: Timeout
    public var validation: Validation
    /// When the sheet is shown for a change to a subscription: how the cost changes.
    public var subscriptionChange: SubscriptionChange
    /// What is being paid for; digital goods are sold with In-App Purchase instead.
    public var goods: Goods
    /// Where the payment starts: a product page buys that one item only.
    public var origin: Origin
    /// Items from the cart included in this payment.
    public var cartItemsIncluded: Int

    public enum Goods: String, CaseIterable, Sendable { case physical, service, donation, digital }
    public enum Origin: String, CaseIterable, Sendable { case cart, productPage = "product-page", checkout }

    public enum SubscriptionChange: String, CaseIterable, Sendable { case none, increase, same, decrease }

    init(_ spec: SpecReader) {
        merchant = spec.string("merchant")
        intermediary = spec.nested("intermediary") { Intermediary(app: $0.string("app"), endMerchant: $0.string("end-merchant")) }
        payLine = spec.string("pay-line")
        delivery = spec.choice("delivery", default: .physical)
        requests = spec.strings("requests").compactMap { name in
            guard let field = Field(rawValue: name) else {
                spec.fail("'requests' items must be one of: \(Field.allCases.map(\.rawValue).joined(separator: ", ")); found '\(name)'")
                return nil
            }
            return field
        }
        shippingLabel = spec.string("shipping-label", default: "Shipping")
        lineItems = spec.list("line-items") { item in
            LineItem(label: item.string("label"), amount: item.number("amount", min: -Double.greatestFiniteMagnitude),
                     kind: item.choice("kind", default: .item))
        }
        totalIsFinal = spec.bool("total-final", default: true)
        donation = spec.nested("donation") { Donation(presets: $0.numbers("presets"), otherAmount: $0.bool("other-amount", default: false)) }
        errorMessages = spec.strings("error-messages")
        timeout = spec.nested("timeout") {
            Timeout(seconds: $0.number("seconds"), cancelsPayment: $0.bool("cancels-payment", default: true),
                    allowsRetry: $0.bool("allows-retry", default: true))
        } ?? Timeout(seconds: 30, cancelsPayment: true, allowsRetry: true)
        validation = spec.nested("validation") {
            Validation(acceptsZipPlus4: $0.bool("accepts-zip-plus-4", default: true),
                       acceptsStateNames: $0.bool("accepts-state-names", default: true),
                       acceptsPhoneFormats: $0.bool("accepts-phone-formats", default: true))
        } ?? Validation(acceptsZipPlus4: true, acceptsStateNames: true, acceptsPhoneFormats: true)
        subscriptionChange = spec.choice("subscription-change", default: PaymentSheet.SubscriptionChange.none)
        goods = spec.choice("goods", default: .physical)
        origin = spec.choice("origin", default: .cart)
        let included = spec.number("cart-items-included", default: 0)
        if included != included.rounded() { spec.fail("field 'cart-items-included' must be a whole number") }
        cartItemsIncluded = Int(included)
    }
}

/// What the order confirmation page says about Apple Pay, if anything.
public struct OrderConfirmation: Sendable, Hashable {
    public var applePayMention: String?

    init(_ spec: SpecReader) {
        applePayMention = spec.optionalString("apple-pay-mention")
    }
}
