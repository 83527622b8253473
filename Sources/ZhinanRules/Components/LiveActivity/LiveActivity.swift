/// A Live Activity's Lock Screen presentation, and how it behaves in StandBy and when it ends.
package struct LiveActivity: ComponentSpec, Hashable {
    package static let kind = ComponentKind("live-activity")

    package struct Palette: Sendable, Hashable {
        package var background: Color
        package var foreground: Color
    }

    package var width: Double
    package var height: Double
    package var leadingMargin: Double
    package var trailingMargin: Double
    package var light: Palette
    package var dark: Palette
    /// How much StandBy scales the Lock Screen layout (2 = 200%).
    package var standbyScale: Double
    /// Removed from the Lock Screen soon after the activity ends.
    var removedWhenEnded: Bool

    package init(_ spec: SpecReader) {
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
