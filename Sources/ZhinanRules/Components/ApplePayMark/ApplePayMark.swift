/// The Apple Pay mark: the graphic that says Apple Pay is accepted.
public struct ApplePayMark: ComponentSpec, Hashable {
    public static let kind = ComponentKind("apple-pay-mark")

    public enum Role: String, CaseIterable, Sendable { case paymentOption = "payment-option", button }

    public var width: Double
    public var height: Double
    public var clearSpace: Double
    /// What the mark is used as on the screen.
    public var role: Role

    public init(_ spec: SpecReader) {
        width = spec.number("width", default: 50)
        height = spec.number("height", default: 32)
        clearSpace = spec.number("clear-space", default: 4)
        role = spec.choice("role", default: .paymentOption)
    }
}
