/// A product or cart page: the buttons on it and where they are, in points from the top left.
package struct CheckoutLayout: ComponentSpec, Hashable {
    package static let kind = ComponentKind("checkout-layout")

    package struct Element: Sendable, Hashable {
        package enum Kind: String, CaseIterable, Sendable {
            case applePayButton = "apple-pay-button", paymentButton = "payment-button", addToCart = "add-to-cart"
            /// A line that sets options apart.
            case separator
        }
        package var kind: Kind
        package var x: Double, y: Double, width: Double, height: Double

        var area: Double { width * height }

        /// Before the other element in reading order: higher up, or level with it and to its left.
        func precedes(_ other: Element) -> Bool { abs(y - other.y) > 0.5 ? y < other.y : x < other.x }

        var maxX: Double { x + width }
        package var maxY: Double { y + height }
    }

    package var viewportWidth, viewportHeight: Double
    package var elements: [Element]
    package var deviceSupportsApplePay: Bool

    package init(_ spec: SpecReader) {
        (viewportWidth, viewportHeight) = spec.nested("viewport", "default 390 × 844") { ($0.length("width"), $0.length("height")) } ?? (390, 844)
        elements = spec.list("elements", "y grows downwards") { item in
            Element(kind: item.choice("kind"), x: item.length("x"), y: item.length("y"),
                    width: item.length("width"), height: item.length("height"))
        }
        deviceSupportsApplePay = spec.bool("device-supports-apple-pay", default: true)
    }

    package var applePayButton: Element? { elements.first { $0.kind == .applePayButton } }
}
