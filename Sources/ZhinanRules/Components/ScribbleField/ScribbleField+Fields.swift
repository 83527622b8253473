/// The fields of a `ScribbleField` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ScribbleField {
    package static let fields: [FieldDoc] = [
        .record("while-writing", [.bool("autocompletes", default: false), .bool("moves", default: false), .bool("scrolls", default: false),
                                  .bool("resizes", default: false), .bool("shows-placeholder", default: false)]),
        .bool("requires-tap-before-writing", default: false),
        .bool("password", default: false),
        .bool("accepts-scribble", default: true),
    ]
}
