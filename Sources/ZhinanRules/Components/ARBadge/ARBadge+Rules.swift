/// The rules of ARBadge: a badge's clear space and intended use.
extension ARBadge {
    package static let rules: [Rule] = [Rules.badgeClearSpace, Rules.badgeIntendedUse, Rules.preferBadge]

    package enum Rules {
        package static let badgeClearSpace = rule(
            id: "augmented-reality.badge.clear-space", severity: .error,
            source: "AR标志周围所需的最小空间为标志高度的10%。"
        ) { b in clearSpaceProblems(".clear-space-less-than", b.clearSpace, height: b.height) }

        package static let preferBadge = rule(
            id: "augmented-reality.badge.prefer-badge-over-glyph-only", severity: .warning,  // “优先”, “通常”: prefer, in general
            source: "通常,如果空间有限且不能容纳AR标志,请使用仅带字符标志。", broken: { b in b.form == .glyphOnly && b.roomForBadge }, Message(".glyph-with-room"))

        package static let badgeIntendedUse = rule(
            id: "augmented-reality.badge.intended-use", severity: .error,
            source: "切勿改变标志、其颜色、将它们用于其他目的,或将它们与未创建ARKit的AR体验结合使用。", broken: { b in b.modified }, Message(".ar-badge-altered"))
    }
}
