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
            threshold: Message("apple-pay.button.minimum-width.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.minimum-width.source-figure"), source: "所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。"),
            newer: Figure(Message("apple-pay.button.minimum-width.newer-figure"),
                          source: "Human Interface Guidelines, “Apple Pay” › Specifications")
        ) { b in
            when(b.width < 32, Message("apple-pay.button.minimum-width.width-below-minimum-width", ["width": .number(b.width)]))
        }

        package static let clearSpace = Rule(
            id: "apple-pay.button.clear-space", guidelines: ["apple-pay.button.clear-space"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.clear-space.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.clear-space.source-figure"), source: "Apple Pay按钮周围所需的最小清晰空间是按钮高度的1/10。")
        ) { b in
            let needed = b.height / 10
            return when(b.clearSpace < needed, Message("apple-pay.button.clear-space.clear-space-less-than", ["clear-space": .number(b.clearSpace), "height": .number(b.height), "needed": .number(needed)]))
        }

        package static let styleBlack = Rule(
            id: "apple-pay.button.style-black", guidelines: ["apple-pay.button.style-black"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.style-black.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.style-black.source-figure"), source: "用提供足够对比度的白色或浅色背景,请勿在黑色或深色背景上使用。")
        ) { b in
            guard b.style == .black else { return [] }
            let ratio = Color.black.contrast(with: b.background)
            return when(ratio < minimumContrast, Message("apple-pay.button.style-black.black-button-has-contrast", ["background": .text("\(b.background)"), "ratio": .number(ratio)]))
        }

        package static let styleWhite = Rule(
            id: "apple-pay.button.style-white", guidelines: ["apple-pay.button.style-white"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.style-white.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.style-white.source-figure"), source: "用提供足够对比度的深色或彩色背景。")
        ) { b in
            guard b.style == .white else { return [] }
            let ratio = Color.white.contrast(with: b.background)
            return when(ratio < minimumContrast, Message("apple-pay.button.style-white.white-button-has-contrast", ["background": .text("\(b.background)"), "ratio": .number(ratio)]))
        }

        package static let styleWhiteOutline = Rule(
            id: "apple-pay.button.style-white-outline", guidelines: ["apple-pay.button.style-white-outline"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.style-white-outline.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.style-white-outline.source-figure"),
                           source: "在白色或浅色背景上使用,不提供足够对比度。不要放在黑暗或饱和的背景上。")
        ) { b in
            guard b.style == .whiteOutline else { return [] }
            let ratio = Color.white.contrast(with: b.background)
            if ratio >= minimumContrast {
                return [Message("apple-pay.button.style-white-outline.white-outline-button-dark", ["background": .text("\(b.background)"), "ratio": .number(ratio)])]
            }
            let chroma = b.background.chroma * 100
            return when(chroma >= 50, Message("apple-pay.button.style-white-outline.white-outline-button-saturated", ["background": .text("\(b.background)"), "chroma": .number(chroma)]))
        }

        static let systemProvided = Rule(
            id: "apple-pay.button.system-provided", guidelines: ["apple-pay.offering.system-provided-button"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.system-provided.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.system-provided.source-figure"), source: "只使用Apple提供的API来显示Apple Pay按钮。")
        ) { b in
            when(b.providedBy == .custom, Message("apple-pay.button.system-provided.custom-payment-button-use"))
        }

        package static let neverDisabledOrHidden = Rule(
            id: "apple-pay.button.never-disabled-or-hidden", guidelines: ["apple-pay.offering.never-disable-or-hide-button"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.never-disabled-or-hidden.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.never-disabled-or-hidden.source-figure"), source: "不要禁用或隐藏Apple Pay按钮。")
        ) { b in
            guard b.state != .enabled else { return [] }
            return [Message(b.state == .disabled ? "apple-pay.button.never-disabled-or-hidden.disabled" : "apple-pay.button.never-disabled-or-hidden.hidden")]
        }

        package static let donateNonprofit = Rule(
            id: "apple-pay.button.donate-approved-nonprofit", guidelines: ["apple-pay.button.type-donate"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.donate-approved-nonprofit.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.donate-approved-nonprofit.source-figure"), source: "Approved nonprofits(获准的非营利组织)可以使用此按钮来促进捐赠。")
        ) { b in
            guard b.type == .donate else { return [] }
            return when(!b.approvedNonprofit, Message("apple-pay.button.donate-approved-nonprofit.only-approved-nonprofits-may"))
        }

        package static let inStoreIssuer = Rule(
            id: "apple-pay.button.in-store-card-issuer", guidelines: ["apple-pay.button.type-pay"], component: ApplePayButton.self,
            threshold: Message("apple-pay.button.in-store-card-issuer.threshold"),
            severity: .error,
            source: Figure(Message("apple-pay.button.in-store-card-issuer.source-figure"), source: "银行和信用卡发卡机构可以使用此按钮让用户在实体店中购物时快速将自己的卡放入电子钱包应用中。")
        ) { b in
            guard b.type == .inStore else { return [] }
            return when(!b.cardIssuer, Message("apple-pay.button.in-store-card-issuer.only-banks-card-issuers"))
        }
    }
}
