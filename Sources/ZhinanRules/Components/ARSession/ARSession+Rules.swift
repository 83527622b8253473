/// The rules of ARSession: reference images and starting over.
extension ARSession {
    package static let rules: [Rule] = [Rules.referenceImages, Rules.allowReset]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        static let referenceImages = Rule(
            id: "augmented-reality.images.limit-reference-images", guidelines: ["augmented-reality.images.limit-reference-images"], component: ARSession.self,
            threshold: text("同时使用的参考图像 ≤ 25 个", "同時使用的參考影像 ≤ 25 個", "≤ 25 active reference images"),
            severity: .warning,  // “效果最佳”: works best with 25 or fewer
            source: Figure(text("25 个", "25 個", "25"), source: "当ARKit在用户环境中查找25个或更少的不同图像时,图像检测性能效果最佳。"),
            newer: Figure(text("100 个", "100 個", "100"), source: "Human Interface Guidelines, “Augmented reality”")
        ) { s in
            when(s.activeReferenceImages > 25, text(
                "同时查找 \(s.activeReferenceImages) 个参考图像，超过 25 个；请按情境更换活跃的参考图像",
                "同時尋找 \(s.activeReferenceImages) 個參考影像，超過 25 個；請按情境更換使用中的參考影像",
                "The session looks for \(s.activeReferenceImages) reference images at once, more than 25; change the active set by context"))
        }

        static let allowReset = Rule(
            id: "augmented-reality.problems.allow-reset", guidelines: ["augmented-reality.problems.allow-reset"], component: ARSession.self,
            threshold: text("提供重新开始的方式", "提供重新開始的方式", "a way to start over"),
            severity: .error,
            source: Figure(text("重新开始", "重新開始", "start over"), source: "给他们一种重新开始的方式,看看他们是否有更好的结果。")
        ) { s in
            when(!s.offersReset, text("AR 体验没有重新开始的方式", "AR 體驗沒有重新開始的方式", "The AR experience offers no way to start over"))
        }
    }
}
