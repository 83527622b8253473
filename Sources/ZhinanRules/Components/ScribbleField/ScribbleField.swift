/// A text field someone writes in with Scribble, and what it does while they write.
package struct ScribbleField: ComponentSpec, Hashable {
    package static let kind = ComponentKind("scribble-field")

    package var autocompletesWhileWriting, movesWhileWriting, scrollsWhileWriting, resizesWhileWriting: Bool
    /// The placeholder stays visible under the handwriting.
    package var showsPlaceholderWhileWriting: Bool
    package var requiresTapBeforeWriting: Bool
    /// A password field, where Scribble does not apply.
    package var isPassword: Bool
    /// Handwriting is accepted in the field at all.
    package var acceptsScribble: Bool

    package init(_ spec: SpecReader) {
        (autocompletesWhileWriting, movesWhileWriting, scrollsWhileWriting, resizesWhileWriting, showsPlaceholderWhileWriting)
            = spec.nested("while-writing") { w in
                (w.bool("autocompletes", default: false), w.bool("moves", default: false), w.bool("scrolls", default: false),
                 w.bool("resizes", default: false), w.bool("shows-placeholder", default: false))
            } ?? (false, false, false, false, false)
        requiresTapBeforeWriting = spec.bool("requires-tap-before-writing", default: false)
        isPassword = spec.bool("password", default: false)
        acceptsScribble = spec.bool("accepts-scribble", default: true)
    }
}
