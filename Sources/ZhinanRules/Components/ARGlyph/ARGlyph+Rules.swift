/// The rules of ARGlyph: the glyph's clear space and intended use.
extension ARGlyph {
    package static let rules: [Rule] = [Rules.glyphClearSpace, Rules.glyphIntendedUse]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let glyphClearSpace = Rule(
            id: "augmented-reality.glyph.clear-space", guidelines: ["augmented-reality.glyph.clear-space"], component: ARGlyph.self,
            threshold: text("四周留白 ≥ 字符高度的 10%", "四周留白 ≥ 字符高度的 10%", "clear space ≥ 10% of the glyph's height"),
            severity: .error,
            source: Figure(text("高度的 10%", "高度的 10%", "10% of the height"), source: "AR字符周围需要的最小清晰空间为字符高度的10%。")
        ) { g in
            let needed = g.height / 10  // not * 0.1: 24 * 0.1 is 2.4000000000000004
            return when(g.clearSpace < needed, text("留白 \(n(g.clearSpace)) pt，小于字符高度 \(n(g.height)) pt 的 10%（\(n(needed)) pt）",
                                                    "留白 \(n(g.clearSpace)) pt，小於字符高度 \(n(g.height)) pt 的 10%（\(n(needed)) pt）",
                                                    "Clear space \(n(g.clearSpace)) pt is less than 10% of the glyph's \(n(g.height)) pt height (\(n(needed)) pt)"))
        }

        package static let glyphIntendedUse = Rule(
            id: "augmented-reality.glyph.intended-use", guidelines: ["augmented-reality.glyph.intended-use"], component: ARGlyph.self,
            threshold: text("只用于启动 ARKit 体验，除大小和颜色外不改动", "只用於啟動 ARKit 體驗，除大小和顏色外不改動", "only launches ARKit experiences; unchanged except size and colour"),
            severity: .error,
            source: Figure(text("严格用于启动基于 ARKit 的体验", "嚴格用於啟動基於 ARKit 的體驗", "strictly for launching ARKit experiences"),
                           source: "该字符应严格用于启动基于ARKit的体验,切勿改变字符(除调整其大小和颜色外),切勿将其用于其他目的,或将其与未创建使用ARKit的AR体验结合使用。")
        ) { g in
            var problems: [Localized] = []
            if g.launches != .arkitExperience { problems.append(text("AR字符用于启动 ARKit 体验以外的东西", "AR字符用於啟動 ARKit 體驗以外的東西", "The AR glyph launches something other than an ARKit experience")) }
            if g.modified { problems.append(text("AR字符被改动了（大小和颜色以外）", "AR字符被改動了（大小和顏色以外）", "The AR glyph is altered beyond its size and colour")) }
            return problems
        }
    }
}
