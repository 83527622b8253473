import ZhinanRules

/// The island in each presentation: its content's radii and margins against the island's own,
/// the sides of the compact view, the sensors and a "forehead" in the expanded view.
extension DynamicIslandPresentation {
    static func draw(_ presentation: Self, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        let i = presentation.island
        let pad = 24.0
        let x = pad, y = pad + 16
        var svg = SVG()
        let concentricBroken = broken.contains(Self.concentric)
        let marginsBroken = broken.contains(Self.evenMargins)
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
        if let leading = i.leading { side(&svg, leading, x: x, y: y, height: i.height, atLeading: true, bad: broken.contains(DynamicIslandCompact.Rules.compactNarrow)) }
        if let trailing = i.trailing { side(&svg, trailing, x: x + i.width - trailing.width, y: y, height: i.height, atLeading: false, bad: broken.contains(DynamicIslandCompact.Rules.compactNarrow)) }
        if let top = i.contentTop {
            let forehead = broken.contains(DynamicIslandExpanded.Rules.noForehead)
            svg.line(x - 6, y + top, x + i.width + 6, y + top, cls: forehead ? "zm-bad zm-dash" : "zm-note zm-dash")
            if forehead {
                svg.rect(x + 4, y + 2, i.width - 8, top - 2, rx: i.cornerRadius * 0.6, cls: "zm-bad")
                svg.text(x + i.width / 2, y + top / 2 + 4, Words.forehead[language], size: 12, anchor: "middle", cls: "zm-bad-text")
            }
        }
        if i.presentation != .expanded, !i.shows.isEmpty {
            let justLogo = broken.contains(DynamicIslandMinimal.Rules.minimalNotJustLogo)
                || broken.contains(DynamicIslandCompact.Rules.compactInformative)
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

extension DynamicIslandCompact: Drawable {
    static let pictureName = Localized("Dynamic Island 紧凑视图", "Dynamic Island 緊湊視圖", "Dynamic Island, compact")
}

extension DynamicIslandMinimal: Drawable {
    static let pictureName = Localized("Dynamic Island 最小视图", "Dynamic Island 最小視圖", "Dynamic Island, minimal")
}

extension DynamicIslandExpanded: Drawable {
    static let pictureName = Localized("Dynamic Island 扩展视图", "Dynamic Island 擴展視圖", "Dynamic Island, expanded")
}

extension Words {
    static let forehead = Localized("“额头”", "「額頭」", "“forehead”")
}
