import ZhinanRules

/// The Apple Pay button on its background with its clear space and width; the mark; a checkout page.
enum ApplePayMockups {
    /// What the button says, as a neutral stand-in for the system's artwork.
    static func label(_ type: ApplePayButton.ButtonType) -> String {
        switch type {
        case .plain: "Apple Pay"
        case .buy: "Buy with Apple Pay"
        case .setUp: "Set up Apple Pay"
        case .inStore: "Pay with Apple Pay"
        case .donate: "Donate with Apple Pay"
        case .checkOut: "Check out with Apple Pay"
        case .book: "Book with Apple Pay"
        case .subscribe: "Subscribe with Apple Pay"
        case .reload: "Reload with Apple Pay"
        case .addMoney: "Add Money with Apple Pay"
        case .topUp: "Top Up with Apple Pay"
        case .order: "Order with Apple Pay"
        case .rent: "Rent with Apple Pay"
        case .support: "Support with Apple Pay"
        case .contribute: "Contribute with Apple Pay"
        case .tip: "Tip with Apple Pay"
        case .continue: "Continue with Apple Pay"
        }
    }

    static func button(_ b: ApplePayButton, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        let required = b.height / 10
        let margin = max(b.clearSpace, required) + 14
        let pad = 24.0
        let x = pad + margin, y = pad + margin
        let width = b.width + 2 * (pad + margin), height = b.height + 2 * (pad + margin) + 30
        var svg = SVG()
        // The surface the button sits on.
        let styleBroken = broken.contains("apple-pay.button.style-black") || broken.contains("apple-pay.button.style-white")
            || broken.contains("apple-pay.button.style-white-outline")
        svg.rect(pad, pad, b.width + 2 * margin, b.height + 2 * margin, rx: 6, fill: b.background.description,
                 stroke: "#8E8E93", strokeWidth: 0.5, cls: styleBroken ? "zm-bad-stroke" : nil)
        // The clear space it needs (dotted) and the clear space it has (dashed).
        let clearBroken = broken.contains("apple-pay.button.clear-space")
        svg.rect(x - required, y - required, b.width + 2 * required, b.height + 2 * required, rx: b.cornerRadius + required, cls: "zm-guide")
        svg.rect(x - b.clearSpace, y - b.clearSpace, b.width + 2 * b.clearSpace, b.height + 2 * b.clearSpace,
                 rx: b.cornerRadius + b.clearSpace, cls: clearBroken ? "zm-bad zm-dash" : "zm-note zm-dash")
        // The button.
        let (fill, ink, outline): (String, String, String?) = switch b.style {
        case .black, .automatic: ("#000000", "#FFFFFF", nil)
        case .white: ("#FFFFFF", "#000000", nil)
        case .whiteOutline: ("#FFFFFF", "#000000", "#000000")
        }
        let faded = b.state == .disabled ? 0.35 : (b.state == .hidden ? 0.08 : nil)
        svg.rect(x, y, b.width, b.height, rx: b.cornerRadius, fill: fill, stroke: outline, strokeWidth: 0.75, opacity: faded)
        svg.text(x + b.width / 2, y + b.height * 0.62, label(b.type), size: b.height * 0.4, anchor: "middle", fill: ink,
                 weight: "600", fit: b.width - 8)
        if b.providedBy == .custom || broken.contains("apple-pay.button.never-disabled-or-hidden") || broken.contains("apple-pay.button.donate-approved-nonprofit")
            || broken.contains("apple-pay.button.in-store-card-issuer") {
            svg.rect(x - 2, y - 2, b.width + 4, b.height + 4, rx: b.cornerRadius + 2, cls: "zm-bad")
        }
        // Width, and the clear space the rule measured.
        let widthBroken = broken.contains("apple-pay.button.minimum-width")
        let under = pad + b.height + 2 * margin + 14
        svg.dimension(from: x, to: x + b.width, at: under,
                      label: "\(SVG.n(b.width)) pt" + (widthBroken ? " < 32 pt" : ""), bad: widthBroken)
        svg.text(pad + 4, pad - 8, "\(Words.clearSpace[language]) \(SVG.n(b.clearSpace)) pt" + (clearBroken ? " < \(SVG.n(required)) pt" : " ≥ \(SVG.n(required)) pt"),
                 size: 11, cls: clearBroken ? "zm-bad-text" : "zm-note-text")
        return Canvas(width: width, height: height, svg: svg, scale: min(2, 420 / width))
    }

