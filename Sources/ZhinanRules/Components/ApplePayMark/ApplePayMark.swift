/// The Apple Pay mark: the graphic that says Apple Pay is accepted.
package struct ApplePayMark: ComponentSpec, Hashable {
    package static let kind = ComponentKind("apple-pay-mark")

    package enum Role: String, CaseIterable, Sendable { case paymentOption = "payment-option", button }

    package var width, height, clearSpace: Double
    /// What the mark is used as on the screen.
    package var role: Role

    package init(_ spec: SpecReader) {
        width = spec.length("width", default: 50)
        height = spec.length("height", default: 32)
        clearSpace = spec.length("clear-space", default: 4)
        role = spec.choice("role", default: .paymentOption)
    }
}
