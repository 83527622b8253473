/// What an app does when someone double-taps Apple Pencil.
package struct PencilDoubleTap: ComponentSpec, Hashable {
    package static let kind = ComponentKind("pencil-double-tap")

    /// Follows the double-tap action people chose in Settings.
    package var followsSystemSetting: Bool
    /// The action changes the document (deletes, fills, transforms) rather than switching a mode.
    package var modifiesContent: Bool
    package var hasCustomAction, customEnabledByDefault: Bool

    package init(_ spec: SpecReader) {
        followsSystemSetting = spec.bool("follows-system-setting", default: true)
        modifiesContent = spec.bool("modifies-content", default: false)
        hasCustomAction = spec.bool("has-custom-action", default: false)
        customEnabledByDefault = spec.bool("custom-enabled-by-default", default: false)
        if customEnabledByDefault && !hasCustomAction { spec.fail("'custom-enabled-by-default' needs a custom action ('has-custom-action: true')") }
    }
}
