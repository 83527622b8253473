/// An App Clip: its size, what it links against, what it does and what its interface holds.
package struct AppClip: ComponentSpec, Hashable {
    package static let kind = ComponentKind("app-clip")

    package enum Location: String, CaseIterable, Sendable { case none, whenInUse = "when-in-use", continuous }

    package var sizeMB: Double
    package var frameworks, features, interface: [String]
    package var requestsTrackingAuthorization, backgroundActivity: Bool
    package var location: Location
    package var clipsInFullApp: Int
    package var sharesDataWith: [String]
    package var minimumIOS: Double = 16
    package var digitalOnly: Bool = false
    package enum SignUp: String, CaseIterable, Sendable { case none, form, signInWithApple = "sign-in-with-apple" }
    package enum Payment: String, CaseIterable, Sendable { case none, cardForm = "card-form", applePay = "apple-pay" }
    package var signUp: SignUp = .none
    package var payment: Payment = .none
    package var accesses: [String] = []

    package init(_ spec: SpecReader) {
        sizeMB = spec.number("size-mb", "uncompressed, thinned, in MB")
        frameworks = spec.strings("frameworks")
        features = spec.strings("features", Rules.reserved.joined(separator: ", "))
        interface = spec.strings("interface", Rules.complexElements.joined(separator: ", ") + " …")
        requestsTrackingAuthorization = spec.bool("requests-tracking-authorization", default: false)
        backgroundActivity = spec.bool("background-activity", default: false)
        location = spec.choice("location", default: AppClip.Location.none)
        clipsInFullApp = spec.count("clips-in-full-app", default: 1)
        sharesDataWith = spec.strings("shares-data-with", "`full-app` is its own")
        minimumIOS = spec.number("minimum-ios", default: 16, "the earliest iOS it runs on; current guidance's size limit depends on it")
        digitalOnly = spec.bool("digital-only", default: false, "invoked only by links, never by a code, NFC tag or QR code")
        signUp = spec.choice("sign-up", default: SignUp.none)
        payment = spec.choice("payment", default: Payment.none)
        accesses = spec.strings("accesses", "data it reads: " + Rules.protected.joined(separator: ", ") + " …")
    }
}
