/// An App Clip: its size, what it links against, what it does and what its interface holds.
public struct AppClip: ComponentSpec, Hashable {
    public static let kind = ComponentKind("app-clip")

    public enum Location: String, CaseIterable, Sendable { case none, whenInUse = "when-in-use", continuous }

    /// Uncompressed size of the thinned App Clip, in MB.
    public var sizeMB: Double
    public var frameworks: [String]
    public var features: [String]
    /// Interface elements, such as `tab-bar` or `complex-form`.
    public var interface: [String]
    public var requestsTrackingAuthorization: Bool
    public var backgroundActivity: Bool
    public var location: Location
    /// How many App Clips the full app has.
    public var clipsInFullApp: Int
    /// Apps the App Clip shares data with (`full-app` is its own full app).
    public var sharesDataWith: [String]

    public init(_ spec: SpecReader) {
        let clips = spec.number("clips-in-full-app", default: 1)
        if clips != clips.rounded() { spec.fail("field 'clips-in-full-app' must be a whole number") }
        clipsInFullApp = Int(clips)
        sharesDataWith = spec.strings("shares-data-with")
        sizeMB = spec.number("size-mb")
        frameworks = spec.strings("frameworks")
        features = spec.strings("features")
        interface = spec.strings("interface")
        requestsTrackingAuthorization = spec.bool("requests-tracking-authorization", default: false)
        backgroundActivity = spec.bool("background-activity", default: false)
        location = spec.choice("location", default: AppClip.Location.none)
    }
}
