import Foundation

/// Rules for the AR glyph, AR badges, reference images and instruction text.
enum AugmentedRealityRules {
    static let all: [Rule] = [glyphClearSpace, glyphIntendedUse, badgeClearSpace, badgeIntendedUse, badgeOnlyForMixedCatalogs,
                              badgeOnlyOnViewableItems, badgeConsistentCorner, referenceImages, allowReset, approachableTerms]

    static let glyphClearSpace = Rule(
        id: "augmented-reality.glyph.clear-space", guidelines: ["augmented-reality.glyph.clear-space"], component: .arGlyph,
        threshold: text("四周留白 ≥ 字符高度的 10%", "四周留白 ≥ 字符高度的 10%", "clear space ≥ 10% of the glyph's height"),
        source: Figure(text("高度的 10%", "高度的 10%", "10% of the height"), source: "AR字符周围需要的最小清晰空间为字符高度的10%。")
    ) { c in
        guard case .arGlyph(let g) = c else { return [] }
        let needed = g.height / 10  // not * 0.1: 24 * 0.1 is 2.4000000000000004
        return when(g.clearSpace < needed, text("留白 \(n(g.clearSpace)) pt，小于字符高度 \(n(g.height)) pt 的 10%（\(n(needed)) pt）",
                                                "留白 \(n(g.clearSpace)) pt，小於字符高度 \(n(g.height)) pt 的 10%（\(n(needed)) pt）",
                                                "Clear space \(n(g.clearSpace)) pt is less than 10% of the glyph's \(n(g.height)) pt height (\(n(needed)) pt)"))
    }

    static let glyphIntendedUse = Rule(
        id: "augmented-reality.glyph.intended-use", guidelines: ["augmented-reality.glyph.intended-use"], component: .arGlyph,
        threshold: text("只用于启动 ARKit 体验，除大小和颜色外不改动", "只用於啟動 ARKit 體驗，除大小和顏色外不改動", "only launches ARKit experiences; unchanged except size and colour"),
        source: Figure(text("严格用于启动基于 ARKit 的体验", "嚴格用於啟動基於 ARKit 的體驗", "strictly for launching ARKit experiences"),
                       source: "该字符应严格用于启动基于ARKit的体验,切勿改变字符(除调整其大小和颜色外),切勿将其用于其他目的,或将其与未创建使用ARKit的AR体验结合使用。")
    ) { c in
        guard case .arGlyph(let g) = c else { return [] }
        var problems: [Localized] = []
        if g.launches != .arkitExperience { problems.append(text("AR字符用于启动 ARKit 体验以外的东西", "AR字符用於啟動 ARKit 體驗以外的東西", "The AR glyph launches something other than an ARKit experience")) }
        if g.modified { problems.append(text("AR字符被改动了（大小和颜色以外）", "AR字符被改動了（大小和顏色以外）", "The AR glyph is altered beyond its size and colour")) }
        return problems
    }

    static let badgeClearSpace = Rule(
        id: "augmented-reality.badge.clear-space", guidelines: ["augmented-reality.badge.clear-space"], component: .arBadge,
        threshold: text("四周留白 ≥ 标志高度的 10%", "四周留白 ≥ 標誌高度的 10%", "clear space ≥ 10% of the badge's height"),
        source: Figure(text("高度的 10%", "高度的 10%", "10% of the height"), source: "AR标志周围所需的最小空间为标志高度的10%。")
    ) { c in
        guard case .arBadge(let b) = c else { return [] }
        let needed = b.height / 10
        return when(b.clearSpace < needed, text("留白 \(n(b.clearSpace)) pt，小于标志高度 \(n(b.height)) pt 的 10%（\(n(needed)) pt）",
                                                "留白 \(n(b.clearSpace)) pt，小於標誌高度 \(n(b.height)) pt 的 10%（\(n(needed)) pt）",
                                                "Clear space \(n(b.clearSpace)) pt is less than 10% of the badge's \(n(b.height)) pt height (\(n(needed)) pt)"))
    }

