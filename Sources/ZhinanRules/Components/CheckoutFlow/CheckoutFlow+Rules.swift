/// The rules of CheckoutFlow: the steps around paying.
extension CheckoutFlow {
    package static let rules: [Rule] = [
        Rules.noAccountRequired, Rules.sheetImmediately, Rules.optionsBeforeButton, Rules.optionalInfoBeforeSheet,
        Rules.confirmationPage, Rules.expressCheckout, Rules.multipleShipping, Rules.preferApplePayInfo, Rules.pickupBeforeButton,
        Rules.billingTermsBeforeSheet, Rules.singleItemWithoutCart,
    ]

    package enum Rules {
        package static let noAccountRequired = rule(
            id: "apple-pay.checkout.no-account-required", severity: .error,
            source: "购买前不要求创建帐户。", broken: { f in f.requiresAccountBeforePurchase }, Message(".account-required-before-purchase"))

        package static let sheetImmediately = rule(
            id: "apple-pay.checkout.sheet-immediately", guidelines: ["apple-pay-earlier.overview.show-sheet-immediately"], severity: .error,
            source: "在使用者按下Apple Pay按鈕後立刻顯示付款表單."
        ) { f in when(f.stepsBeforeSheet > 0, Message(".steps-before", ["steps": .count(f.stepsBeforeSheet)])) }

        package static let optionsBeforeButton = rule(
            id: "apple-pay.checkout.options-before-button", guidelines: ["apple-pay.checkout.smooth-process"], severity: .error,
            source: "在用户到达Apple Pay按钮之前收集必要的信息,如颜色和尺寸选项。", broken: { f in !f.collectsOptionsBeforeButton }, Message(".required-options-such-as"))

        package static let optionalInfoBeforeSheet = rule(
            id: "apple-pay.checkout.optional-info-before-sheet",
            guidelines: ["apple-pay.checkout.collect-optional-info", "apple-pay-earlier.checkout.discount-codes"],
            severity: .error,  // the lead: “在结帐开始前收集” (collect before checkout); the earlier edition: “請務必”
            source: "无法在付款单上输入数据,因此可以提前收集任何可选信息,例如促销码、兑换码、礼品信息和送货指南。", broken: { f in !f.collectsOptionalInfoBeforeSheet }, Message(".optional-information-such-as"))

        package static let expressCheckout = rule(
            id: "apple-pay.checkout.express-checkout", alsoEnforcing: ["apple-pay-earlier.checkout.express-checkout"], severity: .warning,  // “考虑”: consider
            source: "考虑提供快速结账功能,立即显示付款表,允许用户使用单一运送速度和目的地来快速购买多件商品。"
        ) { f in
            when(f.cartItems > 1 && f.shippingDestinations <= 1 && f.perItemShipping == .none && !f.expressCheckout, Message(".none", ["items": .text("\(f.cartItems)")]))
        }

        package static let multipleShipping = rule(
            id: "apple-pay.checkout.multiple-shipping", alsoEnforcing: ["apple-pay-earlier.checkout.multiple-shipping"], severity: .error,
            source: "如果您的客户可以为订单中的单个项目选择不同的运输速度和目的地,请在Apple Pay结帐开始前收集这些详细信息,而不是在付款单上。"
        ) { f in
            if f.perItemShipping == .leftToSheet { return [Message(".left-to-sheet")] }
            return when(f.shippingDestinations > 1 && f.perItemShipping != .beforeSheet,
                        Message(".destinations-not-collected", ["destinations": .text("\(f.shippingDestinations)")]))
        }

        package static let preferApplePayInfo = rule(
            id: "apple-pay.checkout.prefer-apple-pay-info", alsoEnforcing: ["apple-pay-earlier.checkout.latest-info"],
            severity: .warning,  // “考虑”: consider (the earlier edition: “總是”, always; the later word is kept)
            source: "即使您的应用程序已有联系人、运送和付款信息,也可以考虑在结帐时从Apple Pay获取最新信息,以减少潜在的更正。"
        ) { f in
            when(f.contactInfoFrom == .stored, Message(".stored"))
                + f.asksToType.map { Message(".typed", ["detail": .message(Message("apple-pay.detail.\($0.rawValue)"))]) }
        }

        package static let pickupBeforeButton = rule(
            id: "apple-pay.pickup.details-before-button", guidelines: ["apple-pay.pickup.collect-details-first", "apple-pay-earlier.checkout.store-pickup"],
            severity: .error,
            source: "无法让用户在付款单上选择取货地点、日期或时间,因此请在出示Apple Pay按钮之前收集这些信息。", broken: { f in f.pickupDetails == .leftToSheet }, Message(".left-to-sheet"))

        package static let billingTermsBeforeSheet = rule(
            id: "apple-pay.subscriptions.terms-before-sheet", guidelines: ["apple-pay.subscriptions.clarify-details"], severity: .error,
            source: "在要求用户授权定期付款之前,请确保他们完全了解帐单频率和任何其他服务条款。", broken: { f in f.recurring && !f.explainsBillingBeforeSheet }, Message(".not-explained"))

        package static let singleItemWithoutCart = rule(
            id: "apple-pay.checkout.single-item-without-cart", guidelines: ["apple-pay-earlier.checkout.single-item"], severity: .error,
            source: "為了達成單一項目購買, 讓使用者在產品頁面點選Apple Pay按鈕來顯示付款表單,馬上查看進度", broken: { f in !f.hasCart && !f.productPageButton }, Message(".no-button"))

        package static let confirmationPage = rule(
            id: "apple-pay.confirmation.page", guidelines: ["apple-pay.checkout.confirmation-page", "apple-pay-earlier.checkout.confirmation-page"],
            severity: .error,
            source: "显示订单确认或感谢页面。", broken: { f in !f.showsConfirmationPage }, Message(".there-no-order-confirmation"))
    }
}
