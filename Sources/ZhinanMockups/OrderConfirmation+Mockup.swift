import ZhinanRules

/// The order confirmation page: the order confirmed, and how it was paid as the app writes it (if it says).
extension OrderConfirmation: Drawable {
    static func draw(_ o: OrderConfirmation, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.sheet)
        let (x, width) = (svg.px(Canvas.margin) + 3, 240.0)
        let (y, mid) = (x, x + width / 2)
        svg.rect(x, y, width, 150, rx: 20, fill: "#F2F2F7", stroke: "#8E8E93", strokeWidth: svg.px(1), cls: "zm-screen")
        // A tick in a circle over the order's title and number (bars).
        svg.rect(mid - 16, y + 16, 32, 32, rx: 16, fill: "#248A3D")
        svg.path(SVG.polyline([(mid - 8, y + 32), (mid - 2, y + 38), (mid + 9, y + 25)]), stroke: "#FFFFFF", strokeWidth: 3, cap: "round")
        PhoneScreen.bar(&svg, x + 50, y + 60, width - 100, height: 7)
        PhoneScreen.bar(&svg, x + 70, y + 76, width - 140)
        if let mention = o.applePayMention {
            let line = svg.label(mid, y + 116, .verbatim(mention), language, size: 14, anchor: .middle)
            svg.markBad(line.x, line.y, line.width, line.height, rx: 4, if: broken.contains(Rules.confirmationFormat))
        }
        return svg
    }
}
