/// The Dynamic Island's three presentations share one model and two rules, and each is its own
/// kind of component: a spec says which one it is, and each has rules of its own.
public protocol DynamicIslandPresentation: ComponentSpec {
    static var presentation: DynamicIsland.Presentation { get }
    /// Inner radius = outer radius − inset, in this presentation.
    static var concentric: Rule { get }
    /// Even margins, in this presentation.
    static var evenMargins: Rule { get }
    var island: DynamicIsland { get }
    init(island: DynamicIsland)
}

extension DynamicIslandPresentation {
    public init(_ spec: SpecReader) { self.init(island: DynamicIsland(spec, presentation: Self.presentation)) }
}

/// The compact view: leading and trailing sides around the sensors.
@dynamicMemberLookup
public struct DynamicIslandCompact: DynamicIslandPresentation, Hashable {
    public static let kind = ComponentKind("dynamic-island-compact")
    public static let presentation = DynamicIsland.Presentation.compact
    public var island: DynamicIsland
    public init(island: DynamicIsland) { self.island = island }
    public subscript<T>(dynamicMember path: KeyPath<DynamicIsland, T>) -> T { island[keyPath: path] }
}

/// The minimal view: one small capsule, when several activities are running.
@dynamicMemberLookup
public struct DynamicIslandMinimal: DynamicIslandPresentation, Hashable {
    public static let kind = ComponentKind("dynamic-island-minimal")
    public static let presentation = DynamicIsland.Presentation.minimal
    public var island: DynamicIsland
    public init(island: DynamicIsland) { self.island = island }
    public subscript<T>(dynamicMember path: KeyPath<DynamicIsland, T>) -> T { island[keyPath: path] }
}

/// The expanded view, shown when someone touches and holds the island.
@dynamicMemberLookup
public struct DynamicIslandExpanded: DynamicIslandPresentation, Hashable {
    public static let kind = ComponentKind("dynamic-island-expanded")
    public static let presentation = DynamicIsland.Presentation.expanded
    public var island: DynamicIsland
    public init(island: DynamicIsland) { self.island = island }
    public subscript<T>(dynamicMember path: KeyPath<DynamicIsland, T>) -> T { island[keyPath: path] }
}

extension DynamicIsland.Presentation {
    /// How the rules name the presentation: zh-Hans, zh-Hant, and the English word of the rule ids.
    var names: (String, String, String) {
        switch self {
        case .compact: ("紧凑视图", "緊湊視圖", "compact")
        case .minimal: ("最小视图", "最小視圖", "minimal")
        case .expanded: ("扩展视图", "擴展視圖", "expanded")
        }
    }
}
