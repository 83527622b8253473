import Foundation

/// Rules for the Apple Pay button, the mark, the checkout page and the flow around paying.
enum ApplePayRules {
    static let all: [Rule] = [
        minimumWidth, clearSpace, styleBlack, styleWhite, styleWhiteOutline, sizeRelative, visibleWithoutScrolling,
        placement, onlyWhereSupported, systemProvided, neverDisabledOrHidden, donateNonprofit, inStoreIssuer, markNotAButton,
        noAccountRequired, sheetImmediately, optionsBeforeButton, optionalInfoBeforeSheet, confirmationPage, confirmationFormat,
    ]

    static func button(_ c: Component) -> ApplePayButton? { if case .applePayButton(let b) = c { b } else { nil } }
    static func layout(_ c: Component) -> CheckoutLayout? { if case .checkoutLayout(let l) = c { l } else { nil } }
    static func flow(_ c: Component) -> CheckoutFlow? { if case .checkoutFlow(let f) = c { f } else { nil } }

    /// The smallest contrast the button's fill needs against its background (WCAG 2.1, 1.4.11 non-text contrast).
    static let minimumContrast = 3.0

    static let minimumWidth = Rule(
        id: "apple-pay.button.minimum-width", guidelines: ["apple-pay.button.minimum-width"], component: .applePayButton,
        threshold: text("宽度 ≥ 32 pt", "寬度 ≥ 32 pt", "width ≥ 32 pt"),
        source: Figure(text("32 pt", "32 pt", "32 pt"), source: "所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。"),
        newer: Figure(text("140 × 30 pt（“… with Apple Pay”按钮）；100 × 30 pt（普通按钮）", "140 × 30 pt（「… with Apple Pay」按鈕）；100 × 30 pt（一般按鈕）",
                           "140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button"),
                      source: "Human Interface Guidelines, “Apple Pay” › Specifications")
    ) { c in
        guard let b = button(c) else { return [] }
        return when(b.width < 32, text("宽度 \(n(b.width)) pt，小于最小宽度 32 pt", "寬度 \(n(b.width)) pt，小於最小寬度 32 pt",
                                      "Width \(n(b.width)) pt is below the minimum width of 32 pt"))
    }

    static let clearSpace = Rule(
        id: "apple-pay.button.clear-space", guidelines: ["apple-pay.button.clear-space"], component: .applePayButton,
        threshold: text("四周留白 ≥ 按钮高度的 1/10", "四周留白 ≥ 按鈕高度的 1/10", "clear space on every side ≥ 1/10 of the button's height"),
        source: Figure(text("高度的 1/10", "高度的 1/10", "1/10 of the height"), source: "Apple Pay按钮周围所需的最小清晰空间是按钮高度的1/10。")
    ) { c in
        guard let b = button(c) else { return [] }
        let needed = b.height / 10
        return when(b.clearSpace < needed, text(
            "留白 \(n(b.clearSpace)) pt，小于按钮高度 \(n(b.height)) pt 的 1/10（\(n(needed)) pt）",
            "留白 \(n(b.clearSpace)) pt，小於按鈕高度 \(n(b.height)) pt 的 1/10（\(n(needed)) pt）",
            "Clear space \(n(b.clearSpace)) pt is less than 1/10 of the \(n(b.height)) pt height (\(n(needed)) pt)"))
    }

    static let styleBlack = Rule(
        id: "apple-pay.button.style-black", guidelines: ["apple-pay.button.style-black"], component: .applePayButton,
        threshold: text("黑色按钮与背景的对比度 ≥ 3:1（白色或浅色背景）", "黑色按鈕與背景的對比度 ≥ 3:1（白色或淺色背景）",
                        "a black button contrasts ≥ 3:1 with its background (white or light)"),
        source: Figure(text("白色或浅色背景", "白色或淺色背景", "white or light background"), source: "用提供足够对比度的白色或浅色背景,请勿在黑色或深色背景上使用。")
    ) { c in
        guard let b = button(c), b.style == .black else { return [] }
        let ratio = Color.black.contrast(with: b.background)
        return when(ratio < minimumContrast, text(
            "黑色按钮放在 \(b.background) 背景上，对比度只有 \(n(ratio)):1（至少 3:1）；请用白色或浅色背景",
            "黑色按鈕放在 \(b.background) 背景上，對比度只有 \(n(ratio)):1（至少 3:1）；請用白色或淺色背景",
            "A black button on \(b.background) has a contrast of only \(n(ratio)):1 (at least 3:1); use a white or light background"))
    }

