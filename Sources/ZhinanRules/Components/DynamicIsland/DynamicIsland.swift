/// A Dynamic Island presentation of a Live Activity, with the content it holds.
package struct DynamicIsland: Sendable, Hashable {
    package enum Presentation: String, CaseIterable, Sendable { case compact, minimal, expanded }
    /// The two screen classes Apple publishes island figures for, in points.
    package enum Screen: String, CaseIterable, Sendable {
        case pro = "393x852", proMax = "430x932"

        /// The widest a compact side may be: 52⅓ pt, or 62⅓ pt on the larger screen.
        package var compactSideWidth: Double { self == .pro ? 157.0 / 3 : 187.0 / 3 }
    }

    /// A shape inside the island, and its distance to the island's edges.
    package struct Element: Sendable, Hashable {
        package var cornerRadius: Double
        package var top: Double, leading: Double, bottom: Double, trailing: Double
    }
    /// One side of the compact presentation, beside the sensors.
    package struct Side: Sendable, Hashable {
        package var width, contentWidth: Double
        /// The distance kept between the content and the island's outer edge.
        package var margin: Double
    }

    package var presentation: Presentation
    package var width, height: Double
    /// The island's outer corner radius: 44 pt expanded; a capsule (half the height) otherwise.
    package var cornerRadius: Double
    package var elements: [Element]
    package var leading, trailing: Side?
    /// Expanded: how far below the island's top the highest content starts.
    package var contentTop: Double?
    /// Expanded: the bottom of the sensor area, measured from the island's top.
    var sensorBottom: Double
    /// Compact: the screen class it is laid out for (the published sizes depend on it).
    package var screen: Screen = .pro
    /// Compact: how many sessions of the app run at once, and whether the view alternates between them.
    package var sessions = 1
    package var alternatesSessions = true
    /// Compact and minimal: what it shows (`logo`, `app-icon`, `progress`, `time`, `text`, `icon` …).
    package var shows: [String]

    /// The capsule's height, 36⅔ pt (110 px at @3x), which Apple publishes rounded as 36.67.
    package static let capsuleHeight = 110.0 / 3
    /// The expanded island's corner radius, as Apple publishes it today.
    package static let expandedCornerRadius = 44.0
    /// The heights Apple publishes today for the expanded view and the Lock Screen presentation.
    package static let heightRange = 84.0...160.0
    /// Where current guidance publishes the island's and the Lock Screen presentation's figures.
    package static let specifications = "Human Interface Guidelines, “Live Activities” › Specifications"

    /// Island geometry is laid out in thirds of a point (one pixel at @3x), published rounded (36.67
    /// is 36⅔): a length within 0.005 pt of a third is read as that third, so what is computed from it
    /// is rounded once, for display (36.67 / 2 − 6 shows 12.33, not 12.34). Others are kept as written.
    static func point(_ value: Double) -> Double {
        let third = (value * 3).rounded() / 3
        return abs(value - third) < 0.005 ? third : value
    }

    init(_ spec: SpecReader, presentation: Presentation) {
        self.presentation = presentation
        let defaults: (Double, Double) = switch presentation {
        case .compact: (230, Self.capsuleHeight)
        case .minimal: (Self.capsuleHeight, Self.capsuleHeight)
        case .expanded: (371, 160)
        }
        func length(_ s: SpecReader, _ key: String, _ fallback: Double?, _ note: String? = nil) -> Double {
            Self.point(s.length(key, default: fallback, note))
        }
        width = length(spec, "width", defaults.0)
        height = length(spec, "height", defaults.1)
        cornerRadius = presentation == .expanded ? length(spec, "corner-radius", 44) : length(spec, "corner-radius", height / 2, "default height/2")
        elements = spec.list("elements") { e in
            let all = e.optionalLength("inset", "instead of the four sides")
            return Element(cornerRadius: length(e, "corner-radius", nil), top: length(e, "top", all), leading: length(e, "leading", all),
                           bottom: length(e, "bottom", all), trailing: length(e, "trailing", all))
        }
        let side = { (s: SpecReader) in Side(width: length(s, "width", nil), contentWidth: length(s, "content-width", nil), margin: length(s, "margin", 0)) }
        if presentation == .compact {
            leading = spec.nested("leading") { side($0) }
            trailing = spec.nested("trailing") { side($0) }
            screen = spec.choice("screen", default: .pro, "the screen it is laid out for, in points")
            sessions = spec.count("sessions", default: 1, "sessions of the app running at once")
            alternatesSessions = spec.bool("alternates-sessions", default: true)
        }
        contentTop = presentation == .expanded ? spec.optionalLength("content-top").map(Self.point) : nil
        sensorBottom = presentation == .expanded ? length(spec, "sensor-bottom", Self.capsuleHeight) : Self.capsuleHeight
        shows = presentation == .expanded ? [] : spec.strings("shows", default: presentation == .compact ? ["text"] : [],
                                                               "logo, app-icon, progress, time, text, icon …")
        if presentation == .minimal && shows.isEmpty { spec.fail("a minimal presentation needs 'shows' (for example [progress])") }
    }
}
