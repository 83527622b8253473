import Foundation

/// The rules of PaymentSheet: what the sheet asks, how it labels things, its errors and its timeout.
extension PaymentSheet {
    package static let rules: [Rule] = [
        Rules.notForDigitalGoods, Rules.singleItemFromProductPage, Rules.necessaryInfoOnly, Rules.payLine, Rules.shortLineItems,
        Rules.donationLineItem, Rules.donationPresets, Rules.pendingAmount, Rules.pickupLabel, Rules.subscriptionChange,
        Rules.errorLength, Rules.errorPunctuation, Rules.errorSpecific, Rules.timeout, Rules.timeoutRecovery,
        Rules.acceptZipPlus4, Rules.acceptStateNames, Rules.acceptPhoneFormats,
    ]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        static let pickupWords = ["pickup", "pick up", "pick-up", "提货", "提貨", "取货", "取貨", "自取"]

        static let endingPunctuation: Set<Character> = [".", "。", "!", "！", "?", "？", ",", "，", ";", "；", ":", "：", "…", "、"]

        /// Messages that say something is wrong without saying what: "地址无效", "邮政编码有误",
        /// "Invalid address", "Error". A specific message says how the value is wrong ("与城市不匹配").
        static let vaguePatterns = [
            "^.{0,8}(无效|無效|有误|有誤|错误|錯誤|不正确|不正確|出错了|出錯了)$",
            "^(invalid|incorrect|wrong|bad)( [a-z]+){0,2}$",
            "^([a-z]+ ){0,2}(is )?(invalid|incorrect|wrong)$",
            "^(error|something went wrong)$",
        ]

        static func isVague(_ message: String) -> Bool {
            var text = message.trimmingCharacters(in: .whitespaces).lowercased()
            while let last = text.last, endingPunctuation.contains(last) { text.removeLast() }
            return vaguePatterns.contains { text.range(of: $0, options: .regularExpression) != nil }
        }

        static let notForDigitalGoods = Rule(
            id: "apple-pay.overview.not-for-digital-goods", guidelines: ["apple-pay.overview.in-app-purchase-difference"], component: PaymentSheet.self,
            threshold: text("虚拟商品与数字内容不用 Apple Pay 销售", "虛擬商品與數位內容不用 Apple Pay 銷售", "no Apple Pay for virtual goods and digital content"),
            severity: .error,
            source: Figure(text("虚拟商品用应用内购买", "虛擬商品用 App 內購買", "In-App Purchase for virtual goods"), source: "使用应用内购买来销售虚拟商品,例如应用的高级内容以及数字内容订阅。")
        ) { s in
            guard s.goods == .digital else { return [] }
            return [text("虚拟商品或数字内容用 Apple Pay 收款；请使用应用内购买", "虛擬商品或數位內容用 Apple Pay 收款；請使用 App 內購買",
                         "Virtual goods or digital content are sold with Apple Pay; use In-App Purchase")]
        }

        static let singleItemFromProductPage = Rule(
            id: "apple-pay.checkout.single-item-from-product-page", guidelines: ["apple-pay.checkout.single-item-purchase"], component: PaymentSheet.self,
            threshold: text("从产品详情页发起的购买不含购物车里的商品", "從產品詳細頁發起的購買不含購物車裡的商品", "a purchase from a product page includes nothing from the cart"),
            severity: .warning,  // “应该”: should (the guideline's lead: “考虑”, consider)
            source: Figure(text("只针对单个项目", "只針對單個項目", "a single item only"), source: "以这种方式发起的购买应该只针对单个项目,并且不应包括已经驻留在用户购物车中的任何项目。")
        ) { s in
            guard s.origin == .productPage, s.cartItemsIncluded > 0 else { return [] }
            return [text("从产品详情页发起的购买包含了购物车里的 \(s.cartItemsIncluded) 件商品", "從產品詳細頁發起的購買包含了購物車裡的 \(s.cartItemsIncluded) 件商品",
                         s.cartItemsIncluded == 1 ? "A purchase from a product page includes 1 item from the cart"
                             : "A purchase from a product page includes \(s.cartItemsIncluded) items from the cart")]
        }

