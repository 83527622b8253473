/// A collection of products or objects, some viewable in AR, and where their badges go.
package struct ARCatalog: ComponentSpec, Hashable {
    package static let kind = ComponentKind("ar-catalog")

    package enum Corner: String, CaseIterable, Sendable {
        case none, topLeading = "top-leading", topTrailing = "top-trailing", bottomLeading = "bottom-leading", bottomTrailing = "bottom-trailing"
    }
    package struct Item: Sendable, Hashable {
        package var viewableInAR: Bool
        package var badge: Corner
    }

    package var items: [Item]

    package init(_ spec: SpecReader) {
        items = spec.list("items", "at least one") { Item(viewableInAR: $0.bool("viewable-in-ar"), badge: $0.choice("badge", default: ARCatalog.Corner.none)) }
        if items.isEmpty { spec.fail("an AR catalog needs at least one item in 'items'") }
    }
}
