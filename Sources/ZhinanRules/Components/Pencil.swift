/// What an app does when someone double-taps Apple Pencil.
public struct PencilDoubleTap: Sendable, Hashable {
    /// Follows the double-tap action people chose in Settings.
    public var followsSystemSetting: Bool
    /// The action changes the document (deletes, fills, transforms) rather than switching a mode.
    public var modifiesContent: Bool
    /// The app has a custom double-tap behaviour.
    public var hasCustomAction: Bool
    /// The custom behaviour is on before anyone turns it on.
    public var customEnabledByDefault: Bool

    init(_ spec: SpecReader) {
        followsSystemSetting = spec.bool("follows-system-setting", default: true)
        modifiesContent = spec.bool("modifies-content", default: false)
        hasCustomAction = spec.bool("has-custom-action", default: false)
        customEnabledByDefault = spec.bool("custom-enabled-by-default", default: false)
        if customEnabledByDefault && !hasCustomAction {
            spec.fail("'custom-enabled-by-default' needs a custom action ('has-custom-action: true')")
        }
    }
}

/// A text field someone writes in with Scribble, and what it does while they write.
public struct ScribbleField: Sendable, Hashable {
    public var autocompletesWhileWriting: Bool
    public var movesWhileWriting: Bool
    public var scrollsWhileWriting: Bool
    public var resizesWhileWriting: Bool
    /// The placeholder stays visible under the handwriting.
    public var showsPlaceholderWhileWriting: Bool
    /// People must tap or select the field before they can write in it.
    public var requiresTapBeforeWriting: Bool
    /// A password field, where Scribble does not apply.
    public var isPassword: Bool
    /// Handwriting is accepted in the field at all.
    public var acceptsScribble: Bool

    init(_ spec: SpecReader) {
        let w = spec.nested("while-writing") { w in
            (w.bool("autocompletes", default: false), w.bool("moves", default: false), w.bool("scrolls", default: false),
             w.bool("resizes", default: false), w.bool("shows-placeholder", default: false))
        } ?? (false, false, false, false, false)
        autocompletesWhileWriting = w.0
        movesWhileWriting = w.1
        scrollsWhileWriting = w.2
        resizesWhileWriting = w.3
        showsPlaceholderWhileWriting = w.4
        requiresTapBeforeWriting = spec.bool("requires-tap-before-writing", default: false)
        isPassword = spec.bool("password", default: false)
        acceptsScribble = spec.bool("accepts-scribble", default: true)
    }
}
