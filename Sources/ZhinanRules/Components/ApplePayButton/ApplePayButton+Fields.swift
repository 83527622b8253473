/// The fields of a `ApplePayButton` spec, for docs/rules.md (a test checks the decoder reads exactly these).
extension ApplePayButton {
    package static let fields: [FieldDoc] = [
        .choice("type", ButtonType.self, default: .buy),
        .choice("style", Style.self),
        .length("width"),
        .length("height"),
        .length("corner-radius", default: "4", "at most height/2"),
        .length("clear-space", "smallest distance to other content"),
        .colour("background", default: "#FFFFFF"),
        .choice("state", State.self, default: .enabled),
        .choice("provided-by", Provider.self, default: .system),
        .bool("approved-nonprofit", default: false),
        .bool("card-issuer", default: false),
        .bool("wallet-set-up", default: true, "Apple Pay is set up on the device"),
        .choice("on-tap", TapAction.self, "optional; what a tap does"),
    ]
}
