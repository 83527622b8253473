/// The Dynamic Island's three presentations share one model and some rules, each a kind of component.
@dynamicMemberLookup
package protocol DynamicIslandPresentation: ComponentSpec {
    static var presentation: DynamicIsland.Presentation { get }
    var island: DynamicIsland { get }
}

extension DynamicIslandPresentation { package subscript<T>(dynamicMember path: KeyPath<DynamicIsland, T>) -> T { island[keyPath: path] } }

/// The compact view: leading and trailing sides around the sensors.
package struct DynamicIslandCompact: DynamicIslandPresentation, Hashable {
    package static let kind = ComponentKind("dynamic-island-compact")
    package static let presentation = DynamicIsland.Presentation.compact
    package var island: DynamicIsland
    package init(_ spec: SpecReader) { island = DynamicIsland(spec, presentation: Self.presentation) }
}

/// The minimal view: one small capsule, when several activities are running.
package struct DynamicIslandMinimal: DynamicIslandPresentation, Hashable {
    package static let kind = ComponentKind("dynamic-island-minimal")
    package static let presentation = DynamicIsland.Presentation.minimal
    package var island: DynamicIsland
    package init(_ spec: SpecReader) { island = DynamicIsland(spec, presentation: Self.presentation) }
}

/// The expanded view, shown when someone touches and holds the island.
package struct DynamicIslandExpanded: DynamicIslandPresentation, Hashable {
    package static let kind = ComponentKind("dynamic-island-expanded")
    package static let presentation = DynamicIsland.Presentation.expanded
    package var island: DynamicIsland
    package init(_ spec: SpecReader) { island = DynamicIsland(spec, presentation: Self.presentation) }
}

extension DynamicIsland.Presentation {
    /// The view's name as the messages say it ("the compact view").
    var name: Message { Message("live-activities.dynamic-island.presentation.\(rawValue)") }
}
