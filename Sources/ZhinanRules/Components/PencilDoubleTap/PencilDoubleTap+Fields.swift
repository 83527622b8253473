/// The fields of a `PencilDoubleTap` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension PencilDoubleTap {
    package static let fields: [FieldDoc] = [
        .bool("follows-system-setting", default: true),
        .bool("modifies-content", default: false),
        .bool("has-custom-action", default: false),
        .bool("custom-enabled-by-default", default: false),
    ]
}
