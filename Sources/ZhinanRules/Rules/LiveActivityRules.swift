/// Rules for Live Activities on the Lock Screen and in StandBy, and for Dynamic Island presentations.
enum LiveActivityRules {
    static let all: [Rule] = [margins, colorsConsistent, standbyScale, removeWhenEnded,
                              concentric(.dynamicIslandCompact), concentric(.dynamicIslandMinimal), concentric(.dynamicIslandExpanded),
                              evenMargins(.dynamicIslandCompact), evenMargins(.dynamicIslandMinimal), evenMargins(.dynamicIslandExpanded),
                              compactNarrow, compactInformative, noForehead, minimalNotJustLogo]

    static func activity(_ c: Component) -> LiveActivity? { if case .liveActivity(let a) = c { a } else { nil } }
    static func island(_ c: Component) -> DynamicIsland? { if case .dynamicIsland(let i) = c { i } else { nil } }

    /// Geometry is judged to the half point: what a person can see.
    static let tolerance = 0.5

    static let margins = Rule(
        id: "live-activities.lock-screen.margins", guidelines: ["live-activities.lock-screen.margins"], component: .liveActivity,
        threshold: text("锁定屏幕左右外边距 = 14 pt", "鎖定畫面左右外邊距 = 14 pt", "Lock Screen margins = 14 pt on each side"),
        source: Figure(text("14 点", "14 點", "14 pt"), source: "它们的外边距相同,均为 14 点,即使使用不同的布局,元素也可以在每一侧保持对齐并在您扫视整个列表时保持一致的视觉节奏。"),
        newer: Figure(text("14 pt", "14 pt", "14 pt"), source: "Human Interface Guidelines, “Live Activities”")
    ) { c in
        guard let a = activity(c) else { return [] }
        return [("左", "左", "leading", a.leadingMargin), ("右", "右", "trailing", a.trailingMargin)].compactMap { side in
            guard abs(side.3 - 14) > 0.01 else { return nil }
            return text("\(side.0)外边距 \(n(side.3)) pt，应与通知相同，为 14 pt", "\(side.1)外邊距 \(n(side.3)) pt，應與通知相同，為 14 pt",
                        "The \(side.2) margin is \(n(side.3)) pt; Live Activities and notifications share 14 pt margins")
        }
    }

    static let colorsConsistent = Rule(
        id: "live-activities.lock-screen.colors-consistent", guidelines: ["live-activities.lock-screen.colors-consistent-in-light-and-dark"], component: .liveActivity,
        threshold: text("浅色与深色模式下颜色相同", "淺色與深色模式下顏色相同", "the same colours in light and dark mode"),
        source: Figure(text("不要更改颜色", "不要更改顏色", "colours unchanged"), source: "在浅色模式和深色模式之间不要更改颜色,这样做会破坏视觉关联。")
    ) { c in
        guard let a = activity(c) else { return [] }
        var problems: [Localized] = []
        if a.light.background != a.dark.background {
            problems.append(text("背景色在浅色模式为 \(a.light.background)，深色模式为 \(a.dark.background)", "背景色在淺色模式為 \(a.light.background)，深色模式為 \(a.dark.background)",
                                 "The background is \(a.light.background) in light mode but \(a.dark.background) in dark mode"))
        }
        if a.light.foreground != a.dark.foreground {
            problems.append(text("前景色在浅色模式为 \(a.light.foreground)，深色模式为 \(a.dark.foreground)", "前景色在淺色模式為 \(a.light.foreground)，深色模式為 \(a.dark.foreground)",
                                 "The foreground is \(a.light.foreground) in light mode but \(a.dark.foreground) in dark mode"))
        }
        return problems
    }

    static let standbyScale = Rule(
        id: "live-activities.standby.scale", guidelines: ["live-activities.standby.scale"], component: .liveActivity,
        threshold: text("StandBy 中放大 200%", "StandBy 中放大 200%", "scaled to 200% in StandBy"),
        source: Figure(text("200%", "200%", "200%"), source: "在 Standby 功能下,布局会被放大 200%,最大化其尺寸,同时避免将布局中的任何内容绘制在设备的传感器区域下方。")
    ) { c in
        guard let a = activity(c) else { return [] }
        return when(abs(a.standbyScale - 2) > 0.001, text("StandBy 中放大 \(n(a.standbyScale * 100))%，应为 200%", "StandBy 中放大 \(n(a.standbyScale * 100))%，應為 200%",
                                                          "StandBy scales the layout to \(n(a.standbyScale * 100))%; it is 200%"))
    }

