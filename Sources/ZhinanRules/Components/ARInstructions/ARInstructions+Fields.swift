/// The fields of a `ARInstructions` spec, for the table in docs/rules.md (a test checks that the
/// decoder reads exactly these fields).
extension ARInstructions {
    package static let fields: [FieldDoc] = [
        .text("text"),
        .choice("shown-as", ShownAs.self, default: .overlay, "text over the view, or a hint placed in the scene"),
        .choice("stage", Stage.self, default: .beforeSurfaceDetection),
    ]
}
