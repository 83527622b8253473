/// The rules of ARGlyph: the glyph's clear space and intended use.
extension ARGlyph {
    package static let rules: [Rule] = [Rules.glyphClearSpace, Rules.glyphIntendedUse]

    package enum Rules {
        package static let glyphClearSpace = rule(
            id: "augmented-reality.glyph.clear-space", severity: .error,
            source: "AR字符周围需要的最小清晰空间为字符高度的10%。"
        ) { g in clearSpaceProblems(".clear-space-less-than", g.clearSpace, height: g.height) }

        package static let glyphIntendedUse = rule(
            id: "augmented-reality.glyph.intended-use", severity: .error,
            source: "该字符应严格用于启动基于ARKit的体验,切勿改变字符(除调整其大小和颜色外),切勿将其用于其他目的,或将其与未创建使用ARKit的AR体验结合使用。"
        ) { g in
            when(g.launches != .arkitExperience, Message(".ar-glyph-launches-something")) + when(g.modified, Message(".ar-glyph-altered-beyond"))
        }
    }
}
