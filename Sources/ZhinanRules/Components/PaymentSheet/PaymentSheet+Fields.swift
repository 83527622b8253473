/// The fields of a `PaymentSheet` spec, for the table in docs/rules.md (a test checks that the
/// decoder reads exactly these fields).
extension PaymentSheet {
    package static let fields: [FieldDoc] = [
        .text("merchant"),
        .record("intermediary", [.text("app"), .text("end-merchant")]),
        .text("pay-line", "the total line's label, with or without “PAY”"),
        .choice("delivery", Delivery.self, default: .physical),
        .choices("requests", Field.self),
        .text("shipping-label", default: "Shipping"),
        .records("line-items", [.text("label"), .number("amount"), .choice("kind", LineItem.Kind.self, default: .item)]),
        .bool("total-final", default: true),
        .record("donation", [.numbers("presets"), .bool("other-amount", default: false)]),
        .texts("error-messages"),
        .record("timeout", [.number("seconds"), .bool("cancels-payment", default: true), .bool("allows-retry", default: true)],
                "default 30 seconds"),
        .record("validation", [.bool("accepts-zip-plus-4", default: true), .bool("accepts-state-names", default: true),
                               .bool("accepts-phone-formats", default: true)]),
        .choice("subscription-change", SubscriptionChange.self, default: PaymentSheet.SubscriptionChange.none),
        .choice("goods", Goods.self, default: .physical),
        .choice("origin", Origin.self, default: .cart),
        .count("cart-items-included", default: "0"),
        .records("shipping-methods", [.text("label", "optional; a clear description"), .number("amount", "optional; the cost"),
                                      .text("detail", "optional; an estimated delivery date")]),
        .bool("recurring", default: false, "a subscription"),
        .number("due-now", "optional; what is paid at authorization"),
        .number("total", "optional; what the total line shows"),
        .bool("validates-before-authorization", default: true),
        .records("field-errors", [.choice("field", FieldError.Field.self), .choice("problem", FieldError.Problem.self, default: .invalid),
                                  .choice("status", FieldError.Status.self, "optional; the PKPaymentError reported"),
                                  .text("message", "optional; the custom message of its detail view")]),
    ]
}
