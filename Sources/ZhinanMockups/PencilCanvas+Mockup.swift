import ZhinanRules

/// A canvas drawn on with Apple Pencil: its controls where the spec puts them, the pencil's stroke, and what a rule is about (a control
/// the pencil cannot use, a mode first, an effect far from the tip, the writing hand over the palette, ink lost in Dark Mode, a covered drawing, no undo).
extension PencilCanvas: Drawable {
    static func draw(_ c: PencilCanvas, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.pencil)
        let pad = svg.px(Canvas.margin) + 4, compact = c.environment == .compact, thickness = 36.0
        let (width, height) = compact ? (230.0, 320.0) : (400.0, 250.0)
        // Over content (a PDF, a photo) the picture is in Dark Mode, the content's page still light.
        // The scene comes from the spec; the violations only mark it (a drill shows it unmarked).
        let dark = c.drawsOverContent, ignored = !c.controlsAcceptPencil
        let top = pad + (ignored ? 40 : 0)  // room above for a pencil on the controls
        svg.rect(pad, top, width, height, rx: 16, fill: dark ? "#1C1C1E" : "#FFFFFF", stroke: "#8E8E93", strokeWidth: svg.px(1), cls: dark ? nil : "zm-sheet")
        // The room left to draw in, once the controls (compact: the navigation bar and the docked tool picker) have theirs.
        var area = (x: pad + 8, y: top + (compact ? 42 : 8), w: width - 16, h: height - (compact ? 50 : 16)), bar = area
        switch compact ? Edge.bottom : c.controlsEdge {
        case .top: (bar.h, area.y, area.h) = (thickness, area.y + thickness + 6, area.h - thickness - 6)
        case .bottom: (bar.y, bar.h, area.h) = (area.y + area.h - thickness, thickness, area.h - thickness - 6)
        case .leading: (bar.w, area.x, area.w) = (thickness, area.x + thickness + 6, area.w - thickness - 6)
        case .trailing: (bar.x, bar.w, area.w) = (area.x + area.w - thickness, thickness, area.w - thickness - 6)
        }
        let covered = compact && !c.contentInsetForToolPicker
        if covered { area.h += thickness + 6 }  // the drawing goes on under the tool picker
        if dark {
            svg.rect(area.x + 16, area.y + 4, area.w - 32, area.h - 8, fill: "#FFFFFF", cls: SVG.asSpecified)
            for row in 0..<Int((area.h - 24) / 18) { svg.rect(area.x + 30, area.y + 18 + Double(row) * 18, area.w * 0.5 - Double(row % 3) * 24, 6, rx: 3, fill: "#D1D1D6") }
        }
        if c.affectsOtherContent {
            // A list at the top, re-sorted by a stroke written in the margin.
            for row in 0..<3 { svg.rect(area.x + 10, area.y + 8 + Double(row) * 20, 120 - Double(row) * 25, 12, rx: 4, fill: "#AEAEB2") }
            let (x, y) = (area.x + 140, area.y + 14)  // the first and last rows swapped
            svg.path("M\(SVG.n(x)) \(SVG.n(y)) V\(SVG.n(y + 40)) M\(SVG.n(x - 4)) \(SVG.n(y + 5)) L\(SVG.n(x)) \(SVG.n(y)) L\(SVG.n(x + 4)) \(SVG.n(y + 5)) "
                     + "M\(SVG.n(x - 4)) \(SVG.n(y + 35)) L\(SVG.n(x)) \(SVG.n(y + 40)) L\(SVG.n(x + 4)) \(SVG.n(y + 35))", stroke: "#8E8E93", strokeWidth: 2, cap: "round")
            svg.markBad(area.x + 6, area.y + 4, 144, 56, rx: 6, if: broken.contains(Rules.localEffect))
        }
        // (The tool picker's outline under the drawing that goes on beneath it.)
        svg.markBad(bar.x, bar.y, bar.w, bar.h, rx: 12, if: broken.contains(Rules.toolPickerInsets))
        // The stroke: thicker and thinner with pressure (shaded with tilt), or one width throughout.
        let start = (x: area.x + (c.affectsOtherContent ? area.w - 230 : (area.w - 176) / 2), y: compact ? bar.y + (covered ? -4 : -22) : area.y + area.h * 0.62)
        let points = [0.0, -10, -14, -8, 4, 12, 10, 0, -8].enumerated().map { (start.x + Double($0.offset) * 22, start.y + $0.element) }
        let line = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(SVG.n($0.element.0)) \(SVG.n($0.element.1))" }.joined(separator: " ")
        let ink = dark ? (c.inkAdaptsToDarkMode ? "#FFFFFF" : "#FF3B30") : "#1D1D1F"
        if c.requiresModeBeforeDrawing || (dark && c.inkAdaptsToDarkMode) {
            svg.path(line, stroke: "#8E8E93", strokeWidth: 1.5, cap: "round")  // where the pencil went and left nothing to see
        } else if c.strokeRespondsTo.isEmpty {
            svg.path(line, stroke: ink, strokeWidth: 3, cls: dark ? nil : "zm-ink-line", cap: "round")
        } else {
            if c.strokeRespondsTo.contains(.tilt) { svg.path(line, stroke: dark ? "#FFB3AE" : "#C7C7CC", strokeWidth: 12, cap: "round") }
            for ((a, b), width) in zip(zip(points, points.dropFirst()), [2.0, 4, 6, 8, 7, 6, 4, 2]) {
                svg.path("M\(SVG.n(a.0)) \(SVG.n(a.1)) L\(SVG.n(b.0)) \(SVG.n(b.1))", stroke: ink, strokeWidth: width, cls: dark ? nil : "zm-ink-line", cap: "round")
            }
        }
        svg.markBad(start.x - 4, start.y - 20, 184, 38, rx: 8, on: dark ? .fixed("#FFFFFF") : .page, if: broken.contains(Rules.expressiveStrokes, Rules.inkOverContent))
        if broken.contains(Rules.localEffect) { svg.annotate(line: start.x - 8, start.y - 10, area.x + 148, area.y + 34, tone: .bad, on: .page, dash: .dashed, width: 2) }
        // The controls: four colours, and the button a mode needs before the pencil draws.
        svg.rect(bar.x, bar.y, bar.w, bar.h, rx: 10, fill: "#F2F2F7", stroke: "#C7C7CC", strokeWidth: svg.px(1), cls: "zm-bar")
        let slot = { (i: Int) in
            bar.w > bar.h ? (x: bar.x + 22 + Double(i) * 30, y: bar.y + thickness / 2) : (x: bar.x + thickness / 2, y: bar.y + 22 + Double(i) * 30) }
        for (i, colour) in ["#1D1D1F", "#0A84FF", "#FF3B30", "#34C759"].enumerated() { svg.rect(slot(i).x - 9, slot(i).y - 9, 18, 18, rx: 9, fill: colour) }
        if c.requiresModeBeforeDrawing {
            svg.rect(slot(4).x - 12, slot(4).y - 11, 24, 22, rx: 6, fill: "#FFFFFF", stroke: "#8E8E93", strokeWidth: svg.px(1))
            svg.path("M\(SVG.n(slot(4).x - 5)) \(SVG.n(slot(4).y + 6)) L\(SVG.n(slot(4).x + 6)) \(SVG.n(slot(4).y - 6))", stroke: "#1D1D1F", strokeWidth: 2.5, cap: "round")
            svg.markBad(slot(4).x - 12, slot(4).y - 11, 24, 22, rx: 8, if: broken.contains(Rules.respondOnContact))
        }
        if compact && !covered { svg.annotate(line: area.x, area.y + area.h + 3, area.x + area.w, area.y + area.h + 3, tone: .guide, on: .page, dash: .dotted) }
        // Apple Pencil: at the stroke's end, or on a colour it cannot pick.
        let tip = ignored ? slot(2) : c.requiresModeBeforeDrawing ? (x: start.x, y: start.y) : (x: points[8].0, y: points[8].1)
        svg.markBad(tip.x - 9, tip.y - 9, 18, 18, rx: 11, if: ignored && broken.contains(Rules.pencilAndFinger))
        ScribbleField.pencil(&svg, tipX: tip.x, tipY: tip.y)
        if !compact && [.leading, .trailing].contains(c.controlsEdge) && !c.controlsMovable {
            // The hand that holds the pencil, resting on the palette (over its outline).
            svg.markBad(bar.x, bar.y, bar.w, bar.h, rx: 12, if: broken.contains(Rules.eitherHand))
            svg.rect(tip.x + 48, tip.y - 62, 90, 110, rx: 42, fill: "#D1D1D6", stroke: "#8E8E93", strokeWidth: svg.px(1))
        }
        if compact {
            // The navigation bar, with undo and redo buttons or without.
            svg.rect(pad + 8, top + 8, width - 16, 28, rx: 8, fill: "#F2F2F7", cls: "zm-bar")
            let (ux, uy) = (pad + width - 72, top + 22)
            for (x, d) in [(ux, 1.0), (ux + 44, -1.0)] where c.undoRedo.contains(.buttons) {  // a hooked arrow each way
                svg.path("M\(SVG.n(x + 12 * d)) \(SVG.n(uy + 6)) C\(SVG.n(x + 12 * d)) \(SVG.n(uy - 2)) \(SVG.n(x + 6 * d)) \(SVG.n(uy - 4)) \(SVG.n(x)) \(SVG.n(uy - 4)) "
                         + "M\(SVG.n(x + 4 * d)) \(SVG.n(uy - 8)) L\(SVG.n(x)) \(SVG.n(uy - 4)) L\(SVG.n(x + 4 * d)) \(SVG.n(uy))", stroke: "#0A84FF", strokeWidth: 2, cap: "round")
            }
            svg.markBad(ux - 20, top + 10, 66, 24, rx: 6, if: broken.contains(Rules.compactUndo))
        }
        // Under the picture: Dark Mode where it is shown, then each broken rule in words.
        let pencil = broken.contains(Rules.pencilAndFinger)
        let notes = [(dark, "dark-mode"), (pencil && ignored, "controls-ignore-pencil"), (pencil && !c.fingerDrawing, "finger-cannot-draw")]
            + [(Rules.respondOnContact, "mode-first"), (Rules.expressiveStrokes, "flat-stroke"), (Rules.localEffect, "elsewhere"), (Rules.eitherHand, "under-hand"),
               (Rules.inkOverContent, "ink-lost"), (Rules.toolPickerInsets, "covered"), (Rules.compactUndo, "no-undo")].map { (broken.contains($0.0), $0.1) }
        svg.notes(notes.filter(\.0).map { (Message("mockup.pencil-canvas.\($0.1)"), $0.1 != "dark-mode") }, at: pad, from: max(svg.maxY, top + height) + svg.px(20), language)
        return svg
    }
}
