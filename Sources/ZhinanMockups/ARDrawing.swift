import ZhinanRules

/// What the AR glyph, badges and catalogue share: the neutral cube that stands in for the glyph,
/// and a canvas with the 10% clear space measured around a drawing.
enum ARDrawing {
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
}
