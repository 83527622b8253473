import ZhinanRules

/// A double-tap on Apple Pencil: the action chosen in Settings or a custom one, and what it changes.
extension PencilDoubleTap: Drawable {
    static func draw(_ d: PencilDoubleTap, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.pencil)
        let pad = svg.px(Canvas.margin) + 4
        // The pencil lying flat, and two rings where the finger taps twice.
        let y = pad + 30
        svg.path(SVG.polyline([(pad, y), (pad + 20, y - 7), (pad + 190, y - 7), (pad + 190, y + 7), (pad + 20, y + 7)]) + " Z",
                 fill: "#E5E5EA", stroke: "#636366", strokeWidth: 1)
        for r in [9.0, 16.0] { svg.annotate(rect: pad + 50 - r, y - r, 2 * r, 2 * r, rx: r, tone: .note, on: .fixed("#E5E5EA")) }
        svg.label(pad + 72, y - 14, Message.verbatim("× 2"), language, size: 12)
        // Row 1: the action chosen in Settings, followed or not, or the app's own once turned on.
        var rowY = svg.label(pad, y + 40, d.followsSystemSetting ? Message("mockup.pencil-double-tap.follows-setting")
                         : d.hasCustomAction ? Message("mockup.pencil-double-tap.custom-action") : Message("mockup.pencil-double-tap.ignores-setting"), language,
                         tone: broken.contains(Rules.respectSystemSetting) ? .bad : .note).maxY + svg.px(12)
        // Row 2: a custom action, with its switch as it is the first time the app opens.
        if d.hasCustomAction {
            let on = d.customEnabledByDefault
            svg.rect(pad, rowY, 44, 26, rx: 13, fill: on ? "#248A3D" : "#AEAEB2")
            svg.rect((on ? pad + 30 : pad + 14) - 11, rowY + 2, 22, 22, rx: 11, fill: "#FFFFFF")
            let optInBroken = broken.contains(Rules.customOptIn)
            svg.markBad(pad, rowY, 44, 26, rx: 16, if: optInBroken)
            svg.label(pad + 56, rowY + 13 + svg.px(4.5), on ? Message("mockup.pencil-double-tap.custom-on") : Message("mockup.pencil-double-tap.custom-off"), language, tone: optInBroken ? .bad : .note)
            rowY += 26 + svg.px(16)
        }
        // Row 3: the drawing before and after the double-tap.
        let modifies = broken.contains(Rules.neverModifyContent)
        for (index, after) in [false, true].enumerated() {
            let x = pad + Double(index) * 130
            svg.rect(x, rowY, 110, 70, rx: 6, fill: "#FFFFFF", stroke: "#8E8E93", strokeWidth: svg.px(1))
            let gone = after && d.modifiesContent
            svg.path("M\(SVG.n(x + 14)) \(SVG.n(rowY + 50)) C\(SVG.n(x + 34)) \(SVG.n(rowY + 10)) \(SVG.n(x + 60)) \(SVG.n(rowY + 64)) \(SVG.n(x + 94)) \(SVG.n(rowY + 20))",
                     stroke: gone ? "#E5E5EA" : "#0060DF", strokeWidth: 4, cap: "round")
            svg.markBad(x, rowY, 110, 70, rx: 8, if: gone && modifies)
        }
        svg.annotate(line: pad + 112, rowY + 35, pad + 128, rowY + 35, tone: .note, on: .page)
        rowY += 70 + svg.px(16)
        svg.label(pad, rowY, d.modifiesContent ? Message("mockup.pencil-double-tap.content-changed") : Message("mockup.pencil-double-tap.content-kept"), language, tone: modifies ? .bad : .note)
        return svg
    }
}
