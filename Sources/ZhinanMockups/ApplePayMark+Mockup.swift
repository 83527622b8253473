import ZhinanRules

/// The mark with its clear space, marked when it is used as a button.
extension ApplePayMark: Drawable {
    static func draw(_ m: ApplePayMark, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.applePay)
        let x = svg.px(Canvas.margin) + svg.px(10) + m.clearSpace, y = x + svg.px(14)
        svg.label(svg.px(Canvas.margin), svg.px(Canvas.margin + 13), Message("mockup.apple-pay-mark.clear-space-measure", ["space": .number(m.clearSpace)]), language)
        svg.annotate(rect: x - m.clearSpace, y - m.clearSpace, m.width + 2 * m.clearSpace, m.height + 2 * m.clearSpace, rx: 6,
                     tone: .note, on: .page, dash: .dashed)
        svg.rect(x, y, m.width, m.height, rx: m.height * 0.16, fill: "#FFFFFF", stroke: "#000000", strokeWidth: 0.75)
        svg.lettering(x + m.width / 2, y + m.height * 0.63, "Pay", size: m.height * 0.42, fill: "#000000")
        if broken.contains(Rules.markNotAButton) {
            svg.markBad(x, y, m.width, m.height, rx: 8)
            svg.label(x + m.width + m.clearSpace + svg.px(10), y + m.height / 2 + svg.px(4), Message("mockup.apple-pay-mark.used-as-button"), language, tone: .bad)
        }
        svg.dimension(from: x, to: x + m.width, at: y + m.height + m.clearSpace + svg.px(10), label: Message.verbatim("\(SVG.n(m.width)) × \(SVG.n(m.height)) pt"),
                      language, bad: false)
        return svg
    }
}
