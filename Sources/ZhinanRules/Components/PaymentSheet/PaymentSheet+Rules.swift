import Foundation

/// The rules of PaymentSheet: what the sheet asks, how it labels things, its errors and its timeout.
extension PaymentSheet {
    package static let rules: [Rule] = [
        Rules.notForDigitalGoods, Rules.singleItemFromProductPage, Rules.necessaryInfoOnly, Rules.payLine, Rules.shortLineItems,
        Rules.donationLineItem, Rules.donationPresets, Rules.pendingAmount, Rules.pickupLabel, Rules.subscriptionChange,
        Rules.errorLength, Rules.errorPunctuation, Rules.errorSpecific, Rules.timeout, Rules.timeoutRecovery,
        Rules.acceptZipPlus4, Rules.acceptStateNames, Rules.acceptPhoneFormats, Rules.shippingMethods, Rules.noProductLineItems,
        Rules.billingLineItem, Rules.totalIsDueNow, Rules.validateBeforeAuthorization, Rules.fieldMessages, Rules.accurateStatus,
    ]

    package enum Rules {
        static let pickupWords = ["pickup", "pick up", "pick-up", "提货", "提貨", "取货", "取貨", "自取"]

        package static let endingPunctuation: Set<Character> = [".", "。", "!", "！", "?", "？", ",", "，", ";", "；", ":", "：", "…", "、"]

        /// Messages that say something is wrong without saying what: "地址无效", "邮政编码有误",
        /// "Invalid address", "Error". A specific message says how the value is wrong ("与城市不匹配").
        /// Compiled once (compiling on every call took a lock of Foundation's that every core waited for).
        static let vagueExpressions = [
            "^.{0,8}(无效|無效|有误|有誤|错误|錯誤|不正确|不正確|出错了|出錯了)$",
            "^(invalid|incorrect|wrong|bad)( [a-z]+){0,2}$",
            "^([a-z]+ ){0,2}(is )?(invalid|incorrect|wrong)$",
            "^(error|something went wrong)$",
        ].map { try! NSRegularExpression(pattern: $0) }

        package static func isVague(_ message: String) -> Bool {
            var text = message.trimmingCharacters(in: .whitespaces).lowercased()
            while let last = text.last, endingPunctuation.contains(last) { text.removeLast() }
            let whole = NSRange(text.startIndex..., in: text)
            return vagueExpressions.contains { $0.firstMatch(in: text, range: whole) != nil }
        }

        package static let notForDigitalGoods = rule(
            id: "apple-pay.overview.not-for-digital-goods", guidelines: ["apple-pay.overview.in-app-purchase-difference"], severity: .error,
            source: "使用应用内购买来销售虚拟商品,例如应用的高级内容以及数字内容订阅。", broken: { s in s.goods == .digital }, Message(".virtual-goods-digital-content"))

        package static let singleItemFromProductPage = rule(
            id: "apple-pay.checkout.single-item-from-product-page", guidelines: ["apple-pay.checkout.single-item-purchase"],
            severity: .warning,  // “应该”: should (the guideline's lead: “考虑”, consider)
            source: "以这种方式发起的购买应该只针对单个项目,并且不应包括已经驻留在用户购物车中的任何项目。"
        ) { s in when(s.origin == .productPage && s.cartItemsIncluded > 0, Message(".cart-items", ["items": .count(s.cartItemsIncluded)])) }

        package static let necessaryInfoOnly = rule(
            id: "apple-pay.sheet.necessary-info-only", alsoEnforcing: ["apple-pay-earlier.sheet.required-info-only"], severity: .error,
            source: "例如,如果购买的是以电子方式交付的礼品卡,则有用的是看到联系人的电子邮件地址,而不是送货地址;在这种情况下显示或要求送货地址可能会给人一种错误的印象,即以为某些物品会被实际送达。"
        ) { s in
            when((s.delivery == .electronic || s.delivery == .pickup) && s.requests.contains(.shippingAddress),
                 Message(s.delivery == .electronic ? ".electronically-delivered-purchase-asks" : ".store-pickup-purchase-asks"))
        }

        package static let payLine = rule(
            id: "apple-pay.sheet.pay-line", alsoEnforcing: ["apple-pay-earlier.sheet.pay-line"], severity: .error,
            source: "如果您的应用充当中介,而并且不是付款的最终商家,请以以下格式明确指出:PAY [END_MERCHANT_NAME] (VIA [YOUR_APP_NAME])."
        ) { s in
            let expected = s.intermediary.map { "PAY \($0.endMerchant) (VIA \($0.app))" } ?? "PAY \(s.merchant)"
            return when(s.shownPayLine.compare(expected, options: [.caseInsensitive]) != .orderedSame, Message(".total-line-reads-should", ["pay-line": .text("\(s.payLine)"), "expected": .text("\(expected)")]))
        }

        package static let shortLineItems = rule(
            id: "apple-pay.sheet.short-line-items", alsoEnforcing: ["apple-pay-earlier.sheet.short-line-items"],
            severity: .warning,  // “尽可能”: as far as possible (the earlier edition: “最好”, best)
            source: "尽可能在一条线上放置订单项。"
        ) { s in
            s.lineItems.filter { $0.label.contains("\n") }.map {
                Message(".line-item-takes-more", ["shown": .text($0.label.replacingOccurrences(of: "\n", with: "⏎"))])
            }
        }

        package static let donationLineItem = rule(
            id: "apple-pay.sheet.donation-line-item", alsoEnforcing: ["apple-pay.donations.line-item"], severity: .error,
            source: "将附加捐赠列为单独的行项目。", broken: { s in s.donation != nil && !s.lineItems.contains { $0.kind == .donation } }, Message(".sheet-takes-donation-but"))

        package static let donationPresets = rule(
            id: "apple-pay.donations.preset-amounts", severity: .error,
            source: "一定要包含一个其他金额选项,这样用户可以根据自己的意愿自定义捐赠数。"
        ) { s in
            guard let d = s.donation else { return [] }
            return when(d.presets.isEmpty, Message(".no-preset-donation-amounts")) + when(!d.otherAmount, Message(".donation-options-have-no"))
        }

        package static let pendingAmount = rule(
            id: "apple-pay.sheet.pending-amount", guidelines: ["apple-pay.sheet.additional-charges", "apple-pay-earlier.sheet.pending-costs"], severity: .error,
            source: .stated(Message(".source-figure"), from: "在这些情况下,请在付款表中提供明确的说明,并在小计中标明“付款金额”。"),
            // Today's wording names the label; the judgement (a line item marks the pending amount) is the same.
            current: .stated(Message(".current-figure"), from: "Human Interface Guidelines, “Apple Pay”")
        ) { s, _ in when(!s.totalIsFinal && !s.lineItems.contains { $0.kind == .pending }, Message(".total-can-change-after")) }

        package static let pickupLabel = rule(
            id: "apple-pay.pickup.shipping-label", guidelines: ["apple-pay.pickup.show-in-shipping-area"], severity: .error,
            source: "将“运输”标签更改为“提货”并显示实体店名称、地址和电话号码。"
        ) { s in
            guard s.delivery == .pickup else { return [] }
            let label = s.shippingLabel.lowercased()
            return when(!pickupWords.contains { label.contains($0) }, Message(".purchase-picked-up-store", ["shipping-label": .text("\(s.shippingLabel)")]))
        }

        package static let subscriptionChange = rule(
            id: "apple-pay.subscriptions.only-for-extra-cost", severity: .error,  // the lead: “只有在…时才显示付款表” (show the sheet only when)
            source: "当用户更改订阅时,如果成本降低或保持不变,则不需要授权。"
        ) { s in
            when(s.subscriptionChange == .same || s.subscriptionChange == .decrease, Message(s.subscriptionChange == .same ? ".cost-same" : ".cost-lower"))
        }

        package static let errorLength = rule(
            id: "apple-pay.errors.message-length", guidelines: ["apple-pay.errors.concise-messages"], severity: .warning,  // “争取”: aim for 128 characters or fewer
            source: "保持信息简短以避免截断——争取128个字符或更少。"
        ) { s in
            s.allErrorMessages.filter { $0.count > 128 }.map { Message(".error-message-has-characters", ["message-count": .text("\($0.count)")]) }
        }

        package static let errorPunctuation = rule(
            id: "apple-pay.errors.no-ending-punctuation", guidelines: ["apple-pay.errors.concise-messages"], severity: .error,
            source: "使用句子形式的大写名词短语,不要使用结尾标点符号。"
        ) { s in
            s.allErrorMessages.compactMap { message in
                guard let last = message.trimmingCharacters(in: .whitespaces).last, endingPunctuation.contains(last) else { return nil }
                return Message(".error-message-ends", ["message": .text("\(message)"), "last": .text("\(last)")])
            }
        }

        package static let errorSpecific = rule(
            id: "apple-pay.errors.specific-messages", guidelines: ["apple-pay.errors.concise-messages"], severity: .error,
            source: "例如,如果用户输入无效的邮政编码,不要显示“地址无效”,而是显示“邮政编码与城市不匹配”之类的特定消息。"
        ) { s in s.allErrorMessages.filter(isVague).map { Message(".error-message-does-not", ["message": .text($0)]) } }

        package static let timeout = rule(
            id: "apple-pay.errors.timeout", severity: .error,
            source: "如果您在30秒内无法完成付款处理,则交易超时并且通知用户。"
        ) { s in when(s.timeout.seconds > 30, Message(".timeout-s-longer-than", ["timeout-seconds": .number(s.timeout.seconds)])) }

        package static let timeoutRecovery = rule(
            id: "apple-pay.errors.timeout-recovery", guidelines: ["apple-pay.errors.timeout"], severity: .warning,  // “应”: should
            source: "如果遇到超时,您应取消正在进行的付款,重新显示结帐页面,解释问题并允许用户重试付款流程。"
        ) { s in
            when(!s.timeout.cancelsPayment, Message(".timed-out-payment-not")) + when(!s.timeout.allowsRetry, Message(".people-cannot-retry-payment"))
        }

        package static let shippingMethods = rule(
            id: "apple-pay.sheet.shipping-methods", alsoEnforcing: ["apple-pay-earlier.sheet.shipping-method"], severity: .warning,  // “在空间允许的情况下”: where space allows
            source: "在空间允许的情况下,为每个可用选项显示清晰描述、成本及可选的预估送达日期。"
        ) { s in
            s.shippingMethods.enumerated().flatMap { index, method in
                when((method.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty, Message(".no-label", ["position": .text("\(index + 1)")]))
                    + when(method.amount == nil, Message(".no-cost", ["position": .text("\(index + 1)")]))
            }
        }

        package static let noProductLineItems = rule(
            id: "apple-pay.sheet.no-product-line-items", guidelines: ["apple-pay.sheet.line-items", "apple-pay-earlier.sheet.line-items"], severity: .error,
            source: "订单项包含标签和费用,请勿使用订单项显示组成购买的产品的逐项列表。"
        ) { s in
            let labels = s.lineItems.filter { $0.kind == .product }.map { Message.verbatim($0.label) }
            return when(!labels.isEmpty, Message(".products-listed", ["count": .text("\(labels.count)"), "labels": .list(labels)]))
        }

        package static let billingLineItem = rule(
            id: "apple-pay.subscriptions.billing-line-item", guidelines: ["apple-pay.subscriptions.line-items"], severity: .error,
            source: "包括重复计费频率、折扣和其他前期费用的订单项。", broken: { s in s.recurring && !s.lineItems.contains { $0.kind == .subscription } }, Message(".missing"))

        package static let totalIsDueNow = rule(
            id: "apple-pay.subscriptions.total-is-due-now", guidelines: ["apple-pay.subscriptions.total-line"], severity: .error,
            source: "确保用户在授权时知道他们的付款项。"
        ) { s in
            guard s.recurring else { return [] }
            if !s.totalIsFinal { return [Message(".pending")] }
            guard let total = s.total, let due = s.dueNow, abs(total - due) > 0.005 else { return [] }
            return [Message(".differs", ["total": .number(total), "due": .number(due)])]
        }

        package static let validateBeforeAuthorization = rule(
            id: "apple-pay.errors.validate-before-authorization", severity: .warning,  // “应该”: should, “在可能的情况下”: whenever possible
            source: "在授权失败时向用户报告错误至关重要,但在可能的情况下,你的应用程序还应该尝试在授权之前验证可用信息并报告问题。", broken: { s in !s.validatesBeforeAuthorization }, Message(".only-after"))

        package static let fieldMessages = rule(
            id: "apple-pay.errors.field-messages", guidelines: ["apple-pay.errors.custom-field-messages", "apple-pay.errors.empty-required-fields"],
            severity: .error,
            source: "为用户点击有问题字段时显示的详细视图提供自定义错误消息。"
        ) { s in
            s.fieldErrors.filter { ($0.message ?? "").trimmingCharacters(in: .whitespaces).isEmpty }.map { e in
                Message(".\(e.problem.rawValue)", ["detail": .message(Message("apple-pay.detail.\(e.field.rawValue)"))])
            }
        }

        package static let accurateStatus = rule(
            id: "apple-pay.errors.accurate-status", severity: .error,
            source: "出现问题时,您的应用程序必须准确指出问题类型,以便系统可以在付款单上显示相应的错误消息。"
        ) { s in
            s.fieldErrors.compactMap { e in
                guard let status = e.status, !e.fittingStatuses.contains(status) else { return nil }
                return Message(".wrong", ["detail": .message(Message("apple-pay.detail.\(e.field.rawValue)")),
                                          "status": .text(status.rawValue), "expected": .text(e.fittingStatuses.map(\.rawValue).joined(separator: " / "))])
            }
        }

        package static let acceptZipPlus4 = rule(
            id: "apple-pay.errors.accept-zip-plus-4", guidelines: ["apple-pay.errors.lenient-validation"], severity: .error,
            source: "例如,如果您的应用程序需要五位数的邮政编码,但用户输入Zip + 4密码,请忽略其他数字,而不是要求更正。", broken: { s in !s.validation.acceptsZipPlus4 }, Message(".zip-codes-rejected-ignore"))

        package static let acceptStateNames = rule(
            id: "apple-pay.errors.accept-state-names", guidelines: ["apple-pay.errors.lenient-validation"], severity: .error,
            source: "接受多种格式的状态名称(用户应该能够输入California或CA而不会产生错误)。", broken: { s in !s.validation.acceptsStateNames }, Message(".only-one-form-state"))

        package static let acceptPhoneFormats = rule(
            id: "apple-pay.errors.accept-phone-formats", guidelines: ["apple-pay.errors.lenient-validation"], severity: .error,
            source: "处理多种格式的电话号码(带或不带破折号,带或不带国家代码)。", broken: { s in !s.validation.acceptsPhoneFormats }, Message(".only-one-phone-number"))
    }
}
