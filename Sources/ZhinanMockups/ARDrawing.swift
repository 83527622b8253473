import ZhinanRules

/// What the AR mockups share: the cube that stands in for the glyph, the 10% clear space, the camera's view.
enum ARDrawing {
    /// The camera's view of a room, 390 × 300 pt from (`at`, `at`), a wall over a floor: a photo, alike in dark mode; `dark`: lights off.
    static func room(_ svg: inout SVG, at pad: Double, dark: Bool = false) {
        let (wall, floor) = dark ? ("#3A3A3C", "#2C2C2E") : ("#8E8E93", "#636366")
        svg.rect(pad, pad, 390, 300, rx: 32, fill: wall)
        svg.rect(pad, pad + 150, 390, 150, rx: 32, fill: floor)
        svg.rect(pad, pad + 150, 390, 32, fill: floor)
    }

    /// The points the camera is finding on the floor, around (`cx`, `base`), before a surface is detected.
    static func featurePoints(_ svg: inout SVG, cx: Double, base: Double) {
        for (dx, dy) in [(-120.0, 10.0), (-60, 40), (-10, 0), (40, 50), (90, 20), (140, 45), (-150, 55)] { svg.rect(cx + dx, base - 40 + dy, 4, 4, rx: 2, fill: "#FFFFFF") }
    }

    /// A cube in outline: the stand-in for the AR glyph, `size` points tall.
    static func cube(_ svg: inout SVG, x: Double, y: Double, size: Double, stroke: String, cap: String? = nil) {
        let w = size * 0.86, h = size, cx = x + w / 2
        let top = "M\(SVG.n(cx)) \(SVG.n(y)) L\(SVG.n(x + w)) \(SVG.n(y + h * 0.25)) L\(SVG.n(cx)) \(SVG.n(y + h * 0.5)) L\(SVG.n(x)) \(SVG.n(y + h * 0.25)) Z"
        let sides = "M\(SVG.n(x)) \(SVG.n(y + h * 0.25)) L\(SVG.n(x)) \(SVG.n(y + h * 0.75)) L\(SVG.n(cx)) \(SVG.n(y + h)) L\(SVG.n(x + w)) \(SVG.n(y + h * 0.75)) L\(SVG.n(x + w)) \(SVG.n(y + h * 0.25)) M\(SVG.n(cx)) \(SVG.n(y + h * 0.5)) L\(SVG.n(cx)) \(SVG.n(y + h))"
        svg.path(top + " " + sides, stroke: stroke, strokeWidth: max(size / 14, 1), cap: cap)
    }

    /// The mark `draw` draws in its clear space, measured; under it `notes`, what the rules judged beyond its looks (red where broken).
    static func clearSpacePicture(height: Double, width: Double, clearSpace: Double, broken: Bool, language: Voice, notes: [(Message, Bool)] = [],
                                 draw: (inout SVG, Double, Double) -> Void) -> SVG {
        var svg = SVG(.ar)
        let required = height / 10, pad = svg.px(Canvas.margin)
        let top = svg.label(pad, pad + svg.px(13), Message("mockup.ar.clear-space-measure", ["space": .number(clearSpace), "relation": .text(broken ? "<" : "≥"), "height": .number(height)]), language, tone: broken ? .bad : .note).maxY
        let margin = max(clearSpace, required) + svg.px(8)
        let x = pad + margin, y = top + margin
        svg.annotate(rect: x - required, y - required, width + 2 * required, height + 2 * required, tone: .guide, on: .page, dash: .dotted)
        svg.annotate(rect: x - clearSpace, y - clearSpace, width + 2 * clearSpace, height + 2 * clearSpace, tone: broken ? .bad : .note,
                     on: .page, dash: .dashed)
        draw(&svg, x, y)
        svg.verticalDimension(from: y, to: y + height, at: x + width + margin + svg.px(4), label: Message.verbatim("\(SVG.n(height)) pt"), language)
        svg.extend(x + width + margin, y + height + margin)
        svg.notes(notes, at: pad, from: y + height + margin + svg.px(18), language)
        return svg
    }
}
