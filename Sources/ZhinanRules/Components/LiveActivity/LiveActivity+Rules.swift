/// The rules of LiveActivity: Lock Screen margins and colours, StandBy, and removal when it ends.
extension LiveActivity {
    package static let rules: [Rule] = [Rules.margins, Rules.colorsConsistent, Rules.standbyScale, Rules.removeWhenEnded]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let margins = Rule(
            id: "live-activities.lock-screen.margins", guidelines: ["live-activities.lock-screen.margins"], component: LiveActivity.self,
            threshold: Message("live-activities.lock-screen.margins.threshold"),
            severity: .warning,  // describes the system's own 14 pt margins; no “must”
            source: Figure(Message("live-activities.lock-screen.margins.source-figure"), source: "它们的外边距相同,均为 14 点,即使使用不同的布局,元素也可以在每一侧保持对齐并在您扫视整个列表时保持一致的视觉节奏。")
            // Apple's guidance today says 14 pt too: the same figure is no newer figure.
        ) { a in
            [("live-activities.lock-screen.margins.leading", a.leadingMargin), ("live-activities.lock-screen.margins.trailing", a.trailingMargin)].compactMap { side in
                guard abs(side.1 - 14) > 0.01 else { return nil }
                return Message(side.0, ["margin": .number(side.1)])
            }
        }

        package static let colorsConsistent = Rule(
            id: "live-activities.lock-screen.colors-consistent", guidelines: ["live-activities.lock-screen.colors-consistent-in-light-and-dark"], component: LiveActivity.self,
            threshold: Message("live-activities.lock-screen.colors-consistent.threshold"),
            severity: .error,
            source: Figure(Message("live-activities.lock-screen.colors-consistent.source-figure"), source: "在浅色模式和深色模式之间不要更改颜色,这样做会破坏视觉关联。")
        ) { a in
            var problems: [Message] = []
            if a.light.background != a.dark.background {
                problems.append(Message("live-activities.lock-screen.colors-consistent.background-light-mode-but", ["light-background": .text("\(a.light.background)"), "dark-background": .text("\(a.dark.background)")]))
            }
            if a.light.foreground != a.dark.foreground {
                problems.append(Message("live-activities.lock-screen.colors-consistent.foreground-light-mode-but", ["light-foreground": .text("\(a.light.foreground)"), "dark-foreground": .text("\(a.dark.foreground)")]))
            }
            return problems
        }

        package static let standbyScale = Rule(
            id: "live-activities.standby.scale", guidelines: ["live-activities.standby.scale"], component: LiveActivity.self,
            threshold: Message("live-activities.standby.scale.threshold"),
            severity: .error,
            source: Figure(Message("live-activities.standby.scale.source-figure"), source: "在 Standby 功能下,布局会被放大 200%,最大化其尺寸,同时避免将布局中的任何内容绘制在设备的传感器区域下方。")
        ) { a in
            when(abs(a.standbyScale - 2) > 0.001, Message("live-activities.standby.scale.standby-scales-layout", ["standby-scale": .number(a.standbyScale * 100)]))
        }

        package static let removeWhenEnded = Rule(
            id: "live-activities.lock-screen.remove-when-ended", guidelines: ["live-activities.lock-screen.remove-when-ended"], component: LiveActivity.self,
            threshold: Message("live-activities.lock-screen.remove-when-ended.threshold"),
            severity: .error,
            source: Figure(Message("live-activities.lock-screen.remove-when-ended.source-figure"), source: "最后,若您的实时活动已结束且不再相关,请确保在短时间内将其从锁定屏幕中移除,因为如果停留太久,每次都需手动移除,可能会有点烦人。")
        ) { a in
            when(!a.removedWhenEnded, Message("live-activities.lock-screen.remove-when-ended.live-activity-stays-lock"))
        }
    }
}
