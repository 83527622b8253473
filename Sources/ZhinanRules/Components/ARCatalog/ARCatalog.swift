/// A collection of products or objects, some viewable in AR, and where their badges go.
public struct ARCatalog: ComponentSpec, Hashable {
    public static let kind = ComponentKind("ar-catalog")

    public enum Corner: String, CaseIterable, Sendable {
        case none, topLeading = "top-leading", topTrailing = "top-trailing", bottomLeading = "bottom-leading", bottomTrailing = "bottom-trailing"
    }
    public struct Item: Sendable, Hashable {
        public var viewableInAR: Bool
        public var badge: Corner
    }

    public var items: [Item]

    public init(_ spec: SpecReader) {
        items = spec.list("items") { Item(viewableInAR: $0.bool("viewable-in-ar"), badge: $0.choice("badge", default: ARCatalog.Corner.none)) }
        if items.isEmpty { spec.fail("an AR catalog needs at least one item in 'items'") }
    }
}
