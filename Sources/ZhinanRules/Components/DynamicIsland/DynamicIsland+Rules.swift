/// The rules of the Dynamic Island: concentric content, narrow compact views, no "forehead".
extension DynamicIsland {
    /// Geometry is judged to the half point: what a person can see.
    static let tolerance = 0.5

    /// A height outside `heightRange` (the expanded view's, the Lock Screen presentation's), said by `.too-short` or `.too-tall`.
    static func heightProblems(_ height: Double) -> [Message] {
        when(height < heightRange.lowerBound - tolerance, Message(".too-short", ["height": .number(height)]))
            + when(height > heightRange.upperBound + tolerance, Message(".too-tall", ["height": .number(height)]))
    }
}

/// The rules every presentation has, one per presentation (`….concentric.compact`): made on each use, as a
/// protocol extension stores nothing; each presentation's `rules` keeps one.
extension DynamicIslandPresentation {
    static var tolerance: Double { DynamicIsland.tolerance }

    /// Inner radius = outer radius − inset, in this presentation.
    package static var concentric: Rule {
        rule(
            id: "live-activities.dynamic-island.concentric.\(Self.presentation.rawValue)", guidelines: ["live-activities.dynamic-island.concentric"],
            threshold: Message("live-activities.dynamic-island.concentric.threshold", ["view": .message(Self.presentation.name)]),
            severity: .error,
            figure: Message("live-activities.dynamic-island.concentric.source-figure"), source: "内容在灵动岛中适配的关键是与其形状保持中心相同就是指圆形彼此嵌套,并且四周间距平均。"
            // The island's own radius (44 pt, expanded) is current guidance's: `DynamicIslandExpanded.Rules.cornerRadius`.
        ) { i in
            i.elements.enumerated().compactMap { index, e in
                let inset = min(e.top, e.leading, e.bottom, e.trailing)
                let expected = max(i.cornerRadius - inset, 0)
                guard abs(e.cornerRadius - expected) > tolerance else { return nil }
                return Message("live-activities.dynamic-island.concentric.not-concentric", ["position": .text("\(index + 1)"), "corner-radius": .number(e.cornerRadius), "island-radius": .number(i.cornerRadius), "inset": .number(inset), "expected": .number(expected)])
            }
        }
    }

    /// Content kept off the island's edge, in this presentation.
    package static var insetContent: Rule {
        rule(
            id: "live-activities.dynamic-island.inset-content.\(Self.presentation.rawValue)", guidelines: ["live-activities.dynamic-island.inset-separated-content"],
            threshold: Message("live-activities.dynamic-island.inset-content.threshold", ["view": .message(Self.presentation.name)]),
            severity: .error,
            figure: Message("live-activities.dynamic-island.inset-content.source-figure"), source: "分离出一块内容时,不要将其绘制到容器边缘,而是将内容放置在内嵌的形状内,或者使用分隔线进行分隔。"
        ) { i in
            i.elements.enumerated().filter { _, e in min(e.top, e.leading, e.bottom, e.trailing) < tolerance }.map { index, _ in
                Message("live-activities.dynamic-island.inset-content.at-edge", ["position": .text("\(index + 1)")])
            }
        }
    }

    /// Even margins, in this presentation.
    package static var evenMargins: Rule {
        rule(
            id: "live-activities.dynamic-island.even-margins.\(Self.presentation.rawValue)", guidelines: ["live-activities.dynamic-island.concentric-margins"],
            threshold: Self.presentation == .expanded
                ? Message("live-activities.dynamic-island.even-margins.expanded-threshold")
                : Message("live-activities.dynamic-island.even-margins.threshold", ["view": .message(Self.presentation.name)]),
            severity: .error,
            figure: Message("live-activities.dynamic-island.even-margins.source-figure"), source: "在放置对象或文本时,确保在灵动岛的边界内保持同心的边距,避免它们挤到角落,并与侧壁保持适当距离,避免产生视觉紧张。"
        ) { i in
            i.elements.enumerated().compactMap { index, e in
                // In the capsule of the compact and minimal views, content sits centred top to bottom.
                if i.presentation != .expanded, abs(e.top - e.bottom) > tolerance {
                    return Message("live-activities.dynamic-island.even-margins.not-centred", ["position": .text("\(index + 1)"), "top": .number(e.top), "bottom": .number(e.bottom)])
                }
                // The margins to the nearest edges match: a corner icon is as far from the top as the side.
                let vertical = min(e.top, e.bottom), side = min(e.leading, e.trailing)
                guard abs(vertical - side) > tolerance else { return nil }
                return Message("live-activities.dynamic-island.even-margins.uneven", ["position": .text("\(index + 1)"), "vertical": .number(vertical), "side": .number(side)])
            }
        }
    }
}

extension DynamicIslandCompact {
    package static let rules: [Rule] = [concentric, evenMargins, insetContent, Rules.compactNarrow, Rules.compactSize, Rules.compactInformative,
                                        Rules.alternateSessions]

