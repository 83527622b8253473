import ZhinanRules

/// A phone screen with the buttons where the layout puts them, and where scrolling starts.
extension CheckoutLayout: Drawable {
    static func draw(_ l: CheckoutLayout, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.screen)
        let pad = svg.px(Canvas.margin) + svg.px(6)
        // The screen, and where it ends: what is below needs scrolling.
        // (The screen takes a dark variant in dark mode, so what is drawn on it takes the page's inks.)
        svg.rect(pad, pad, l.viewportWidth, l.viewportHeight, rx: 28, fill: "#F2F2F7", stroke: "#8E8E93", strokeWidth: svg.px(1), cls: "zm-screen")
        svg.annotate(line: pad - svg.px(6), pad + l.viewportHeight, pad + l.viewportWidth + svg.px(6), pad + l.viewportHeight,
                     tone: .note, on: .page, dash: .dashed)
        for element in l.elements {
            let x = pad + element.x, y = pad + element.y
            let (fill, name, bad): (String, Message, Bool)
            switch element.kind {
            case .separator:
                svg.rect(x, y, element.width, max(element.height, 1), fill: "#C7C7CC")
                continue
            case .applePayButton: (fill, name, bad) = ("#000000", Message.verbatim("Apple Pay"), broken.contains(Rules.placement,
                Rules.visibleWithoutScrolling, Rules.sizeRelative, Rules.onlyWhereSupported, Rules.defaultOption))
            case .paymentButton: (fill, name, bad) = ("#FFC439", Message("mockup.checkout-layout.other-payment"), broken.contains(Rules.sizeRelative)
                && (element.width > (l.applePayButton?.width ?? 0) || element.height > (l.applePayButton?.height ?? 0)))
            case .addToCart: (fill, name, bad) = ("#0A84FF", Message("mockup.checkout-layout.add-to-cart"), broken.contains(Rules.placement))
            }
            svg.rect(x, y, element.width, element.height, rx: 8, fill: fill)
            svg.markBad(x, y, element.width, element.height, rx: 10, if: bad)
            svg.label(x + element.width / 2, y + element.height / 2 + svg.px(4.5), name, language, anchor: .middle, on: .fixed(fill), weight: "600")
        }
        if !l.deviceSupportsApplePay {
            svg.label(pad + 16, pad + 60, Message("mockup.checkout-layout.no-apple-pay"), language, size: 13,
                      tone: broken.contains(Rules.onlyWhereSupported) ? .bad : .note)
        }
        svg.extend(pad + l.viewportWidth, pad + l.viewportHeight + 20)
        return svg
    }
}