    static let styleWhite = Rule(
        id: "apple-pay.button.style-white", guidelines: ["apple-pay.button.style-white"], component: .applePayButton,
        threshold: text("白色按钮与背景的对比度 ≥ 3:1（深色或彩色背景）", "白色按鈕與背景的對比度 ≥ 3:1（深色或彩色背景）",
                        "a white button contrasts ≥ 3:1 with its background (dark or coloured)"),
        source: Figure(text("深色或彩色背景", "深色或彩色背景", "dark or coloured background"), source: "用提供足够对比度的深色或彩色背景。")
    ) { c in
        guard let b = button(c), b.style == .white else { return [] }
        let ratio = Color.white.contrast(with: b.background)
        return when(ratio < minimumContrast, text(
            "白色按钮放在 \(b.background) 背景上，对比度只有 \(n(ratio)):1（至少 3:1）；请用深色或彩色背景",
            "白色按鈕放在 \(b.background) 背景上，對比度只有 \(n(ratio)):1（至少 3:1）；請用深色或彩色背景",
            "A white button on \(b.background) has a contrast of only \(n(ratio)):1 (at least 3:1); use a dark or coloured background"))
    }

    static let styleWhiteOutline = Rule(
        id: "apple-pay.button.style-white-outline", guidelines: ["apple-pay.button.style-white-outline"], component: .applePayButton,
        threshold: text("白色带轮廓按钮：背景为白色或浅色（与白色对比度 < 3:1），且不饱和（色度 < 50%）",
                        "白色帶輪廓按鈕：背景為白色或淺色（與白色對比度 < 3:1），且不飽和（色度 < 50%）",
                        "white-outline button: background white or light (contrast with white < 3:1) and not saturated (chroma < 50%)"),
        source: Figure(text("白色或浅色背景；不用深色或饱和背景", "白色或淺色背景；不用深色或飽和背景", "white or light background; never dark or saturated"),
                       source: "在白色或浅色背景上使用,不提供足够对比度。不要放在黑暗或饱和的背景上。")
    ) { c in
        guard let b = button(c), b.style == .whiteOutline else { return [] }
        let ratio = Color.white.contrast(with: b.background)
        if ratio >= minimumContrast {
            return [text("白色带轮廓按钮放在深色背景 \(b.background) 上（与白色对比度 \(n(ratio)):1）；请改用白色按钮，或换成浅色背景",
                         "白色帶輪廓按鈕放在深色背景 \(b.background) 上（與白色對比度 \(n(ratio)):1）；請改用白色按鈕，或換成淺色背景",
                         "A white-outline button on the dark background \(b.background) (contrast with white \(n(ratio)):1); use the white button, or a light background")]
        }
        let chroma = b.background.chroma * 100
        return when(chroma >= 50, text(
            "白色带轮廓按钮放在饱和背景 \(b.background) 上（色度 \(n(chroma))%，应低于 50%）",
            "白色帶輪廓按鈕放在飽和背景 \(b.background) 上（色度 \(n(chroma))%，應低於 50%）",
            "A white-outline button on the saturated background \(b.background) (chroma \(n(chroma))%, must be below 50%)"))
    }