    static func mark(_ m: ApplePayMark, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        let pad = 24.0 + m.clearSpace
        var svg = SVG()
        svg.rect(pad - m.clearSpace, pad - m.clearSpace, m.width + 2 * m.clearSpace, m.height + 2 * m.clearSpace, rx: 6, cls: "zm-note zm-dash")
        svg.rect(pad, pad, m.width, m.height, rx: m.height * 0.16, fill: "#FFFFFF", stroke: "#000000", strokeWidth: 0.75)
        svg.text(pad + m.width / 2, pad + m.height * 0.63, "Pay", size: m.height * 0.42, anchor: "middle", fill: "#000000", weight: "600")
        let asButton = broken.contains("apple-pay.mark.not-a-button")
        if asButton {
            svg.rect(pad - 3, pad - 3, m.width + 6, m.height + 6, rx: 8, cls: "zm-bad")
            svg.text(pad + m.width + 10, pad + m.height / 2 + 4, Words.usedAsButton[language], size: 11, cls: "zm-bad-text")
        }
        let width = m.width + 2 * pad + (asButton ? 110 : 0)
        return Canvas(width: width, height: m.height + 2 * pad, svg: svg, scale: min(2, 420 / width))
    }

    static func layout(_ l: CheckoutLayout, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        let pad = 20.0
        let bottom = max(l.viewportHeight, l.elements.map(\.maxY).max() ?? 0) + 40
        var svg = SVG()
        // The screen, and where it ends: what is below needs scrolling.
        svg.rect(pad, pad, l.viewportWidth, l.viewportHeight, rx: 28, fill: "#F2F2F7", stroke: "#8E8E93", strokeWidth: 1)
        svg.line(pad - 8, pad + l.viewportHeight, pad + l.viewportWidth + 8, pad + l.viewportHeight, cls: "zm-note zm-dash")
        for element in l.elements {
            let bad: Bool = switch element.kind {
            case .applePayButton: broken.contains("apple-pay.button.placement") || broken.contains("apple-pay.button.visible-without-scrolling")
                || broken.contains("apple-pay.button.size-relative") || broken.contains("apple-pay.offering.only-where-supported")
            case .paymentButton: broken.contains("apple-pay.button.size-relative")
                && (element.width > (l.applePayButton?.width ?? 0) || element.height > (l.applePayButton?.height ?? 0))
            case .addToCart: broken.contains("apple-pay.button.placement")
            }
            let (fill, ink, name): (String, String, String) = switch element.kind {
            case .applePayButton: ("#000000", "#FFFFFF", "Apple Pay")
            case .paymentButton: ("#FFC439", "#1C1C1E", Words.otherPayment[language])
            case .addToCart: ("#0A84FF", "#FFFFFF", Words.addToCart[language])
            }
            svg.rect(pad + element.x, pad + element.y, element.width, element.height, rx: 8, fill: fill,
                     cls: bad ? "zm-bad-stroke" : nil)
            svg.text(pad + element.x + element.width / 2, pad + element.y + element.height / 2 + 6, name, size: 16, anchor: "middle",
                     fill: ink, weight: "600", fit: element.width - 8)
        }
        if !l.deviceSupportsApplePay {
            svg.text(pad + 16, pad + 40, Words.noApplePay[language], size: 18, cls: broken.contains("apple-pay.offering.only-where-supported") ? "zm-bad-text" : "zm-note-text")
        }
        return Canvas(width: l.viewportWidth + 2 * pad, height: bottom + pad, svg: svg, scale: 0.5)
    }
}

extension Words {
    static let clearSpace = Localized("留白", "留白", "clear space")
    static let usedAsButton = Localized("用作按钮", "用作按鈕", "used as a button")
    static let otherPayment = Localized("其他付款", "其他付款", "Other payment")
    static let addToCart = Localized("加入购物车", "加入購物車", "Add to Cart")
    static let noApplePay = Localized("此设备不支持 Apple Pay", "此裝置不支援 Apple Pay", "This device has no Apple Pay")
}
