import ZhinanRules

/// One picture per point: the Lock Screen (in light and dark mode where they differ), or, where
/// StandBy is the point, StandBy (a family of its own: 852 pt) over the Lock Screen at 100%.
extension LiveActivity: Drawable {
    /// The layout's title text, in points at 100%: a stand-in for what an app writes there.
    static let titleSize = 19.0
    static let midWallpaper = "#7A8699"
    /// The Lock Screen behind a card shown in light mode: light, as that mode is.
    static let lightWallpaper = "#C7D2E0"
    static let darkWallpaper = "#1C2430"

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
        let (marginsBroken, colorsBroken, heightBroken) = (broken.contains(Rules.margins), broken.contains(Rules.colorsConsistent), broken.contains(Rules.height))
        var top = pad
        // Both modes where they differ (or should not): one card where they are the same.
        // (One card for both modes stands on a mid-tone wallpaper: neither mode's glare on the other's page.)
        let modes = a.light == a.dark && !colorsBroken ? [(Message("mockup.live-activity.both-modes"), a.light, Self.midWallpaper)]
            : [(Message("mockup.live-activity.light"), a.light, Self.lightWallpaper), (Message("mockup.live-activity.dark"), a.dark, Self.darkWallpaper)]
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
            // A notification above the card, at the system's 14 pt: what the card's edges line up with.
            let notification = (y: y + 14, height: 64.0)
            let cardY = notification.y + notification.height + 8
            let wallHeight = cardY - y + a.height + svg.px(44)
            svg.rect(x, y, screen, wallHeight, rx: 18, fill: wallpaper, cls: wallpaper == Self.lightWallpaper ? SVG.asSpecified : nil)
            drawNotification(x: x + Self.lockScreenMargin, y: notification.y, width: screen - 2 * Self.lockScreenMargin, height: notification.height,
                             dark: wallpaper == Self.darkWallpaper, on: &svg, in: language)
            for guide in [x + Self.lockScreenMargin, x + screen - Self.lockScreenMargin] { svg.annotate(line: guide, notification.y, guide, cardY + a.height, tone: .guide, on: wall, dash: .dotted) }
            svg.rect(x + a.leadingMargin, cardY, a.width, a.height, rx: 22, fill: palette.background.description, cls: SVG.asSpecified)
            svg.markBad(x + a.leadingMargin, cardY, a.width, a.height, rx: 24, on: wall, if: colorsBroken || heightBroken)
            drawContent(a, x: x + a.leadingMargin, y: cardY, palette: palette, marking: broken, on: &svg)
            let dimensionY = cardY + a.height + svg.px(10)
            svg.dimension(from: x, to: x + a.leadingMargin, at: dimensionY, label: Message.verbatim(SVG.n(a.leadingMargin)), language,
                          bad: marginsBroken && abs(a.leadingMargin - Self.lockScreenMargin) > 0.01, anchor: .start, on: wall)
            svg.dimension(from: x + screen - a.trailingMargin, to: x + screen, at: dimensionY, label: Message.verbatim(SVG.n(a.trailingMargin)), language,
                          bad: marginsBroken && abs(a.trailingMargin - Self.lockScreenMargin) > 0.01, anchor: .end, on: wall)
            top = y + wallHeight + svg.px(12)
        }
        if let (margin, trailing) = [(a.leadingMargin, false), (a.trailingMargin, true)].first(where: { abs($0.0 - Self.lockScreenMargin) > 0.01 }) {
            top = drawEdgeDetail(margin: margin, trailing: trailing, background: modes[0].1.background.description, at: pad, top: top, width: screen,
                                 bad: marginsBroken, on: &svg, in: language)
        }
        top = drawFrames(a, marking: broken, at: pad, from: top, width: screen, on: &svg, in: language)
        top = drawHours(a, marking: broken, at: pad, from: top, width: screen, on: &svg, in: language)
        drawNotes(broken, from: top + svg.px(10), on: &svg, in: language)
        return svg
    }

    /// Three frames of something over time: `moment` is the one marked where `rule` is broken; a nil background shows the wallpaper.
    typealias Strip = (title: Message, rule: Rule, moment: Int, backgrounds: [String?],
                       draw: (_ index: Int, _ x: Double, _ y: Double, _ svg: inout SVG) -> Void)

    /// What the picture shows over time: a transition the spec names (halfway is where one differs from another), the end, an event.
    static func strips(_ a: LiveActivity, marking broken: BrokenRules, frame: (width: Double, height: Double)) -> [Strip] {
        let (ink, card) = (a.light.foreground.description, a.light.background.description)
        let (cards, screens): ([String?], [String?]) = ([card, card, card], [lightWallpaper, lightWallpaper, lightWallpaper])
        var strips: [Strip] = []
        if let transition = a.numberTransition {
            // The minutes going from 8 to 7: numeric text rolls the digit out and the new one in; a fade shows both in one place.
            strips.append((Message("mockup.live-activity.numbers-frames"), Rules.numericTransition, 1, cards, { index, x, y, svg in
                let (center, baseline) = (x + frame.width / 2, y + frame.height / 2 + 11)
                let digits: [(digit: String, dy: Double, opacity: Double?)] = switch (index, transition) {
                case (0, _), (1, .none): [("8", 0, nil)]
                case (1, .numericText): [("8", -17, 0.45), ("7", 17, 0.45)]
                case (1, _): [("8", 0, 0.5), ("7", 0, 0.5)]
                default: [("7", 0, nil)]
                }
                for d in digits { svg.lettering(center, baseline + d.dy, d.digit, size: 30, fill: ink, opacity: d.opacity) }
            }))
        }
        if let transition = a.fadeTransition {
            // The courier's photo coming in: content replace blurs and grows it in; a plain fade is a ghost of it; none, nothing until it pops in.
            strips.append((Message("mockup.live-activity.photo-frames"), Rules.contentReplaceTransition, 1, cards, { index, x, y, svg in
                let (center, middle, r) = (x + frame.width / 2, y + frame.height / 2, 22.0)
                func photo(_ radius: Double, dx: Double = 0, opacity: Double) {
                    svg.rect(center + dx - radius, middle - radius, 2 * radius, 2 * radius, rx: radius, fill: ink, opacity: opacity)
                }
                photo(r, opacity: 0.12)  // where it will be
                switch (index, transition) {
                case (0, _), (1, .none): break
                case (1, .contentReplace): for radius in [r + 4, r, r - 4, r - 8] { photo(radius, opacity: 0.2) }
                case (1, .custom): photo(r, dx: 16, opacity: 0.7)
                case (1, _): photo(r, opacity: 0.4)
                default: photo(r, opacity: 1)
                }
            }))
        }
        if let animation = a.listAnimation {
            // A leaderboard where C moves up to first: only C slides while A and B fade, or every row slides and the names overlap.
            strips.append((Message("mockup.live-activity.rows-frames"), Rules.listRows, 1, cards, { index, x, y, svg in
                let rows: [(name: String, slot: Double, opacity: Double)] = switch (index, animation) {
                case (0, _): [("A", 0, 1), ("B", 1, 1), ("C", 2, 1)]
                case (1, .movingRowOnly): [("A", 0, 0.2), ("B", 1, 0.2), ("C", 1, 1)]
                case (1, .allRowsMove): [("A", 0.5, 1), ("B", 1.5, 1), ("C", 1, 1)]
                default: [("C", 0, 1), ("A", 1, 1), ("B", 2, 1)]
                }
                for row in rows {
                    let top = y + 8 + row.slot * 18
                    svg.lettering(x + 12, top + 13, row.name, size: 13, anchor: "start", fill: ink, opacity: row.opacity)
                    svg.rect(x + 30, top + 5, frame.width - 44, 7, rx: 3.5, fill: ink, opacity: 0.45 * row.opacity)
                }
            }))
        }
        if broken.isAbout(Rules.removeWhenEnded) {
            // The activity under way, ended (its progress complete), and a while later: gone from the Lock Screen, or still there.
            strips.append((Message("mockup.live-activity.ending-frames"), Rules.removeWhenEnded, 2, a.removedWhenEnded ? [card, card, nil] : cards,
                           { index, x, y, svg in
                guard index < 2 || !a.removedWhenEnded else { return }
                svg.rect(x + 14, y + 29, frame.width - 28, 8, rx: 4, fill: ink, opacity: 0.3)
                svg.rect(x + 14, y + 29, (frame.width - 28) * (index == 0 ? 0.6 : 1), 8, rx: 4, fill: ink)
            }))
        }
        if broken.isAbout(Rules.expandForEvents) {
            // The top of the Lock Screen as the driver arrives: the island expands to say so, or stays as it is under a notification.
            strips.append((Message("mockup.live-activity.event-frames"), Rules.expandForEvents, 1, screens, { index, x, y, svg in
                let expands = index == 1 && a.alertsBy == .expandedPresentation
                let island = expands ? (x: x + 6, width: frame.width - 12, height: 44.0) : (x: x + frame.width / 2 - 30, width: 60.0, height: 18.0)
                svg.rect(island.x, y + 6, island.width, island.height, rx: island.height / 2, fill: "#000000")
                if expands { svg.rect(x + 20, y + 24, frame.width * 0.5, 8, rx: 4, fill: "#FFFFFF", opacity: 0.8) }
                guard index == 1, a.alertsBy == .pushNotification else { return }
                svg.rect(x + 6, y + 30, frame.width - 12, 30, rx: 10, fill: "#FFFFFF", opacity: 0.9)
                svg.rect(x + 14, y + 42, frame.width * 0.5, 7, rx: 3.5, fill: "#1C1C1E", opacity: 0.6)
            }))
        }
        return strips
    }

    /// Each strip, its frames left to right with an arrow between them; the frame where it goes wrong is marked. Returns the foot.
    static func drawFrames(_ a: LiveActivity, marking broken: BrokenRules, at x: Double, from top: Double, width: Double,
                           on svg: inout SVG, in language: Voice) -> Double {
        let gap = svg.px(24)
        let frame = (width: (width - 2 * gap) / 3, height: 66.0)
        var top = top
        for strip in strips(a, marking: broken, frame: frame) {
            let y = svg.label(x, top + svg.px(13), strip.title, language, tone: broken.contains(strip.rule) ? .bad : .note).maxY + svg.px(4)
            svg.rect(x, y, width, frame.height + 16, rx: 14, fill: midWallpaper)
            for index in 0..<3 {
                let left = x + Double(index) * (frame.width + gap)
                if let background = strip.backgrounds[index] {
                    svg.rect(left, y + 8, frame.width, frame.height, rx: 14, fill: background, cls: SVG.asSpecified)
                }
                strip.draw(index, left, y + 8, &svg)
                // An arrow to the next frame.
                guard index < 2 else { continue }
                let (tip, mid) = (left + frame.width + gap * 0.7, y + 8 + frame.height / 2)
                svg.path(SVG.polyline([(tip - 7, mid - 7), (tip, mid), (tip - 7, mid + 7)]), stroke: "#FFFFFF", strokeWidth: 2.5, cap: "round")
            }
            svg.markBad(x + Double(strip.moment) * (frame.width + gap), y + 8, frame.width, frame.height, rx: 16, on: .fixed(midWallpaper),
                        if: broken.contains(strip.rule))
            top = y + frame.height + 16 + svg.px(12)
        }
        return top
    }

    /// How long the activity lasts, where the spec says: a bar of the hours it is live and one of the hours it
    /// stays on the Lock Screen, each against today's limit (8 and 12 hours), the part past it outlined in red where the rule is broken.
    static func drawHours(_ a: LiveActivity, marking broken: BrokenRules, at x: Double, from top: Double, width: Double,
                          on svg: inout SVG, in language: Voice) -> Double {
        var bars: [(hours: Double, limit: Double, title: Message)] = []
        if let hours = a.durationHours { bars.append((hours, Self.liveHours, Message("mockup.live-activity.live-for", ["hours": .number(hours)]))) }
        if let hours = a.lockScreenHours {
            bars.append((hours, Self.lockScreenHours, Message("mockup.live-activity.shown-for", ["hours": .number(hours)])))
        }
        guard let longest = bars.map(\.hours).max() else { return top }
        func at(_ hours: Double) -> Double { x + hours / (max(12, longest) * 1.08) * width }
        var y = top
        for bar in bars {
            let bad = broken.contains(Rules.duration) && bar.hours > bar.limit
            y = svg.label(x, y + svg.px(13), bar.title, language, tone: bad ? .bad : .note).maxY + svg.px(3)
            svg.rect(x, y, at(bar.hours) - x, 14, rx: 7, fill: midWallpaper)
            // The limit's guide: across a bar that passes it, in an ink for the bar's colour; past its end, on the page.
            let (across, over) = (bar.hours > bar.limit, svg.px(4))
            svg.annotate(line: at(bar.limit), across ? y : y - over, at(bar.limit), across ? y + 14 : y + 14 + over, tone: .guide,
                         on: across ? .fixed(midWallpaper) : .page, dash: .dotted)
            svg.label(at(bar.limit), y + 14 + svg.px(15), Message.verbatim("\(SVG.n(bar.limit)) h"), language, anchor: .middle)
            svg.markBad(at(bar.limit), y, at(bar.hours) - at(bar.limit), 14, rx: 7, if: bad)
            y += 14 + svg.px(26)
        }
        return y
    }

    /// What the card shows, as its spec says: a layout of its own (a title over a timeline) or a notification's (icon, title, a line);
    /// the logo mark or the whole app icon; its buttons; the content's own height, where the card is taller. What a broken rule concerns is marked.
    static func drawContent(_ a: LiveActivity, x: Double, y: Double, palette: Palette, marking broken: BrokenRules, on svg: inout SVG) {
        let (ink, card) = (palette.foreground.description, Backdrop.fixed(palette.background))
        var titleX = x + 16
        if a.mimicsNotification || a.showsAppIcon || a.hasLogoMark {
            // A notification's icon or the app's, a rounded square; a logo mark, round.
            svg.rect(x + 16, y + 14, 30, 30, rx: a.mimicsNotification || a.showsAppIcon ? 7 : 15, fill: ink, opacity: 0.85)
            svg.markBad(x + 16, y + 14, 30, 30, rx: 8, on: card, if: broken.contains(Rules.logoMark) && a.showsAppIcon)
            titleX += 40
        }
        svg.lettering(titleX, y + 34, "Live Activity", size: titleSize, anchor: "start", fill: ink)
        if a.mimicsNotification {
            svg.rect(titleX, y + 46, a.width * 0.5, 8, rx: 4, fill: ink, opacity: 0.35)
            svg.markBad(x, y, a.width, a.height, rx: 24, on: card, if: broken.contains(Rules.uniqueLayout))
        } else {
            // A graphic of its own: a timeline, its progress filled in.
            let track = a.width - 32
            svg.rect(x + 16, y + 52, track, 6, rx: 3, fill: ink, opacity: 0.3)
            svg.rect(x + 16, y + 52, track * 0.6, 6, rx: 3, fill: ink)
            svg.rect(x + 16 + track * 0.6 - 7, y + 48, 14, 14, rx: 7, fill: ink)
        }
        // Buttons from the trailing edge, along the foot of the card.
        for (index, button) in a.buttons.reversed().enumerated() {
            let (left, top) = (x + a.width - 14 - Double(index) * 86 - 76, y + a.height - 44)
            svg.rect(left, top, 76, 30, rx: 15, fill: ink, opacity: 0.22)
            svg.lettering(left + 38, top + 20, button.label, size: 14, fill: ink, fit: 64)
            svg.markBad(left, top, 76, 30, rx: 17, on: card, if: broken.contains(Rules.essentialButtons) && !button.essential)
        }
        // Where the card is taller than its content and margins need, the room below them is empty.
        if let needed = a.neededHeight, a.height > needed + 0.5 {
            svg.annotate(rect: x + 6, y + needed, a.width - 12, a.height - needed - 6, rx: 16, tone: broken.contains(Rules.compactLayout) ? .bad : .guide,
                         on: card, dash: .dashed)
        }
    }

    /// A notification where a Lock Screen shows one: a translucent card, an icon and its name (dark in dark mode, as the system draws it).
    static func drawNotification(x: Double, y: Double, width: Double, height: Double, dark: Bool, on svg: inout SVG, in language: Voice) {
        let ink = dark ? "#F2F2F7" : "#1C1C1E"
        svg.rect(x, y, width, height, rx: 20, fill: "#FFFFFF", opacity: dark ? 0.16 : 0.45)
        svg.rect(x + 12, y + (height - 38) / 2, 38, 38, rx: 9, fill: "#8E8E93")
        svg.lettering(x + 62, y + 28, language(Message("mockup.live-activity.notification")), size: 15, anchor: "start", fill: ink)
        svg.rect(x + 62, y + 40, width * 0.5, 8, rx: 4, fill: ink, opacity: 0.35)
    }

    /// One edge magnified, for a margin the eye cannot tell from 14 pt at the picture's scale: the
    /// line notifications' edges keep, and the card's edge off it, the gap in red where a rule is broken. Returns its foot.
    static func drawEdgeDetail(margin: Double, trailing: Bool, background: String, at x: Double, top: Double, width: Double,
                               bad: Bool, on svg: inout SVG, in language: Voice) -> Double {
        let times = 6.0
        let title = Message(trailing ? "mockup.live-activity.trailing-edge-zoom" : "mockup.live-activity.leading-edge-zoom", ["times": .number(times)])
        let y = svg.label(x, top + svg.px(13), title, language).maxY + svg.px(4)
        // Positions from the screen's edge inwards: rightwards from the left edge, leftwards from the right.
        let (screenEdge, inwards, far) = trailing ? (x + width, -1.0, x) : (x, 1.0, x + width)
        let (guide, edge) = (screenEdge + inwards * Self.lockScreenMargin * times, screenEdge + inwards * margin * times)
        func span(_ a: Double, _ b: Double) -> (x: Double, width: Double) { (min(a, b), abs(a - b)) }
        // The notification's edge over the card's, on the wallpaper.
        let window = (y: y, height: svg.px(56))
        svg.rect(x, window.y, width, window.height, rx: 10, fill: midWallpaper)
        let (notification, card, gap) = (span(guide, far), span(edge, far), span(guide, edge))
        svg.rect(notification.x, window.y + svg.px(7), notification.width, svg.px(16), fill: "#FFFFFF", opacity: 0.45)
        let row = (y: window.y + svg.px(29), height: svg.px(20))
        svg.rect(card.x, row.y, card.width, row.height, fill: background, cls: SVG.asSpecified)
        svg.rect(gap.x, row.y, gap.width, row.height, fill: bad ? "#FF3B30" : "#8E8E93", opacity: 0.85)
        svg.annotate(line: guide, window.y + svg.px(2), guide, window.y + window.height - svg.px(2), tone: .guide, on: .fixed(midWallpaper), dash: .dotted)
        // Each margin measured from the screen's edge, its words under it.
        let first = window.y + window.height + svg.px(12)
        for (end, row, text, bad) in [(guide, 0.0, Message("mockup.live-activity.notification-margin", ["margin": .number(Self.lockScreenMargin)]), false),
                                      (edge, 1.0, Message("mockup.live-activity.card-margin", ["margin": .number(margin)]), bad)] {
            svg.dimension(from: min(screenEdge, end), to: max(screenEdge, end), at: first + row * svg.px(40), label: text, language, bad: bad,
                          anchor: trailing ? .end : .start)
        }
        return first + svg.px(64)
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
        let edgeToEdge = a.edgeToEdgeGraphics  // a graphic out to the card's very edges, where StandBy's extended background cuts it off
        svg.rect(cardX + (edgeToEdge ? 0 : 16 * a.standbyScale), cardY + 50 * a.standbyScale, edgeToEdge ? card.width : card.width * 0.6, 8 * a.standbyScale,
                 rx: edgeToEdge ? 0 : 4 * a.standbyScale, fill: a.dark.foreground.description, opacity: 0.6)
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
        svg.rect(pad, lockTop, a.width + a.leadingMargin + a.trailingMargin, 2 * a.leadingMargin + a.height + svg.px(34), rx: 18, fill: midWallpaper)
        let lockX = pad + a.leadingMargin, lockY = lockTop + a.leadingMargin
        svg.rect(lockX, lockY, a.width, a.height, rx: 22, fill: a.dark.background.description)
        svg.rect(lockX + 16, lockY + 50, a.width * 0.6, 8, rx: 4, fill: a.dark.foreground.description, opacity: 0.6)
        svg.dimension(from: lockX, to: lockX + a.width, at: lockY + a.height + svg.px(8), label: Message.verbatim("\(SVG.n(a.width)) pt"), language,
                      bad: false, on: .fixed(midWallpaper))
        drawNotes(broken, from: lockTop + 2 * a.leadingMargin + a.height + svg.px(34) + svg.px(20), on: &svg, in: language)
        return svg
    }
}
