/// A Live Activity's Lock Screen presentation, and how it behaves in StandBy and when it ends.
package struct LiveActivity: ComponentSpec, Hashable {
    package static let kind = ComponentKind("live-activity")

    package struct Palette: Sendable, Hashable {
        package var background, foreground: Color
    }

    package var width, height: Double
    package var leadingMargin, trailingMargin: Double
    package var light, dark: Palette
    package var standbyScale: Double
    package var removedWhenEnded: Bool
    package var durationHours, lockScreenHours: Double?
    package var mimicsNotification: Bool
    package struct Button: Sendable, Hashable {
        package var label: String
        package var essential: Bool
    }
    package var buttons: [Button]
    /// The brand has a logo mark; the layout shows the whole app icon.
    package var hasLogoMark, showsAppIcon: Bool
    package var contentHeight: Double?
    package enum NumberTransition: String, CaseIterable, Sendable { case numericText = "numeric-text", contentReplace = "content-replace", opacity, none }
    package enum FadeTransition: String, CaseIterable, Sendable { case contentReplace = "content-replace", opacity, none, custom }
    package enum ListAnimation: String, CaseIterable, Sendable { case movingRowOnly = "moving-row-only", allRowsMove = "all-rows-move" }
    package enum StandbyBackground: String, CaseIterable, Sendable { case extended, removed }
    package enum Alerts: String, CaseIterable, Sendable { case expandedPresentation = "expanded-presentation", pushNotification = "push-notification" }
    package var numberTransition: NumberTransition?
    package var fadeTransition: FadeTransition?
    package var listAnimation: ListAnimation?
    package var edgeToEdgeGraphics: Bool
    package var standbyBackground: StandbyBackground
    package var assetScale: Double?
    package var alertsBy: Alerts
    /// StandBy is what the example is about, though its values are StandBy's defaults (a mockup's concern only).
    package var inStandBy: Bool
    /// The Lock Screen's margins: notifications keep them, and a Live Activity shares them (14 pt in both editions).
    package static let lockScreenMargin = 14.0
    /// How many hours the system keeps an activity live, and on the Lock Screen in all (current guidance only).
    package static let (liveHours, lockScreenHours) = (8.0, 12.0)
    /// What the content needs with those margins above and below it, where the spec says what the content needs.
    package var neededHeight: Double? { contentHeight.map { $0 + 2 * Self.lockScreenMargin } }

    package init(_ spec: SpecReader) {
        width = spec.length("width", default: 361)
        height = spec.length("height", default: 120)
        (leadingMargin, trailingMargin) = spec.nested("margins", "default 14 each") { ($0.length("leading"), $0.length("trailing")) } ?? (Self.lockScreenMargin, Self.lockScreenMargin)
        let palette = { (p: SpecReader) in Palette(background: p.color("background"), foreground: p.color("foreground")) }
        let colors = spec.nested("colors", "default #1C1C1E on #FFFFFF, dark as light") { c in
            (c.nested("light") { palette($0) }, c.nested("dark") { palette($0) })
        }
        light = colors?.0 ?? Palette(background: Color("#1C1C1E")!, foreground: .white)
        dark = colors?.1 ?? light
        standbyScale = spec.number("standby-scale", default: 2, "2 = 200%")
        removedWhenEnded = spec.bool("removed-when-ended", default: true)
        durationHours = spec.optionalNumber("duration-hours", "how long it stays live")
        lockScreenHours = spec.optionalNumber("lock-screen-hours", "how long it stays on the Lock Screen in all")
        mimicsNotification = spec.bool("mimics-notification", default: false, "the layout copies a notification's")
        buttons = spec.list("buttons") { Button(label: $0.string("label"), essential: $0.bool("essential", default: true)) }
        hasLogoMark = spec.bool("has-logo-mark", default: false)
        showsAppIcon = spec.bool("shows-app-icon", default: false)
        contentHeight = spec.optionalLength("content-height", "what the content needs, without margins")
        (numberTransition, fadeTransition, listAnimation) = spec.nested("transitions") { t in
            (t.optionalChoice("numbers"), t.optionalChoice("fades"), t.optionalChoice("list-rows"))
        } ?? (nil, nil, nil)
        edgeToEdgeGraphics = spec.bool("edge-to-edge-graphics", default: false)
        standbyBackground = spec.choice("standby-background", default: .extended)
        assetScale = spec.optionalNumber("asset-scale", "pixels per point of the layout in its assets")
        alertsBy = spec.choice("alerts-by", default: .expandedPresentation, "how events during the activity reach people")
        inStandBy = spec.bool("in-standby", default: false, "the mockup shows it in StandBy, where nothing else says so")
    }
}
