/// The fields of a `ARSession` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ARSession {
    package static let fields: [FieldDoc] = [
        .count("active-reference-images", default: "0"),
        .bool("offers-reset", default: true),
        .bool("realistic-objects", default: false),
        .choices("realism", Realism.self, "what makes realistic objects convincing"),
        .bool("offscreen-object-cues", default: true, "cues toward objects off the screen"),
        .bool("shows-detection-progress", default: true, "while surfaces are detected"),
        .choice("placement-indicator", Indicator.self, default: .changesWhenSurfaceFound),
        .choice("placement", Placement.self, default: .immediate, "when a tap places an object"),
        .bool("aligns-to-surface-edges", default: false),
        .choice("manipulation", Manipulation.self, default: .direct),
        .choice("move-gesture", MoveGesture.self, "optional"),
        .choice("rotate-gesture", RotateGesture.self, "optional"),
        .bool("responds-near-objects", default: true, "gestures near an object affect it"),
        .choice("object-size", ObjectSize.self, "optional"),
        .bool("user-scaling", default: false),
        .records("reference-images", [.length("physical-width", "optional; in the real world"), .choice("surface", Surface.self, default: .flat)]),
        .choice("image-anchoring", Anchoring.self, default: .frameOfReference),
        .bool("leaves-ar-for-settings", default: false),
        .bool("relocalizes", default: true, "after an interruption"),
        .bool("hides-objects-while-relocalizing", default: true),
        .bool("relocalization-cancellable", default: true),
        .bool("suggests-fixes", default: true, "when detection fails or takes long"),
        .choice("ar-role", Role.self, default: .secondary, "AR is the app's purpose, or one feature"),
        .choice("unsupported-devices", Unsupported.self, default: .hidesAR, "what a device without ARKit sees"),
    ]
}
