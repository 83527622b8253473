import ZhinanRules

/// The mark with its clear space, marked when it is used as a button.
extension ApplePayMark: Drawable {
    static let pictureName = Localized("Apple Pay 标记", "Apple Pay 標記", "Apple Pay mark")

    static func draw(_ m: ApplePayMark, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        let pad = 24.0 + m.clearSpace
        var svg = SVG()
        svg.rect(pad - m.clearSpace, pad - m.clearSpace, m.width + 2 * m.clearSpace, m.height + 2 * m.clearSpace, rx: 6, cls: "zm-note zm-dash")
        svg.rect(pad, pad, m.width, m.height, rx: m.height * 0.16, fill: "#FFFFFF", stroke: "#000000", strokeWidth: 0.75)
        svg.text(pad + m.width / 2, pad + m.height * 0.63, "Pay", size: m.height * 0.42, anchor: "middle", fill: "#000000", weight: "600")
        let asButton = broken.contains(Rules.markNotAButton)
        if asButton {
            svg.rect(pad - 3, pad - 3, m.width + 6, m.height + 6, rx: 8, cls: "zm-bad")
            svg.text(pad + m.width + 10, pad + m.height / 2 + 4, Words.usedAsButton[language], size: 11, cls: "zm-bad-text")
        }
        let width = m.width + 2 * pad + (asButton ? 110 : 0)
        return Canvas(width: width, height: m.height + 2 * pad, svg: svg, scale: min(2, 420 / width))
    }
}

extension Words {
    static let usedAsButton = Localized("用作按钮", "用作按鈕", "used as a button")
}