    static let removeWhenEnded = Rule(
        id: "live-activities.lock-screen.remove-when-ended", guidelines: ["live-activities.lock-screen.remove-when-ended"], component: .liveActivity,
        threshold: text("结束后很快从锁定屏幕移除", "結束後很快從鎖定畫面移除", "removed from the Lock Screen soon after it ends"),
        source: Figure(text("短时间内移除", "短時間內移除", "removed shortly"), source: "最后,若您的实时活动已结束且不再相关,请确保在短时间内将其从锁定屏幕中移除,因为如果停留太久,每次都需手动移除,可能会有点烦人。")
    ) { c in
        guard let a = activity(c) else { return [] }
        return when(!a.removedWhenEnded, text("Live Activity 结束后仍留在锁定屏幕上", "Live Activity 結束後仍留在鎖定畫面上", "The Live Activity stays on the Lock Screen after it ends"))
    }

    static func presentationName(_ kind: ComponentKind) -> (String, String, String) {
        switch kind {
        case .dynamicIslandCompact: ("紧凑视图", "緊湊視圖", "compact")
        case .dynamicIslandMinimal: ("最小视图", "最小視圖", "minimal")
        default: ("扩展视图", "擴展視圖", "expanded")
        }
    }

    static func concentric(_ kind: ComponentKind) -> Rule {
        let name = presentationName(kind)
        return Rule(
            id: "live-activities.dynamic-island.concentric.\(name.2)", guidelines: ["live-activities.dynamic-island.concentric"], component: kind,
            threshold: text("\(name.0)内元素圆角 = Dynamic Island 圆角 − 内边距（±0.5 pt）", "\(name.1)內元素圓角 = Dynamic Island 圓角 − 內邊距（±0.5 pt）",
                            "in the \(name.2) view, element radius = island radius − inset (±0.5 pt)"),
            source: Figure(text("同心", "同心", "concentric"), source: "内容在灵动岛中适配的关键是与其形状保持中心相同就是指圆形彼此嵌套,并且四周间距平均。"),
            newer: Figure(text("Dynamic Island 圆角 44 pt", "Dynamic Island 圓角 44 pt", "island corner radius 44 pt"), source: "Human Interface Guidelines, “Live Activities”")
        ) { c in
            guard let i = island(c) else { return [] }
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

    static func evenMargins(_ kind: ComponentKind) -> Rule {
        let name = presentationName(kind)
        return Rule(
            id: "live-activities.dynamic-island.even-margins.\(name.2)", guidelines: ["live-activities.dynamic-island.concentric-margins"], component: kind,
            threshold: kind == .dynamicIslandExpanded
                ? text("扩展视图内元素到最近的上下边与最近的侧边距离相等（±0.5 pt）", "擴展視圖內元素到最近的上下邊與最近的側邊距離相等（±0.5 pt）",
                       "in the expanded view, an element is as far from its nearer top or bottom edge as from its nearer side (±0.5 pt)")
                : text("\(name.0)内元素上下居中，且到侧边的距离与上下边距相等（±0.5 pt）", "\(name.1)內元素上下置中，且到側邊的距離與上下邊距相等（±0.5 pt）",
                       "in the \(name.2) view, an element is centred top to bottom and as far from the side wall as from the top (±0.5 pt)"),
            source: Figure(text("同心的边距", "同心的邊距", "concentric margins"), source: "在放置对象或文本时,确保在灵动岛的边界内保持同心的边距,避免它们挤到角落,并与侧壁保持适当距离,避免产生视觉紧张。")
        ) { c in
            guard let i = island(c) else { return [] }
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

    static let compactNarrow = Rule(
        id: "live-activities.dynamic-island.compact-narrow", guidelines: ["live-activities.dynamic-island.compact-narrow", "live-activities.dynamic-island.compact-hug-sensor"],
        component: .dynamicIslandCompact,
        threshold: text("每侧宽度 ≤ 内容宽度 + 两侧边距（+0.5 pt）", "每側寬度 ≤ 內容寬度 + 兩側邊距（+0.5 pt）", "each side no wider than its content plus its margins (+0.5 pt)"),
        source: Figure(text("尽可能窄", "盡可能窄", "as narrow as possible"), source: "一个关键目标是尽可能使胶囊容器更窄,不浪费空间。"),
        newer: Figure(text("每侧最宽 52.33 pt（393 pt 宽的屏幕）", "每側最寬 52.33 pt（393 pt 寬的螢幕）", "at most 52.33 pt a side (393 pt wide screens)"),
                      source: "Human Interface Guidelines, “Live Activities”")
    ) { c in
        guard let i = island(c) else { return [] }
        return [("左侧", "左側", "leading", i.leading), ("右侧", "右側", "trailing", i.trailing)].compactMap { side in
            guard let s = side.3 else { return nil }
            let needed = s.contentWidth + 2 * s.margin
            guard s.width > needed + tolerance else { return nil }
            return text("\(side.0)宽 \(n(s.width)) pt，比内容加边距（\(n(needed)) pt）多出 \(n(s.width - needed)) pt 空白",
                        "\(side.1)寬 \(n(s.width)) pt，比內容加邊距（\(n(needed)) pt）多出 \(n(s.width - needed)) pt 空白",
                        "The \(side.2) side is \(n(s.width)) pt wide, \(n(s.width - needed)) pt wider than its content and margins (\(n(needed)) pt)")
        }
    }

    static let compactInformative = Rule(
        id: "live-activities.dynamic-island.compact-informative", guidelines: ["live-activities.dynamic-island.compact-informative"],
        component: .dynamicIslandCompact,
        threshold: text("紧凑视图显示 logo 或 App 图标以外的信息", "緊湊視圖顯示 logo 或 App 圖像以外的資訊", "the compact view shows more than a logo or app icon"),
        source: Figure(text("提供信息", "提供資訊", "informative"), source: "它不止是返回 App 的静态链接,更是为了提供信息,传达活动的最重要内容。")
    ) { c in
        guard let i = island(c) else { return [] }
        return when(i.shows.allSatisfy { $0 == "logo" || $0 == "app-icon" }, text(
            "紧凑视图只显示 logo 或 App 图标，成了返回 App 的静态链接", "緊湊視圖只顯示 logo 或 App 圖像，成了返回 App 的靜態連結",
            "The compact view shows only a logo or app icon, a static link back to the app"))
    }

    static let noForehead = Rule(
        id: "live-activities.dynamic-island.no-forehead", guidelines: ["live-activities.dynamic-island.no-forehead"], component: .dynamicIslandExpanded,
        threshold: text("内容从传感器区域旁开始（内容顶部 < 传感器底部）", "內容從感測器區域旁開始（內容頂部 < 感測器底部）", "content starts beside the sensors (content top < sensor bottom)"),
        source: Figure(text("避免“额头”", "避免「額頭」", "no “forehead”"), source: "在布局内容时,避免在顶部出现“额头”,这会引起用户对传感器区域的注意。")
    ) { c in
        guard let i = island(c), let top = i.contentTop else { return [] }
        return when(top >= i.sensorBottom, text("内容从 \(n(top)) pt 才开始，在传感器底部（\(n(i.sensorBottom)) pt）之下，顶部形成“额头”",
                                                "內容從 \(n(top)) pt 才開始，在感測器底部（\(n(i.sensorBottom)) pt）之下，頂部形成「額頭」",
                                                "Content starts at \(n(top)) pt, below the sensors (\(n(i.sensorBottom)) pt), leaving a “forehead” at the top"))
    }

    static let minimalNotJustLogo = Rule(
        id: "live-activities.dynamic-island.minimal-not-just-logo", guidelines: ["live-activities.dynamic-island.minimal-not-just-logo"], component: .dynamicIslandMinimal,
        threshold: text("最小视图显示 logo 以外的信息", "最小視圖顯示 logo 以外的資訊", "the minimal view shows more than a logo"),
        source: Figure(text("避免只显示 logo", "避免只顯示 logo", "not just a logo"), source: "在该视图中,避免只显示 logo,而是考虑如何让会话在微小状态下继续传达信息。")
    ) { c in
        guard let i = island(c) else { return [] }
        return when(i.shows.allSatisfy { $0 == "logo" }, text("最小视图只显示 logo，没有传达会话的信息", "最小視圖只顯示 logo，沒有傳達會話的資訊",
                                                             "The minimal view shows only a logo and says nothing about the session"))
    }
}
