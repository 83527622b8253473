import ZhinanRules

/// The AR glyph and badges, drawn as a neutral cube symbol, with the 10% clear space measured.
enum ARMockups {
    /// A cube in outline: the stand-in for the AR glyph, `size` points tall.
    static func cube(_ svg: inout SVG, x: Double, y: Double, size: Double, stroke: String) {
        let w = size * 0.86, h = size
        let cx = x + w / 2
        let top = "M\(SVG.n(cx)) \(SVG.n(y)) L\(SVG.n(x + w)) \(SVG.n(y + h * 0.25)) L\(SVG.n(cx)) \(SVG.n(y + h * 0.5)) L\(SVG.n(x)) \(SVG.n(y + h * 0.25)) Z"
        let sides = "M\(SVG.n(x)) \(SVG.n(y + h * 0.25)) L\(SVG.n(x)) \(SVG.n(y + h * 0.75)) L\(SVG.n(cx)) \(SVG.n(y + h)) L\(SVG.n(x + w)) \(SVG.n(y + h * 0.75)) L\(SVG.n(x + w)) \(SVG.n(y + h * 0.25)) M\(SVG.n(cx)) \(SVG.n(y + h * 0.5)) L\(SVG.n(cx)) \(SVG.n(y + h))"
        svg.path(top + " " + sides, stroke: stroke, strokeWidth: max(size / 14, 1))
    }

    static func clearSpaceCanvas(height: Double, width: Double, clearSpace: Double, broken: Bool, language: RuleLanguage,
                                 draw: (inout SVG, Double, Double) -> Void) -> Canvas {
        let required = height / 10
        let margin = max(clearSpace, required) + 10
        let pad = 20.0
        var svg = SVG()
        let x = pad + margin, y = pad + margin + 10
        svg.rect(x - required, y - required, width + 2 * required, height + 2 * required, cls: "zm-guide")
        svg.rect(x - clearSpace, y - clearSpace, width + 2 * clearSpace, height + 2 * clearSpace, cls: broken ? "zm-bad zm-dash" : "zm-note zm-dash")
        draw(&svg, x, y)
        svg.text(pad, pad + 4, "\(Words.clearSpace[language]) \(SVG.n(clearSpace)) pt" + (broken ? " < " : " ≥ ") + "10% × \(SVG.n(height)) pt",
                 size: 11, cls: broken ? "zm-bad-text" : "zm-note-text")
        svg.verticalDimension(from: y, to: y + height, at: x + width + margin + 4, label: "\(SVG.n(height)) pt", bad: false)
        let total = width + 2 * (pad + margin) + 60
        return Canvas(width: total, height: height + 2 * (pad + margin) + 10, svg: svg, scale: min(2.5, 360 / total))
    }

    static func glyph(_ g: ARGlyph, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        clearSpaceCanvas(height: g.height, width: g.height * 0.86, clearSpace: g.clearSpace,
                         broken: broken.contains("augmented-reality.glyph.clear-space"), language: language) { svg, x, y in
            let misuse = broken.contains("augmented-reality.glyph.intended-use")
            cube(&svg, x: x, y: y, size: g.height, stroke: "currentColor")
            if misuse { svg.rect(x - 2, y - 2, g.height * 0.86 + 4, g.height + 4, cls: "zm-bad") }
        }
    }

    static func badge(_ b: ARBadge, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        let width = b.form == .expanded ? b.height * 3.6 : (b.form == .collapsed ? b.height * 1.9 : b.height)
        return clearSpaceCanvas(height: b.height, width: width, clearSpace: b.clearSpace,
                                broken: broken.contains("augmented-reality.badge.clear-space"), language: language) { svg, x, y in
            let altered = broken.contains("augmented-reality.badge.intended-use")
            svg.rect(x, y, width, b.height, rx: b.height * 0.22, fill: altered ? "#FF9F0A" : "#3A3A3C", cls: altered ? "zm-bad-stroke" : nil)
            cube(&svg, x: x + b.height * 0.2, y: y + b.height * 0.18, size: b.height * 0.64, stroke: "#FFFFFF")
            if b.form != .glyphOnly {
                svg.text(x + b.height * 0.95, y + b.height * 0.66, b.form == .expanded ? "View in AR" : "AR", size: b.height * 0.42,
                         fill: "#FFFFFF", weight: "600", fit: width - b.height)
            }
        }
    }

    static func catalog(_ k: ARCatalog, _ broken: Set<String>, _ language: RuleLanguage) -> Canvas {
        let tile = 90.0, gap = 12.0, pad = 16.0, columns = min(max(k.items.count, 1), 4)
        let rows = (k.items.count + columns - 1) / columns
        var svg = SVG()
        let cornersBroken = broken.contains("augmented-reality.badge.consistent-corner")
        let redundant = broken.contains("augmented-reality.badge.only-for-mixed-catalogs")
        for (index, item) in k.items.enumerated() {
            let x = pad + Double(index % columns) * (tile + gap), y = pad + Double(index / columns) * (tile + gap)
            svg.rect(x, y, tile, tile, rx: 10, fill: item.viewableInAR ? "#D1D1D6" : "#E5E5EA", stroke: "#8E8E93", strokeWidth: 0.5)
            // A stand-in product: a chair seen from the side.
            svg.path("M\(SVG.n(x + 30)) \(SVG.n(y + 30)) v32 h30 v18 M\(SVG.n(x + 30)) \(SVG.n(y + 62)) v18", stroke: "#636366", strokeWidth: 4)
            guard item.badge != .none else { continue }
            let size = 22.0
            let bx = item.badge == .topLeading || item.badge == .bottomLeading ? x + 6 : x + tile - size - 6
            let by = item.badge == .topLeading || item.badge == .topTrailing ? y + 6 : y + tile - size - 6
            let wrong = redundant || cornersBroken || (!item.viewableInAR && broken.contains("augmented-reality.badge.only-on-viewable-items"))
            svg.rect(bx, by, size, size, rx: 5, fill: "#3A3A3C", cls: wrong ? "zm-bad-stroke" : nil)
            cube(&svg, x: bx + 4.5, y: by + 3.5, size: 15, stroke: "#FFFFFF")
        }
        let width = pad * 2 + Double(columns) * tile + Double(columns - 1) * gap
        return Canvas(width: width, height: pad * 2 + Double(rows) * tile + Double(rows - 1) * gap + 8, svg: svg, scale: min(1.2, 420 / width))
    }
}
