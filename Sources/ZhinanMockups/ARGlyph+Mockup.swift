import ZhinanRules

/// The glyph as a neutral cube, with the 10% clear space measured.
extension ARGlyph: Drawable {
    static let pictureName = Message("mockup.ar-glyph.picture-name")

    static func draw(_ g: ARGlyph, marking broken: BrokenRules, in language: Voice) -> Canvas {
        ARDrawing.clearSpaceCanvas(height: g.height, width: g.height * 0.86, clearSpace: g.clearSpace,
                         broken: broken.contains(Rules.glyphClearSpace), language: language) { svg, x, y in
            let misuse = broken.contains(Rules.glyphIntendedUse)
            ARDrawing.cube(&svg, x: x, y: y, size: g.height, stroke: "currentColor")
            if misuse {
                svg.markBad(x, y, g.height * 0.86, g.height)
            }
        }
    }
}
