import Foundation

/// The rules of ARInstructions: words people understand.
extension ARInstructions {
    package static let rules: [Rule] = [Rules.approachableTerms, Rules.hintsInContext]

    package enum Rules {
        /// Developer terms that instruction text should not use.
        static let developerTerms = ["ARKit", "RealityKit", "world tracking", "world detection", "plane detection", "raycast",
                                     "feature points", "SLAM", "anchor", "世界跟踪", "世界追踪", "世界检测", "世界追蹤", "世界偵測",
                                     "平面检测", "平面偵測", "锚点", "錨點", "特征点", "特徵點"]

        package static let hintsInContext = rule(
            id: "augmented-reality.hints.in-context", guidelines: ["augmented-reality.experience.hints-in-context"], severity: .warning,  // “尽可能”: wherever possible
            source: "尽可能在上下文中提供提示。", broken: { i in i.shownAs == .overlay && i.stage == .interacting }, Message(".overlay"))

        package static let approachableTerms = rule(
            id: "augmented-reality.instructions.approachable-terms", guidelines: ["augmented-reality.experience.approachable-terms"],
            severity: .error,  // the lead: “请使用平易近人的术语” (use approachable terms)
            source: "为了使其易于使用,请避免提及像ARKit这样的技术、开发者导向的术语、世界检测和跟踪。"
        ) { i in developerTerms(in: i.text).map { Message(".instruction-uses-developer-term", ["term": .text($0)]) } }

        /// The developer terms a text uses.
        package static func developerTerms(in text: String) -> [String] { developerTerms.filter { text.range(of: $0, options: .caseInsensitive) != nil } }
    }
}
