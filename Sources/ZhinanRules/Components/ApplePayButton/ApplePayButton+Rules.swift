/// The rules of ApplePayButton: the button: size, clear space, style against its background, who may show which type.
extension ApplePayButton {
    package static let rules: [Rule] = [
        Rules.minimumWidth, Rules.clearSpace, Rules.styleBlack, Rules.styleWhite, Rules.styleWhiteOutline, Rules.systemProvided,
        Rules.neverDisabledOrHidden, Rules.donateNonprofit, Rules.inStoreIssuer,
    ]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        /// The smallest contrast the button's fill needs against its background (WCAG 2.1, 1.4.11 non-text contrast).
        static let minimumContrast = 3.0

        package static let minimumWidth = Rule(
            id: "apple-pay.button.minimum-width", guidelines: ["apple-pay.button.minimum-width"], component: ApplePayButton.self,
            threshold: text("宽度 ≥ 32 pt", "寬度 ≥ 32 pt", "width ≥ 32 pt"),
            severity: .error,
            source: Figure(text("32 pt", "32 pt", "32 pt"), source: "所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。"),
            newer: Figure(text("140 × 30 pt（“… with Apple Pay”按钮）；100 × 30 pt（普通按钮）", "140 × 30 pt（「… with Apple Pay」按鈕）；100 × 30 pt（一般按鈕）",
                               "140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button"),
                          source: "Human Interface Guidelines, “Apple Pay” › Specifications")
        ) { b in
            when(b.width < 32, text("宽度 \(n(b.width)) pt，小于最小宽度 32 pt", "寬度 \(n(b.width)) pt，小於最小寬度 32 pt",
                                          "Width \(n(b.width)) pt is below the minimum width of 32 pt"))
        }

        package static let clearSpace = Rule(
            id: "apple-pay.button.clear-space", guidelines: ["apple-pay.button.clear-space"], component: ApplePayButton.self,
            threshold: text("四周留白 ≥ 按钮高度的 1/10", "四周留白 ≥ 按鈕高度的 1/10", "clear space on every side ≥ 1/10 of the button's height"),
            severity: .error,
            source: Figure(text("高度的 1/10", "高度的 1/10", "1/10 of the height"), source: "Apple Pay按钮周围所需的最小清晰空间是按钮高度的1/10。")
        ) { b in
            let needed = b.height / 10
            return when(b.clearSpace < needed, text(
                "留白 \(n(b.clearSpace)) pt，小于按钮高度 \(n(b.height)) pt 的 1/10（\(n(needed)) pt）",
                "留白 \(n(b.clearSpace)) pt，小於按鈕高度 \(n(b.height)) pt 的 1/10（\(n(needed)) pt）",
                "Clear space \(n(b.clearSpace)) pt is less than 1/10 of the \(n(b.height)) pt height (\(n(needed)) pt)"))
        }

        package static let styleBlack = Rule(
            id: "apple-pay.button.style-black", guidelines: ["apple-pay.button.style-black"], component: ApplePayButton.self,
            threshold: text("黑色按钮与背景的对比度 ≥ 3:1（白色或浅色背景）", "黑色按鈕與背景的對比度 ≥ 3:1（白色或淺色背景）",
                            "a black button contrasts ≥ 3:1 with its background (white or light)"),
            severity: .error,
            source: Figure(text("白色或浅色背景", "白色或淺色背景", "white or light background"), source: "用提供足够对比度的白色或浅色背景,请勿在黑色或深色背景上使用。")
        ) { b in
            guard b.style == .black else { return [] }
            let ratio = Color.black.contrast(with: b.background)
            return when(ratio < minimumContrast, text(
                "黑色按钮放在 \(b.background) 背景上，对比度只有 \(n(ratio)):1（至少 3:1）；请用白色或浅色背景",
                "黑色按鈕放在 \(b.background) 背景上，對比度只有 \(n(ratio)):1（至少 3:1）；請用白色或淺色背景",
                "A black button on \(b.background) has a contrast of only \(n(ratio)):1 (at least 3:1); use a white or light background"))
        }

        package static let styleWhite = Rule(
            id: "apple-pay.button.style-white", guidelines: ["apple-pay.button.style-white"], component: ApplePayButton.self,
            threshold: text("白色按钮与背景的对比度 ≥ 3:1（深色或彩色背景）", "白色按鈕與背景的對比度 ≥ 3:1（深色或彩色背景）",
                            "a white button contrasts ≥ 3:1 with its background (dark or coloured)"),
            severity: .error,
            source: Figure(text("深色或彩色背景", "深色或彩色背景", "dark or coloured background"), source: "用提供足够对比度的深色或彩色背景。")
        ) { b in
            guard b.style == .white else { return [] }
            let ratio = Color.white.contrast(with: b.background)
            return when(ratio < minimumContrast, text(
                "白色按钮放在 \(b.background) 背景上，对比度只有 \(n(ratio)):1（至少 3:1）；请用深色或彩色背景",
                "白色按鈕放在 \(b.background) 背景上，對比度只有 \(n(ratio)):1（至少 3:1）；請用深色或彩色背景",
                "A white button on \(b.background) has a contrast of only \(n(ratio)):1 (at least 3:1); use a dark or coloured background"))
        }

