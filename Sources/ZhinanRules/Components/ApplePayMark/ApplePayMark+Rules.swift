/// The rules of ApplePayMark: the mark, which is never a button.
extension ApplePayMark {
    package static let rules: [Rule] = [Rules.markNotAButton]

    package enum Rules {
        package static let markNotAButton = rule(
            id: "apple-pay.mark.not-a-button", guidelines: ["apple-pay.offering.mark-not-a-button", "apple-pay.mark.usage"], severity: .error,
            source: "商标不利于支付,切勿将其用作付款按钮或将其定位为按钮。", broken: { m in m.role == .button }, Message(".apple-pay-mark-used"))
    }
}