        static let necessaryInfoOnly = Rule(
            id: "apple-pay.sheet.necessary-info-only", guidelines: ["apple-pay.sheet.necessary-info-only", "apple-pay-earlier.sheet.required-info-only"],
            component: PaymentSheet.self,
            threshold: text("电子交付或店内取货的购买不索取送货地址", "電子交付或店內取貨的購買不索取寄送地址", "no shipping address for an electronic delivery or a store pickup"),
            severity: .error,
            source: Figure(text("只索取必要信息", "只索取必要資訊", "only what is necessary"), source: "例如,如果购买的是以电子方式交付的礼品卡,则有用的是看到联系人的电子邮件地址,而不是送货地址;在这种情况下显示或要求送货地址可能会给人一种错误的印象,即以为某些物品会被实际送达。")
        ) { s in
            guard s.delivery == .electronic || s.delivery == .pickup, s.requests.contains(.shippingAddress) else { return [] }
            return s.delivery == .electronic
                ? [text("以电子方式交付的购买索取了送货地址", "以電子方式交付的購買索取了寄送地址", "An electronically delivered purchase asks for a shipping address")]
                : [text("店内取货的购买索取了送货地址", "店內取貨的購買索取了寄送地址", "A store-pickup purchase asks for a shipping address")]
        }

        static let payLine = Rule(
            id: "apple-pay.sheet.pay-line", guidelines: ["apple-pay.sheet.pay-line", "apple-pay-earlier.sheet.pay-line"], component: PaymentSheet.self,
            threshold: text("总额行写“PAY 商家名”；作为中介时写“PAY 最终商家 (VIA 应用名)”", "總額行寫「PAY 商家名」；作為中介時寫「PAY 最終商家 (VIA 應用名)」",
                            "the total line reads “PAY Merchant”, or “PAY End Merchant (VIA App)” for an intermediary"),
            severity: .error,
            source: Figure(text("PAY [END_MERCHANT_NAME] (VIA [YOUR_APP_NAME])", "PAY [END_MERCHANT_NAME] (VIA [YOUR_APP_NAME])", "PAY [END_MERCHANT_NAME] (VIA [YOUR_APP_NAME])"),
                           source: "如果您的应用充当中介,而并且不是付款的最终商家,请以以下格式明确指出:PAY [END_MERCHANT_NAME] (VIA [YOUR_APP_NAME]).")
        ) { s in
            let expected = s.intermediary.map { "PAY \($0.endMerchant) (VIA \($0.app))" } ?? "PAY \(s.merchant)"
            // The app sets the label; the system writes "PAY" before it. Either form may be written.
            let written = s.payLine.uppercased().hasPrefix("PAY ") ? s.payLine : "PAY " + s.payLine
            return when(written.compare(expected, options: [.caseInsensitive]) != .orderedSame, text(
                "总额行是“\(s.payLine)”，应为“\(expected)”", "總額行是「\(s.payLine)」，應為「\(expected)」", "The total line reads “\(s.payLine)”; it should read “\(expected)”"))
        }

        static let shortLineItems = Rule(
            id: "apple-pay.sheet.short-line-items", guidelines: ["apple-pay.sheet.short-line-items", "apple-pay-earlier.sheet.short-line-items"],
            component: PaymentSheet.self,
            threshold: text("每个订单项的标签占一行", "每個訂單項的標籤占一行", "each line item's label fits on one line"),
            severity: .warning,  // “尽可能”: as far as possible (the earlier edition: “最好”, best)
            source: Figure(text("一条线", "一行", "one line"), source: "尽可能在一条线上放置订单项。")
        ) { s in
            s.lineItems.filter { $0.label.contains("\n") }.map { item in
                let shown = item.label.replacingOccurrences(of: "\n", with: "⏎")
                return text("订单项“\(shown)”占了不止一行", "訂單項「\(shown)」占了不只一行", "The line item “\(shown)” takes more than one line")
            }
        }

