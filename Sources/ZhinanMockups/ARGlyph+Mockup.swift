import ZhinanRules

/// The glyph as a neutral cube, with the 10% clear space measured.
extension ARGlyph: Drawable {
    static let pictureName = Localized("AR 字符", "AR 字符", "AR glyph")

    static func draw(_ g: ARGlyph, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        ARDrawing.clearSpaceCanvas(height: g.height, width: g.height * 0.86, clearSpace: g.clearSpace,
                         broken: broken.contains(Rules.glyphClearSpace), language: language) { svg, x, y in
            let misuse = broken.contains(Rules.glyphIntendedUse)
            ARDrawing.cube(&svg, x: x, y: y, size: g.height, stroke: "currentColor")
            if misuse { svg.rect(x - 2, y - 2, g.height * 0.86 + 4, g.height + 4, cls: "zm-bad") }
        }
    }
}
