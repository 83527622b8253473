/// The fields of a `ARGlyph` spec, for the table in docs/rules.md (a test checks that the decoder
/// reads exactly these fields).
extension ARGlyph {
    package static let fields: [FieldDoc] = [
        .length("height"),
        .length("clear-space"),
        .choice("launches", Launches.self, default: .arkitExperience),
        .bool("modified", default: false, "changed beyond size and colour"),
    ]
}
