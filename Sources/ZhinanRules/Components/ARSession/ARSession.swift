/// An AR experience: what it looks for, how people place and handle objects, and how it recovers.
package struct ARSession: ComponentSpec, Hashable {
    package static let kind = ComponentKind("ar-session")

    package enum Realism: String, CaseIterable, Sendable {
        case surfacePlacement = "surface-placement", realWorldScale = "real-world-scale", environmentLighting = "environment-lighting"
        case shadows, cameraUpdates = "camera-updates"
    }
    package enum Indicator: String, CaseIterable, Sendable { case none, `static`, changesWhenSurfaceFound = "changes-when-surface-found" }
    package enum Placement: String, CaseIterable, Sendable { case immediate, waitsForDetection = "waits-for-detection" }
    package enum Manipulation: String, CaseIterable, Sendable { case direct, separateControls = "separate-controls" }
    package enum MoveGesture: String, CaseIterable, Sendable { case oneFingerDrag = "one-finger-drag", other }
    package enum RotateGesture: String, CaseIterable, Sendable { case twoFingerRotation = "two-finger-rotation", other }
    package enum ObjectSize: String, CaseIterable, Sendable { case realWorld = "real-world", noIntrinsicSize = "no-intrinsic-size" }
    package enum Anchoring: String, CaseIterable, Sendable { case frameOfReference = "frame-of-reference", precise }
    package enum Role: String, CaseIterable, Sendable { case primary, secondary }
    package enum Unsupported: String, CaseIterable, Sendable { case notOffered = "not-offered", hidesAR = "hides-ar", showsError = "shows-error" }
    package enum Surface: String, CaseIterable, Sendable { case flat, curved, reflective }

    /// A reference image the session looks for.
    package struct ReferenceImage: Sendable, Hashable {
        package var physicalWidth: Double?
        package var surface: Surface
    }

    package var activeReferenceImages: Int
    /// People can start over when placement or detection goes wrong.
    package var offersReset: Bool
    package var realisticObjects: Bool
    package var realism: [Realism]
    package var offscreenObjectCues: Bool
    package var showsDetectionProgress: Bool
    package var placementIndicator: Indicator
    package var placement: Placement
    package var alignsToSurfaceEdges: Bool
    package var manipulation: Manipulation
    package var moveGesture: MoveGesture?
    package var rotateGesture: RotateGesture?
    package var respondsNearObjects: Bool
    package var objectSize: ObjectSize?
    package var userScaling: Bool
    package var referenceImages: [ReferenceImage]
    package var imageAnchoring: Anchoring
    package var leavesARForSettings: Bool
    package var relocalizes, hidesObjectsWhileRelocalizing, relocalizationCancellable: Bool
    package var suggestsFixes: Bool
    package var role: Role
    package var unsupportedDevices: Unsupported

    package init(_ spec: SpecReader) {
        activeReferenceImages = spec.count("active-reference-images", default: 0)
        offersReset = spec.bool("offers-reset", default: true)
        realisticObjects = spec.bool("realistic-objects", default: false)
        realism = spec.choices("realism", "what makes realistic objects convincing")
        offscreenObjectCues = spec.bool("offscreen-object-cues", default: true, "cues toward objects off the screen")
        showsDetectionProgress = spec.bool("shows-detection-progress", default: true, "while surfaces are detected")
        placementIndicator = spec.choice("placement-indicator", default: .changesWhenSurfaceFound)
        placement = spec.choice("placement", default: .immediate, "when a tap places an object")
        alignsToSurfaceEdges = spec.bool("aligns-to-surface-edges", default: false)
        manipulation = spec.choice("manipulation", default: .direct)
        moveGesture = spec.optionalChoice("move-gesture")
        rotateGesture = spec.optionalChoice("rotate-gesture")
        respondsNearObjects = spec.bool("responds-near-objects", default: true, "gestures near an object affect it")
        objectSize = spec.optionalChoice("object-size")
        userScaling = spec.bool("user-scaling", default: false)
        referenceImages = spec.list("reference-images") { image in
            ReferenceImage(physicalWidth: image.optionalLength("physical-width", "in the real world"), surface: image.choice("surface", default: .flat))
        }
        imageAnchoring = spec.choice("image-anchoring", default: .frameOfReference)
        leavesARForSettings = spec.bool("leaves-ar-for-settings", default: false)
        relocalizes = spec.bool("relocalizes", default: true, "after an interruption")
        hidesObjectsWhileRelocalizing = spec.bool("hides-objects-while-relocalizing", default: true)
        relocalizationCancellable = spec.bool("relocalization-cancellable", default: true)
        suggestsFixes = spec.bool("suggests-fixes", default: true, "when detection fails or takes long")
        role = spec.choice("ar-role", default: .secondary, "AR is the app's purpose, or one feature")
        unsupportedDevices = spec.choice("unsupported-devices", default: .hidesAR, "what a device without ARKit sees")
    }
}