    static let sizeRelative = Rule(
        id: "apple-pay.button.size-relative", guidelines: ["apple-pay.button.size-relative", "apple-pay-earlier.button.size-relative"],
        component: .checkoutLayout,
        threshold: text("Apple Pay按钮的宽和高 ≥ 其他付款按钮", "Apple Pay按鈕的寬和高 ≥ 其他付款按鈕", "Apple Pay button width and height ≥ every other payment button's"),
        source: Figure(text("相同或更大", "相同或更大", "the same size or larger"), source: "使Apple Pay按钮的大小与其他付款按钮相同或更大。")
    ) { c in
        guard let l = layout(c), let pay = l.applePayButton else { return [] }
        return l.elements.filter { $0.kind == .paymentButton && ($0.width > pay.width || $0.height > pay.height) }.map { other in
            text("Apple Pay按钮 \(n(pay.width)) × \(n(pay.height)) pt，小于另一个付款按钮 \(n(other.width)) × \(n(other.height)) pt",
                 "Apple Pay按鈕 \(n(pay.width)) × \(n(pay.height)) pt，小於另一個付款按鈕 \(n(other.width)) × \(n(other.height)) pt",
                 "The Apple Pay button (\(n(pay.width)) × \(n(pay.height)) pt) is smaller than another payment button (\(n(other.width)) × \(n(other.height)) pt)")
        }
    }

    static let visibleWithoutScrolling = Rule(
        id: "apple-pay.button.visible-without-scrolling", guidelines: ["apple-pay.button.size-relative"], component: .checkoutLayout,
        threshold: text("按钮底边 ≤ 视口高度（无需滚动即可看到）", "按鈕底邊 ≤ 視口高度（無需捲動即可看到）", "button bottom ≤ viewport height (visible without scrolling)"),
        level: .advice,
        source: Figure(text("无需滚动", "無需捲動", "no scrolling"), source: "理想情况下,不需要滚动就能看到Apple Pay按钮。")
    ) { c in
        guard let l = layout(c), let pay = l.applePayButton else { return [] }
        return when(pay.maxY > l.viewportHeight, text(
            "Apple Pay按钮底边在 \(n(pay.maxY)) pt，超出 \(n(l.viewportHeight)) pt 高的视口，需要滚动才能看到",
            "Apple Pay按鈕底邊在 \(n(pay.maxY)) pt，超出 \(n(l.viewportHeight)) pt 高的視口，需要捲動才能看到",
            "The Apple Pay button ends at \(n(pay.maxY)) pt, below the \(n(l.viewportHeight)) pt viewport: people must scroll to see it"))
    }

    static let placement = Rule(
        id: "apple-pay.button.placement", guidelines: ["apple-pay.button.placement"], component: .checkoutLayout,
        threshold: text("在“添加到购物车”的右侧（同一行）或上方", "在「添加到購物車」的右側（同一行）或上方", "to the right of “Add to Cart” (same row) or above it"),
        source: Figure(text("右侧或上方", "右側或上方", "right of or above"), source: "将Apple Pay按钮放置在“添加到购物车”按钮的右侧或上方。")
    ) { c in
        guard let l = layout(c), let pay = l.applePayButton, let cart = l.elements.first(where: { $0.kind == .addToCart }) else { return [] }
        let sameRow = pay.y < cart.maxY && cart.y < pay.maxY
        let rightOf = sameRow && pay.x >= cart.maxX
        let above = pay.maxY <= cart.y
        return when(!(rightOf || above), text(
            "Apple Pay按钮（x \(n(pay.x)), y \(n(pay.y))）不在“添加到购物车”（x \(n(cart.x)), y \(n(cart.y))）的右侧或上方",
            "Apple Pay按鈕（x \(n(pay.x)), y \(n(pay.y))）不在「添加到購物車」（x \(n(cart.x)), y \(n(cart.y))）的右側或上方",
            "The Apple Pay button (x \(n(pay.x)), y \(n(pay.y))) is neither right of nor above “Add to Cart” (x \(n(cart.x)), y \(n(cart.y)))"))
    }

    static let onlyWhereSupported = Rule(
        id: "apple-pay.offering.only-where-supported",
        guidelines: ["apple-pay.offering.all-supported-devices", "apple-pay-earlier.ui.hide-when-unavailable"], component: .checkoutLayout,
        threshold: text("设备不支持 Apple Pay 时不显示 Apple Pay 按钮", "裝置不支援 Apple Pay 時不顯示 Apple Pay 按鈕", "no Apple Pay button on a device that does not support Apple Pay"),
        source: Figure(text("不支持时不提供", "不支援時不提供", "not offered where unsupported"), source: "如果设备不支持Apple Pay,请不要将Apple Pay作为付款选项。")
    ) { c in
        guard let l = layout(c), !l.deviceSupportsApplePay, l.applePayButton != nil else { return [] }
        return [text("设备不支持 Apple Pay，却显示了 Apple Pay 按钮", "裝置不支援 Apple Pay，卻顯示了 Apple Pay 按鈕",
                     "The device does not support Apple Pay, yet the Apple Pay button is shown")]
    }

