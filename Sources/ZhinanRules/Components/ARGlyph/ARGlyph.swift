/// The AR glyph: the symbol on a control that starts an ARKit experience.
package struct ARGlyph: ComponentSpec, Hashable {
    package static let kind = ComponentKind("ar-glyph")

    package enum Launches: String, CaseIterable, Sendable { case arkitExperience = "arkit-experience", other }

    package var height: Double
    /// The smallest distance from the glyph to anything else.
    package var clearSpace: Double
    package var launches: Launches
    package var modified: Bool

    package init(_ spec: SpecReader) {
        height = spec.length("height")
        clearSpace = spec.length("clear-space")
        launches = spec.choice("launches", default: .arkitExperience)
        modified = spec.bool("modified", default: false, "changed beyond size and colour")
    }
}
