/// The rules of CheckoutLayout: a product or cart page: the button beside the other buttons.
extension CheckoutLayout {
    package static let rules: [Rule] = [Rules.sizeRelative, Rules.visibleWithoutScrolling, Rules.placement, Rules.onlyWhereSupported, Rules.defaultOption]

    package enum Rules {
        package static let sizeRelative = rule(
            id: "apple-pay.button.size-relative", alsoEnforcing: ["apple-pay-earlier.overview.button-size-relative"], severity: .error,
            source: "使Apple Pay按钮的大小与其他付款按钮相同或更大。"
        ) { l in
            guard let pay = l.applePayButton else { return [] }
            return l.elements.filter { $0.kind == .paymentButton && ($0.width > pay.width || $0.height > pay.height) }.map { other in
                Message(".apple-pay-button-smaller", ["pay-width": .number(pay.width), "pay-height": .number(pay.height), "other-width": .number(other.width), "other-height": .number(other.height)])
            }
        }

        package static let visibleWithoutScrolling = rule(
            id: "apple-pay.button.visible-without-scrolling", guidelines: ["apple-pay.button.size-relative"], severity: .warning,  // “理想情况下”: ideally
            source: "理想情况下,不需要滚动就能看到Apple Pay按钮。"
        ) { l in
            guard let pay = l.applePayButton else { return [] }
            return when(pay.maxY > l.viewportHeight, Message(".apple-pay-button-ends", ["pay-max-y": .number(pay.maxY), "viewport-height": .number(l.viewportHeight)]))
        }

        package static let placement = rule(
            id: "apple-pay.button.placement", severity: .error,
            source: "将Apple Pay按钮放置在“添加到购物车”按钮的右侧或上方。"
        ) { l in
            guard let pay = l.applePayButton, let cart = l.elements.first(where: { $0.kind == .addToCart }) else { return [] }
            let sameRow = pay.y < cart.maxY && cart.y < pay.maxY
            let rightOf = sameRow && pay.x >= cart.maxX
            let above = pay.maxY <= cart.y
            return when(!(rightOf || above), Message(".apple-pay-button-x", ["pay-x": .number(pay.x), "pay-y": .number(pay.y), "cart-x": .number(cart.x), "cart-y": .number(cart.y)]))
        }

        package static let defaultOption = rule(
            id: "apple-pay.checkout.default-option", severity: .warning,  // “尽可能”, “考虑”: whenever possible, consider
            source: "考虑将Apple Pay按钮作为第一个或唯一的付款选项,将其显示为比其他选项更大,或者使用线将其与其他选项直观地分开。"
        ) { l in
            guard let pay = l.applePayButton else { return [] }
            let others = l.elements.filter { $0.kind == .paymentButton }
            guard !others.isEmpty else { return [] }
            let first = others.allSatisfy { pay.precedes($0) }
            let larger = others.allSatisfy { pay.area > $0.area }
            let lines = l.elements.filter { $0.kind == .separator }
            let setApart = others.allSatisfy { other in
                lines.contains { line in (line.y >= pay.maxY && line.maxY <= other.y) || (line.y >= other.maxY && line.maxY <= pay.y) }
            }
            return when(!(first || larger || setApart), Message(".not-preferred", ["others": .text("\(others.count)")]))
        }

        package static let onlyWhereSupported = rule(
            id: "apple-pay.offering.only-where-supported",
            guidelines: ["apple-pay.offering.all-supported-devices", "apple-pay-earlier.overview.hide-when-unavailable"], severity: .error,
            source: "如果设备不支持Apple Pay,请不要将Apple Pay作为付款选项。", broken: { l in !l.deviceSupportsApplePay && l.applePayButton != nil }, Message(".device-does-not-support"))
    }
}
