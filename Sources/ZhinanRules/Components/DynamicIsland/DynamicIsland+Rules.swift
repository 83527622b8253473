/// The rules of the Dynamic Island: content concentric with the island in every presentation,
/// compact views as narrow as they can be, no "forehead" when expanded, a minimal view that says
/// more than a logo.
extension DynamicIsland {
    /// Geometry is judged to the half point: what a person can see.
    static let tolerance = 0.5

    static func concentric<P: DynamicIslandPresentation>(_ type: P.Type) -> Rule {
        let name = P.presentation.names
        return Rule(
            id: "live-activities.dynamic-island.concentric.\(name.2)", guidelines: ["live-activities.dynamic-island.concentric"], component: P.self,
            threshold: text("\(name.0)内元素圆角 = Dynamic Island 圆角 − 内边距（±0.5 pt）", "\(name.1)內元素圓角 = Dynamic Island 圓角 − 內邊距（±0.5 pt）",
                            "in the \(name.2) view, element radius = island radius − inset (±0.5 pt)"),
            severity: .error,
            source: Figure(text("同心", "同心", "concentric"), source: "内容在灵动岛中适配的关键是与其形状保持中心相同就是指圆形彼此嵌套,并且四周间距平均。"),
            // Apple publishes 44 pt as the radius of the expanded island only; the compact and minimal
            // views are capsules (half their height), for which no radius figure is published.
            newer: P.presentation == .expanded
                ? Figure(text("Dynamic Island 圆角 44 pt", "Dynamic Island 圓角 44 pt", "island corner radius 44 pt"), source: "Human Interface Guidelines, “Live Activities”")
                : nil
        ) { presentation in
            let i = presentation.island
            return i.elements.enumerated().compactMap { index, e in
                let inset = min(e.top, e.leading, e.bottom, e.trailing)
                let expected = max(i.cornerRadius - inset, 0)
                guard abs(e.cornerRadius - expected) > tolerance else { return nil }
                return text("第 \(index + 1) 个元素圆角 \(n(e.cornerRadius)) pt，与 Dynamic Island 不同心：应为 \(n(i.cornerRadius)) − \(n(inset)) = \(n(expected)) pt",
                            "第 \(index + 1) 個元素圓角 \(n(e.cornerRadius)) pt，與 Dynamic Island 不同心：應為 \(n(i.cornerRadius)) − \(n(inset)) = \(n(expected)) pt",
                            "Element \(index + 1) has a \(n(e.cornerRadius)) pt radius, not concentric with the island: \(n(i.cornerRadius)) − \(n(inset)) = \(n(expected)) pt")
            }
        }
    }

    static func evenMargins<P: DynamicIslandPresentation>(_ type: P.Type) -> Rule {
        let name = P.presentation.names
        return Rule(
            id: "live-activities.dynamic-island.even-margins.\(name.2)", guidelines: ["live-activities.dynamic-island.concentric-margins"], component: P.self,
            threshold: P.presentation == .expanded
                ? text("扩展视图内元素到最近的上下边与最近的侧边距离相等（±0.5 pt）", "擴展視圖內元素到最近的上下邊與最近的側邊距離相等（±0.5 pt）",
                       "in the expanded view, an element is as far from its nearer top or bottom edge as from its nearer side (±0.5 pt)")
                : text("\(name.0)内元素上下居中，且到侧边的距离与上下边距相等（±0.5 pt）", "\(name.1)內元素上下置中，且到側邊的距離與上下邊距相等（±0.5 pt）",
                       "in the \(name.2) view, an element is centred top to bottom and as far from the side wall as from the top (±0.5 pt)"),
            severity: .error,
            source: Figure(text("同心的边距", "同心的邊距", "concentric margins"), source: "在放置对象或文本时,确保在灵动岛的边界内保持同心的边距,避免它们挤到角落,并与侧壁保持适当距离,避免产生视觉紧张。")
        ) { presentation in
            let i = presentation.island
            return i.elements.enumerated().compactMap { index, e in
                // In the capsule of the compact and minimal views, content sits centred top to bottom.
                if i.presentation != .expanded, abs(e.top - e.bottom) > tolerance {
                    return text("第 \(index + 1) 个元素没有上下居中：上 \(n(e.top)) pt，下 \(n(e.bottom)) pt",
                                "第 \(index + 1) 個元素沒有上下置中：上 \(n(e.top)) pt，下 \(n(e.bottom)) pt",
                                "Element \(index + 1) is not centred: \(n(e.top)) pt from the top, \(n(e.bottom)) pt from the bottom")
                }
                // The edges an element is nearest to are the ones its margins must match: an icon in
                // a corner keeps the same distance to the top (or bottom) and to the side wall.
                let vertical = min(e.top, e.bottom), side = min(e.leading, e.trailing)
                guard abs(vertical - side) > tolerance else { return nil }
                return text("第 \(index + 1) 个元素边距不均：上下方向 \(n(vertical)) pt，侧边 \(n(side)) pt",
                            "第 \(index + 1) 個元素邊距不均：上下方向 \(n(vertical)) pt，側邊 \(n(side)) pt",
                            "Element \(index + 1) has uneven margins: \(n(vertical)) pt to the top or bottom, \(n(side)) pt to the side")
            }
        }
    }
}

extension DynamicIslandCompact {
    package static let concentric = DynamicIsland.concentric(Self.self)
    package static let evenMargins = DynamicIsland.evenMargins(Self.self)
    package static let rules: [Rule] = [concentric, evenMargins, Rules.compactNarrow, Rules.compactInformative]

