import ZhinanRules

/// The button on its background, with the clear space it needs and has, and its width.
extension ApplePayButton: Drawable {
    static let pictureName = Localized("Apple Pay 按钮", "Apple Pay 按鈕", "Apple Pay button")

    /// What the button says, as a neutral stand-in for the system's artwork.
    static func label(_ type: ButtonType) -> String {
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

    static func draw(_ b: ApplePayButton, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        let required = b.height / 10
        let margin = max(b.clearSpace, required) + 14
        let pad = 24.0
        let x = pad + margin, y = pad + margin
        let width = b.width + 2 * (pad + margin), height = b.height + 2 * (pad + margin) + 30
        var svg = SVG()
        // The surface the button sits on.
        let styleBroken = broken.contains(Rules.styleBlack) || broken.contains(Rules.styleWhite)
            || broken.contains(Rules.styleWhiteOutline)
        svg.rect(pad, pad, b.width + 2 * margin, b.height + 2 * margin, rx: 6, fill: b.background.description,
                 stroke: "#8E8E93", strokeWidth: 0.5, cls: styleBroken ? "zm-bad-stroke" : nil)
        // The clear space it needs (dotted) and the clear space it has (dashed).
        let clearBroken = broken.contains(Rules.clearSpace)
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
        if b.providedBy == .custom || broken.contains(Rules.neverDisabledOrHidden) || broken.contains(Rules.donateNonprofit)
            || broken.contains(Rules.inStoreIssuer) {
            svg.rect(x - 2, y - 2, b.width + 4, b.height + 4, rx: b.cornerRadius + 2, cls: "zm-bad")
        }
        // Width, and the clear space the rule measured.
        let widthBroken = broken.contains(Rules.minimumWidth)
        let under = pad + b.height + 2 * margin + 14
        svg.dimension(from: x, to: x + b.width, at: under,
                      label: "\(SVG.n(b.width)) pt" + (widthBroken ? " < 32 pt" : ""), bad: widthBroken)
        svg.text(pad + 4, pad - 8, "\(Words.clearSpace[language]) \(SVG.n(b.clearSpace)) pt" + (clearBroken ? " < \(SVG.n(required)) pt" : " ≥ \(SVG.n(required)) pt"),
                 size: 11, cls: clearBroken ? "zm-bad-text" : "zm-note-text")
        return Canvas(width: width, height: height, svg: svg, scale: min(2, 420 / width))
    }
}

extension Words {
    static let clearSpace = Localized("留白", "留白", "clear space")
}