    /// The rules of the compact view alone.
    package enum Rules {
        package static let compactNarrow = rule(
            id: "live-activities.dynamic-island.compact-narrow", alsoEnforcing: ["live-activities.dynamic-island.compact-hug-sensor"],
            severity: .warning,  // “尽可能”: as narrow as possible, a goal
            source: "一个关键目标是尽可能使胶囊容器更窄,不浪费空间。"
            // Apple's published size of a compact side is a rule of its own: `compactSize`.
        ) { i in
            [(".leading-wider", i.leading), (".trailing-wider", i.trailing)].compactMap { side in
                guard let s = side.1 else { return nil }
                let needed = s.contentWidth + 2 * s.margin
                guard s.width > needed + tolerance else { return nil }
                return Message(side.0, ["width": .number(s.width), "needed": .number(needed), "extra": .number(s.width - needed)])
            }
        }

        /// Current guidance alone publishes the compact view's size: each side at most 52.33 × 36.67 pt
        /// on a 393 × 852 screen, 62.33 × 36.67 pt on a 430 × 932 one.
        package static let compactSize = rule(
            id: "live-activities.dynamic-island.compact-size", guidelines: ["live-activities.dynamic-island.compact-narrow"],
            severity: .error,  // the system's size: a larger side is cut off
            source: .silent,
            current: .stated(Message(".current-figure"), from: DynamicIsland.specifications)
        ) { i, _ in
            let maximum = i.screen.compactSideWidth
            return when(abs(i.height - DynamicIsland.capsuleHeight) > tolerance, Message(".height", ["height": .number(i.height)]))
                + [(".leading-too-wide", i.leading), (".trailing-too-wide", i.trailing)].compactMap { key, side in
                    guard let side, side.width > maximum + tolerance else { return nil }
                    return Message(key, ["width": .number(side.width), "maximum": .number(maximum), "screen": .text(i.screen.rawValue.replacingOccurrences(of: "x", with: " × "))])
                }
        }

        package static let alternateSessions = rule(
            id: "live-activities.dynamic-island.alternate-sessions", severity: .warning,  // “考虑”: consider
            source: "当您想同时显示 App 的多个会话时,考虑在它们之间进行切换,让用户知道正在进行的活动。"
        ) { i in when(i.sessions > 1 && !i.alternatesSessions, Message(".one-shown", ["sessions": .text("\(i.sessions)")])) }

        package static let compactInformative = rule(
            id: "live-activities.dynamic-island.compact-informative", severity: .warning,  // states the view's purpose; no “must”
            source: "它不止是返回 App 的静态链接,更是为了提供信息,传达活动的最重要内容。", broken: { i in i.shows.allSatisfy { $0 == "logo" || $0 == "app-icon" } }, Message(".compact-view-shows-only"))
    }
}

extension DynamicIslandMinimal {
    package static let rules: [Rule] = [concentric, evenMargins, insetContent, Rules.minimalNotJustLogo]

    /// The rules of the minimal view alone.
    package enum Rules {
        package static let minimalNotJustLogo = rule(
            id: "live-activities.dynamic-island.minimal-not-just-logo", severity: .warning,  // “避免 … 考虑”: avoid, consider
            source: "在该视图中,避免只显示 logo,而是考虑如何让会话在微小状态下继续传达信息。", broken: { i in i.shows.allSatisfy { $0 == "logo" } }, Message(".minimal-view-shows-only"))
    }
}

extension DynamicIslandExpanded {
    package static let rules: [Rule] = [concentric, evenMargins, insetContent, Rules.noForehead, Rules.height, Rules.cornerRadius]

    /// The rules of the expanded view alone.
    package enum Rules {
        package static let noForehead = rule(
            id: "live-activities.dynamic-island.no-forehead", severity: .warning,  // “避免”: avoid
            source: "在布局内容时,避免在顶部出现“额头”,这会引起用户对传感器区域的注意。"
        ) { i in
            guard let top = i.contentTop else { return [] }
            return when(top >= i.sensorBottom, Message(".content-starts-below-sensors", ["top": .number(top), "sensor-bottom": .number(i.sensorBottom)]))
        }

        /// Current guidance alone publishes the expanded view's height: 84 to 160 pt.
        package static let height = rule(
            id: "live-activities.dynamic-island.expanded-height", severity: .error,  // the system's range: a taller view is cut off
            source: .silent,
            current: .stated(Message("live-activities.height-range"), from: DynamicIsland.specifications)
        ) { i, _ in DynamicIsland.heightProblems(i.height) }

        /// Current guidance alone publishes the island's corner radius when expanded: 44 pt, which an app
        /// cannot change; content drawn for another radius is not concentric with the real island.
        package static let cornerRadius = rule(
            id: "live-activities.dynamic-island.expanded-corner-radius", guidelines: ["live-activities.dynamic-island.concentric"],
            severity: .error,  // the system draws the island: a fact of the platform
            source: .silent,
            current: .stated(Message(".current-figure"), from: DynamicIsland.specifications)
        ) { i, _ in
            when(abs(i.cornerRadius - DynamicIsland.expandedCornerRadius) > DynamicIsland.tolerance,
                 Message(".drawn-with", ["corner-radius": .number(i.cornerRadius)]))
        }
    }
}
