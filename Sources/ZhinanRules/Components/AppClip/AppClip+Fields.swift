/// The fields of a `AppClip` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension AppClip {
    package static let fields: [FieldDoc] = [
        .number("size-mb", "uncompressed, thinned, in MB"),
        .texts("frameworks"),
        .texts("features", "advanced-networking, wifi-configuration, app-extensions, settings-bundle, document-handoff, in-app-purchase, in-app-provisioning, low-level-unix, multiple-scenes, custom-url-scheme, review-request, bluetooth-pairing-search"),
        .texts("interface", "tab-bar, complex-form …"),
        .bool("requests-tracking-authorization", default: false),
        .bool("background-activity", default: false),
        .choice("location", Location.self, default: AppClip.Location.none),
        .count("clips-in-full-app", default: "1"),
        .texts("shares-data-with", "`full-app` is its own"),
        .number("minimum-ios", default: "16", "the earliest iOS it runs on; current guidance's size limit depends on it"),
        .bool("digital-only", default: false, "invoked only by links, never by a code, NFC tag or QR code"),
        .choice("sign-up", SignUp.self, default: AppClip.SignUp.none),
        .choice("payment", Payment.self, default: AppClip.Payment.none),
        .texts("accesses", "data it reads: motion-and-fitness, apple-music, media, contacts, files, messages, reminders, photos …"),
    ]
}
