/// An AR badge on a product photo.
package struct ARBadge: ComponentSpec, Hashable {
    package static let kind = ComponentKind("ar-badge")

    package enum Form: String, CaseIterable, Sendable { case collapsed, expanded, glyphOnly = "glyph-only" }

    package var form: Form
    package var height, clearSpace: Double
    package var modified: Bool
    package var roomForBadge: Bool

    package init(_ spec: SpecReader) {
        form = spec.choice("form", default: .collapsed)
        height = spec.length("height")
        clearSpace = spec.length("clear-space")
        modified = spec.bool("modified", default: false)
        roomForBadge = spec.bool("room-for-badge", default: true, "the place has room for the AR badge")
    }
}
