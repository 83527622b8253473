/// The fields of a `LiveActivity` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension LiveActivity {
    package static let fields: [FieldDoc] = [
        .length("width", default: "361"),
        .length("height", default: "120"),
        .record("margins", [.length("leading"), .length("trailing")], "default 14 each"),
        .record("colors", [.record("light", [.colour("background"), .colour("foreground")]), .record("dark", [.colour("background"), .colour("foreground")])],
                "default #1C1C1E on #FFFFFF, dark as light"),
        .number("standby-scale", default: "2", "2 = 200%"),
        .bool("removed-when-ended", default: true),
        .number("duration-hours", "optional; how long it stays live"),
        .number("lock-screen-hours", "optional; how long it stays on the Lock Screen in all"),
        .bool("mimics-notification", default: false, "the layout copies a notification's"),
        .records("buttons", [.text("label"), .bool("essential", default: true)]),
        .bool("has-logo-mark", default: false),
        .bool("shows-app-icon", default: false),
        .length("content-height", "optional; what the content needs, without margins"),
        .record("transitions", [.choice("numbers", NumberTransition.self, "optional"), .choice("fades", FadeTransition.self, "optional"),
                                .choice("list-rows", ListAnimation.self, "optional")]),
        .bool("edge-to-edge-graphics", default: false),
        .choice("standby-background", StandbyBackground.self, default: .extended),
        .number("asset-scale", "optional; pixels per point of the layout in its assets"),
        .choice("alerts-by", Alerts.self, default: .expandedPresentation, "how events during the activity reach people"),
        .bool("in-standby", default: false, "the mockup shows it in StandBy, where nothing else says so"),
    ]
}
