import ZhinanRules

/// The mark with its clear space, marked when it is used as a button.
extension ApplePayMark: Drawable {
    static func draw(_ m: ApplePayMark, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.applePay)
        let x = svg.px(Canvas.margin) + svg.px(10) + m.clearSpace, y = x + svg.px(14)
        let measure = svg.label(svg.px(Canvas.margin), svg.px(Canvas.margin + 13), Message("mockup.apple-pay-mark.clear-space-measure", ["space": .number(m.clearSpace)]), language)
        svg.annotate(rect: x - m.clearSpace, y - m.clearSpace, m.width + 2 * m.clearSpace, m.height + 2 * m.clearSpace, rx: 6,
                     tone: .note, on: .page, dash: .dashed)
        svg.rect(x, y, m.width, m.height, rx: m.height * 0.16, fill: "#FFFFFF", stroke: "#000000", strokeWidth: 0.75)
        svg.lettering(x + m.width / 2, y + m.height * 0.63, "Pay", size: m.height * 0.42, fill: "#000000")
        let bad = broken.contains(Rules.markNotAButton), right = x + m.width + m.clearSpace
        svg.markBad(x, y, m.width, m.height, rx: 8, if: bad)
        switch m.role {
        case .paymentOption:
            // In a row with the other ways to pay the shop takes, cards standing in for them.
            for index in 0..<2 {
                let cardX = right + svg.px(6) + m.clearSpace + Double(index) * (m.width + 2 * m.clearSpace)
                svg.rect(cardX, y, m.width, m.height, rx: m.height * 0.16, fill: "#AEAEB2")
                svg.rect(cardX, y + m.height * 0.22, m.width, m.height * 0.18, fill: "#636366")
            }
        case .button:
            // A tap on it opens the payment sheet, as only the Apple Pay button may (the screen clear of the measure above).
            let start = max(right, measure.maxX + svg.px(6) - svg.px(TapOutcome.arrow))
            TapOutcome.draw(.paymentSheet, from: Box(x: x, y: y, width: m.width, height: m.height), right: start, bad: bad, on: &svg, in: language)
        }
        let foot = y + m.height + m.clearSpace + svg.px(10)
        svg.dimension(from: x, to: x + m.width, at: foot, label: Message.verbatim("\(SVG.n(m.width)) × \(SVG.n(m.height)) pt"), language, bad: false)
        if bad { svg.label(svg.px(Canvas.margin), foot + svg.px(36), Message("mockup.apple-pay-mark.used-as-button"), language, tone: .bad) }
        return svg
    }
}
