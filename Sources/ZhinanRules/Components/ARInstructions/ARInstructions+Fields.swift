/// The fields of a `ARInstructions` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ARInstructions {
    package static let fields: [FieldDoc] = [
        .text("text"),
        .choice("shown-as", ShownAs.self, default: .overlay, "text over the view, or a hint placed in the scene"),
        .choice("stage", Stage.self, default: .beforeSurfaceDetection),
    ]
}
