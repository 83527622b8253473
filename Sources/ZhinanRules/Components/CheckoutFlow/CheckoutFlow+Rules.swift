/// The rules of CheckoutFlow: the steps around paying.
extension CheckoutFlow {
    package static let rules: [Rule] = [
        Rules.noAccountRequired, Rules.sheetImmediately, Rules.optionsBeforeButton, Rules.optionalInfoBeforeSheet,
        Rules.confirmationPage,
    ]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        static let noAccountRequired = Rule(
            id: "apple-pay.checkout.no-account-required", guidelines: ["apple-pay.checkout.no-account-required"], component: CheckoutFlow.self,
            threshold: Message("apple-pay.checkout.no-account-required.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.checkout.no-account-required.source-figure"), source: "购买前不要求创建帐户。")
        ) { f in
            when(f.requiresAccountBeforePurchase, Message("apple-pay.checkout.no-account-required.account-required-before-purchase"))
        }

        static let sheetImmediately = Rule(
            id: "apple-pay.checkout.sheet-immediately", guidelines: ["apple-pay-earlier.overview.show-sheet-immediately"], component: CheckoutFlow.self,
            threshold: Message("apple-pay.checkout.sheet-immediately.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.checkout.sheet-immediately.source-figure"), source: "在使用者按下Apple Pay按鈕後立刻顯示付款表單.")
        ) { f in
            guard f.stepsBeforeSheet > 0 else { return [] }
            return [Message(f.stepsBeforeSheet == 1 ? "apple-pay.checkout.sheet-immediately.steps-before-one" : "apple-pay.checkout.sheet-immediately.steps-before", ["steps": .text("\(f.stepsBeforeSheet)")])]
        }

        static let optionsBeforeButton = Rule(
            id: "apple-pay.checkout.options-before-button", guidelines: ["apple-pay.checkout.smooth-process"], component: CheckoutFlow.self,
            threshold: Message("apple-pay.checkout.options-before-button.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.checkout.options-before-button.source-figure"), source: "在用户到达Apple Pay按钮之前收集必要的信息,如颜色和尺寸选项。")
        ) { f in
            when(!f.collectsOptionsBeforeButton, Message("apple-pay.checkout.options-before-button.required-options-such-as"))
        }

        static let optionalInfoBeforeSheet = Rule(
            id: "apple-pay.checkout.optional-info-before-sheet",
            guidelines: ["apple-pay.checkout.collect-optional-info", "apple-pay-earlier.checkout.discount-codes"], component: CheckoutFlow.self,
            threshold: Message("apple-pay.checkout.optional-info-before-sheet.threshold"),
            severity: .error,  // the lead: “在结帐开始前收集” (collect before checkout); the earlier edition: “請務必”
            source: Figure(Message("apple-pay.checkout.optional-info-before-sheet.source-figure"), source: "无法在付款单上输入数据,因此可以提前收集任何可选信息,例如促销码、兑换码、礼品信息和送货指南。")
        ) { f in
            when(!f.collectsOptionalInfoBeforeSheet, Message("apple-pay.checkout.optional-info-before-sheet.optional-information-such-as"))
        }

        static let confirmationPage = Rule(
            id: "apple-pay.confirmation.page", guidelines: ["apple-pay.checkout.confirmation-page", "apple-pay-earlier.checkout.confirmation-page"], component: CheckoutFlow.self,
            threshold: Message("apple-pay.confirmation.page.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.confirmation.page.source-figure"), source: "显示订单确认或感谢页面。")
        ) { f in
            when(!f.showsConfirmationPage, Message("apple-pay.confirmation.page.there-no-order-confirmation"))
        }
    }
}
