/// The fields of a `ARBadge` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ARBadge {
    package static let fields: [FieldDoc] = [
        .choice("form", Form.self, default: .collapsed),
        .length("height"),
        .length("clear-space"),
        .bool("modified", default: false),
        .bool("room-for-badge", default: true, "the place has room for the AR badge"),
    ]
}
