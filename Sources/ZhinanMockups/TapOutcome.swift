import ZhinanRules

/// What a tap on an Apple Pay button shows beside it, on a small phone screen: the payment sheet, Wallet adding a card, or the app's card form.
enum TapOutcome {
    static let screen = (width: 96.0, height: 150.0), arrow = 28.0

    static func draw(_ action: ApplePayButton.TapAction, from button: Box, right: Double, bad: Bool, on svg: inout SVG, in language: Voice) {
        let x = right + svg.px(arrow), y = max(svg.px(Canvas.margin), button.y + button.height / 2 - screen.height / 2)
        // The tap: an arrow from the button to the screen it opens.
        let arrowY = button.y + button.height / 2
        svg.annotate(line: right + svg.px(4), arrowY, x - svg.px(4), arrowY, tone: bad ? .bad : .note, on: .page)
        svg.annotate(path: SVG.polyline([(x - svg.px(9), arrowY - svg.px(4)), (x - svg.px(4), arrowY), (x - svg.px(9), arrowY + svg.px(4))]),
                     tone: bad ? .bad : .note)
        svg.rect(x, y, screen.width, screen.height, rx: 12, fill: "#F2F2F7", stroke: "#8E8E93", strokeWidth: svg.px(1), cls: "zm-screen")
        let content = switch action { case .paymentSheet: PhoneScreen.sheet; case .addCard: PhoneScreen.card; case .other: PhoneScreen.form }
        content(&svg, x, y, screen.width, screen.height)
        svg.markBad(x, y, screen.width, screen.height, rx: 14, if: bad)
        svg.label(x + screen.width / 2, y + screen.height + svg.px(16), Message("mockup.apple-pay-button.tap.\(action.rawValue)"), language,
                  anchor: .middle, tone: bad ? .bad : .note)
    }
}

/// What the payment flows put on a phone's screen in small. Like the screen (`zm-screen`), its surfaces carry
/// classes the stylesheet gives dark variants (`zm-sheet`, `zm-bar`): no white slab on a dark page.
enum PhoneScreen {
    /// A grey bar standing in for a line of text.
    static func bar(_ svg: inout SVG, _ x: Double, _ y: Double, _ w: Double, height: Double = 5) {
        svg.rect(x, y, w, height, rx: height / 2, fill: "#C7C7CC", cls: "zm-bar")
    }

    /// The payment sheet, risen from the bottom: a title, rows, and the pay line over its total.
    static func sheet(_ svg: inout SVG, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let top = y + h * 0.38
        svg.rect(x + 3, top, w - 6, y + h - 3 - top, rx: 9, fill: "#FFFFFF", cls: "zm-sheet")
        svg.lettering(x + 10, top + 16, "Apple Pay", size: 11, anchor: "start", fill: "#000000", cls: "zm-ink")
        for row in 0..<3 { bar(&svg, x + 10, top + 26 + Double(row) * 11, w * (row == 1 ? 0.45 : 0.6)) }
        bar(&svg, x + 10, top + 62, w * 0.35, height: 6)
        svg.rect(x + 10, y + h - 24, w - 20, 14, rx: 7, fill: "#000000", cls: "zm-sheet-button")
    }

    /// Wallet's screens that add a card.
    static func card(_ svg: inout SVG, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        svg.rect(x + 14, y + 34, w - 28, (w - 28) * 0.63, rx: 6, fill: "#8E8E93")
        svg.lettering(x + w / 2, y + 34 + (w - 28) * 0.4, "+", size: 16, fill: "#FFFFFF")
        bar(&svg, x + 18, y + 100, w - 36)
        bar(&svg, x + 26, y + 112, w - 52)
    }

    /// The app's own form asking for the card's number, expiry and code.
    static func form(_ svg: inout SVG, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        bar(&svg, x + 10, y + 20, w * 0.5, height: 6)
        for row in 0..<4 {
            svg.rect(x + 10, y + 36 + Double(row) * 22, w - 20, 15, rx: 3, fill: "#FFFFFF", stroke: "#8E8E93", strokeWidth: svg.px(1), cls: "zm-sheet")
        }
    }
}
