import ZhinanRules

/// A badge in its form, with the 10% clear space measured.
extension ARBadge: Drawable {
    static func draw(_ b: ARBadge, marking broken: BrokenRules, in language: Voice) -> SVG {
        let width = b.form == .expanded ? b.height * 3.6 : (b.form == .collapsed ? b.height * 1.9 : b.height)
        let notes = (b.modified ? [(Message("mockup.ar-badge.recoloured"), broken.contains(Rules.badgeIntendedUse))] : [])
            + (b.form == .glyphOnly ? [(Message("mockup.ar-badge.\(b.roomForBadge ? "room" : "no-room")"), broken.contains(Rules.preferBadge))] : [])
        return ARDrawing.clearSpacePicture(height: b.height, width: width, clearSpace: b.clearSpace,
                                broken: broken.contains(Rules.badgeClearSpace), language: language, notes: notes) { svg, x, y in
            let altered = broken.contains(Rules.badgeIntendedUse)
            svg.rect(x, y, width, b.height, rx: b.height * 0.22, fill: altered ? "#FF9F0A" : "#3A3A3C")
            // Altered, or the glyph alone where the AR badge had room.
            svg.markBad(x, y, width, b.height, rx: b.height * 0.22 + svg.px(3), if: altered || broken.contains(Rules.preferBadge))
            ARDrawing.cube(&svg, x: x + b.height * 0.2, y: y + b.height * 0.18, size: b.height * 0.64, stroke: "#FFFFFF")
            if b.form != .glyphOnly {
                svg.lettering(x + b.height * 0.95, y + b.height * 0.66, b.form == .expanded ? "View in AR" : "AR", size: svg.letteringSize(b.height * 0.42),
                              anchor: "start", fill: "#FFFFFF", fit: width - b.height * 1.1)
            }
        }
    }
}
