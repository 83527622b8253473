/// The fields of a `ARGlyph` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ARGlyph {
    package static let fields: [FieldDoc] = [
        .length("height"),
        .length("clear-space"),
        .choice("launches", Launches.self, default: .arkitExperience),
        .bool("modified", default: false, "changed beyond size and colour"),
    ]
}
