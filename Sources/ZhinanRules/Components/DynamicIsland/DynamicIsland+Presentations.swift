/// The Dynamic Island's three presentations share one model and some rules, each a kind of component.
@dynamicMemberLookup
package protocol DynamicIslandPresentation: ComponentSpec {
    static var presentation: DynamicIsland.Presentation { get }
    /// Inner radius = outer radius − inset, in this presentation.
    static var concentric: Rule { get }
    /// Even margins, in this presentation.
    static var evenMargins: Rule { get }
    /// Content kept off the island's edge, in this presentation.
    static var insetContent: Rule { get }
    var island: DynamicIsland { get }
    init(island: DynamicIsland)
}

extension DynamicIslandPresentation {
    package init(_ spec: SpecReader) { self.init(island: DynamicIsland(spec, presentation: Self.presentation)) }
    package subscript<T>(dynamicMember path: KeyPath<DynamicIsland, T>) -> T { island[keyPath: path] }
}

/// The compact view: leading and trailing sides around the sensors.
package struct DynamicIslandCompact: DynamicIslandPresentation, Hashable {
    package static let kind = ComponentKind("dynamic-island-compact")
    package static let presentation = DynamicIsland.Presentation.compact
    package static let fields: [FieldDoc] = [
        .length("width", default: "230"),
        .length("height", default: "36.67"),
        .length("corner-radius", default: "height/2"),
        DynamicIsland.element,
        DynamicIsland.side("leading"),
        DynamicIsland.side("trailing"),
        .choice("screen", DynamicIsland.Screen.self, default: .pro, "the screen it is laid out for, in points"),
        .count("sessions", default: "1", "sessions of the app running at once"),
        .bool("alternates-sessions", default: true),
        DynamicIsland.shows(default: "[text]"),
    ]
    package var island: DynamicIsland
    package init(island: DynamicIsland) { self.island = island }
}

/// The minimal view: one small capsule, when several activities are running.
package struct DynamicIslandMinimal: DynamicIslandPresentation, Hashable {
    package static let kind = ComponentKind("dynamic-island-minimal")
    package static let presentation = DynamicIsland.Presentation.minimal
    package static let fields: [FieldDoc] = [
        .length("width", default: "36.67"),
        .length("height", default: "36.67"),
        .length("corner-radius", default: "height/2"),
        DynamicIsland.element,
        DynamicIsland.shows(),
    ]
    package var island: DynamicIsland
    package init(island: DynamicIsland) { self.island = island }
}

/// The expanded view, shown when someone touches and holds the island.
package struct DynamicIslandExpanded: DynamicIslandPresentation, Hashable {
    package static let kind = ComponentKind("dynamic-island-expanded")
    package static let presentation = DynamicIsland.Presentation.expanded
    package static let fields: [FieldDoc] = [
        .length("width", default: "371"),
        .length("height", default: "160"),
        .length("corner-radius", default: "44"),
        DynamicIsland.element,
        .length("content-top", "optional"),
        .length("sensor-bottom", default: "36.67"),
    ]
    package var island: DynamicIsland
    package init(island: DynamicIsland) { self.island = island }
}

/// The fields the presentations share, for their docs.
extension DynamicIsland {
    static let element = FieldDoc.records("elements", [.length("corner-radius"), .length("top"), .length("leading"), .length("bottom"),
                                                       .length("trailing"), .length("inset", "instead of the four sides")])
    static func side(_ name: String) -> FieldDoc {
        .record(name, [.length("width"), .length("content-width"), .length("margin", default: "0")])
    }
    static func shows(default value: String? = nil) -> FieldDoc {
        .texts("shows", default: value, "logo, app-icon, progress, time, text, icon …")
    }
}

extension DynamicIsland.Presentation {
    /// The view's name as the messages say it ("the compact view").
    var name: Message { Message("live-activities.dynamic-island.presentation.\(rawValue)") }
}