    /// The rules of the compact view alone.
    package enum Rules {
        static let tolerance = DynamicIsland.tolerance

        package static let compactNarrow = Rule(
            id: "live-activities.dynamic-island.compact-narrow", guidelines: ["live-activities.dynamic-island.compact-narrow", "live-activities.dynamic-island.compact-hug-sensor"],
            component: DynamicIslandCompact.self,
            threshold: text("每侧宽度 ≤ 内容宽度 + 两侧边距（+0.5 pt）", "每側寬度 ≤ 內容寬度 + 兩側邊距（+0.5 pt）", "each side no wider than its content plus its margins (+0.5 pt)"),
            severity: .warning,  // “尽可能”: as narrow as possible, a goal
            source: Figure(text("尽可能窄", "盡可能窄", "as narrow as possible"), source: "一个关键目标是尽可能使胶囊容器更窄,不浪费空间。"),
            newer: Figure(text("每侧最宽 52.33 pt（393 pt 宽的屏幕）", "每側最寬 52.33 pt（393 pt 寬的螢幕）", "at most 52.33 pt a side (393 pt wide screens)"),
                          source: "Human Interface Guidelines, “Live Activities”")
        ) { i in
            [("左侧", "左側", "leading", i.leading), ("右侧", "右側", "trailing", i.trailing)].compactMap { side in
                guard let s = side.3 else { return nil }
                let needed = s.contentWidth + 2 * s.margin
                guard s.width > needed + tolerance else { return nil }
                return text("\(side.0)宽 \(n(s.width)) pt，比内容加边距（\(n(needed)) pt）多出 \(n(s.width - needed)) pt 空白",
                            "\(side.1)寬 \(n(s.width)) pt，比內容加邊距（\(n(needed)) pt）多出 \(n(s.width - needed)) pt 空白",
                            "The \(side.2) side is \(n(s.width)) pt wide, \(n(s.width - needed)) pt wider than its content and margins (\(n(needed)) pt)")
            }
        }

        package static let compactInformative = Rule(
            id: "live-activities.dynamic-island.compact-informative", guidelines: ["live-activities.dynamic-island.compact-informative"],
            component: DynamicIslandCompact.self,
            threshold: text("紧凑视图显示 logo 或 App 图标以外的信息", "緊湊視圖顯示 logo 或 App 圖像以外的資訊", "the compact view shows more than a logo or app icon"),
            severity: .warning,  // states the view's purpose; no “must”
            source: Figure(text("提供信息", "提供資訊", "informative"), source: "它不止是返回 App 的静态链接,更是为了提供信息,传达活动的最重要内容。")
        ) { i in
            when(i.shows.allSatisfy { $0 == "logo" || $0 == "app-icon" }, text(
                "紧凑视图只显示 logo 或 App 图标，成了返回 App 的静态链接", "緊湊視圖只顯示 logo 或 App 圖像，成了返回 App 的靜態連結",
                "The compact view shows only a logo or app icon, a static link back to the app"))
        }
    }
}

extension DynamicIslandMinimal {
    package static let concentric = DynamicIsland.concentric(Self.self)
    package static let evenMargins = DynamicIsland.evenMargins(Self.self)
    package static let rules: [Rule] = [concentric, evenMargins, Rules.minimalNotJustLogo]

    /// The rules of the minimal view alone.
    package enum Rules {
        package static let minimalNotJustLogo = Rule(
            id: "live-activities.dynamic-island.minimal-not-just-logo", guidelines: ["live-activities.dynamic-island.minimal-not-just-logo"], component: DynamicIslandMinimal.self,
            threshold: text("最小视图显示 logo 以外的信息", "最小視圖顯示 logo 以外的資訊", "the minimal view shows more than a logo"),
            severity: .warning,  // “避免 … 考虑”: avoid, consider
            source: Figure(text("避免只显示 logo", "避免只顯示 logo", "not just a logo"), source: "在该视图中,避免只显示 logo,而是考虑如何让会话在微小状态下继续传达信息。")
        ) { i in
            when(i.shows.allSatisfy { $0 == "logo" }, text("最小视图只显示 logo，没有传达会话的信息", "最小視圖只顯示 logo，沒有傳達會話的資訊",
                                                                 "The minimal view shows only a logo and says nothing about the session"))
        }
    }
}

extension DynamicIslandExpanded {
    package static let concentric = DynamicIsland.concentric(Self.self)
    package static let evenMargins = DynamicIsland.evenMargins(Self.self)
    package static let rules: [Rule] = [concentric, evenMargins, Rules.noForehead]

    /// The rules of the expanded view alone.
    package enum Rules {
        package static let noForehead = Rule(
            id: "live-activities.dynamic-island.no-forehead", guidelines: ["live-activities.dynamic-island.no-forehead"], component: DynamicIslandExpanded.self,
            threshold: text("内容从传感器区域旁开始（内容顶部 < 传感器底部）", "內容從感測器區域旁開始（內容頂部 < 感測器底部）", "content starts beside the sensors (content top < sensor bottom)"),
            severity: .warning,  // “避免”: avoid
            source: Figure(text("避免“额头”", "避免「額頭」", "no “forehead”"), source: "在布局内容时,避免在顶部出现“额头”,这会引起用户对传感器区域的注意。")
        ) { i in
            guard let top = i.contentTop else { return [] }
            return when(top >= i.sensorBottom, text("内容从 \(n(top)) pt 才开始，在传感器底部（\(n(i.sensorBottom)) pt）之下，顶部形成“额头”",
                                                    "內容從 \(n(top)) pt 才開始，在感測器底部（\(n(i.sensorBottom)) pt）之下，頂部形成「額頭」",
                                                    "Content starts at \(n(top)) pt, below the sensors (\(n(i.sensorBottom)) pt), leaving a “forehead” at the top"))
        }
    }
}
