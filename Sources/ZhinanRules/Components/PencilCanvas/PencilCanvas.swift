/// A surface people draw and write on with Apple Pencil, and the controls around it.
package struct PencilCanvas: ComponentSpec, Hashable {
    package static let kind = ComponentKind("pencil-canvas")

    package enum Sense: String, CaseIterable, Sendable { case pressure, tilt, azimuth }
    package enum Edge: String, CaseIterable, Sendable { case top, bottom, leading, trailing }
    package enum Environment: String, CaseIterable, Sendable { case regular, compact }
    package enum Undo: String, CaseIterable, Sendable { case toolPicker = "tool-picker", buttons, threeFingerGestures = "three-finger-gestures" }

    /// The app's controls respond to Apple Pencil as they do to a finger.
    package var controlsAcceptPencil: Bool
    /// People can draw and write with a finger too.
    package var fingerDrawing: Bool
    /// A button or a mode must be chosen before Apple Pencil draws.
    package var requiresModeBeforeDrawing: Bool
    /// What of Apple Pencil the stroke's width and opacity follow.
    package var strokeRespondsTo: [Sense]
    package var affectsOtherContent: Bool
    /// Where the controls are, and whether people can move them.
    package var controlsEdge: Edge
    package var controlsMovable: Bool
    package var drawsOverContent, inkAdaptsToDarkMode: Bool
    package var environment: Environment
    package var contentInsetForToolPicker: Bool
    package var undoRedo: [Undo]

    package init(_ spec: SpecReader) {
        controlsAcceptPencil = spec.bool("controls-accept-pencil", default: true)
        fingerDrawing = spec.bool("finger-drawing", default: true)
        requiresModeBeforeDrawing = spec.bool("requires-mode-before-drawing", default: false)
        strokeRespondsTo = spec.choices("stroke-responds-to", default: Sense.allCases)
        affectsOtherContent = spec.bool("affects-other-content", default: false, "a stroke changes content away from the tip")
        controlsEdge = spec.choice("controls-edge", default: .top)
        controlsMovable = spec.bool("controls-movable", default: false)
        drawsOverContent = spec.bool("draws-over-content", default: false, "a PDF, a photo")
        inkAdaptsToDarkMode = spec.bool("ink-adapts-to-dark-mode", default: true)
        environment = spec.choice("environment", default: .regular, "the size class")
        contentInsetForToolPicker = spec.bool("content-inset-for-tool-picker", default: true)
        undoRedo = spec.choices("undo-redo", default: [.toolPicker])
    }
}
