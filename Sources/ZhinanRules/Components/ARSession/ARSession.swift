/// An AR session that detects images in the surroundings.
package struct ARSession: ComponentSpec, Hashable {
    package static let kind = ComponentKind("ar-session")

    /// How many reference images the session looks for at once.
    var activeReferenceImages: Int
    /// People can start over when placement or detection goes wrong.
    var offersReset: Bool

    package init(_ spec: SpecReader) {
        offersReset = spec.bool("offers-reset", default: true)
        let count = spec.number("active-reference-images", default: 0)
        if count != count.rounded() { spec.fail("field 'active-reference-images' must be a whole number") }
        activeReferenceImages = Int(count)
    }
}