    static let systemProvided = Rule(
        id: "apple-pay.button.system-provided", guidelines: ["apple-pay.button.system-provided"], component: .applePayButton,
        threshold: text("按钮由系统 API 提供", "按鈕由系統 API 提供", "the button comes from the system API"),
        source: Figure(text("仅 Apple 提供的 API", "僅 Apple 提供的 API", "Apple-provided APIs only"), source: "只使用Apple提供的API来显示Apple Pay按钮。")
    ) { c in
        guard let b = button(c) else { return [] }
        return when(b.providedBy == .custom, text("这是自定义的付款按钮；请使用系统提供的Apple Pay按钮", "這是自訂的付款按鈕；請使用系統提供的Apple Pay按鈕",
                                                  "This is a custom payment button; use the system-provided Apple Pay button"))
    }

    static let neverDisabledOrHidden = Rule(
        id: "apple-pay.button.never-disabled-or-hidden", guidelines: ["apple-pay.button.never-disabled-or-hidden"], component: .applePayButton,
        threshold: text("状态为可用", "狀態為可用", "state is enabled"),
        source: Figure(text("不禁用、不隐藏", "不停用、不隱藏", "never disabled or hidden"), source: "不要禁用或隐藏Apple Pay按钮。")
    ) { c in
        guard let b = button(c), b.state != .enabled else { return [] }
        let (hans, hant, en) = b.state == .disabled ? ("已禁用", "已停用", "disabled") : ("被隐藏", "被隱藏", "hidden")
        return [text("Apple Pay按钮\(hans)；请保持可用，在用户轻按后再指出问题", "Apple Pay按鈕\(hant)；請保持可用，在使用者輕按後再指出問題",
                     "The Apple Pay button is \(en); keep it enabled and explain the problem after people tap it")]
    }

    static let donateNonprofit = Rule(
        id: "apple-pay.button.donate-approved-nonprofit", guidelines: ["apple-pay.button.type-donate"], component: .applePayButton,
        threshold: text("捐赠按钮只由获准的非营利组织使用", "捐贈按鈕只由獲准的非營利組織使用", "the donate button is used only by approved nonprofits"),
        source: Figure(text("获准的非营利组织", "獲准的非營利組織", "approved nonprofits"), source: "Approved nonprofits(获准的非营利组织)可以使用此按钮来促进捐赠。")
    ) { c in
        guard let b = button(c), b.type == .donate else { return [] }
        return when(!b.approvedNonprofit, text("捐赠按钮只能由获准的非营利组织使用", "捐贈按鈕只能由獲准的非營利組織使用",
                                               "Only approved nonprofits may show the donate button"))
    }

    static let inStoreIssuer = Rule(
        id: "apple-pay.button.in-store-card-issuer", guidelines: ["apple-pay.button.type-pay"], component: .applePayButton,
        threshold: text("“用Apple Pay支付”按钮只由银行和发卡机构使用", "「用Apple Pay支付」按鈕只由銀行和發卡機構使用", "the in-store (“Pay with”) button is used only by banks and card issuers"),
        source: Figure(text("银行和信用卡发卡机构", "銀行和信用卡發卡機構", "banks and card issuers"), source: "银行和信用卡发卡机构可以使用此按钮让用户在实体店中购物时快速将自己的卡放入电子钱包应用中。")
    ) { c in
        guard let b = button(c), b.type == .inStore else { return [] }
        return when(!b.cardIssuer, text("“用Apple Pay支付”按钮只能由银行和信用卡发卡机构使用", "「用Apple Pay支付」按鈕只能由銀行和信用卡發卡機構使用",
                                        "Only banks and card issuers may show the in-store (“Pay with”) button"))
    }

