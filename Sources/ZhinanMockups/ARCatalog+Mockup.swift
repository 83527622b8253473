import ZhinanRules

/// A grid of products with their badges, marked where a badge is wrong.
extension ARCatalog: Drawable {
    static let pictureName = Localized("带 AR 标志的产品目录", "帶 AR 標誌的產品目錄", "catalogue with AR badges")

    static func draw(_ k: ARCatalog, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        let tile = 90.0, gap = 12.0, pad = 16.0, columns = min(max(k.items.count, 1), 4)
        let rows = (k.items.count + columns - 1) / columns
        var svg = SVG()
        let cornersBroken = broken.contains(Rules.badgeConsistentCorner)
        let redundant = broken.contains(Rules.badgeOnlyForMixedCatalogs)
        for (index, item) in k.items.enumerated() {
            let x = pad + Double(index % columns) * (tile + gap), y = pad + Double(index / columns) * (tile + gap)
            svg.rect(x, y, tile, tile, rx: 10, fill: item.viewableInAR ? "#D1D1D6" : "#E5E5EA", stroke: "#8E8E93", strokeWidth: 0.5)
            // A stand-in product: a chair seen from the side.
            svg.path("M\(SVG.n(x + 30)) \(SVG.n(y + 30)) v32 h30 v18 M\(SVG.n(x + 30)) \(SVG.n(y + 62)) v18", stroke: "#636366", strokeWidth: 4)
            guard item.badge != .none else { continue }
            let size = 22.0
            let bx = item.badge == .topLeading || item.badge == .bottomLeading ? x + 6 : x + tile - size - 6
            let by = item.badge == .topLeading || item.badge == .topTrailing ? y + 6 : y + tile - size - 6
            let wrong = redundant || cornersBroken || (!item.viewableInAR && broken.contains(Rules.badgeOnlyOnViewableItems))
            svg.rect(bx, by, size, size, rx: 5, fill: "#3A3A3C", cls: wrong ? "zm-bad-stroke" : nil)
            ARDrawing.cube(&svg, x: bx + 4.5, y: by + 3.5, size: 15, stroke: "#FFFFFF")
        }
        let width = pad * 2 + Double(columns) * tile + Double(columns - 1) * gap
        return Canvas(width: width, height: pad * 2 + Double(rows) * tile + Double(rows - 1) * gap + 8, svg: svg, scale: min(1.2, 420 / width))
    }
}
