/// The fields of a `LiveActivity` spec, for the README's table (a test checks that the decoder reads
/// exactly these fields).
extension LiveActivity {
    package static let fields: [FieldDoc] = [
        .length("width", default: "361"),
        .length("height", default: "120"),
        .record("margins", [.length("leading"), .length("trailing")], "default 14 each"),
        .record("colors", [.record("light", [.colour("background"), .colour("foreground")]), .record("dark", [.colour("background"), .colour("foreground")])],
                "default #1C1C1E on #FFFFFF, dark as light"),
        .number("standby-scale", default: "2", "2 = 200%"),
        .bool("removed-when-ended", default: true),
    ]
}