    static let markNotAButton = Rule(
        id: "apple-pay.mark.not-a-button", guidelines: ["apple-pay.mark.not-a-button", "apple-pay.mark.usage"], component: .applePayMark,
        threshold: text("标记只用来表示支持 Apple Pay，不作按钮", "標記只用來表示支援 Apple Pay，不作按鈕", "the mark only signals Apple Pay support; it is never a button"),
        source: Figure(text("切勿用作付款按钮", "切勿用作付款按鈕", "never a payment button"), source: "商标不利于支付,切勿将其用作付款按钮或将其定位为按钮。")
    ) { c in
        guard case .applePayMark(let m) = c else { return [] }
        return when(m.role == .button, text("Apple Pay标记被用作按钮；请改用Apple Pay按钮", "Apple Pay標記被用作按鈕；請改用Apple Pay按鈕",
                                            "The Apple Pay mark is used as a button; use the Apple Pay button instead"))
    }

    static let noAccountRequired = Rule(
        id: "apple-pay.checkout.no-account-required", guidelines: ["apple-pay.checkout.no-account-required"], component: .checkoutFlow,
        threshold: text("购买前不要求注册帐户", "購買前不要求註冊帳戶", "no account required before the purchase"),
        source: Figure(text("购买前不要求创建帐户", "購買前不要求建立帳戶", "no account before buying"), source: "购买前不要求创建帐户。")
    ) { c in
        guard let f = flow(c) else { return [] }
        return when(f.requiresAccountBeforePurchase, text("购买前要求创建帐户；请在订单确认页上再请用户注册", "購買前要求建立帳戶；請在訂單確認頁上再請使用者註冊",
                                                           "An account is required before the purchase; offer registration on the order confirmation page instead"))
    }

    static let sheetImmediately = Rule(
        id: "apple-pay.checkout.sheet-immediately", guidelines: ["apple-pay-earlier.button.show-sheet-immediately"], component: .checkoutFlow,
        threshold: text("轻按 Apple Pay 按钮后立即显示付款单（中间 0 个步骤）", "輕按 Apple Pay 按鈕後立即顯示付款表單（中間 0 個步驟）",
                        "the payment sheet follows a tap on the Apple Pay button at once (0 steps between)"),
        source: Figure(text("立刻", "立刻", "immediately"), source: "在使用者按下Apple Pay按鈕後立刻顯示付款表單.")
    ) { c in
        guard let f = flow(c), f.stepsBeforeSheet > 0 else { return [] }
        return [text("轻按 Apple Pay 按钮后还有 \(f.stepsBeforeSheet) 个步骤才到付款单；请立即显示付款单",
                     "輕按 Apple Pay 按鈕後還有 \(f.stepsBeforeSheet) 個步驟才到付款表單；請立刻顯示付款表單",
                     "\(f.stepsBeforeSheet == 1 ? "1 step comes" : "\(f.stepsBeforeSheet) steps come") between the Apple Pay button and the payment sheet; show the sheet at once")]
    }

    static let optionsBeforeButton = Rule(
        id: "apple-pay.checkout.options-before-button", guidelines: ["apple-pay.checkout.smooth-process"], component: .checkoutFlow,
        threshold: text("颜色、尺寸等选项在到达Apple Pay按钮前收集", "顏色、尺寸等選項在到達Apple Pay按鈕前收集", "options such as colour and size are collected before the Apple Pay button"),
        source: Figure(text("到达按钮之前", "到達按鈕之前", "before the button"), source: "在用户到达Apple Pay按钮之前收集必要的信息,如颜色和尺寸选项。")
    ) { c in
        guard let f = flow(c) else { return [] }
        return when(!f.collectsOptionsBeforeButton, text("必要的选项（如颜色和尺寸）没有在到达Apple Pay按钮前收集", "必要的選項（如顏色和尺寸）沒有在到達Apple Pay按鈕前收集",
                                                         "Required options such as colour and size are not collected before the Apple Pay button"))
    }

