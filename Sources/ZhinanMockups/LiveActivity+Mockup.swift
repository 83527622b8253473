import ZhinanRules

/// The Lock Screen in light and dark mode with the margins, and StandBy at its scale.
extension LiveActivity: Drawable {
    static let pictureName = Localized("锁定屏幕上的 Live Activity", "鎖定畫面上的 Live Activity", "Live Activity on the Lock Screen")

    static func draw(_ a: LiveActivity, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        let screen = a.width + a.leadingMargin + a.trailingMargin
        let pad = 16.0, gap = 24.0
        var svg = SVG()
        let marginsBroken = broken.contains(Rules.margins)
        let colorsBroken = broken.contains(Rules.colorsConsistent)
        for (index, (mode, palette, wallpaper)) in [(Words.light, a.light, "#C7D2E0"), (Words.dark, a.dark, "#1C2430")].enumerated() {
            let x = pad + Double(index) * (screen + gap), y = pad + 18
            svg.text(x, pad + 8, mode[language], size: 12, cls: colorsBroken ? "zm-bad-text" : "zm-note-text")
            svg.rect(x, y, screen, a.height + 40, rx: 18, fill: wallpaper)
            svg.rect(x + a.leadingMargin, y + 20, a.width, a.height, rx: 22, fill: palette.background.description,
                     cls: colorsBroken ? "zm-bad-stroke" : nil)
            svg.text(x + a.leadingMargin + 16, y + 48, "Live Activity", size: 17, fill: palette.foreground.description, weight: "600")
            svg.rect(x + a.leadingMargin + 16, y + 62, a.width * 0.6, 8, rx: 4, fill: palette.foreground.description, opacity: 0.6)
            svg.dimension(from: x, to: x + a.leadingMargin, at: y + 20 + a.height + 10,
                          label: SVG.n(a.leadingMargin), bad: marginsBroken && abs(a.leadingMargin - 14) > 0.01)
            svg.dimension(from: x + screen - a.trailingMargin, to: x + screen, at: y + 20 + a.height + 10,
                          label: SVG.n(a.trailingMargin), bad: marginsBroken && abs(a.trailingMargin - 14) > 0.01)
        }
        // StandBy: the phone on its side, the Lock Screen layout scaled up (drawn at half size).
        let standbyTop = pad + 18 + a.height + 40 + 34
        let phoneWidth = 852.0 / 2, phoneHeight = 393.0 / 2
        let scaleBroken = broken.contains(Rules.standbyScale)
        svg.text(pad, standbyTop - 8, "StandBy · \(SVG.n(a.standbyScale * 100))%" + (scaleBroken ? " ≠ 200%" : ""), size: 12,
                 cls: scaleBroken ? "zm-bad-text" : "zm-note-text")
        svg.rect(pad, standbyTop, phoneWidth, phoneHeight, rx: 20, fill: "#000000")
        let cardWidth = min(a.width * a.standbyScale / 2, phoneWidth - 24), cardHeight = min(a.height * a.standbyScale / 2, phoneHeight - 24)
        svg.rect(pad + (phoneWidth - cardWidth) / 2, standbyTop + (phoneHeight - cardHeight) / 2, cardWidth, cardHeight, rx: 22 * a.standbyScale / 2,
                 fill: a.dark.background.description, cls: scaleBroken ? "zm-bad-stroke" : nil)
        svg.text(pad + (phoneWidth - cardWidth) / 2 + 16, standbyTop + (phoneHeight - cardHeight) / 2 + 30, "Live Activity",
                 size: 17 * a.standbyScale / 2, fill: a.dark.foreground.description, weight: "600")
        // What happens over time cannot be drawn in one picture; it is written under it.
        var bottom = standbyTop + phoneHeight + 8
        if broken.contains(Rules.removeWhenEnded) {
            svg.text(pad, bottom + 12, Words.lingers[language], size: 12, cls: "zm-bad-text")
            bottom += 16
        }
        let width = max(2 * screen + gap + 2 * pad, phoneWidth + 2 * pad)
        return Canvas(width: width, height: bottom + pad, svg: svg, scale: min(1, 640 / width))
    }
}

extension Words {
    static let light = Localized("浅色模式", "淺色模式", "Light Mode")
    static let dark = Localized("深色模式", "深色模式", "Dark Mode")
    static let lingers = Localized("结束后仍留在锁定屏幕上", "結束後仍留在鎖定畫面上", "stays on the Lock Screen after it ends")
}