        static let donationLineItem = Rule(
            id: "apple-pay.sheet.donation-line-item", guidelines: ["apple-pay.sheet.donation-line-item", "apple-pay.donations.line-item"], component: PaymentSheet.self,
            threshold: text("有捐款时，捐款是单独的订单项", "有捐款時，捐款是單獨的訂單項", "a donation is its own line item"),
            severity: .error,
            source: Figure(text("单独的行项目", "單獨的行項目", "a separate line item"), source: "将附加捐赠列为单独的行项目。")
        ) { s in
            guard s.donation != nil else { return [] }
            return when(!s.lineItems.contains { $0.kind == .donation }, text("付款单上有捐款，但没有列为单独的订单项", "付款表單上有捐款，但沒有列為單獨的訂單項",
                                                                              "The sheet takes a donation but does not list it as its own line item"))
        }

        static let donationPresets = Rule(
            id: "apple-pay.donations.preset-amounts", guidelines: ["apple-pay.donations.preset-amounts"], component: PaymentSheet.self,
            threshold: text("提供预设捐款金额，并有“其他金额”选项", "提供預設捐款金額，並有「其他金額」選項", "preset amounts, plus an “other amount” option"),
            severity: .error,
            source: Figure(text("25、50、100 美元 + 其他金额", "25、50、100 美元 + 其他金額", "$25, $50, $100 + other amount"), source: "一定要包含一个其他金额选项,这样用户可以根据自己的意愿自定义捐赠数。")
        ) { s in
            guard let d = s.donation else { return [] }
            var problems: [Localized] = []
            if d.presets.isEmpty { problems.append(text("没有预设的捐款金额", "沒有預設的捐款金額", "No preset donation amounts")) }
            if !d.otherAmount { problems.append(text("捐款选项中没有“其他金额”", "捐款選項中沒有「其他金額」", "The donation options have no “other amount”")) }
            return problems
        }

        static let pendingAmount = Rule(
            id: "apple-pay.sheet.pending-amount", guidelines: ["apple-pay.sheet.additional-charges", "apple-pay-earlier.sheet.pending-costs"], component: PaymentSheet.self,
            threshold: text("总额可能变化时，有标明待定金额的订单项", "總額可能變化時，有標明待定金額的訂單項", "when the total may change, a line item marks the pending amount"),
            severity: .error,
            source: Figure(text("在小计中标明", "在小計中標明", "marked in the subtotal"), source: "在这些情况下,请在付款表中提供明确的说明,并在小计中标明“付款金额”。"),
            newer: Figure(text("小计标为“Amount Pending”", "小計標為「Amount Pending」", "subtotal labelled “Amount Pending”"), source: "Human Interface Guidelines, “Apple Pay”")
        ) { s in
            guard !s.totalIsFinal else { return [] }
            return when(!s.lineItems.contains { $0.kind == .pending }, text("总额在授权后可能变化，但没有标明待定金额的订单项", "總額在授權後可能變化，但沒有標明待定金額的訂單項",
                                                                             "The total can change after authorization, but no line item marks the amount as pending"))
        }

        static let pickupLabel = Rule(
            id: "apple-pay.pickup.shipping-label", guidelines: ["apple-pay.pickup.show-in-shipping-area"], component: PaymentSheet.self,
            threshold: text("店内取货时，运输区域的标签是“提货”", "店內取貨時，運送區域的標籤是「提貨」", "for store pickup, the shipping area is labelled “Pickup”"),
            severity: .error,
            source: Figure(text("“运输”改为“提货”", "「運輸」改為「提貨」", "“Shipping” becomes “Pickup”"), source: "将“运输”标签更改为“提货”并显示实体店名称、地址和电话号码。")
        ) { s in
            guard s.delivery == .pickup else { return [] }
            let label = s.shippingLabel.lowercased()
            return when(!pickupWords.contains { label.contains($0) }, text(
                "店内取货，但运输区域的标签是“\(s.shippingLabel)”；请改为“提货”", "店內取貨，但運送區域的標籤是「\(s.shippingLabel)」；請改為「提貨」",
                "The purchase is picked up in store, but the shipping area is labelled “\(s.shippingLabel)”; label it “Pickup”"))
        }

