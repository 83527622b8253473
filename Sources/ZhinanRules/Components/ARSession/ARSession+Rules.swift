/// The rules of ARSession: reference images and starting over.
extension ARSession {
    package static let rules: [Rule] = [Rules.referenceImages, Rules.allowReset]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        static let referenceImages = Rule(
            id: "augmented-reality.images.limit-reference-images", guidelines: ["augmented-reality.images.limit-reference-images"], component: ARSession.self,
            threshold: Message("augmented-reality.images.limit-reference-images.threshold"),
            severity: .warning,  // “效果最佳”: works best with 25 or fewer
            source: Figure(Message("augmented-reality.images.limit-reference-images.source-figure"), source: "当ARKit在用户环境中查找25个或更少的不同图像时,图像检测性能效果最佳。"),
            newer: Figure(Message("augmented-reality.images.limit-reference-images.newer-figure"), source: "Human Interface Guidelines, “Augmented reality”")
        ) { s in
            when(s.activeReferenceImages > 25, Message("augmented-reality.images.limit-reference-images.session-looks-reference-images", ["active-reference-images": .text("\(s.activeReferenceImages)")]))
        }

        static let allowReset = Rule(
            id: "augmented-reality.problems.allow-reset", guidelines: ["augmented-reality.problems.allow-reset"], component: ARSession.self,
            threshold: Message("augmented-reality.problems.allow-reset.threshold"),
            severity: .error,
            source: Figure(Message("augmented-reality.problems.allow-reset.source-figure"), source: "给他们一种重新开始的方式,看看他们是否有更好的结果。")
        ) { s in
            when(!s.offersReset, Message("augmented-reality.problems.allow-reset.ar-experience-offers-no"))
        }
    }
}
