/// A product or cart page: the buttons on it and where they are, in points from the top left.
public struct CheckoutLayout: ComponentSpec, Hashable {
    public static let kind = ComponentKind("checkout-layout")

    public struct Element: Sendable, Hashable {
        public enum Kind: String, CaseIterable, Sendable { case applePayButton = "apple-pay-button", paymentButton = "payment-button", addToCart = "add-to-cart" }
        public var kind: Kind
        public var x: Double, y: Double, width: Double, height: Double

        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
    }

    public var viewportWidth: Double
    public var viewportHeight: Double
    public var elements: [Element]
    /// Whether the device can pay with Apple Pay at all.
    public var deviceSupportsApplePay: Bool

    public init(_ spec: SpecReader) {
        let viewport = spec.nested("viewport") { ($0.number("width"), $0.number("height")) } ?? (390, 844)
        viewportWidth = viewport.0
        viewportHeight = viewport.1
        elements = spec.list("elements") { item in
            Element(kind: item.choice("kind"), x: item.number("x"), y: item.number("y"),
                    width: item.number("width"), height: item.number("height"))
        }
        deviceSupportsApplePay = spec.bool("device-supports-apple-pay", default: true)
    }

    public var applePayButton: Element? { elements.first { $0.kind == .applePayButton } }
}
