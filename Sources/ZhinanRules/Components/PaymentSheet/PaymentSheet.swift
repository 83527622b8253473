/// The Apple Pay payment sheet as an app configures it.
package struct PaymentSheet: ComponentSpec, Hashable {
    package static let kind = ComponentKind("payment-sheet")

    package enum Delivery: String, CaseIterable, Sendable { case physical, electronic, pickup, none }
    package enum Field: String, CaseIterable, Sendable { case shippingAddress = "shipping-address", email, phone, name }
    package struct LineItem: Sendable, Hashable {
        /// `item` is any charge of the purchase; `product` lists one of the products bought.
        package enum Kind: String, CaseIterable, Sendable { case item, donation, discount, tax, fee, shipping, pending, subscription, product }
        package var label: String
        package var amount: Double
        package var kind: Kind
    }
    /// A shipping method people can choose in the sheet.
    package struct ShippingMethod: Sendable, Hashable {
        package var label: String?
        package var amount: Double?
        package var detail: String?
    }
    /// An error the app reports on one field of the sheet.
    package struct FieldError: Sendable, Hashable {
        package enum Field: String, CaseIterable, Sendable {
            case shippingAddress = "shipping-address", billingAddress = "billing-address", email, phone, name
        }
        package enum Problem: String, CaseIterable, Sendable { case invalid, missing }
        /// The status the app reports with it (`PKPaymentError`).
        package enum Status: String, CaseIterable, Sendable {
            case shippingContactInvalid = "shipping-contact-invalid", billingContactInvalid = "billing-contact-invalid"
            case addressUnserviceable = "address-unserviceable", unknown
        }
        package var field: Field
        package var problem: Problem
        package var status: Status?
        package var message: String?

        /// The statuses that name this field's problem to the system.
        package var fittingStatuses: [Status] {
            switch field {
            case .shippingAddress: [.shippingContactInvalid, .addressUnserviceable]
            case .billingAddress: [.billingContactInvalid]
            case .email, .phone, .name: [.shippingContactInvalid]
            }
        }
    }
    package struct Intermediary: Sendable, Hashable { package var app, endMerchant: String }
    package struct Donation: Sendable, Hashable {
        package var presets: [Double]
        package var otherAmount: Bool
    }
    package struct Timeout: Sendable, Hashable {
        package var seconds: Double
        package var cancelsPayment, allowsRetry: Bool
    }
    package struct Validation: Sendable, Hashable { package var acceptsZipPlus4, acceptsStateNames, acceptsPhoneFormats: Bool }

    /// The business name people see on their bank statement.
    package var merchant: String
    /// Set when the app takes payment on behalf of another merchant.
    package var intermediary: Intermediary?
    package var payLine: String
    /// The total line as the sheet shows it: the app sets its label, the system writes "PAY" before it (either form may be written).
    package var shownPayLine: String { payLine.uppercased().hasPrefix("PAY ") ? payLine : "PAY " + payLine }
    package var delivery: Delivery
    package var requests: [Field]
    /// The label of the shipping area (`Shipping`, or `Pickup` for store pickup).
    package var shippingLabel: String
    package var lineItems: [LineItem]
    /// False when the amount can still change after authorization (a ride, a tip).
    package var totalIsFinal: Bool
    package var donation: Donation?
    package var errorMessages: [String]
    package var timeout: Timeout
    package var validation: Validation
    /// When the sheet is shown for a change to a subscription: how the cost changes.
    package var subscriptionChange: SubscriptionChange
    /// What is being paid for; digital goods are sold with In-App Purchase instead.
    package var goods: Goods
    /// Where the payment starts: a product page buys that one item only.
    package var origin: Origin
    package var cartItemsIncluded: Int
    package var shippingMethods: [ShippingMethod]
    package var recurring: Bool
    package var dueNow, total: Double?
    /// The app checks what it can (card type, redacted address) before authorization.
    package var validatesBeforeAuthorization: Bool
    package var fieldErrors: [FieldError]

    /// Every error message the sheet shows: the general ones and those of fields.
    package var allErrorMessages: [String] { errorMessages + fieldErrors.compactMap(\.message) }

    package enum Goods: String, CaseIterable, Sendable { case physical, service, donation, digital }
    package enum Origin: String, CaseIterable, Sendable { case cart, productPage = "product-page", checkout }

    package enum SubscriptionChange: String, CaseIterable, Sendable { case none, increase, same, decrease }

    package init(_ spec: SpecReader) {
        merchant = spec.string("merchant")
        intermediary = spec.nested("intermediary") { Intermediary(app: $0.string("app"), endMerchant: $0.string("end-merchant")) }
        payLine = spec.string("pay-line", "the total line's label, with or without “PAY”")
        delivery = spec.choice("delivery", default: .physical)
        requests = spec.choices("requests")
        shippingLabel = spec.string("shipping-label", default: "Shipping")
        lineItems = spec.list("line-items") { item in
            LineItem(label: item.string("label"), amount: item.number("amount", min: -Double.greatestFiniteMagnitude),
                     kind: item.choice("kind", default: .item))
        }
        totalIsFinal = spec.bool("total-final", default: true)
        donation = spec.nested("donation") { Donation(presets: $0.numbers("presets"), otherAmount: $0.bool("other-amount", default: false)) }
        errorMessages = spec.strings("error-messages")
        timeout = spec.nested("timeout", "default 30 seconds") {
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
        cartItemsIncluded = spec.count("cart-items-included", default: 0)
        shippingMethods = spec.list("shipping-methods") { m in
            ShippingMethod(label: m.optionalString("label", "a clear description"), amount: m.optionalNumber("amount", "the cost"),
                           detail: m.optionalString("detail", "an estimated delivery date"))
        }
        recurring = spec.bool("recurring", default: false, "a subscription")
        dueNow = spec.optionalNumber("due-now", "what is paid at authorization")
        total = spec.optionalNumber("total", "what the total line shows")
        validatesBeforeAuthorization = spec.bool("validates-before-authorization", default: true)
        fieldErrors = spec.list("field-errors") { e in
            FieldError(field: e.choice("field"), problem: e.choice("problem", default: .invalid),
                       status: e.optionalChoice("status", "the PKPaymentError reported"),
                       message: e.optionalString("message", "the custom message of its detail view"))
        }
    }
}
