/// The AR glyph: the symbol on a control that starts an ARKit experience.
public struct ARGlyph: ComponentSpec, Hashable {
    public static let kind = ComponentKind("ar-glyph")

    public enum Launches: String, CaseIterable, Sendable { case arkitExperience = "arkit-experience", other }

    public var height: Double
    /// The smallest distance from the glyph to anything else.
    public var clearSpace: Double
    public var launches: Launches
    /// Changed beyond size and colour.
    public var modified: Bool

    public init(_ spec: SpecReader) {
        height = spec.number("height")
        clearSpace = spec.number("clear-space")
        launches = spec.choice("launches", default: .arkitExperience)
        modified = spec.bool("modified", default: false)
    }
}
