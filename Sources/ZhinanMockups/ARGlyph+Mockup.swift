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
                svg.annotate(rect: x - svg.px(3), y - svg.px(3), g.height * 0.86 + svg.px(6), g.height + svg.px(6), tone: .bad, on: .page, width: 2)
            }
        }
    }
}
