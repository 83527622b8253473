/// The rules of ARBadge: a badge's clear space and intended use.
extension ARBadge {
    package static let rules: [Rule] = [Rules.badgeClearSpace, Rules.badgeIntendedUse]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let badgeClearSpace = Rule(
            id: "augmented-reality.badge.clear-space", guidelines: ["augmented-reality.badge.clear-space"], component: ARBadge.self,
            threshold: text("四周留白 ≥ 标志高度的 10%", "四周留白 ≥ 標誌高度的 10%", "clear space ≥ 10% of the badge's height"),
            severity: .error,
            source: Figure(text("高度的 10%", "高度的 10%", "10% of the height"), source: "AR标志周围所需的最小空间为标志高度的10%。")
        ) { b in
            let needed = b.height / 10
            return when(b.clearSpace < needed, text("留白 \(n(b.clearSpace)) pt，小于标志高度 \(n(b.height)) pt 的 10%（\(n(needed)) pt）",
                                                    "留白 \(n(b.clearSpace)) pt，小於標誌高度 \(n(b.height)) pt 的 10%（\(n(needed)) pt）",
                                                    "Clear space \(n(b.clearSpace)) pt is less than 10% of the badge's \(n(b.height)) pt height (\(n(needed)) pt)"))
        }

        package static let badgeIntendedUse = Rule(
            id: "augmented-reality.badge.intended-use", guidelines: ["augmented-reality.badge.intended-use"], component: ARBadge.self,
            threshold: text("不改变标志及其颜色", "不改變標誌及其顏色", "the badge and its colours are unaltered"),
            severity: .error,
            source: Figure(text("切勿改变标志", "切勿改變標誌", "never alter the badges"), source: "切勿改变标志、其颜色、将它们用于其他目的,或将它们与未创建ARKit的AR体验结合使用。")
        ) { b in
            when(b.modified, text("AR标志被改动了", "AR標誌被改動了", "The AR badge is altered"))
        }
    }
}