    static let badgeIntendedUse = Rule(
        id: "augmented-reality.badge.intended-use", guidelines: ["augmented-reality.badge.intended-use"], component: .arBadge,
        threshold: text("不改变标志及其颜色", "不改變標誌及其顏色", "the badge and its colours are unaltered"),
        source: Figure(text("切勿改变标志", "切勿改變標誌", "never alter the badges"), source: "切勿改变标志、其颜色、将它们用于其他目的,或将它们与未创建ARKit的AR体验结合使用。")
    ) { c in
        guard case .arBadge(let b) = c else { return [] }
        return when(b.modified, text("AR标志被改动了", "AR標誌被改動了", "The AR badge is altered"))
    }

    static func catalog(_ c: Component) -> ARCatalog? { if case .arCatalog(let k) = c { k } else { nil } }

    static let badgeOnlyForMixedCatalogs = Rule(
        id: "augmented-reality.badge.only-for-mixed-catalogs", guidelines: ["augmented-reality.badge.only-for-mixed-catalogs"], component: .arCatalog,
        threshold: text("只有部分对象能在 AR 中查看时才用标志", "只有部分物件能在 AR 中檢視時才用標誌", "badges only when some items cannot be viewed in AR"),
        source: Figure(text("混合对象", "混合物件", "a mixed collection"), source: "如果您的应用中的所有对象都可以在AR中查看,则标志是多余且不必要的。")
    ) { c in
        guard let k = catalog(c) else { return [] }
        let badged = k.items.filter { $0.badge != .none }.count
        return when(badged > 0 && k.items.allSatisfy(\.viewableInAR), text(
            "所有 \(k.items.count) 个对象都能在 AR 中查看，\(badged) 个标志是多余的", "所有 \(k.items.count) 個物件都能在 AR 中檢視，\(badged) 個標誌是多餘的",
            "All \(k.items.count) items can be viewed in AR, so \(badged == 1 ? "the badge is" : "the \(badged) badges are") redundant"))
    }

    static let badgeOnlyOnViewableItems = Rule(
        id: "augmented-reality.badge.only-on-viewable-items", guidelines: ["augmented-reality.badge.intended-use"], component: .arCatalog,
        threshold: text("标志只放在能在 AR 中查看的对象上", "標誌只放在能在 AR 中檢視的物件上", "badges only on items that can be viewed in AR"),
        source: Figure(text("专门用于识别可在 AR 中查看的产品", "專門用於識別可在 AR 中檢視的產品", "only to identify items viewable in AR"),
                       source: "使用这些图像专门用于识别可使用ARKit在AR中查看的产品或其他对象。")
    ) { c in
        guard let k = catalog(c) else { return [] }
        let wrong = k.items.filter { !$0.viewableInAR && $0.badge != .none }.count
        return when(wrong > 0, text("\(wrong) 个不能在 AR 中查看的对象带了 AR 标志", "\(wrong) 個不能在 AR 中檢視的物件帶了 AR 標誌",
                                    wrong == 1 ? "1 item that cannot be viewed in AR carries an AR badge" : "\(wrong) items that cannot be viewed in AR carry an AR badge"))
    }

    static let badgeConsistentCorner = Rule(
        id: "augmented-reality.badge.consistent-corner", guidelines: ["augmented-reality.badge.consistent-corner"], component: .arCatalog,
        threshold: text("所有标志在照片的同一个角落", "所有標誌在照片的同一個角落", "every badge in the same corner of its photo"),
        source: Figure(text("同一个角落", "同一個角落", "the same corner"), source: "始终将其放置在同一个角落,并确保它足够大以便清晰可见(但不会太大以至于遮挡照片中的重要细节)。")
    ) { c in
        guard let k = catalog(c) else { return [] }
        let corners = Set(k.items.map(\.badge).filter { $0 != .none }).sorted { $0.rawValue < $1.rawValue }
        let names = corners.map(cornerName)
        return when(corners.count > 1, text(
            "标志放在 \(corners.count) 个不同的角落（\(names.map(\.zhHans).joined(separator: "、"))）",
            "標誌放在 \(corners.count) 個不同的角落（\(names.map(\.zhHant).joined(separator: "、"))）",
            "Badges sit in \(corners.count) different corners (\(names.map(\.en).joined(separator: ", ")))"))
    }

