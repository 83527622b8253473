import ZhinanRules

/// The glyph as a neutral cube, with the 10% clear space measured, and what a tap on it launches.
extension ARGlyph: Drawable {
    static func draw(_ g: ARGlyph, marking broken: BrokenRules, in language: Voice) -> SVG {
        let misuse = broken.contains(Rules.glyphIntendedUse)
        let notes = [(Message("mockup.ar-glyph.launches.\(g.launches.rawValue)"), misuse && g.launches != .arkitExperience)]
            + (g.modified ? [(Message("mockup.ar-glyph.altered"), misuse)] : [])
        return ARDrawing.clearSpacePicture(height: g.height, width: g.height * 0.86, clearSpace: g.clearSpace,
                                          broken: broken.contains(Rules.glyphClearSpace), language: language, notes: notes) { svg, x, y in
            if g.modified {
                // Redrawn: a drop shadow under it and rounded corners, which the glyph never has.
                ARDrawing.cube(&svg, x: x + g.height * 0.08, y: y + g.height * 0.08, size: g.height, stroke: "#8E8E93", cap: "round")
            }
            ARDrawing.cube(&svg, x: x, y: y, size: g.height, stroke: "currentColor", cap: g.modified ? "round" : nil)
            // Around the shadow too, where it is drawn.
            let shadow = g.modified ? g.height * 0.08 : 0
            svg.markBad(x, y, g.height * 0.86 + shadow, g.height + shadow, if: misuse)
        }
    }
}
