/// The fields of a `PencilCanvas` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension PencilCanvas {
    package static let fields: [FieldDoc] = [
        .bool("controls-accept-pencil", default: true),
        .bool("finger-drawing", default: true),
        .bool("requires-mode-before-drawing", default: false),
        .choices("stroke-responds-to", Sense.self, "default all three"),
        .bool("affects-other-content", default: false, "a stroke changes content away from the tip"),
        .choice("controls-edge", Edge.self, default: .top),
        .bool("controls-movable", default: false),
        .bool("draws-over-content", default: false, "a PDF, a photo"),
        .bool("ink-adapts-to-dark-mode", default: true),
        .choice("environment", Environment.self, default: .regular, "the size class"),
        .bool("content-inset-for-tool-picker", default: true),
        .choices("undo-redo", Undo.self, "default [tool-picker]"),
    ]
}
