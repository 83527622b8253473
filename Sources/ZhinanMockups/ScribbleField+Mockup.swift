import ZhinanRules

/// A text field while someone writes in it with Apple Pencil, and what the field does meanwhile.
extension ScribbleField: Drawable {
    static func draw(_ f: ScribbleField, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.pencil)
        let pad = svg.px(Canvas.margin) + 4
        let width = 320.0, height = 44.0
        let state: Message = f.isPassword ? Message("mockup.scribble-field.password-field") : (f.requiresTapBeforeWriting ? Message("mockup.scribble-field.before-writing") : Message("mockup.scribble-field.writing"))
        let top = svg.label(pad, pad + svg.px(13), state, language).maxY + 20
        // What the field does comes from the spec; what a rule says of it, from the violations (a drill shows it unmarked).
        let (moved, grown, scrolled) = (f.movesWhileWriting, f.resizesWhileWriting, f.scrollsWhileWriting)
        // Where the field is, and where it was before writing started (lower, when it moved since).
        let (x, y, home) = (pad, top, top + (moved ? 40.0 : 0))
        let fieldHeight = grown || scrolled ? height * 2 : height
        if moved || grown { svg.annotate(rect: x, home, width, height, rx: 10, tone: .guide, on: .page, dash: .dotted) }
        // (Marks on the field carry their own ink over a halo, clear on the suggestions and lines under them.)
        let field = Backdrop.fixed("#FFFFFF")
        svg.rect(x, y, width, fieldHeight, rx: 10, fill: "#FFFFFF", stroke: "#8E8E93", strokeWidth: svg.px(1), cls: "zm-sheet")
        if f.isPassword {
            svg.lettering(x + 14, y + 29, "••••••••", size: 18, anchor: "start", fill: "#1D1D1F", weight: nil, cls: "zm-ink")
        } else {
            if f.showsPlaceholderWhileWriting {
                svg.lettering(x + 14, y + 28, "Placeholder", size: 17, anchor: "start", fill: "#8E8E93", weight: nil)
                svg.markBad(x + 12, y + 12, 104, 20, rx: 4, on: field, if: broken.contains(Rules.hidePlaceholder))
            }
            if scrolled {
                // The first line has scrolled out of the top; the pen is still on the second.
                handwriting(&svg, x: x + 16, y: y + 4, faded: false, clipTop: true)
                handwriting(&svg, x: x + 16, y: y + 48, faded: false, clipTop: false)
                for (x1, y1) in [(x + width - 14, y + fieldHeight - 10), (x + width - 20, y + 18), (x + width - 8, y + 18)] {
                    svg.annotate(line: x1, y1, x + width - 14, y + 10, tone: broken.contains(Rules.noScrolling) ? .bad : .guide, on: field, width: 2)
                }
            } else {
                handwriting(&svg, x: x + 16, y: y + 8, faded: !f.acceptsScribble || f.requiresTapBeforeWriting, clipTop: false)
            }
            pencil(&svg, tipX: x + 196, tipY: y + (scrolled ? 74 : 30))
            if broken.contains(Rules.noTapBeforeWriting) {
                // A tap it asks for first.
                for r in [12.0, 6] { svg.annotate(rect: x + 242 - r, y + 22 - r, 2 * r, 2 * r, rx: r, tone: .bad, on: field, width: 2) }
            }
            if broken.contains(Rules.scribbleEverywhere) { svg.annotate(line: x + 12, y + 10, x + 180, y + 36, tone: .bad, on: field, width: 2) }
        }
        svg.markBad(x, y, width, fieldHeight, rx: 12, on: field, if: broken.contains(Rules.fieldsStayStill, Rules.noResizing, Rules.noScrolling, Rules.scribbleEverywhere))
        var bottom = max(y + fieldHeight, home + height)
        // An arrow from where it was to where it went.
        for (x1, y1) in [(x + width + 14, home + height / 2), (x + width + 8, y + 14), (x + width + 20, y + 14)] where moved {
            svg.annotate(line: x1, y1, x + width + 14, y + 6, tone: broken.contains(Rules.fieldsStayStill) ? .bad : .guide, on: .page, width: 2)
        }
        if f.autocompletesWhileWriting {
            // Suggestions over the handwriting.
            let sy = y + 30
            svg.rect(x + 40, sy, 200, 66, rx: 8, fill: "#F2F2F7", stroke: "#8E8E93", strokeWidth: svg.px(1))
            for row in 0..<2 { svg.rect(x + 52, sy + 14 + Double(row) * 26, 120 - Double(row) * 30, 12, rx: 4, fill: "#AEAEB2") }
            svg.markBad(x + 40, sy, 200, 66, rx: 10, on: field, if: broken.contains(Rules.noAutocomplete))
            bottom = max(bottom, sy + 66)
        }
        // What the field does while people write: each thing a rule judges, in words; "stays still" only where the spec has it so.
        let found = [(broken.contains(Rules.noAutocomplete), Message("mockup.scribble-field.autocompletes")),
                     (broken.contains(Rules.hidePlaceholder), Message("mockup.scribble-field.placeholder-shown")),
                     (broken.contains(Rules.fieldsStayStill), Message("mockup.scribble-field.moves")),
                     (broken.contains(Rules.noScrolling), Message("mockup.scribble-field.scrolls")), (broken.contains(Rules.noResizing), Message("mockup.scribble-field.resizes")),
                     (broken.contains(Rules.noTapBeforeWriting), Message("mockup.scribble-field.tap-first")),
                     (broken.contains(Rules.scribbleEverywhere), Message("mockup.scribble-field.no-handwriting"))].filter(\.0).map { ($0.1, true) }
        let calm = f.isPassword || !(f.autocompletesWhileWriting || f.showsPlaceholderWhileWriting || moved || scrolled || grown || f.requiresTapBeforeWriting || !f.acceptsScribble)
        let captions = found.isEmpty && calm ? [(f.isPassword ? Message("mockup.scribble-field.password-no-scribble") : Message("mockup.scribble-field.stays-still"), false)] : found
        bottom += svg.px(8)
        for (caption, bad) in captions { bottom = svg.label(pad, bottom + svg.px(14), caption, language, tone: bad ? .bad : .note).maxY }
        svg.extend(x + width + svg.px(24), bottom)
        return svg
    }

    /// A line of handwriting: a neutral scrawl, not letters of any script.
    static func handwriting(_ svg: inout SVG, x: Double, y: Double, faded: Bool, clipTop: Bool) {
        let base = y + 22
        var d = "M\(SVG.n(x)) \(SVG.n(base))"
        for i in 0..<7 {
            let x0 = x + Double(i) * 24
            d += " C\(SVG.n(x0 + 6)) \(SVG.n(base - 18)) \(SVG.n(x0 + 14)) \(SVG.n(base - 18)) \(SVG.n(x0 + 12)) \(SVG.n(base - 2))"
            d += " S\(SVG.n(x0 + 20)) \(SVG.n(base + 4)) \(SVG.n(x0 + 24)) \(SVG.n(base - 6))"
        }
        svg.path(d, stroke: faded ? "#AEAEB2" : (clipTop ? "#8E8E93" : "#1D1D1F"), strokeWidth: 2.5, cls: faded || clipTop ? nil : "zm-ink-line", cap: "round")
    }

    /// Apple Pencil as a neutral stand-in: a slanted rod with a cone at the tip.
    static func pencil(_ svg: inout SVG, tipX: Double, tipY: Double) {
        let body = "M\(SVG.n(tipX)) \(SVG.n(tipY)) L\(SVG.n(tipX + 10)) \(SVG.n(tipY - 16)) L\(SVG.n(tipX + 62)) \(SVG.n(tipY - 48)) L\(SVG.n(tipX + 70)) \(SVG.n(tipY - 36)) L\(SVG.n(tipX + 16)) \(SVG.n(tipY - 6)) Z"
        svg.path(body, fill: "#E5E5EA", stroke: "#636366", strokeWidth: 1)
    }
}
