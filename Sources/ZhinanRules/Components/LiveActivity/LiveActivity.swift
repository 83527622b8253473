/// A Live Activity's Lock Screen presentation, and how it behaves in StandBy and when it ends.
public struct LiveActivity: ComponentSpec, Hashable {
    public static let kind = ComponentKind("live-activity")

    public struct Palette: Sendable, Hashable {
        public var background: Color
        public var foreground: Color
    }

    public var width: Double
    public var height: Double
    public var leadingMargin: Double
    public var trailingMargin: Double
    public var light: Palette
    public var dark: Palette
    /// How much StandBy scales the Lock Screen layout (2 = 200%).
    public var standbyScale: Double
    /// Removed from the Lock Screen soon after the activity ends.
    public var removedWhenEnded: Bool

    public init(_ spec: SpecReader) {
        width = spec.number("width", default: 361)
        height = spec.number("height", default: 120)
        let margins = spec.nested("margins") { ($0.number("leading"), $0.number("trailing")) } ?? (14, 14)
        leadingMargin = margins.0
        trailingMargin = margins.1
        let colors = spec.nested("colors") { c in
            (c.nested("light") { Palette(background: $0.color("background"), foreground: $0.color("foreground")) },
             c.nested("dark") { Palette(background: $0.color("background"), foreground: $0.color("foreground")) })
        }
        light = colors?.0 ?? Palette(background: Color("#1C1C1E")!, foreground: .white)
        dark = colors?.1 ?? light
        standbyScale = spec.number("standby-scale", default: 2)
        removedWhenEnded = spec.bool("removed-when-ended", default: true)
    }
}
