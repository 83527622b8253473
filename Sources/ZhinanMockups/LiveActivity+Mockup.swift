import ZhinanRules

/// One picture per point: the Lock Screen (in light and dark mode where they differ), or, where
/// StandBy is the point, StandBy (a family of its own: 852 pt) over the Lock Screen at 100%.
extension LiveActivity: Drawable {
    /// The layout's title text, in points at 100%: a stand-in for what an app writes there.
    static let titleSize = 19.0
    static let midWallpaper = "#7A8699"
    /// The Lock Screen behind a card shown in light mode: light, as that mode is.
    static let lightWallpaper = "#C7D2E0"

    static func draw(_ a: LiveActivity, marking broken: BrokenRules, in language: Voice) -> SVG {
        // StandBy is the point where the spec says so, where its values are not StandBy's defaults, or a StandBy rule is broken.
        let standByIsThePoint = a.inStandBy || a.standbyScale != 2 || a.edgeToEdgeGraphics || a.assetScale != nil || a.standbyBackground != .extended
            || broken.contains(Rules.standbyScale, Rules.edgeToEdgeGraphics, Rules.highResolutionAssets)
        return standByIsThePoint ? standBy(a, marking: broken, in: language) : lockScreen(a, marking: broken, in: language)
    }

    static func lockScreen(_ a: LiveActivity, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.island)
        let screen = a.width + a.leadingMargin + a.trailingMargin
        let pad = svg.px(Canvas.margin) + 4
        let marginsBroken = broken.contains(Rules.margins)
        let colorsBroken = broken.contains(Rules.colorsConsistent)
        let heightBroken = broken.contains(Rules.height)
        var top = pad
        // Both modes where they differ (or should not): one card where they are the same.
        // (One card for both modes stands on a mid-tone wallpaper: neither mode's glare on the other's page.)
        let modes = a.light == a.dark && !colorsBroken ? [(Message("mockup.live-activity.both-modes"), a.light, Self.midWallpaper)]
            : [(Message("mockup.live-activity.light"), a.light, Self.lightWallpaper), (Message("mockup.live-activity.dark"), a.dark, "#1C2430")]
        for (mode, palette, wallpaper) in modes {
            let x = pad
            let y = svg.label(x, top + svg.px(13), mode, language, tone: colorsBroken ? .bad : .note).maxY + svg.px(4)
            // The height, where it is outside the 84–160 pt today's guidance publishes.
            if heightBroken {
                let range = DynamicIsland.heightRange
                let text = a.height > range.upperBound ? "↕ \(SVG.n(a.height)) pt > \(SVG.n(range.upperBound)) pt" : "↕ \(SVG.n(a.height)) pt < \(SVG.n(range.lowerBound)) pt"
                svg.label(x + screen, top + svg.px(13), Message.verbatim(text), language, anchor: .end, tone: .bad)
            }
            let wall = Backdrop.fixed(wallpaper)
            let cardY = y + 20
            let wallHeight = 20 + a.height + svg.px(44)
            svg.rect(x, y, screen, wallHeight, rx: 18, fill: wallpaper, cls: wallpaper == Self.lightWallpaper ? SVG.asSpecified : nil)
            svg.rect(x + a.leadingMargin, cardY, a.width, a.height, rx: 22, fill: palette.background.description, cls: SVG.asSpecified)
            svg.markBad(x + a.leadingMargin, cardY, a.width, a.height, rx: 24, on: wall, if: colorsBroken || heightBroken)
            svg.lettering(x + a.leadingMargin + 16, cardY + 34, "Live Activity", size: titleSize, anchor: "start",
                          fill: palette.foreground.description)
            svg.rect(x + a.leadingMargin + 16, cardY + 50, a.width * 0.6, 8, rx: 4, fill: palette.foreground.description, opacity: 0.6)
            let dimensionY = cardY + a.height + svg.px(10)
            svg.dimension(from: x, to: x + a.leadingMargin, at: dimensionY, label: Message.verbatim(SVG.n(a.leadingMargin)), language,
                          bad: marginsBroken && abs(a.leadingMargin - 14) > 0.01, on: wall)
            svg.dimension(from: x + screen - a.trailingMargin, to: x + screen, at: dimensionY, label: Message.verbatim(SVG.n(a.trailingMargin)), language,
                          bad: marginsBroken && abs(a.trailingMargin - 14) > 0.01, on: wall)
            top = y + wallHeight + svg.px(12)
        }
        drawNotes(broken, from: top + svg.px(10), on: &svg, in: language)
        return svg
    }

    /// What is not in the picture's pixels (transitions, assets, buttons' purpose): a line per rule broken.
    static func drawNotes(_ broken: BrokenRules, from top: Double, on svg: inout SVG, in language: Voice) {
        let notes: [(Rule, Message)] = [
            (Rules.removeWhenEnded, Message("mockup.live-activity.lingers")), (Rules.compactLayout, Message("mockup.live-activity.too-tall-for-content")),
            (Rules.uniqueLayout, Message("mockup.live-activity.notification-layout")), (Rules.essentialButtons, Message("mockup.live-activity.inessential-button")),
            (Rules.logoMark, Message("mockup.live-activity.app-icon-not-logo")), (Rules.dismissButtonColors, Message("mockup.live-activity.dismiss-button")),
            (Rules.numericTransition, Message("mockup.live-activity.numbers-transition")), (Rules.contentReplaceTransition, Message("mockup.live-activity.fade-transition")),
            (Rules.listRows, Message("mockup.live-activity.list-rows")), (Rules.edgeToEdgeGraphics, Message("mockup.live-activity.edge-graphics")),
            (Rules.highResolutionAssets, Message("mockup.live-activity.low-resolution")),
            (Rules.duration, Message("mockup.live-activity.too-long")), (Rules.expandForEvents, Message("mockup.live-activity.push-for-events")),
        ]
        svg.notes(notes.filter { broken.contains($0.0) }.map { ($0.1, true) }, at: svg.px(Canvas.margin) + 4, from: top, language)
    }

    static func standBy(_ a: LiveActivity, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.standby)
        let pad = svg.px(Canvas.margin) + 4
        let scaleBroken = broken.contains(Rules.standbyScale)
        let standbyTop = svg.label(pad, pad + svg.px(13), Message.verbatim("StandBy · \(SVG.n(a.standbyScale * 100))%" + (scaleBroken ? " ≠ 200%" : "")),
                                   language, tone: scaleBroken ? .bad : .note).maxY + svg.px(4)
        let phone = (width: 852.0, height: 393.0)
        svg.rect(pad, standbyTop, phone.width, phone.height, rx: 40, fill: "#000000")
        let black = Backdrop.fixed("#000000")
        let card = (width: min(a.width * a.standbyScale, phone.width - 24), height: min(a.height * a.standbyScale, phone.height - 70))
        let cardX = pad + (phone.width - card.width) / 2, cardY = standbyTop + max(24, (phone.height - card.height) / 2)
        if scaleBroken {
            // Where the layout would reach at 200%.
            let full = (width: min(a.width * 2, phone.width - 24), height: min(a.height * 2, phone.height - 70))
            svg.annotate(rect: pad + (phone.width - full.width) / 2, cardY, full.width, full.height, rx: 44, tone: .guide, on: black, dash: .dotted)
        }
        svg.rect(cardX, cardY, card.width, card.height, rx: 22 * a.standbyScale, fill: a.dark.background.description)
        svg.markBad(cardX, cardY, card.width, card.height, rx: 22 * a.standbyScale + svg.px(3), on: black, if: scaleBroken)
        svg.lettering(cardX + 16 * a.standbyScale, cardY + 34 * a.standbyScale, "Live Activity", size: titleSize * a.standbyScale, anchor: "start",
                      fill: a.dark.foreground.description)
        svg.rect(cardX + 16 * a.standbyScale, cardY + 50 * a.standbyScale, card.width * 0.6, 8 * a.standbyScale, rx: 4 * a.standbyScale,
                 fill: a.dark.foreground.description, opacity: 0.6)
        // Its width inside the card, at its foot: nothing leaves the phone for the picture under it.
        svg.dimension(from: cardX, to: cardX + card.width, at: cardY + card.height - svg.px(10),
                      label: Message.verbatim("\(SVG.n(a.width)) pt × \(SVG.n(a.standbyScale)) = \(SVG.n(a.width * a.standbyScale)) pt"), language,
                      bad: scaleBroken, below: false, on: .fixed(a.dark.background))
        if let assets = a.assetScale {
            svg.label(cardX + card.width - 16 * a.standbyScale, cardY + 34 * a.standbyScale, Message("mockup.live-activity.asset-scale", ["scale": .number(assets)]),
                      language, anchor: .end, tone: broken.contains(Rules.highResolutionAssets) ? .bad : .note, on: .fixed(a.dark.background))
        }
        // The Lock Screen layout at 100% under the phone, on its wallpaper (a dark card shows on a dark page).
        let lockTop = svg.label(pad, standbyTop + phone.height + svg.px(20), Message("mockup.live-activity.lock-screen-size"), language).maxY + svg.px(4)
        let wallpaper = Self.midWallpaper
        svg.rect(pad, lockTop, a.width + a.leadingMargin + a.trailingMargin, 2 * a.leadingMargin + a.height + svg.px(34), rx: 18, fill: wallpaper)
        let lockX = pad + a.leadingMargin, lockY = lockTop + a.leadingMargin
        svg.rect(lockX, lockY, a.width, a.height, rx: 22, fill: a.dark.background.description)
        svg.rect(lockX + 16, lockY + 50, a.width * 0.6, 8, rx: 4, fill: a.dark.foreground.description, opacity: 0.6)
        svg.dimension(from: lockX, to: lockX + a.width, at: lockY + a.height + svg.px(8), label: Message.verbatim("\(SVG.n(a.width)) pt"), language,
                      bad: false, on: .fixed(wallpaper))
        drawNotes(broken, from: lockTop + 2 * a.leadingMargin + a.height + svg.px(34) + svg.px(20), on: &svg, in: language)
        return svg
    }
}
