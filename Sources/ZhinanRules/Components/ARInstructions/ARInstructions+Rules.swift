import Foundation

/// The rules of ARInstructions: words people understand.
extension ARInstructions {
    package static let rules: [Rule] = [Rules.approachableTerms]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        /// The component has a field called `text`; inside its rules the name means the messages' shorthand.
        static func text(_ zhHans: String, _ zhHant: String, _ en: String) -> Localized { Localized(zhHans, zhHant, en) }

        /// Developer terms that instruction text should not use.
        static let developerTerms = ["ARKit", "RealityKit", "world tracking", "world detection", "plane detection", "raycast",
                                     "feature points", "SLAM", "anchor", "世界跟踪", "世界追踪", "世界检测", "世界追蹤", "世界偵測",
                                     "平面检测", "平面偵測", "锚点", "錨點", "特征点", "特徵點"]

        static let approachableTerms = Rule(
            id: "augmented-reality.instructions.approachable-terms", guidelines: ["augmented-reality.experience.approachable-terms"], component: ARInstructions.self,
            threshold: text("说明文字不用开发者术语（ARKit、世界跟踪等）", "說明文字不用開發者術語（ARKit、世界追蹤等）", "no developer terms (ARKit, world tracking …) in instructions"),
            severity: .error,  // the lead: “请使用平易近人的术语” (use approachable terms)
            source: Figure(text("避免开发者导向的术语", "避免開發者導向的術語", "no developer-oriented terms"),
                           source: "为了使其易于使用,请避免提及像ARKit这样的技术、开发者导向的术语、世界检测和跟踪。")
        ) { i in
            developerTerms.filter { i.text.range(of: $0, options: .caseInsensitive) != nil }.map { term in
                text("说明文字用了开发者术语“\(term)”", "說明文字用了開發者術語「\(term)」", "The instruction uses the developer term “\(term)”")
            }
        }
    }
}
