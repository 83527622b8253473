/// The fields of a `ARCatalog` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ARCatalog {
    package static let fields: [FieldDoc] = [
        .records("items", [.bool("viewable-in-ar"), .choice("badge", Corner.self, default: ARCatalog.Corner.none)], "at least one"),
    ]
}
