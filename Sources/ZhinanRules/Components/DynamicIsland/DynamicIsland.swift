/// A Dynamic Island presentation of a Live Activity, with the content it holds.
package struct DynamicIsland: Sendable, Hashable {
    package enum Presentation: String, CaseIterable, Sendable { case compact, minimal, expanded }

    /// A shape inside the island, and its distance to the island's edges.
    package struct Element: Sendable, Hashable {
        package var cornerRadius: Double
        package var top: Double, leading: Double, bottom: Double, trailing: Double
    }
    /// One side of the compact presentation, beside the sensors.
    package struct Side: Sendable, Hashable {
        package var width: Double
        package var contentWidth: Double
        /// The distance kept between the content and the island's outer edge.
        package var margin: Double
    }

    package var presentation: Presentation
    package var width: Double
    package var height: Double
    /// The island's outer corner radius: 44 pt expanded; a capsule (half the height) otherwise.
    package var cornerRadius: Double
    package var elements: [Element]
    package var leading: Side?
    package var trailing: Side?
    /// Expanded: how far below the island's top the highest content starts.
    package var contentTop: Double?
    /// Expanded: the bottom of the sensor area, measured from the island's top.
    var sensorBottom: Double
    /// Compact and minimal: what it shows (`logo`, `app-icon`, `progress`, `time`, `text`, `icon` …).
    package var shows: [String]

    init(_ spec: SpecReader, presentation: Presentation) {
        self.presentation = presentation
        let defaults: (Double, Double) = switch presentation {
        case .compact: (230, 36.67)
        case .minimal: (36.67, 36.67)
        case .expanded: (371, 160)
        }
        width = spec.number("width", default: defaults.0)
        height = spec.number("height", default: defaults.1)
        cornerRadius = spec.number("corner-radius", default: presentation == .expanded ? 44 : height / 2)
        elements = spec.list("elements") { e in
            let all = e.optionalNumber("inset")
            return Element(cornerRadius: e.number("corner-radius"),
                           top: e.number("top", default: all), leading: e.number("leading", default: all),
                           bottom: e.number("bottom", default: all), trailing: e.number("trailing", default: all))
        }
        let side = { (s: SpecReader) in Side(width: s.number("width"), contentWidth: s.number("content-width"), margin: s.number("margin", default: 0)) }
        leading = presentation == .compact ? spec.nested("leading", side) : nil
        trailing = presentation == .compact ? spec.nested("trailing", side) : nil
        contentTop = presentation == .expanded ? spec.optionalNumber("content-top") : nil
        sensorBottom = presentation == .expanded ? spec.number("sensor-bottom", default: 36.67) : 36.67
        shows = presentation == .expanded ? [] : spec.strings("shows", default: presentation == .compact ? ["text"] : [])
        if presentation == .minimal && shows.isEmpty { spec.fail("a minimal presentation needs 'shows' (for example [progress])") }
    }
}
