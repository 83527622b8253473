import ZhinanRules

/// The button on its background, with the clear space it needs and has, and its width.
extension ApplePayButton: Drawable {
    static let pictureName = Message("mockup.apple-pay-button.picture-name")

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

    static func draw(_ b: ApplePayButton, marking broken: BrokenRules, in language: Voice) -> Canvas {
        var svg = SVG(.applePay)
        let required = b.height / 10
        let pad = svg.px(Canvas.margin)
        // The clear space the rule measured, over the drawing.
        let clearBroken = broken.contains(Rules.clearSpace)
        let clearLabel = Message("mockup.apple-pay-button.clear-space-measure", ["space": .number(b.clearSpace), "relation": .text(clearBroken ? "<" : "≥"), "required": .number(required)])
        let top = svg.label(pad, pad + svg.px(13), clearLabel, language, tone: clearBroken ? .bad : .note).maxY + svg.px(4)
        // The surface the button sits on, with room for the clear space it needs and has.
        let margin = max(b.clearSpace, required) + svg.px(8)
        let surface = Box(x: pad + svg.px(3), y: top + svg.px(3), width: b.width + 2 * margin, height: b.height + 2 * margin)
        let styleBroken = broken.contains(Rules.styleBlack) || broken.contains(Rules.styleWhite) || broken.contains(Rules.styleWhiteOutline)
        svg.rect(surface.x, surface.y, surface.width, surface.height, rx: 6, fill: b.background.description, stroke: "#8E8E93", strokeWidth: svg.px(1))
        if styleBroken {
            svg.markBad(surface.x, surface.y, surface.width, surface.height, rx: 8)
        }
        let x = surface.x + margin, y = surface.y + margin
        let backdrop = Backdrop.fixed(b.background)
        // The clear space it needs (dotted) and the clear space it has (dashed).
        svg.annotate(rect: x - required, y - required, b.width + 2 * required, b.height + 2 * required, rx: b.cornerRadius + required,
                     tone: .guide, on: backdrop, dash: .dotted)
        svg.annotate(rect: x - b.clearSpace, y - b.clearSpace, b.width + 2 * b.clearSpace, b.height + 2 * b.clearSpace,
                     rx: b.cornerRadius + b.clearSpace, tone: clearBroken ? .bad : .note, on: backdrop, dash: .dashed)
        let (fill, ink, outline): (String, String, String?) = switch b.style {
        case .black, .automatic: ("#000000", "#FFFFFF", nil)
        case .white: ("#FFFFFF", "#000000", nil)
        case .whiteOutline: ("#FFFFFF", "#000000", "#000000")
        }
        let faded = b.state == .disabled ? 0.35 : (b.state == .hidden ? 0.08 : nil)
        svg.rect(x, y, b.width, b.height, rx: b.cornerRadius, fill: fill, stroke: outline, strokeWidth: 0.75, opacity: faded)
        let size = svg.letteringSize(b.height * 0.4)
        // A button too narrow for its label falls back to the plain one ("Apple Pay"), then to "Pay".
        let text = [label(b.type), label(.plain), "Pay"].first { SVG.estimatedWidth($0, size: size, bold: true) <= b.width - 8 } ?? "Pay"
        svg.lettering(x + b.width / 2, y + b.height * 0.64, text, size: size, fill: ink, fit: b.width - 4)
        if b.providedBy == .custom || broken.contains(Rules.neverDisabledOrHidden) || broken.contains(Rules.donateNonprofit)
            || broken.contains(Rules.inStoreIssuer) || broken.contains(Rules.tapAction) || broken.contains(Rules.setUpWhenNotSetUp) {
            svg.markBad(x, y, b.width, b.height, rx: b.cornerRadius + svg.px(3), on: backdrop)
        }
        // Its width, and the minimum it falls short of: the source's 32 pt, else today's 100 or 140 pt.
        let widthBroken = broken.contains(Rules.minimumWidth)
        let limit = broken.contains(Rules.minimumWidth, in: .source) ? 32 : Rules.currentMinimumWidth(b.type)
        svg.dimension(from: x, to: x + b.width, at: surface.maxY + svg.px(10),
                      label: Message.verbatim("\(SVG.n(b.width)) pt" + (widthBroken ? " < \(SVG.n(limit)) pt" : "")), language, bad: widthBroken)
        // Its height, where today's 30 pt minimum is not met.
        if broken.contains(Rules.minimumHeight) {
            svg.label(x, surface.maxY + svg.px(44), Message.verbatim("↕ \(SVG.n(b.height)) pt < \(SVG.n(Rules.currentMinimumHeight)) pt"), language, tone: .bad)
        }
        return Canvas(svg, family: .applePay)
    }
}
