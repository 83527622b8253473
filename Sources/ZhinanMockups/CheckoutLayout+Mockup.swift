import ZhinanRules

/// A phone screen with the buttons where the layout puts them, and where scrolling starts.
extension CheckoutLayout: Drawable {
    static let pictureName = Localized("结账页面布局", "結帳頁面佈局", "checkout layout")

    static func draw(_ l: CheckoutLayout, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        let pad = 20.0
        let bottom = max(l.viewportHeight, l.elements.map(\.maxY).max() ?? 0) + 40
        var svg = SVG()
        // The screen, and where it ends: what is below needs scrolling.
        svg.rect(pad, pad, l.viewportWidth, l.viewportHeight, rx: 28, fill: "#F2F2F7", stroke: "#8E8E93", strokeWidth: 1)
        svg.line(pad - 8, pad + l.viewportHeight, pad + l.viewportWidth + 8, pad + l.viewportHeight, cls: "zm-note zm-dash")
        for element in l.elements {
            let bad: Bool = switch element.kind {
            case .applePayButton: broken.contains(Rules.placement) || broken.contains(Rules.visibleWithoutScrolling)
                || broken.contains(Rules.sizeRelative) || broken.contains(Rules.onlyWhereSupported)
            case .paymentButton: broken.contains(Rules.sizeRelative)
                && (element.width > (l.applePayButton?.width ?? 0) || element.height > (l.applePayButton?.height ?? 0))
            case .addToCart: broken.contains(Rules.placement)
            }
            let (fill, ink, name): (String, String, String) = switch element.kind {
            case .applePayButton: ("#000000", "#FFFFFF", "Apple Pay")
            case .paymentButton: ("#FFC439", "#1C1C1E", Words.otherPayment[language])
            case .addToCart: ("#0A84FF", "#FFFFFF", Words.addToCart[language])
            }
            svg.rect(pad + element.x, pad + element.y, element.width, element.height, rx: 8, fill: fill,
                     cls: bad ? "zm-bad-stroke" : nil)
            svg.text(pad + element.x + element.width / 2, pad + element.y + element.height / 2 + 6, name, size: 16, anchor: "middle",
                     fill: ink, weight: "600", fit: element.width - 8)
        }
        if !l.deviceSupportsApplePay {
            svg.text(pad + 16, pad + 40, Words.noApplePay[language], size: 18, cls: broken.contains(Rules.onlyWhereSupported) ? "zm-bad-text" : "zm-note-text")
        }
        return Canvas(width: l.viewportWidth + 2 * pad, height: bottom + pad, svg: svg, scale: 0.5)
    }
}

extension Words {
    static let otherPayment = Localized("其他付款", "其他付款", "Other payment")
    static let addToCart = Localized("加入购物车", "加入購物車", "Add to Cart")
    static let noApplePay = Localized("此设备不支持 Apple Pay", "此裝置不支援 Apple Pay", "This device has no Apple Pay")
}
