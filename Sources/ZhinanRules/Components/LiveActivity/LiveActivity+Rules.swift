/// The rules of LiveActivity: Lock Screen margins and colours, StandBy, and removal when it ends.
extension LiveActivity {
    package static let rules: [Rule] = [
        Rules.margins, Rules.height, Rules.compactLayout, Rules.uniqueLayout, Rules.essentialButtons, Rules.logoMark, Rules.colorsConsistent,
        Rules.dismissButtonColors, Rules.numericTransition, Rules.contentReplaceTransition, Rules.listRows, Rules.standbyScale,
        Rules.edgeToEdgeGraphics, Rules.highResolutionAssets, Rules.removeWhenEnded, Rules.duration, Rules.expandForEvents,
    ]

    package enum Rules {
        package static let margins = rule(
            id: "live-activities.lock-screen.margins", severity: .warning,  // describes the system's own 14 pt margins; no “must”
            source: "它们的外边距相同,均为 14 点,即使使用不同的布局,元素也可以在每一侧保持对齐并在您扫视整个列表时保持一致的视觉节奏。"
            // Apple's guidance today says 14 pt too: the same figure is no newer figure.
        ) { a in
            [(".leading", a.leadingMargin), (".trailing", a.trailingMargin)].flatMap { key, margin in when(abs(margin - LiveActivity.lockScreenMargin) > 0.01, Message(key, ["margin": .number(margin)])) }
        }

        /// Current guidance alone publishes the Lock Screen presentation's height: 84 to 160 pt. The
        /// talk asks for a compact layout whose height changes with what it shows, within that range.
        package static let height = rule(
            id: "live-activities.lock-screen.height", guidelines: ["live-activities.lock-screen.dynamic-height"],
            severity: .error,  // the system's range: a taller presentation is cut off
            source: .silent,
            current: .stated(Message("live-activities.height-range"), from: DynamicIsland.specifications)
        ) { a, _ in DynamicIsland.heightProblems(a.height) }

        package static let compactLayout = rule(
            id: "live-activities.lock-screen.compact-layout", alsoEnforcing: ["live-activities.lock-screen.reduce-height"], severity: .warning,  // “尽可能”: as compact as possible
            source: "由于锁定屏幕可能同时显示许多不同的信息,例如音乐播放器、通知和实时活动,因此确保您的布局尽可能紧凑,以避免占用不必要的额外空间,这十分重要。"
        ) { a in
            guard let needed = a.neededHeight else { return [] }
            return when(a.height > needed + DynamicIsland.tolerance, Message(".taller",
                                                                             ["height": .number(a.height), "needed": .number(needed), "extra": .number(a.height - needed)]))
        }

        package static let uniqueLayout = rule(
            id: "live-activities.lock-screen.unique-layout", severity: .error,
            source: "在锁定屏幕上为您的实时活动布局信息时,重要的是不要尝试复制通知布局本身。", broken: { a in a.mimicsNotification }, Message(".notification"))

        package static let essentialButtons = rule(
            id: "live-activities.lock-screen.buttons-for-essential-controls", severity: .warning,  // “理想方式”: the ideal way, but only for
            source: "按钮是实时活动中提供交互功能的理想方式,但只有在控制活动的关键部分时才会使用,因为它们会占用本可以显示有用信息的大量空间。"
        ) { a in a.buttons.filter { !$0.essential }.map { Message(".inessential", ["label": .text($0.label)]) } }

        package static let logoMark = rule(
            id: "live-activities.lock-screen.logo-mark", severity: .error,
            source: "如果您使用 logo 标记作为品牌的一部分,请确保将它完全整合到布局中,而不仅仅使用整个 App 图标。", broken: { a in a.hasLogoMark && a.showsAppIcon }, Message(".app-icon"))

        package static let dismissButtonColors = rule(
            id: "live-activities.lock-screen.dismiss-button-colors",
            threshold: Message(".threshold", ["ratio": .number(Color.minimumContrast)]),
            severity: .error,
            source: "请确保检查生成的按钮是否正确,并提供与您的设计相匹配的颜色。"
        ) { a in
            [(Message("live-activities.mode.light"), a.light), (Message("live-activities.mode.dark"), a.dark)].compactMap { mode, palette in
                let ratio = palette.foreground.contrast(with: palette.background)
                guard ratio < Color.minimumContrast else { return nil }
                return Message(".low", ["mode": .message(mode), "ratio": .number(ratio),
                                        "foreground": .text("\(palette.foreground)"), "background": .text("\(palette.background)")])
            }
        }

        package static let numericTransition = rule(
            id: "live-activities.lock-screen.numeric-text-transition", severity: .error,
            source: "使用数字内容过渡效果逐渐增加或减少活动的重要数字。"
        ) { a in
            guard let transition = a.numberTransition, transition != .numericText else { return [] }
            return [Message(".other", ["transition": .text(transition.rawValue)])]
        }

        package static let contentReplaceTransition = rule(
            id: "live-activities.lock-screen.content-replace-transition", severity: .error,
            source: "对于图形元素和文本的淡入淡出动画,请使用内容替换过渡效果。"
        ) { a in
            // A transition of the app's own making is allowed (the next guideline); a plain fade or none is not.
            guard let transition = a.fadeTransition, transition == .opacity || transition == .none else { return [] }
            return [Message(".\(transition.rawValue)")]
        }

        package static let listRows = rule(
            id: "live-activities.lock-screen.animate-list-rows", severity: .warning,  // “避免”: avoid
            source: "若您要对列表中的条目位置进行动画处理,请避免元素重叠,只对移动到新位置的单行做动画效果,并淡入淡出其他行。", broken: { a in a.listAnimation == .allRowsMove }, Message(".all-move"))

        package static let edgeToEdgeGraphics = rule(
            id: "live-activities.standby.edge-to-edge-graphics", severity: .warning,  // “考虑”: consider
            source: "考虑使用分割线或包含形状将布局的不同区域分隔,以避免出现该问题。", broken: { a in a.edgeToEdgeGraphics && a.standbyBackground == .extended }, Message(".cut-off"))

        package static let highResolutionAssets = rule(
            id: "live-activities.standby.high-resolution-assets", severity: .error,
            source: "您还可以在 Standby 功能下对实时活动进行其他调整,但最重要的是要确保您在设计中使用的所有资源和图像具有足够高的分辨率,以便在较大的尺寸下显示。"
        ) { a in
            guard let scale = a.assetScale else { return [] }
            let needed = 3 * a.standbyScale  // pixels per layout point: the layout at StandBy's scale on a 3× screen
            return when(scale < needed, Message(".too-low",
                                                ["scale": .number(scale), "needed": .number(needed), "percent": .number(a.standbyScale * 100)]))
        }

        /// Current guidance alone publishes how long an activity lasts: live for up to 8 hours, and on the
        /// Lock Screen up to 12 hours in all. The talk says only “a few minutes to a few hours”.
        package static let duration = rule(
            id: "live-activities.activity.duration", guidelines: ["live-activities.principles.minutes-to-hours"],
            severity: .error,  // the system ends the activity: a fact of the platform
            source: .silent,
            current: .stated(Message(".current-figure"), from: "Human Interface Guidelines, “Live Activities”; ActivityKit documentation")
        ) { a, _ in
            when((a.durationHours ?? 0) > LiveActivity.liveHours, Message(".live", ["hours": .number(a.durationHours!)]))
                + when((a.lockScreenHours ?? 0) > LiveActivity.lockScreenHours, Message(".lock-screen", ["hours": .number(a.lockScreenHours!)]))
        }

        package static let expandForEvents = rule(
            id: "live-activities.dynamic-island.expand-for-events", severity: .warning,  // “尽可能”: where possible
            source: "如果您需要在会话期间向用户发送事件通知,而不是发送推送通知,请尽可能地展开灵动岛,呈现该信息。", broken: { a in a.alertsBy == .pushNotification }, Message(".push"))

        package static let colorsConsistent = rule(
            id: "live-activities.lock-screen.colors-consistent", guidelines: ["live-activities.lock-screen.colors-consistent-in-light-and-dark"],
            severity: .error,
            source: "在浅色模式和深色模式之间不要更改颜色,这样做会破坏视觉关联。"
        ) { a in
            when(a.light.background != a.dark.background,
                 Message(".background-light-mode-but", ["light-background": .text("\(a.light.background)"), "dark-background": .text("\(a.dark.background)")]))
                + when(a.light.foreground != a.dark.foreground,
                       Message(".foreground-light-mode-but", ["light-foreground": .text("\(a.light.foreground)"), "dark-foreground": .text("\(a.dark.foreground)")]))
        }

        package static let standbyScale = rule(
            id: "live-activities.standby.scale", severity: .error,
            source: "在 Standby 功能下,布局会被放大 200%,最大化其尺寸,同时避免将布局中的任何内容绘制在设备的传感器区域下方。"
        ) { a in when(abs(a.standbyScale - 2) > 0.001, Message(".standby-scales-layout", ["standby-scale": .number(a.standbyScale * 100)])) }

        package static let removeWhenEnded = rule(
            id: "live-activities.lock-screen.remove-when-ended", severity: .error,
            source: "最后,若您的实时活动已结束且不再相关,请确保在短时间内将其从锁定屏幕中移除,因为如果停留太久,每次都需手动移除,可能会有点烦人。", broken: { a in !a.removedWhenEnded }, Message(".live-activity-stays-lock"))
    }
}
