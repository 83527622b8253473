/// The Apple Pay payment sheet as an app configures it.
public struct PaymentSheet: ComponentSpec, Hashable {
    public static let kind = ComponentKind("payment-sheet")

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

    public init(_ spec: SpecReader) {
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