    static let optionalInfoBeforeSheet = Rule(
        id: "apple-pay.checkout.optional-info-before-sheet",
        guidelines: ["apple-pay.checkout.collect-optional-info", "apple-pay-earlier.checkout.discount-codes"], component: .checkoutFlow,
        threshold: text("促销码、礼品信息等可选信息在付款单出现前收集", "促銷碼、禮品訊息等可選資訊在付款表單出現前收集", "optional information (promo codes, gift messages) is collected before the payment sheet"),
        source: Figure(text("结帐开始前", "結帳開始前", "before checkout starts"), source: "无法在付款单上输入数据,因此可以提前收集任何可选信息,例如促销码、兑换码、礼品信息和送货指南。")
    ) { c in
        guard let f = flow(c) else { return [] }
        return when(!f.collectsOptionalInfoBeforeSheet, text("可选信息（如促销码）要在付款单上输入，但付款单无法输入数据", "可選資訊（如促銷碼）要在付款表單上輸入，但付款表單無法輸入資料",
                                                             "Optional information such as promo codes is left for the payment sheet, which cannot take input"))
    }

    static let confirmationPage = Rule(
        id: "apple-pay.confirmation.page", guidelines: ["apple-pay.confirmation.format", "apple-pay-earlier.confirmation.show-page"], component: .checkoutFlow,
        threshold: text("结账后显示订单确认或感谢页面", "結帳後顯示訂單確認或感謝頁面", "an order confirmation or thank-you page follows checkout"),
        source: Figure(text("订单确认页面", "訂單確認頁面", "confirmation page"), source: "显示订单确认或感谢页面。")
    ) { c in
        guard let f = flow(c) else { return [] }
        return when(!f.showsConfirmationPage, text("结账后没有订单确认或感谢页面", "結帳後沒有訂單確認或感謝頁面", "There is no order confirmation or thank-you page after checkout"))
    }

    static let confirmationFormat = Rule(
        id: "apple-pay.confirmation.format", guidelines: ["apple-pay.confirmation.format", "apple-pay-earlier.confirmation.format"],
        component: .orderConfirmation,
        threshold: text("提到 Apple Pay 时写作“1234（Apple Pay）”或“使用Apple Pay付费”", "提到 Apple Pay 時寫作「1234（Apple Pay）」或「使用Apple Pay付費」",
                        "when Apple Pay is mentioned: “1234 (Apple Pay)” or “Paid with Apple Pay”"),
        source: Figure(text("“1234（Apple Pay）”或“使用Apple Pay付费”", "「1234（Apple Pay）」或「使用Apple Pay付費」", "“1234 (Apple Pay)” or “Paid with Apple Pay”"),
                       source: "例如:“1234(Apple Pay)”或“使用Apple Pay付费”。")
    ) { c in
        guard case .orderConfirmation(let o) = c, let mention = o.applePayMention else { return [] }
        return when(!isConfirmationFormat(mention), text(
            "“\(mention)”不是确认页上提到 Apple Pay 的格式；请写“1234（Apple Pay）”或“使用Apple Pay付费”",
            "「\(mention)」不是確認頁上提到 Apple Pay 的格式；請寫「1234（Apple Pay）」或「使用Apple Pay付費」",
            "“\(mention)” is not how a confirmation page mentions Apple Pay; write “1234 (Apple Pay)” or “Paid with Apple Pay”"))
    }

    /// The last four digits of the account followed by `(Apple Pay)`, or a separate note.
    static func isConfirmationFormat(_ mention: String) -> Bool {
        let trimmed = mention.trimmingCharacters(in: .whitespaces)
        let notes = ["Paid with Apple Pay", "使用Apple Pay付费", "使用Apple Pay付費", "使用Apple Pay付款", "已使用Apple Pay付款"]
        if notes.contains(trimmed.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "Paidwith", with: "Paid with ")
            .replacingOccurrences(of: "withApplePay", with: "with Apple Pay").replacingOccurrences(of: "ApplePay", with: "Apple Pay")) {
            return true
        }
        for suffix in ["(Apple Pay)", "（Apple Pay）"] where trimmed.hasSuffix(suffix) {
            let digits = trimmed.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
            return digits.count >= 4 && digits.suffix(4).allSatisfy(\.isASCIIDigit)
        }
        return false
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
