/// The rules of ApplePayMark: the mark, which is never a button.
extension ApplePayMark {
    package static let rules: [Rule] = [Rules.markNotAButton]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let markNotAButton = Rule(
            id: "apple-pay.mark.not-a-button", guidelines: ["apple-pay.offering.mark-not-a-button", "apple-pay.mark.usage"], component: ApplePayMark.self,
            threshold: text("标记只用来表示支持 Apple Pay，不作按钮", "標記只用來表示支援 Apple Pay，不作按鈕", "the mark only signals Apple Pay support; it is never a button"),
            severity: .error,
            source: Figure(text("切勿用作付款按钮", "切勿用作付款按鈕", "never a payment button"), source: "商标不利于支付,切勿将其用作付款按钮或将其定位为按钮。")
        ) { m in
            when(m.role == .button, text("Apple Pay标记被用作按钮；请改用Apple Pay按钮", "Apple Pay標記被用作按鈕；請改用Apple Pay按鈕",
                                                "The Apple Pay mark is used as a button; use the Apple Pay button instead"))
        }
    }
}