        package static let styleWhiteOutline = Rule(
            id: "apple-pay.button.style-white-outline", guidelines: ["apple-pay.button.style-white-outline"], component: ApplePayButton.self,
            threshold: text("白色带轮廓按钮：背景为白色或浅色（与白色对比度 < 3:1），且不饱和（色度 < 50%）",
                            "白色帶輪廓按鈕：背景為白色或淺色（與白色對比度 < 3:1），且不飽和（色度 < 50%）",
                            "white-outline button: background white or light (contrast with white < 3:1) and not saturated (chroma < 50%)"),
            severity: .error,
            source: Figure(text("白色或浅色背景；不用深色或饱和背景", "白色或淺色背景；不用深色或飽和背景", "white or light background; never dark or saturated"),
                           source: "在白色或浅色背景上使用,不提供足够对比度。不要放在黑暗或饱和的背景上。")
        ) { b in
            guard b.style == .whiteOutline else { return [] }
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

        static let systemProvided = Rule(
            id: "apple-pay.button.system-provided", guidelines: ["apple-pay.offering.system-provided-button"], component: ApplePayButton.self,
            threshold: text("按钮由系统 API 提供", "按鈕由系統 API 提供", "the button comes from the system API"),
            severity: .error,
            source: Figure(text("仅 Apple 提供的 API", "僅 Apple 提供的 API", "Apple-provided APIs only"), source: "只使用Apple提供的API来显示Apple Pay按钮。")
        ) { b in
            when(b.providedBy == .custom, text("这是自定义的付款按钮；请使用系统提供的Apple Pay按钮", "這是自訂的付款按鈕；請使用系統提供的Apple Pay按鈕",
                                                      "This is a custom payment button; use the system-provided Apple Pay button"))
        }

        package static let neverDisabledOrHidden = Rule(
            id: "apple-pay.button.never-disabled-or-hidden", guidelines: ["apple-pay.offering.never-disable-or-hide-button"], component: ApplePayButton.self,
            threshold: text("状态为可用", "狀態為可用", "state is enabled"),
            severity: .error,
            source: Figure(text("不禁用、不隐藏", "不停用、不隱藏", "never disabled or hidden"), source: "不要禁用或隐藏Apple Pay按钮。")
        ) { b in
            guard b.state != .enabled else { return [] }
            let (hans, hant, en) = b.state == .disabled ? ("已禁用", "已停用", "disabled") : ("被隐藏", "被隱藏", "hidden")
            return [text("Apple Pay按钮\(hans)；请保持可用，在用户轻按后再指出问题", "Apple Pay按鈕\(hant)；請保持可用，在使用者輕按後再指出問題",
                         "The Apple Pay button is \(en); keep it enabled and explain the problem after people tap it")]
        }

        package static let donateNonprofit = Rule(
            id: "apple-pay.button.donate-approved-nonprofit", guidelines: ["apple-pay.button.type-donate"], component: ApplePayButton.self,
            threshold: text("捐赠按钮只由获准的非营利组织使用", "捐贈按鈕只由獲准的非營利組織使用", "the donate button is used only by approved nonprofits"),
            severity: .error,
            source: Figure(text("获准的非营利组织", "獲准的非營利組織", "approved nonprofits"), source: "Approved nonprofits(获准的非营利组织)可以使用此按钮来促进捐赠。")
        ) { b in
            guard b.type == .donate else { return [] }
            return when(!b.approvedNonprofit, text("捐赠按钮只能由获准的非营利组织使用", "捐贈按鈕只能由獲准的非營利組織使用",
                                                   "Only approved nonprofits may show the donate button"))
        }

        package static let inStoreIssuer = Rule(
            id: "apple-pay.button.in-store-card-issuer", guidelines: ["apple-pay.button.type-pay"], component: ApplePayButton.self,
            threshold: text("“用Apple Pay支付”按钮只由银行和发卡机构使用", "「用Apple Pay支付」按鈕只由銀行和發卡機構使用", "the in-store (“Pay with”) button is used only by banks and card issuers"),
            severity: .error,
            source: Figure(text("银行和信用卡发卡机构", "銀行和信用卡發卡機構", "banks and card issuers"), source: "银行和信用卡发卡机构可以使用此按钮让用户在实体店中购物时快速将自己的卡放入电子钱包应用中。")
        ) { b in
            guard b.type == .inStore else { return [] }
            return when(!b.cardIssuer, text("“用Apple Pay支付”按钮只能由银行和信用卡发卡机构使用", "「用Apple Pay支付」按鈕只能由銀行和信用卡發卡機構使用",
                                            "Only banks and card issuers may show the in-store (“Pay with”) button"))
        }
    }
}
