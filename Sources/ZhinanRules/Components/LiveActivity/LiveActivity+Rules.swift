/// The rules of LiveActivity: Lock Screen margins and colours, StandBy, and removal when it ends.
extension LiveActivity {
    package static let rules: [Rule] = [Rules.margins, Rules.colorsConsistent, Rules.standbyScale, Rules.removeWhenEnded]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let margins = Rule(
            id: "live-activities.lock-screen.margins", guidelines: ["live-activities.lock-screen.margins"], component: LiveActivity.self,
            threshold: text("锁定屏幕左右外边距 = 14 pt", "鎖定畫面左右外邊距 = 14 pt", "Lock Screen margins = 14 pt on each side"),
            severity: .warning,  // describes the system's own 14 pt margins; no “must”
            source: Figure(text("14 点", "14 點", "14 pt"), source: "它们的外边距相同,均为 14 点,即使使用不同的布局,元素也可以在每一侧保持对齐并在您扫视整个列表时保持一致的视觉节奏。")
            // Apple's guidance today says 14 pt too: the same figure is no newer figure.
        ) { a in
            [("左", "左", "leading", a.leadingMargin), ("右", "右", "trailing", a.trailingMargin)].compactMap { side in
                guard abs(side.3 - 14) > 0.01 else { return nil }
                return text("\(side.0)外边距 \(n(side.3)) pt，应与通知相同，为 14 pt", "\(side.1)外邊距 \(n(side.3)) pt，應與通知相同，為 14 pt",
                            "The \(side.2) margin is \(n(side.3)) pt; Live Activities and notifications share 14 pt margins")
            }
        }

        package static let colorsConsistent = Rule(
            id: "live-activities.lock-screen.colors-consistent", guidelines: ["live-activities.lock-screen.colors-consistent-in-light-and-dark"], component: LiveActivity.self,
            threshold: text("浅色与深色模式下颜色相同", "淺色與深色模式下顏色相同", "the same colours in light and dark mode"),
            severity: .error,
            source: Figure(text("不要更改颜色", "不要更改顏色", "colours unchanged"), source: "在浅色模式和深色模式之间不要更改颜色,这样做会破坏视觉关联。")
        ) { a in
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

        package static let standbyScale = Rule(
            id: "live-activities.standby.scale", guidelines: ["live-activities.standby.scale"], component: LiveActivity.self,
            threshold: text("StandBy 中放大 200%", "StandBy 中放大 200%", "scaled to 200% in StandBy"),
            severity: .error,
            source: Figure(text("200%", "200%", "200%"), source: "在 Standby 功能下,布局会被放大 200%,最大化其尺寸,同时避免将布局中的任何内容绘制在设备的传感器区域下方。")
        ) { a in
            when(abs(a.standbyScale - 2) > 0.001, text("StandBy 中放大 \(n(a.standbyScale * 100))%，应为 200%", "StandBy 中放大 \(n(a.standbyScale * 100))%，應為 200%",
                                                              "StandBy scales the layout to \(n(a.standbyScale * 100))%; it is 200%"))
        }

        package static let removeWhenEnded = Rule(
            id: "live-activities.lock-screen.remove-when-ended", guidelines: ["live-activities.lock-screen.remove-when-ended"], component: LiveActivity.self,
            threshold: text("结束后很快从锁定屏幕移除", "結束後很快從鎖定畫面移除", "removed from the Lock Screen soon after it ends"),
            severity: .error,
            source: Figure(text("短时间内移除", "短時間內移除", "removed shortly"), source: "最后,若您的实时活动已结束且不再相关,请确保在短时间内将其从锁定屏幕中移除,因为如果停留太久,每次都需手动移除,可能会有点烦人。")
        ) { a in
            when(!a.removedWhenEnded, text("Live Activity 结束后仍留在锁定屏幕上", "Live Activity 結束後仍留在鎖定畫面上", "The Live Activity stays on the Lock Screen after it ends"))
        }
    }
}