        static let subscriptionChange = Rule(
            id: "apple-pay.subscriptions.only-for-extra-cost", guidelines: ["apple-pay.subscriptions.only-for-extra-cost"], component: PaymentSheet.self,
            threshold: text("只有订阅变更增加费用时才显示付款单", "只有訂閱變更增加費用時才顯示付款表單", "a subscription change shows the sheet only when it costs more"),
            severity: .error,  // the lead: “只有在…时才显示付款表” (show the sheet only when)
            source: Figure(text("仅在额外费用时", "僅在額外費用時", "only for extra cost"), source: "当用户更改订阅时,如果成本降低或保持不变,则不需要授权。")
        ) { s in
            guard s.subscriptionChange == .same || s.subscriptionChange == .decrease else { return [] }
            let (hans, hant, en) = s.subscriptionChange == .same ? ("保持不变", "保持不變", "stays the same") : ("降低", "降低", "goes down")
            return [text("订阅费用\(hans)，不需要再授权付款", "訂閱費用\(hant)，不需要再授權付款", "The subscription cost \(en); no new authorization is needed")]
        }

        static let errorLength = Rule(
            id: "apple-pay.errors.message-length", guidelines: ["apple-pay.errors.concise-messages"], component: PaymentSheet.self,
            threshold: text("每条错误消息 ≤ 128 个字符", "每條錯誤訊息 ≤ 128 個字元", "each error message ≤ 128 characters"),
            severity: .warning,  // “争取”: aim for 128 characters or fewer
            source: Figure(text("128 个字符", "128 個字元", "128 characters"), source: "保持信息简短以避免截断——争取128个字符或更少。")
        ) { s in
            s.errorMessages.filter { $0.count > 128 }.map { message in
                text("错误消息有 \(message.count) 个字符，超过 128 个", "錯誤訊息有 \(message.count) 個字元，超過 128 個", "The error message has \(message.count) characters, more than 128")
            }
        }

        static let errorPunctuation = Rule(
            id: "apple-pay.errors.no-ending-punctuation", guidelines: ["apple-pay.errors.concise-messages"], component: PaymentSheet.self,
            threshold: text("错误消息不以标点结尾", "錯誤訊息不以標點結尾", "error messages have no ending punctuation"),
            severity: .error,
            source: Figure(text("不要使用结尾标点符号", "不要使用結尾標點符號", "no ending punctuation"), source: "使用句子形式的大写名词短语,不要使用结尾标点符号。")
        ) { s in
            s.errorMessages.compactMap { message in
                guard let last = message.trimmingCharacters(in: .whitespaces).last, endingPunctuation.contains(last) else { return nil }
                return text("错误消息“\(message)”以标点“\(last)”结尾", "錯誤訊息「\(message)」以標點「\(last)」結尾", "The error message “\(message)” ends with “\(last)”")
            }
        }

        static let errorSpecific = Rule(
            id: "apple-pay.errors.specific-messages", guidelines: ["apple-pay.errors.concise-messages"], component: PaymentSheet.self,
            threshold: text("错误消息指出具体字段和问题（不是“地址无效”）", "錯誤訊息指出具體欄位和問題（不是「地址無效」）", "error messages name the field and the problem (not “Invalid address”)"),
            severity: .error,
            source: Figure(text("特定消息", "特定訊息", "a specific message"), source: "例如,如果用户输入无效的邮政编码,不要显示“地址无效”,而是显示“邮政编码与城市不匹配”之类的特定消息。")
        ) { s in
            s.errorMessages.filter(isVague).map { message in
                text("错误消息“\(message)”没有说明具体问题，例如“邮政编码与城市不匹配”", "錯誤訊息「\(message)」沒有說明具體問題，例如「郵遞區號與城市不符」",
                     "The error message “\(message)” does not say what is wrong, as “ZIP code doesn't match city” would")
            }
        }

