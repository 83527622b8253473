import ZhinanRules

/// A grid of products with their badges, marked where a badge is wrong.
extension ARCatalog: Drawable {
    static func draw(_ k: ARCatalog, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.arCatalog)
        let tile = 90.0, gap = 12.0, pad = svg.px(Canvas.margin) + 4, columns = min(max(k.items.count, 1), 4)
        let everyBadgeWrong = broken.contains(Rules.badgeOnlyForMixedCatalogs, Rules.badgeConsistentCorner)
        for (index, item) in k.items.enumerated() {
            let x = pad + Double(index % columns) * (tile + gap), y = pad + Double(index / columns) * (tile + gap)
            let photo = item.viewableInAR ? "#D1D1D6" : "#E5E5EA"
            svg.rect(x, y, tile, tile, rx: 10, fill: photo, stroke: "#8E8E93", strokeWidth: 0.5)
            // A stand-in product: a chair seen from the side.
            svg.path("M\(SVG.n(x + 30)) \(SVG.n(y + 30)) v32 h30 v18 M\(SVG.n(x + 30)) \(SVG.n(y + 62)) v18", stroke: "#636366", strokeWidth: 4)
            guard item.badge != .none else { continue }
            let size = 22.0
            let bx = item.badge == .topLeading || item.badge == .bottomLeading ? x + 6 : x + tile - size - 6
            let by = item.badge == .topLeading || item.badge == .topTrailing ? y + 6 : y + tile - size - 6
            let wrong = everyBadgeWrong || (!item.viewableInAR && broken.contains(Rules.badgeOnlyOnViewableItems))
            svg.rect(bx, by, size, size, rx: 5, fill: "#3A3A3C")
            ARDrawing.cube(&svg, x: bx + 4.5, y: by + 3.5, size: 15, stroke: "#FFFFFF")
            svg.markBad(bx, by, size, size, rx: 7, on: .fixed(photo), if: wrong)
        }
        return svg
    }
}
