/// The fields of each Dynamic Island presentation, for docs/rules.md (a test checks the decoder reads exactly these).
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

extension DynamicIslandCompact {
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
}

extension DynamicIslandMinimal {
    package static let fields: [FieldDoc] = [
        .length("width", default: "36.67"),
        .length("height", default: "36.67"),
        .length("corner-radius", default: "height/2"),
        DynamicIsland.element,
        DynamicIsland.shows(),
    ]
}

extension DynamicIslandExpanded {
    package static let fields: [FieldDoc] = [
        .length("width", default: "371"),
        .length("height", default: "160"),
        .length("corner-radius", default: "44"),
        DynamicIsland.element,
        .length("content-top", "optional"),
        .length("sensor-bottom", default: "36.67"),
    ]
}