        package static let timeout = Rule(
            id: "apple-pay.errors.timeout", guidelines: ["apple-pay.errors.timeout"], component: PaymentSheet.self,
            threshold: text("付款处理超时 ≤ 30 秒", "付款處理逾時 ≤ 30 秒", "payment processing times out within 30 s"),
            severity: .error,
            source: Figure(text("30 秒", "30 秒", "30 s"), source: "如果您在30秒内无法完成付款处理,则交易超时并且通知用户。")
        ) { s in
            when(s.timeout.seconds > 30, text("超时设为 \(n(s.timeout.seconds)) 秒，超过 30 秒", "逾時設為 \(n(s.timeout.seconds)) 秒，超過 30 秒",
                                                    "The timeout is \(n(s.timeout.seconds)) s, longer than 30 s"))
        }

        static let timeoutRecovery = Rule(
            id: "apple-pay.errors.timeout-recovery", guidelines: ["apple-pay.errors.timeout"], component: PaymentSheet.self,
            threshold: text("超时后取消付款并允许重试", "逾時後取消付款並允許重試", "on timeout, the payment is cancelled and can be retried"),
            severity: .warning,  // “应”: should
            source: Figure(text("取消并重试", "取消並重試", "cancel and retry"), source: "如果遇到超时,您应取消正在进行的付款,重新显示结帐页面,解释问题并允许用户重试付款流程。")
        ) { s in
            var problems: [Localized] = []
            if !s.timeout.cancelsPayment { problems.append(text("超时后没有取消正在进行的付款", "逾時後沒有取消進行中的付款", "A timed-out payment is not cancelled")) }
            if !s.timeout.allowsRetry { problems.append(text("超时后不允许重试付款", "逾時後不允許重試付款", "People cannot retry the payment after a timeout")) }
            return problems
        }

        static let acceptZipPlus4 = Rule(
            id: "apple-pay.errors.accept-zip-plus-4", guidelines: ["apple-pay.errors.lenient-validation"], component: PaymentSheet.self,
            threshold: text("接受 ZIP+4 邮政编码（忽略多出的数字）", "接受 ZIP+4 郵遞區號（忽略多出的數字）", "ZIP+4 codes are accepted (extra digits ignored)"),
            severity: .error,
            source: Figure(text("ZIP+4", "ZIP+4", "ZIP+4"), source: "例如,如果您的应用程序需要五位数的邮政编码,但用户输入Zip + 4密码,请忽略其他数字,而不是要求更正。")
        ) { s in
            when(!s.validation.acceptsZipPlus4, text("ZIP+4 邮政编码被拒绝；请忽略多出的数字", "ZIP+4 郵遞區號被拒絕；請忽略多出的數字", "ZIP+4 codes are rejected; ignore the extra digits instead"))
        }

        static let acceptStateNames = Rule(
            id: "apple-pay.errors.accept-state-names", guidelines: ["apple-pay.errors.lenient-validation"], component: PaymentSheet.self,
            threshold: text("州名全称与缩写都接受（California 或 CA）", "州名全稱與縮寫都接受（California 或 CA）", "state names in full or abbreviated (California or CA)"),
            severity: .error,
            source: Figure(text("California 或 CA", "California 或 CA", "California or CA"), source: "接受多种格式的状态名称(用户应该能够输入California或CA而不会产生错误)。")
        ) { s in
            when(!s.validation.acceptsStateNames, text("只接受一种格式的州名", "只接受一種格式的州名", "Only one form of state name is accepted"))
        }

        static let acceptPhoneFormats = Rule(
            id: "apple-pay.errors.accept-phone-formats", guidelines: ["apple-pay.errors.lenient-validation"], component: PaymentSheet.self,
            threshold: text("电话号码带不带破折号、国家代码都接受", "電話號碼帶不帶破折號、國碼都接受", "phone numbers with or without dashes and country code"),
            severity: .error,
            source: Figure(text("多种格式", "多種格式", "several formats"), source: "处理多种格式的电话号码(带或不带破折号,带或不带国家代码)。")
        ) { s in
            when(!s.validation.acceptsPhoneFormats, text("只接受一种格式的电话号码", "只接受一種格式的電話號碼", "Only one phone number format is accepted"))
        }
    }
}
