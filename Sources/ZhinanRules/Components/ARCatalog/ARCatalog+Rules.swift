/// The rules of ARCatalog: where badges go in a catalogue.
extension ARCatalog {
    package static let rules: [Rule] = [Rules.badgeOnlyForMixedCatalogs, Rules.badgeOnlyOnViewableItems, Rules.badgeConsistentCorner]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        static func cornerName(_ corner: ARCatalog.Corner) -> Localized {
            switch corner {
            case .topLeading: text("左上角", "左上角", "top leading")
            case .topTrailing: text("右上角", "右上角", "top trailing")
            case .bottomLeading: text("左下角", "左下角", "bottom leading")
            case .bottomTrailing: text("右下角", "右下角", "bottom trailing")
            case .none: text("无", "無", "none")
            }
        }

        package static let badgeOnlyForMixedCatalogs = Rule(
            id: "augmented-reality.badge.only-for-mixed-catalogs", guidelines: ["augmented-reality.badge.only-for-mixed-catalogs"], component: ARCatalog.self,
            threshold: text("只有部分对象能在 AR 中查看时才用标志", "只有部分物件能在 AR 中檢視時才用標誌", "badges only when some items cannot be viewed in AR"),
            severity: .error,  // the lead: “只有当…才使用标志” (use the badge only when)
            source: Figure(text("混合对象", "混合物件", "a mixed collection"), source: "如果您的应用中的所有对象都可以在AR中查看,则标志是多余且不必要的。")
        ) { k in
            let badged = k.items.filter { $0.badge != .none }.count
            return when(badged > 0 && k.items.allSatisfy(\.viewableInAR), text(
                "所有 \(k.items.count) 个对象都能在 AR 中查看，\(badged) 个标志是多余的", "所有 \(k.items.count) 個物件都能在 AR 中檢視，\(badged) 個標誌是多餘的",
                "All \(k.items.count) items can be viewed in AR, so \(badged == 1 ? "the badge is" : "the \(badged) badges are") redundant"))
        }

        package static let badgeOnlyOnViewableItems = Rule(
            id: "augmented-reality.badge.only-on-viewable-items", guidelines: ["augmented-reality.badge.intended-use"], component: ARCatalog.self,
            threshold: text("标志只放在能在 AR 中查看的对象上", "標誌只放在能在 AR 中檢視的物件上", "badges only on items that can be viewed in AR"),
            severity: .error,
            source: Figure(text("专门用于识别可在 AR 中查看的产品", "專門用於識別可在 AR 中檢視的產品", "only to identify items viewable in AR"),
                           source: "使用这些图像专门用于识别可使用ARKit在AR中查看的产品或其他对象。")
        ) { k in
            let wrong = k.items.filter { !$0.viewableInAR && $0.badge != .none }.count
            return when(wrong > 0, text("\(wrong) 个不能在 AR 中查看的对象带了 AR 标志", "\(wrong) 個不能在 AR 中檢視的物件帶了 AR 標誌",
                                        wrong == 1 ? "1 item that cannot be viewed in AR carries an AR badge" : "\(wrong) items that cannot be viewed in AR carry an AR badge"))
        }

        package static let badgeConsistentCorner = Rule(
            id: "augmented-reality.badge.consistent-corner", guidelines: ["augmented-reality.badge.consistent-corner"], component: ARCatalog.self,
            threshold: text("所有标志在照片的同一个角落", "所有標誌在照片的同一個角落", "every badge in the same corner of its photo"),
            severity: .error,
            source: Figure(text("同一个角落", "同一個角落", "the same corner"), source: "始终将其放置在同一个角落,并确保它足够大以便清晰可见(但不会太大以至于遮挡照片中的重要细节)。")
        ) { k in
            let corners = Set(k.items.map(\.badge).filter { $0 != .none }).sorted { $0.rawValue < $1.rawValue }
            let names = corners.map(cornerName)
            return when(corners.count > 1, text(
                "标志放在 \(corners.count) 个不同的角落（\(names.map(\.zhHans).joined(separator: "、"))）",
                "標誌放在 \(corners.count) 個不同的角落（\(names.map(\.zhHant).joined(separator: "、"))）",
                "Badges sit in \(corners.count) different corners (\(names.map(\.en).joined(separator: ", ")))"))
        }
    }
}
