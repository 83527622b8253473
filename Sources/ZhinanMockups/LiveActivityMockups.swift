import ZhinanRules

/// A Live Activity on the Lock Screen in light and dark mode, with its margins; the Dynamic Island
/// in each presentation with its content's radii and margins against the island's own.
enum LiveActivityMockups {
    static func lockScreen(_ a: LiveActivity, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        let screen = a.width + a.leadingMargin + a.trailingMargin
        let pad = 16.0, gap = 24.0
        var svg = SVG()
        let marginsBroken = broken.contains("live-activities.lock-screen.margins")
        let colorsBroken = broken.contains("live-activities.lock-screen.colors-consistent")
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
        let scaleBroken = broken.contains("live-activities.standby.scale")
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
        if broken.contains("live-activities.lock-screen.remove-when-ended") {
            svg.text(pad, bottom + 12, Words.lingers[language], size: 12, cls: "zm-bad-text")
            bottom += 16
        }
        let width = max(2 * screen + gap + 2 * pad, phoneWidth + 2 * pad)
        return Canvas(width: width, height: bottom + pad, svg: svg, scale: min(1, 640 / width))
    }

    static func island(_ i: DynamicIsland, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        let pad = 24.0
        let x = pad, y = pad + 16
        var svg = SVG()
        let kind = i.presentation.rawValue
        let concentricBroken = broken.contains("live-activities.dynamic-island.concentric.\(kind)")
        let marginsBroken = broken.contains("live-activities.dynamic-island.even-margins.\(kind)")
        svg.rect(x, y, i.width, i.height, rx: i.cornerRadius, fill: "#000000")
        // The sensors: a pill at the top centre of the island.
        let sensorWidth = min(126, i.width * 0.55), sensorHeight = min(36.67, i.height)
        if i.presentation != .minimal {
            svg.rect(x + (i.width - sensorWidth) / 2, y, sensorWidth, sensorHeight, rx: sensorHeight / 2, fill: "#1C1C1E", stroke: "#3A3A3C", strokeWidth: 0.5)
        }
        // Content, inset from the island's edges.
        for (index, e) in i.elements.enumerated() {
            let w = i.width - e.leading - e.trailing, h = i.height - e.top - e.bottom
            let inset = min(e.top, e.leading, e.bottom, e.trailing)
            let expected = max(i.cornerRadius - inset, 0)
            let bad = (concentricBroken && abs(e.cornerRadius - expected) > 0.5) || marginsBroken
            // Where a concentric shape would run: dotted, for comparison.
            svg.rect(x + inset, y + inset, i.width - 2 * inset, i.height - 2 * inset, rx: expected, cls: "zm-guide")
            svg.rect(x + e.leading, y + e.top, w, h, rx: min(e.cornerRadius, min(w, h) / 2), fill: index == 0 ? "#30D158" : "#0A84FF",
                     cls: bad ? "zm-bad-stroke" : nil)
            svg.text(x + i.width + 10, y + 12 + Double(index) * 14,
                     "r \(SVG.n(e.cornerRadius)) \(abs(e.cornerRadius - expected) > 0.5 ? "≠" : "=") \(SVG.n(i.cornerRadius)) − \(SVG.n(inset))",
                     size: 11, cls: bad ? "zm-bad-text" : "zm-note-text")
        }
        if let leading = i.leading { side(&svg, leading, x: x, y: y, height: i.height, atLeading: true, bad: broken.contains("live-activities.dynamic-island.compact-narrow")) }
        if let trailing = i.trailing { side(&svg, trailing, x: x + i.width - trailing.width, y: y, height: i.height, atLeading: false, bad: broken.contains("live-activities.dynamic-island.compact-narrow")) }
        if let top = i.contentTop {
            let forehead = broken.contains("live-activities.dynamic-island.no-forehead")
            svg.line(x - 6, y + top, x + i.width + 6, y + top, cls: forehead ? "zm-bad zm-dash" : "zm-note zm-dash")
            if forehead {
                svg.rect(x + 4, y + 2, i.width - 8, top - 2, rx: i.cornerRadius * 0.6, cls: "zm-bad")
                svg.text(x + i.width / 2, y + top / 2 + 4, Words.forehead[language], size: 12, anchor: "middle", cls: "zm-bad-text")
            }
        }
        if i.presentation != .expanded, !i.shows.isEmpty {
            let justLogo = broken.contains("live-activities.dynamic-island.minimal-not-just-logo")
                || broken.contains("live-activities.dynamic-island.compact-informative")
            svg.text(x + i.width + 10, y + i.height - 4, i.shows.joined(separator: " + "), size: 11, cls: justLogo ? "zm-bad-text" : "zm-note-text")
        }
        svg.text(x, pad + 4, "R \(SVG.n(i.cornerRadius)) pt · \(SVG.n(i.width)) × \(SVG.n(i.height)) pt", size: 11, cls: "zm-note-text")
        let width = i.width + 2 * pad + 110
        return Canvas(width: width, height: i.height + 2 * pad + 20, svg: svg, scale: min(2, 520 / width))
    }

    /// One side of the compact view: its width, and the part of it the content uses.
    static func side(_ svg: inout SVG, _ s: DynamicIsland.Side, x: Double, y: Double, height: Double, atLeading: Bool, bad: Bool) {
        let contentX = atLeading ? x + s.margin : x + s.width - s.margin - s.contentWidth
        svg.rect(contentX, y + height * 0.22, s.contentWidth, height * 0.56, rx: height * 0.28, fill: "#FF9F0A")
        let waste = s.width - s.contentWidth - 2 * s.margin
        if bad && waste > 0.5 {
            let wasteX = atLeading ? contentX + s.contentWidth : x + s.margin
            svg.rect(wasteX, y + 3, waste, height - 6, cls: "zm-bad zm-dash")
        }
        svg.dimension(from: x, to: x + s.width, at: y + height + 12, label: "\(SVG.n(s.width)) pt", bad: bad)
    }
}

extension Words {
    static let light = Localized("浅色模式", "淺色模式", "Light Mode")
    static let dark = Localized("深色模式", "深色模式", "Dark Mode")
    static let forehead = Localized("“额头”", "「額頭」", "“forehead”")
    static let lingers = Localized("结束后仍留在锁定屏幕上", "結束後仍留在鎖定畫面上", "stays on the Lock Screen after it ends")
}
