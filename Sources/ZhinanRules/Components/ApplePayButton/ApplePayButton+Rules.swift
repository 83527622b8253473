/// The rules of ApplePayButton: the button: size, clear space, style against its background, who may show which type.
extension ApplePayButton {
    package static let rules: [Rule] = [
        Rules.minimumWidth, Rules.minimumHeight, Rules.clearSpace, Rules.styleBlack, Rules.styleWhite, Rules.styleWhiteOutline, Rules.systemProvided,
        Rules.neverDisabledOrHidden, Rules.donateNonprofit, Rules.inStoreIssuer, Rules.tapAction, Rules.setUpWhenNotSetUp,
    ]

    package enum Rules {
        /// Apple's current minimum width: 100 pt for the plain button, 140 pt for every other type.
        package static func currentMinimumWidth(_ type: ButtonType) -> Double { type == .plain ? 100 : 140 }
        /// Apple's current minimum height, for every type.
        package static let currentMinimumHeight = 30.0
        static let specifications = "Human Interface Guidelines, “Apple Pay” › Specifications; Apple Pay on the Web, “Displaying Apple Pay buttons using CSS”"

        package static let minimumWidth = rule(
            id: "apple-pay.button.minimum-width", severity: .error,
            source: .stated(Message(".source-figure"), from: "所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。"),
            current: .stated(Message(".current-figure"), threshold: Message(".current-threshold"), from: specifications)
        ) { b, edition in
            switch edition {
            case .source: return when(b.width < 32, Message(".width-below-minimum-width", ["width": .number(b.width)]))
            case .current:
                let minimum = currentMinimumWidth(b.type)
                return when(b.width < minimum, Message(".width-below-current",
                                                       ["width": .number(b.width), "minimum": .number(minimum), "type": .message(b.type.name)]))
            }
        }

        /// Only current guidance states a minimum height (30 pt); the source documents give a width alone.
        package static let minimumHeight = rule(
            id: "apple-pay.button.minimum-height", guidelines: ["apple-pay.button.minimum-width"], severity: .error,
            source: .silent,
            current: .stated(Message(".current-figure"), from: specifications)
        ) { b, _ in when(b.height < currentMinimumHeight, Message(".height-below", ["height": .number(b.height)])) }

        package static let clearSpace = rule(
            id: "apple-pay.button.clear-space", severity: .error,
            source: "Apple Pay按钮周围所需的最小清晰空间是按钮高度的1/10。"
        ) { b in clearSpaceProblems(".clear-space-less-than", b.clearSpace, height: b.height) }

        /// A button of `style`, drawn in `fill`, that stands out too little from its background, said by the message `key`.
        static func lowContrast(_ b: ApplePayButton, _ style: Style, fill: Color, _ key: String) -> [Message] {
            let ratio = fill.contrast(with: b.background)
            return when(b.style == style && ratio < Color.minimumContrast, Message(key, ["background": .text("\(b.background)"), "ratio": .number(ratio)]))
        }

        package static let styleBlack = rule(
            id: "apple-pay.button.style-black", severity: .error,
            source: "用提供足够对比度的白色或浅色背景,请勿在黑色或深色背景上使用。"
        ) { b in lowContrast(b, .black, fill: .black, ".black-button-has-contrast") }

        package static let styleWhite = rule(
            id: "apple-pay.button.style-white", severity: .error,
            source: "用提供足够对比度的深色或彩色背景。"
        ) { b in lowContrast(b, .white, fill: .white, ".white-button-has-contrast") }

        package static let styleWhiteOutline = rule(
            id: "apple-pay.button.style-white-outline", severity: .error,
            source: "在白色或浅色背景上使用,不提供足够对比度。不要放在黑暗或饱和的背景上。"
        ) { b in
            guard b.style == .whiteOutline else { return [] }
            let ratio = Color.white.contrast(with: b.background)
            if ratio >= Color.minimumContrast {
                return [Message(".white-outline-button-dark", ["background": .text("\(b.background)"), "ratio": .number(ratio)])]
            }
            let chroma = b.background.chroma * 100
            return when(chroma >= 50, Message(".white-outline-button-saturated", ["background": .text("\(b.background)"), "chroma": .number(chroma)]))
        }

        static let systemProvided = rule(
            id: "apple-pay.button.system-provided", guidelines: ["apple-pay.offering.system-provided-button"], severity: .error,
            source: "只使用Apple提供的API来显示Apple Pay按钮。", broken: { b in b.providedBy == .custom }, Message(".custom-payment-button-use"))

        package static let neverDisabledOrHidden = rule(
            id: "apple-pay.button.never-disabled-or-hidden", guidelines: ["apple-pay.offering.never-disable-or-hide-button"], severity: .error,
            source: "不要禁用或隐藏Apple Pay按钮。"
        ) { b in when(b.state != .enabled, Message(b.state == .disabled ? ".disabled" : ".hidden")) }

        package static let donateNonprofit = rule(
            id: "apple-pay.button.donate-approved-nonprofit", guidelines: ["apple-pay.button.type-donate"], severity: .error,
            source: "Approved nonprofits(获准的非营利组织)可以使用此按钮来促进捐赠。", broken: { b in b.type == .donate && !b.approvedNonprofit }, Message(".only-approved-nonprofits-may"))

        package static let tapAction = rule(
            id: "apple-pay.button.tap-action", guidelines: ["apple-pay.button.type-buy", "apple-pay.button.type-set-up"], severity: .warning,  // “应显示”, “应该启动”: should
            source: "如果Apple Pay已设置,则点击此按钮应显示付款表单,用户可在其中完成结帐流程。"
        ) { b in
            let expected: TapAction = b.type == .setUp || !b.walletSetUp ? .addCard : .paymentSheet
            guard let action = b.onTap, action != expected else { return [] }
            return [Message(expected == .paymentSheet ? ".should-show-sheet" : ".should-add-card",
                            ["action": .message(Message(".action.\(action.rawValue)"))])]
        }

        package static let setUpWhenNotSetUp = rule(
            id: "apple-pay.button.set-up-when-not-set-up", guidelines: ["apple-pay.button.type-set-up", "apple-pay.button.type-buy"],
            severity: .warning,  // “请考虑”, “最好”: consider, it is best
            source: "当设备支持Apple Pay但尚未设置Apple Pay时,请考虑在结帐页面上显示此按钮。"
        ) { b in when(!b.walletSetUp && b.type != .setUp, Message(".other-type", ["type": .message(b.type.name)])) }

        package static let inStoreIssuer = rule(
            id: "apple-pay.button.in-store-card-issuer", guidelines: ["apple-pay.button.type-pay"], severity: .error,
            source: "银行和信用卡发卡机构可以使用此按钮让用户在实体店中购物时快速将自己的卡放入电子钱包应用中。", broken: { b in b.type == .inStore && !b.cardIssuer }, Message(".only-banks-card-issuers"))
    }
}
