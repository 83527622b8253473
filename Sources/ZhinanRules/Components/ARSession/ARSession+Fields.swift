/// The fields of a `ARSession` spec, for the README's table (a test checks that the decoder reads
/// exactly these fields).
extension ARSession {
    package static let fields: [FieldDoc] = [
        .count("active-reference-images", default: "0"),
        .bool("offers-reset", default: true),
    ]
}
