/// The rules of ARSession: reference images and starting over.
extension ARSession {
    package static let rules: [Rule] = [Rules.referenceImages, Rules.allowReset]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        /// How many reference images each edition says detection works best with.
        package static func referenceImageLimit(_ edition: Edition) -> Int { edition == .source ? 25 : 100 }

        package static let referenceImages = Rule(
            id: "augmented-reality.images.limit-reference-images", guidelines: ["augmented-reality.images.limit-reference-images"], component: ARSession.self,
            severity: .warning,  // “效果最佳”: works best with 25 or fewer (today: 100 or fewer, still “works best”)
            source: .states(Statement(threshold: Message("augmented-reality.images.limit-reference-images.threshold", ["limit": .number(25)]),
                                      figure: Figure(Message("augmented-reality.images.limit-reference-images.source-figure"), source: "当ARKit在用户环境中查找25个或更少的不同图像时,图像检测性能效果最佳。"))),
            current: .states(Statement(threshold: Message("augmented-reality.images.limit-reference-images.threshold", ["limit": .number(100)]),
                                       figure: Figure(Message("augmented-reality.images.limit-reference-images.current-figure"), source: "Human Interface Guidelines, “Augmented reality”")))
        ) { s, edition in
            let limit = referenceImageLimit(edition)
            return when(s.activeReferenceImages > limit, Message("augmented-reality.images.limit-reference-images.session-looks-reference-images",
                                                                 ["active-reference-images": .text("\(s.activeReferenceImages)"), "limit": .number(Double(limit))]))
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
