/// The rules of CheckoutLayout: a product or cart page: the button beside the other buttons.
extension CheckoutLayout {
    package static let rules: [Rule] = [Rules.sizeRelative, Rules.visibleWithoutScrolling, Rules.placement, Rules.onlyWhereSupported]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let sizeRelative = Rule(
            id: "apple-pay.button.size-relative", guidelines: ["apple-pay.button.size-relative", "apple-pay-earlier.overview.button-size-relative"],
            component: CheckoutLayout.self,
            threshold: text("Apple Pay按钮的宽和高 ≥ 其他付款按钮", "Apple Pay按鈕的寬和高 ≥ 其他付款按鈕", "Apple Pay button width and height ≥ every other payment button's"),
            severity: .error,
            source: Figure(text("相同或更大", "相同或更大", "the same size or larger"), source: "使Apple Pay按钮的大小与其他付款按钮相同或更大。")
        ) { l in
            guard let pay = l.applePayButton else { return [] }
            return l.elements.filter { $0.kind == .paymentButton && ($0.width > pay.width || $0.height > pay.height) }.map { other in
                text("Apple Pay按钮 \(n(pay.width)) × \(n(pay.height)) pt，小于另一个付款按钮 \(n(other.width)) × \(n(other.height)) pt",
                     "Apple Pay按鈕 \(n(pay.width)) × \(n(pay.height)) pt，小於另一個付款按鈕 \(n(other.width)) × \(n(other.height)) pt",
                     "The Apple Pay button (\(n(pay.width)) × \(n(pay.height)) pt) is smaller than another payment button (\(n(other.width)) × \(n(other.height)) pt)")
            }
        }

        package static let visibleWithoutScrolling = Rule(
            id: "apple-pay.button.visible-without-scrolling", guidelines: ["apple-pay.button.size-relative"], component: CheckoutLayout.self,
            threshold: text("按钮底边 ≤ 视口高度（无需滚动即可看到）", "按鈕底邊 ≤ 視口高度（無需捲動即可看到）", "button bottom ≤ viewport height (visible without scrolling)"),
            severity: .warning,  // “理想情况下”: ideally
            source: Figure(text("无需滚动", "無需捲動", "no scrolling"), source: "理想情况下,不需要滚动就能看到Apple Pay按钮。")
        ) { l in
            guard let pay = l.applePayButton else { return [] }
            return when(pay.maxY > l.viewportHeight, text(
                "Apple Pay按钮底边在 \(n(pay.maxY)) pt，超出 \(n(l.viewportHeight)) pt 高的视口，需要滚动才能看到",
                "Apple Pay按鈕底邊在 \(n(pay.maxY)) pt，超出 \(n(l.viewportHeight)) pt 高的視口，需要捲動才能看到",
                "The Apple Pay button ends at \(n(pay.maxY)) pt, below the \(n(l.viewportHeight)) pt viewport: people must scroll to see it"))
        }

        package static let placement = Rule(
            id: "apple-pay.button.placement", guidelines: ["apple-pay.button.placement"], component: CheckoutLayout.self,
            threshold: text("在“添加到购物车”的右侧（同一行）或上方", "在「添加到購物車」的右側（同一行）或上方", "to the right of “Add to Cart” (same row) or above it"),
            severity: .error,
            source: Figure(text("右侧或上方", "右側或上方", "right of or above"), source: "将Apple Pay按钮放置在“添加到购物车”按钮的右侧或上方。")
        ) { l in
            guard let pay = l.applePayButton, let cart = l.elements.first(where: { $0.kind == .addToCart }) else { return [] }
            let sameRow = pay.y < cart.maxY && cart.y < pay.maxY
            let rightOf = sameRow && pay.x >= cart.maxX
            let above = pay.maxY <= cart.y
            return when(!(rightOf || above), text(
                "Apple Pay按钮（x \(n(pay.x)), y \(n(pay.y))）不在“添加到购物车”（x \(n(cart.x)), y \(n(cart.y))）的右侧或上方",
                "Apple Pay按鈕（x \(n(pay.x)), y \(n(pay.y))）不在「添加到購物車」（x \(n(cart.x)), y \(n(cart.y))）的右側或上方",
                "The Apple Pay button (x \(n(pay.x)), y \(n(pay.y))) is neither right of nor above “Add to Cart” (x \(n(cart.x)), y \(n(cart.y)))"))
        }

        package static let onlyWhereSupported = Rule(
            id: "apple-pay.offering.only-where-supported",
            guidelines: ["apple-pay.offering.all-supported-devices", "apple-pay-earlier.overview.hide-when-unavailable"], component: CheckoutLayout.self,
            threshold: text("设备不支持 Apple Pay 时不显示 Apple Pay 按钮", "裝置不支援 Apple Pay 時不顯示 Apple Pay 按鈕", "no Apple Pay button on a device that does not support Apple Pay"),
            severity: .error,
            source: Figure(text("不支持时不提供", "不支援時不提供", "not offered where unsupported"), source: "如果设备不支持Apple Pay,请不要将Apple Pay作为付款选项。")
        ) { l in
            guard !l.deviceSupportsApplePay, l.applePayButton != nil else { return [] }
            return [text("设备不支持 Apple Pay，却显示了 Apple Pay 按钮", "裝置不支援 Apple Pay，卻顯示了 Apple Pay 按鈕",
                         "The device does not support Apple Pay, yet the Apple Pay button is shown")]
        }
    }
}
