/// The rules of the Dynamic Island: content concentric with the island in every presentation,
/// compact views as narrow as they can be, no "forehead" when expanded, a minimal view that says
/// more than a logo.
extension DynamicIsland {
    /// Geometry is judged to the half point: what a person can see.
    static let tolerance = 0.5

    static func concentric<P: DynamicIslandPresentation>(_ type: P.Type) -> Rule {
                return Rule(
            id: "live-activities.dynamic-island.concentric.\(P.presentation.rawValue)", guidelines: ["live-activities.dynamic-island.concentric"], component: P.self,
            threshold: Message("live-activities.dynamic-island.concentric.threshold", ["view": .message(P.presentation.name)]),
            severity: .error,
            source: Figure(Message("live-activities.dynamic-island.concentric.source-figure"), source: "内容在灵动岛中适配的关键是与其形状保持中心相同就是指圆形彼此嵌套,并且四周间距平均。"),
            // Apple publishes 44 pt as the radius of the expanded island only; the compact and minimal
            // views are capsules (half their height), for which no radius figure is published.
            newer: P.presentation == .expanded
                ? Figure(Message("live-activities.dynamic-island.concentric.newer-figure"), source: "Human Interface Guidelines, “Live Activities”")
                : nil
        ) { presentation in
            let i = presentation.island
            return i.elements.enumerated().compactMap { index, e in
                let inset = min(e.top, e.leading, e.bottom, e.trailing)
                let expected = max(i.cornerRadius - inset, 0)
                guard abs(e.cornerRadius - expected) > tolerance else { return nil }
                return Message("live-activities.dynamic-island.concentric.not-concentric", ["position": .text("\(index + 1)"), "corner-radius": .number(e.cornerRadius), "island-radius": .number(i.cornerRadius), "inset": .number(inset), "expected": .number(expected)])
            }
        }
    }

    static func evenMargins<P: DynamicIslandPresentation>(_ type: P.Type) -> Rule {
                return Rule(
            id: "live-activities.dynamic-island.even-margins.\(P.presentation.rawValue)", guidelines: ["live-activities.dynamic-island.concentric-margins"], component: P.self,
            threshold: P.presentation == .expanded
                ? Message("live-activities.dynamic-island.even-margins.expanded-threshold")
                : Message("live-activities.dynamic-island.even-margins.threshold", ["view": .message(P.presentation.name)]),
            severity: .error,
            source: Figure(Message("live-activities.dynamic-island.even-margins.source-figure"), source: "在放置对象或文本时,确保在灵动岛的边界内保持同心的边距,避免它们挤到角落,并与侧壁保持适当距离,避免产生视觉紧张。")
        ) { presentation in
            let i = presentation.island
            return i.elements.enumerated().compactMap { index, e in
                // In the capsule of the compact and minimal views, content sits centred top to bottom.
                if i.presentation != .expanded, abs(e.top - e.bottom) > tolerance {
                    return Message("live-activities.dynamic-island.even-margins.not-centred", ["position": .text("\(index + 1)"), "top": .number(e.top), "bottom": .number(e.bottom)])
                }
                // The edges an element is nearest to are the ones its margins must match: an icon in
                // a corner keeps the same distance to the top (or bottom) and to the side wall.
                let vertical = min(e.top, e.bottom), side = min(e.leading, e.trailing)
                guard abs(vertical - side) > tolerance else { return nil }
                return Message("live-activities.dynamic-island.even-margins.uneven", ["position": .text("\(index + 1)"), "vertical": .number(vertical), "side": .number(side)])
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
            threshold: Message("live-activities.dynamic-island.compact-narrow.threshold"),
            severity: .warning,  // “尽可能”: as narrow as possible, a goal
            source: Figure(Message("live-activities.dynamic-island.compact-narrow.source-figure"), source: "一个关键目标是尽可能使胶囊容器更窄,不浪费空间。"),
            newer: Figure(Message("live-activities.dynamic-island.compact-narrow.newer-figure"),
                          source: "Human Interface Guidelines, “Live Activities”")
        ) { i in
            [("live-activities.dynamic-island.compact-narrow.leading-wider", i.leading), ("live-activities.dynamic-island.compact-narrow.trailing-wider", i.trailing)].compactMap { side in
                guard let s = side.1 else { return nil }
                let needed = s.contentWidth + 2 * s.margin
                guard s.width > needed + tolerance else { return nil }
                return Message(side.0, ["width": .number(s.width), "needed": .number(needed), "extra": .number(s.width - needed)])
            }
        }

        package static let compactInformative = Rule(
            id: "live-activities.dynamic-island.compact-informative", guidelines: ["live-activities.dynamic-island.compact-informative"],
            component: DynamicIslandCompact.self,
            threshold: Message("live-activities.dynamic-island.compact-informative.threshold"),
            severity: .warning,  // states the view's purpose; no “must”
            source: Figure(Message("live-activities.dynamic-island.compact-informative.source-figure"), source: "它不止是返回 App 的静态链接,更是为了提供信息,传达活动的最重要内容。")
        ) { i in
            when(i.shows.allSatisfy { $0 == "logo" || $0 == "app-icon" }, Message("live-activities.dynamic-island.compact-informative.compact-view-shows-only"))
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
            threshold: Message("live-activities.dynamic-island.minimal-not-just-logo.threshold"),
            severity: .warning,  // “避免 … 考虑”: avoid, consider
            source: Figure(Message("live-activities.dynamic-island.minimal-not-just-logo.source-figure"), source: "在该视图中,避免只显示 logo,而是考虑如何让会话在微小状态下继续传达信息。")
        ) { i in
            when(i.shows.allSatisfy { $0 == "logo" }, Message("live-activities.dynamic-island.minimal-not-just-logo.minimal-view-shows-only"))
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
            threshold: Message("live-activities.dynamic-island.no-forehead.threshold"),
            severity: .warning,  // “避免”: avoid
            source: Figure(Message("live-activities.dynamic-island.no-forehead.source-figure"), source: "在布局内容时,避免在顶部出现“额头”,这会引起用户对传感器区域的注意。")
        ) { i in
            guard let top = i.contentTop else { return [] }
            return when(top >= i.sensorBottom, Message("live-activities.dynamic-island.no-forehead.content-starts-below-sensors", ["top": .number(top), "sensor-bottom": .number(i.sensorBottom)]))
        }
    }
}