    static func cornerName(_ corner: ARCatalog.Corner) -> Localized {
        switch corner {
        case .topLeading: text("左上角", "左上角", "top leading")
        case .topTrailing: text("右上角", "右上角", "top trailing")
        case .bottomLeading: text("左下角", "左下角", "bottom leading")
        case .bottomTrailing: text("右下角", "右下角", "bottom trailing")
        case .none: text("无", "無", "none")
        }
    }

    static let referenceImages = Rule(
        id: "augmented-reality.images.limit-reference-images", guidelines: ["augmented-reality.images.limit-reference-images"], component: .arSession,
        threshold: text("同时使用的参考图像 ≤ 25 个", "同時使用的參考影像 ≤ 25 個", "≤ 25 active reference images"),
        source: Figure(text("25 个", "25 個", "25"), source: "当ARKit在用户环境中查找25个或更少的不同图像时,图像检测性能效果最佳。"),
        newer: Figure(text("100 个", "100 個", "100"), source: "Human Interface Guidelines, “Augmented reality”")
    ) { c in
        guard case .arSession(let s) = c else { return [] }
        return when(s.activeReferenceImages > 25, text(
            "同时查找 \(s.activeReferenceImages) 个参考图像，超过 25 个；请按情境更换活跃的参考图像",
            "同時尋找 \(s.activeReferenceImages) 個參考影像，超過 25 個；請按情境更換使用中的參考影像",
            "The session looks for \(s.activeReferenceImages) reference images at once, more than 25; change the active set by context"))
    }

    static let allowReset = Rule(
        id: "augmented-reality.problems.allow-reset", guidelines: ["augmented-reality.problems.allow-reset"], component: .arSession,
        threshold: text("提供重新开始的方式", "提供重新開始的方式", "a way to start over"),
        source: Figure(text("重新开始", "重新開始", "start over"), source: "给他们一种重新开始的方式,看看他们是否有更好的结果。")
    ) { c in
        guard case .arSession(let s) = c else { return [] }
        return when(!s.offersReset, text("AR 体验没有重新开始的方式", "AR 體驗沒有重新開始的方式", "The AR experience offers no way to start over"))
    }

    /// Developer terms that instruction text should not use.
    static let developerTerms = ["ARKit", "RealityKit", "world tracking", "world detection", "plane detection", "raycast",
                                 "feature points", "SLAM", "anchor", "世界跟踪", "世界追踪", "世界检测", "世界追蹤", "世界偵測",
                                 "平面检测", "平面偵測", "锚点", "錨點", "特征点", "特徵點"]

    static let approachableTerms = Rule(
        id: "augmented-reality.instructions.approachable-terms", guidelines: ["augmented-reality.instructions.approachable-terms"], component: .arInstructions,
        threshold: text("说明文字不用开发者术语（ARKit、世界跟踪等）", "說明文字不用開發者術語（ARKit、世界追蹤等）", "no developer terms (ARKit, world tracking …) in instructions"),
        source: Figure(text("避免开发者导向的术语", "避免開發者導向的術語", "no developer-oriented terms"),
                       source: "为了使其易于使用,请避免提及像ARKit这样的技术、开发者导向的术语、世界检测和跟踪。")
    ) { c in
        guard case .arInstructions(let i) = c else { return [] }
        return developerTerms.filter { i.text.range(of: $0, options: .caseInsensitive) != nil }.map { term in
            text("说明文字用了开发者术语“\(term)”", "說明文字用了開發者術語「\(term)」", "The instruction uses the developer term “\(term)”")
        }
    }
}
