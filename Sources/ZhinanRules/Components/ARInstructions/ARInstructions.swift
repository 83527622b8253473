/// Instruction text shown to people in an AR experience.
package struct ARInstructions: ComponentSpec, Hashable {
    package static let kind = ComponentKind("ar-instructions")

    package enum ShownAs: String, CaseIterable, Sendable { case overlay, inContext = "in-context" }
    /// When the hint is shown: before surfaces are found, while people handle objects, or after they ignored a hint in context.
    package enum Stage: String, CaseIterable, Sendable {
        case beforeSurfaceDetection = "before-surface-detection", interacting, afterIgnoredHint = "after-ignored-hint"
    }

    package var text: String
    package var shownAs: ShownAs
    package var stage: Stage

    package init(_ spec: SpecReader) {
        text = spec.string("text")
        shownAs = spec.choice("shown-as", default: .overlay, "text over the view, or a hint placed in the scene")
        stage = spec.choice("stage", default: .beforeSurfaceDetection)
    }
}
