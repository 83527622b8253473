/// The fields of a `ARCatalog` spec, for the table in docs/rules.md (a test checks that the decoder
/// reads exactly these fields).
extension ARCatalog {
    package static let fields: [FieldDoc] = [
        .records("items", [.bool("viewable-in-ar"), .choice("badge", Corner.self, default: ARCatalog.Corner.none)], "at least one"),
    ]
}
