/// The rules of ARCatalog: where badges go in a catalogue.
extension ARCatalog {
    package static let rules: [Rule] = [Rules.badgeOnlyForMixedCatalogs, Rules.badgeOnlyOnViewableItems, Rules.badgeConsistentCorner]

    package enum Rules {
        package static let badgeOnlyForMixedCatalogs = rule(
            id: "augmented-reality.badge.only-for-mixed-catalogs", severity: .error,  // the lead: “只有当…才使用标志” (use the badge only when)
            source: "如果您的应用中的所有对象都可以在AR中查看,则标志是多余且不必要的。"
        ) { k in
            let badged = k.items.count { $0.badge != .none }
            return when(badged > 0 && k.items.allSatisfy(\.viewableInAR), Message(".redundant", ["items": .text("\(k.items.count)"), "badges": .count(badged)]))
        }

        package static let badgeOnlyOnViewableItems = rule(
            id: "augmented-reality.badge.only-on-viewable-items", guidelines: ["augmented-reality.badge.intended-use"], severity: .error,
            source: "使用这些图像专门用于识别可使用ARKit在AR中查看的产品或其他对象。"
        ) { k in
            let wrong = k.items.count { !$0.viewableInAR && $0.badge != .none }
            return when(wrong > 0, Message(".badged", ["items": .count(wrong)]))
        }

        package static let badgeConsistentCorner = rule(
            id: "augmented-reality.badge.consistent-corner", severity: .error,
            source: "始终将其放置在同一个角落,并确保它足够大以便清晰可见(但不会太大以至于遮挡照片中的重要细节)。"
        ) { k in
            let corners = Set(k.items.map(\.badge).filter { $0 != .none }).sorted { $0.rawValue < $1.rawValue }
            let names = corners.map { Message("augmented-reality.catalog.corner.\($0.rawValue)") }
            return when(corners.count > 1, Message(".several-corners", ["count": .text("\(corners.count)"), "corners": .list(names)]))
        }
    }
}
