/// An AR badge on a product photo.
public struct ARBadge: ComponentSpec, Hashable {
    public static let kind = ComponentKind("ar-badge")

    public enum Form: String, CaseIterable, Sendable { case collapsed, expanded, glyphOnly = "glyph-only" }

    public var form: Form
    public var height: Double
    public var clearSpace: Double
    public var modified: Bool

    public init(_ spec: SpecReader) {
        form = spec.choice("form", default: .collapsed)
        height = spec.number("height")
        clearSpace = spec.number("clear-space")
        modified = spec.bool("modified", default: false)
    }
}
