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
            threshold: text("购买前不要求注册帐户", "購買前不要求註冊帳戶", "no account required before the purchase"),
            severity: .error,
            source: Figure(text("购买前不要求创建帐户", "購買前不要求建立帳戶", "no account before buying"), source: "购买前不要求创建帐户。")
        ) { f in
            when(f.requiresAccountBeforePurchase, text("购买前要求创建帐户；请在订单确认页上再请用户注册", "購買前要求建立帳戶；請在訂單確認頁上再請使用者註冊",
                                                               "An account is required before the purchase; offer registration on the order confirmation page instead"))
        }

        static let sheetImmediately = Rule(
            id: "apple-pay.checkout.sheet-immediately", guidelines: ["apple-pay-earlier.overview.show-sheet-immediately"], component: CheckoutFlow.self,
            threshold: text("轻按 Apple Pay 按钮后立即显示付款单（中间 0 个步骤）", "輕按 Apple Pay 按鈕後立即顯示付款表單（中間 0 個步驟）",
                            "the payment sheet follows a tap on the Apple Pay button at once (0 steps between)"),
            severity: .error,
            source: Figure(text("立刻", "立刻", "immediately"), source: "在使用者按下Apple Pay按鈕後立刻顯示付款表單.")
        ) { f in
            guard f.stepsBeforeSheet > 0 else { return [] }
            return [text("轻按 Apple Pay 按钮后还有 \(f.stepsBeforeSheet) 个步骤才到付款单；请立即显示付款单",
                         "輕按 Apple Pay 按鈕後還有 \(f.stepsBeforeSheet) 個步驟才到付款表單；請立刻顯示付款表單",
                         "\(f.stepsBeforeSheet == 1 ? "1 step comes" : "\(f.stepsBeforeSheet) steps come") between the Apple Pay button and the payment sheet; show the sheet at once")]
        }

        static let optionsBeforeButton = Rule(
            id: "apple-pay.checkout.options-before-button", guidelines: ["apple-pay.checkout.smooth-process"], component: CheckoutFlow.self,
            threshold: text("颜色、尺寸等选项在到达Apple Pay按钮前收集", "顏色、尺寸等選項在到達Apple Pay按鈕前收集", "options such as colour and size are collected before the Apple Pay button"),
            severity: .error,
            source: Figure(text("到达按钮之前", "到達按鈕之前", "before the button"), source: "在用户到达Apple Pay按钮之前收集必要的信息,如颜色和尺寸选项。")
        ) { f in
            when(!f.collectsOptionsBeforeButton, text("必要的选项（如颜色和尺寸）没有在到达Apple Pay按钮前收集", "必要的選項（如顏色和尺寸）沒有在到達Apple Pay按鈕前收集",
                                                             "Required options such as colour and size are not collected before the Apple Pay button"))
        }

        static let optionalInfoBeforeSheet = Rule(
            id: "apple-pay.checkout.optional-info-before-sheet",
            guidelines: ["apple-pay.checkout.collect-optional-info", "apple-pay-earlier.checkout.discount-codes"], component: CheckoutFlow.self,
            threshold: text("促销码、礼品信息等可选信息在付款单出现前收集", "促銷碼、禮品訊息等可選資訊在付款表單出現前收集", "optional information (promo codes, gift messages) is collected before the payment sheet"),
            severity: .error,  // the lead: “在结帐开始前收集” (collect before checkout); the earlier edition: “請務必”
            source: Figure(text("结帐开始前", "結帳開始前", "before checkout starts"), source: "无法在付款单上输入数据,因此可以提前收集任何可选信息,例如促销码、兑换码、礼品信息和送货指南。")
        ) { f in
            when(!f.collectsOptionalInfoBeforeSheet, text("可选信息（如促销码）要在付款单上输入，但付款单无法输入数据", "可選資訊（如促銷碼）要在付款表單上輸入，但付款表單無法輸入資料",
                                                                 "Optional information such as promo codes is left for the payment sheet, which cannot take input"))
        }

        static let confirmationPage = Rule(
            id: "apple-pay.confirmation.page", guidelines: ["apple-pay.checkout.confirmation-page", "apple-pay-earlier.checkout.confirmation-page"], component: CheckoutFlow.self,
            threshold: text("结账后显示订单确认或感谢页面", "結帳後顯示訂單確認或感謝頁面", "an order confirmation or thank-you page follows checkout"),
            severity: .error,
            source: Figure(text("订单确认页面", "訂單確認頁面", "confirmation page"), source: "显示订单确认或感谢页面。")
        ) { f in
            when(!f.showsConfirmationPage, text("结账后没有订单确认或感谢页面", "結帳後沒有訂單確認或感謝頁面", "There is no order confirmation or thank-you page after checkout"))
        }
    }
}
