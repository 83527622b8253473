/// The AR glyph: the symbol on a control that starts an ARKit experience.
public struct ARGlyph: Sendable, Hashable {
    public enum Launches: String, CaseIterable, Sendable { case arkitExperience = "arkit-experience", other }

    public var height: Double
    /// The smallest distance from the glyph to anything else.
    public var clearSpace: Double
    public var launches: Launches
    /// Changed beyond size and colour.
    public var modified: Bool

    init(_ spec: SpecReader) {
        height = spec.number("height")
        clearSpace = spec.number("clear-space")
        launches = spec.choice("launches", default: .arkitExperience)
        modified = spec.bool("modified", default: false)
    }
}

/// An AR badge on a product photo.
public struct ARBadge: Sendable, Hashable {
    public enum Form: String, CaseIterable, Sendable { case collapsed, expanded, glyphOnly = "glyph-only" }

    public var form: Form
    public var height: Double
    public var clearSpace: Double
    public var modified: Bool

    init(_ spec: SpecReader) {
        form = spec.choice("form", default: .collapsed)
        height = spec.number("height")
        clearSpace = spec.number("clear-space")
        modified = spec.bool("modified", default: false)
    }
}

/// A collection of products or objects, some viewable in AR, and where their badges go.
public struct ARCatalog: Sendable, Hashable {
    public enum Corner: String, CaseIterable, Sendable {
        case none, topLeading = "top-leading", topTrailing = "top-trailing", bottomLeading = "bottom-leading", bottomTrailing = "bottom-trailing"
    }
    public struct Item: Sendable, Hashable {
        public var viewableInAR: Bool
        public var badge: Corner
    }

    public var items: [Item]

    init(_ spec: SpecReader) {
        items = spec.list("items") { Item(viewableInAR: $0.bool("viewable-in-ar"), badge: $0.choice("badge", default: ARCatalog.Corner.none)) }
        if items.isEmpty { spec.fail("an AR catalog needs at least one item in 'items'") }
    }
}

/// An AR session that detects images in the surroundings.
public struct ARSession: Sendable, Hashable {
    /// How many reference images the session looks for at once.
    public var activeReferenceImages: Int
    /// People can start over when placement or detection goes wrong.
    public var offersReset: Bool

    init(_ spec: SpecReader) {
        offersReset = spec.bool("offers-reset", default: true)
        let count = spec.number("active-reference-images", default: 0)
        if count != count.rounded() { spec.fail("field 'active-reference-images' must be a whole number") }
        activeReferenceImages = Int(count)
    }
}

/// Instruction text shown to people in an AR experience.
public struct ARInstructions: Sendable, Hashable {
    public var text: String

    init(_ spec: SpecReader) {
        text = spec.string("text")
    }
}
