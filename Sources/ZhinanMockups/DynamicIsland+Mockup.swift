import ZhinanRules

/// The island in each presentation: its content's radii and margins against its own, and the sensors.
extension DynamicIslandPresentation {
    static func draw(_ presentation: Self, marking broken: BrokenRules, in language: Voice) -> SVG {
        let i = presentation.island
        var svg = SVG(.island)
        let pad = svg.px(Canvas.margin) + 4
        // The island's radius and size; red where today's published figures are not met.
        let radiusBroken = broken.contains(DynamicIslandExpanded.Rules.cornerRadius)
        let sizeBroken = broken.contains(DynamicIslandExpanded.Rules.height, DynamicIslandCompact.Rules.compactSize)
        let top = svg.label(pad, pad + svg.px(13), Message.verbatim("R \(SVG.n(i.cornerRadius)) pt\(radiusBroken ? " ≠ \(SVG.n(DynamicIsland.expandedCornerRadius))" : "") · \(SVG.n(i.width)) × \(SVG.n(i.height)) pt"),
                            language, tone: radiusBroken || sizeBroken ? .bad : .note).maxY
        let x = pad, y = top + svg.px(8)
        let island = Backdrop.fixed("#000000")
        svg.rect(x, y, i.width, i.height, rx: i.cornerRadius, fill: "#000000")
        svg.markBad(x, y, i.width, i.height, rx: i.cornerRadius + svg.px(3), if: radiusBroken || broken.contains(DynamicIslandExpanded.Rules.height))
        // The sensors at their real width, between the sides where the compact view has them.
        if i.presentation != .minimal {
            let sensorX = i.leading.map { x + $0.width } ?? x + (i.width - Self.sensorWidth) / 2
            svg.rect(sensorX, y, Self.sensorWidth, Self.sensorHeight, rx: Self.sensorHeight / 2, fill: "#1C1C1E", stroke: "#3A3A3C", strokeWidth: 0.5)
        }
        let justLogo = broken.contains(DynamicIslandMinimal.Rules.minimalNotJustLogo, DynamicIslandCompact.Rules.compactInformative)
        if i.elements.isEmpty, i.leading == nil, i.trailing == nil { drawShown(i, x: x, y: y, bad: justLogo, on: &svg) }
        var below = y + i.height + svg.px(12)
        if let leading = i.leading { side(&svg, leading, x: x, y: y, height: i.height, atLeading: true, bad: broken.contains(DynamicIslandCompact.Rules.compactNarrow) || leading.width > i.screen.compactSideWidth + 0.5 && broken.contains(DynamicIslandCompact.Rules.compactSize), language) }
        if let trailing = i.trailing { side(&svg, trailing, x: x + i.width - trailing.width, y: y, height: i.height, atLeading: false, bad: broken.contains(DynamicIslandCompact.Rules.compactNarrow) || trailing.width > i.screen.compactSideWidth + 0.5 && broken.contains(DynamicIslandCompact.Rules.compactSize), language) }
        if let leading = i.leading {
            svg.dimension(from: x + leading.width, to: x + leading.width + Self.sensorWidth, at: below + svg.px(30),
                          label: Message.verbatim("\(SVG.n(Self.sensorWidth)) pt"), language, bad: false)
            below += svg.px(30)
        }
        if i.leading != nil || i.trailing != nil { below += svg.px(30) }
        // Content, inset from the island's edges.
        for (index, e) in i.elements.enumerated() {
            let w = i.width - e.leading - e.trailing, h = i.height - e.top - e.bottom
            let inset = min(e.top, e.leading, e.bottom, e.trailing)
            let expected = max(i.cornerRadius - inset, 0)
            let bad = (broken.contains(Self.concentric) && abs(e.cornerRadius - expected) > 0.5) || broken.contains(Self.evenMargins)
                || (broken.contains(Self.insetContent) && inset < 0.5)
            svg.rect(x + e.leading, y + e.top, w, h, rx: min(e.cornerRadius, min(w, h) / 2), fill: index == 0 ? "#30D158" : "#0A84FF")
            // Where a concentric shape would run: dotted, for comparison.
            svg.annotate(rect: x + inset, y + inset, i.width - 2 * inset, i.height - 2 * inset, rx: expected, tone: .guide, on: island, dash: .dotted)
            if bad { svg.annotate(rect: x + e.leading, y + e.top, w, h, rx: min(e.cornerRadius, min(w, h) / 2), tone: .bad, on: island, width: 2) }
            below += svg.px(16)
            svg.label(x, below, Message.verbatim("r \(SVG.n(e.cornerRadius)) \(abs(e.cornerRadius - expected) > 0.5 ? "≠" : "=") \(SVG.n(i.cornerRadius)) − \(SVG.n(inset))"),
                      language, tone: bad ? .bad : .note)
        }
        if let top = i.contentTop {
            let forehead = broken.contains(DynamicIslandExpanded.Rules.noForehead)
            svg.annotate(line: x, y + top, x + i.width, y + top, tone: forehead ? .bad : .note, on: island, dash: .dashed)
            if forehead {
                svg.label(x + i.width / 2, y + top / 2 + svg.px(6) + Self.sensorHeight / 2, Message("mockup.dynamic-island.forehead"), language, anchor: .middle, tone: .bad, on: island)
            }
        }
        if i.presentation == .compact, i.sessions > 1 { below = drawTurns(i, marking: broken, at: x, from: below, on: &svg, in: language) }
        if i.presentation != .expanded, !i.shows.isEmpty {
            below += svg.px(16)
            let shown = i.shows.map { Self.shownKinds.contains($0) ? Message("mockup.dynamic-island.shows-\($0)") : .verbatim($0) }
            svg.label(x, below, Message("mockup.dynamic-island.shows", ["items": .list(shown)]), language, tone: justLogo ? .bad : .note)
        }
        return svg
    }

    /// What a compact view (in its ends) or a minimal one (in its middle) shows, where its spec draws
    /// no shapes of its own: a logo, an app icon, a time, a progress ring, or an icon; outlined red when `bad`.
    static func drawShown(_ i: DynamicIsland, x: Double, y: Double, bad: Bool, on svg: inout SVG) {
        let r = i.height / 2, cy = y + i.height / 2
        for (kind, cx) in zip(i.shows, i.presentation == .minimal ? [x + i.width / 2] : [x + r, x + i.width - r]) {
            switch kind {
            case "logo": svg.rect(cx - r * 0.45, cy - r * 0.45, r * 0.9, r * 0.9, rx: r * 0.45, fill: "#FFFFFF")
            case "app-icon": svg.rect(cx - r * 0.55, cy - r * 0.55, r * 1.1, r * 1.1, rx: r * 0.25, fill: "#0A84FF")
            case "time": svg.lettering(cx, cy + r * 0.35, "3:45", size: r, fill: "#FF9F0A", fit: r * 1.8)
            case "progress": svg.path("M \(SVG.n(cx)) \(SVG.n(cy - r * 0.6)) A \(SVG.n(r * 0.6)) \(SVG.n(r * 0.6)) 0 1 1 \(SVG.n(cx - r * 0.6)) \(SVG.n(cy))",
                                      stroke: "#30D158", strokeWidth: 3, cap: "round")
            default: svg.rect(cx - r * 0.4, cy - r * 0.4, r * 0.8, r * 0.8, rx: r * 0.4, fill: "#30D158")
            }
            svg.markBad(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6, rx: r * 0.5, on: .fixed("#000000"), if: bad)
        }
    }

    /// Several sessions over time: the compact view at three moments, each session in a colour of its own. In turn,
    /// each has its moment; shown alone, the first takes the others' too, and those moments are marked. Returns the foot.
    static func drawTurns(_ i: DynamicIsland, marking broken: BrokenRules, at x: Double, from top: Double, on svg: inout SVG,
                          in language: Voice) -> Double {
        let (colours, times) = (["#30D158", "#FF9F0A", "#64D2FF"], ["3:45", "12:10", "0:58"])
        let (w, h, sensor) = (i.width * 0.8, i.height * 0.8, Self.sensorWidth * 0.8)
        var y = svg.label(x, top + svg.px(16), Message("mockup.dynamic-island.turns"), language).maxY + svg.px(6)
        for moment in 0..<3 {
            let (due, shown) = (moment % i.sessions, i.alternatesSessions ? moment % i.sessions : 0)
            let missed = shown != due && broken.contains(DynamicIslandCompact.Rules.alternateSessions)
            svg.rect(x, y, w, h, rx: h / 2, fill: "#000000")
            svg.rect(x + (w - sensor) / 2, y, sensor, h, rx: h / 2, fill: "#1C1C1E", stroke: "#3A3A3C", strokeWidth: 0.5)
            svg.rect(x + h * 0.3, y + h * 0.3, h * 0.4, h * 0.4, rx: h * 0.2, fill: colours[shown])
            svg.lettering(x + w - h * 0.4, y + h * 0.7, times[shown], size: h * 0.45, anchor: "end", fill: colours[shown])
            svg.markBad(x, y, w, h, rx: h / 2 + svg.px(3), if: missed)
            svg.label(x + w + svg.px(10), y + h / 2 + svg.px(4), Message("mockup.dynamic-island.turn", ["session": .number(Double(due + 1))]),
                      language, tone: missed ? .bad : .note)
            y += h + svg.px(10)
        }
        return y - svg.px(10)
    }

    /// What `shows` names that the catalogues word in each language (others are shown as written).
    static var shownKinds: Set<String> { ["logo", "app-icon", "progress", "time", "text", "icon"] }

    static var sensorWidth: Double { 126 }
    static var sensorHeight: Double { DynamicIsland.capsuleHeight }  // 36⅔, as the rules compute it

    /// One side of the compact view: its width, and the part of it the content uses.
    static func side(_ svg: inout SVG, _ s: DynamicIsland.Side, x: Double, y: Double, height: Double, atLeading: Bool, bad: Bool,
                     _ language: Voice) {
        let contentX = atLeading ? x + s.margin : x + s.width - s.margin - s.contentWidth
        svg.rect(contentX, y + height * 0.22, s.contentWidth, height * 0.56, rx: height * 0.28, fill: "#FF9F0A")
        let waste = s.width - s.contentWidth - 2 * s.margin
        if bad && waste > 0.5 {
            let wasteX = atLeading ? contentX + s.contentWidth : x + s.margin
            svg.annotate(rect: wasteX, y + 3, waste, height - 6, tone: .bad, on: .fixed("#000000"), dash: .dashed)
        }
        svg.dimension(from: x, to: x + s.width, at: y + height + svg.px(12), label: Message.verbatim("\(SVG.n(s.width)) pt"), language, bad: bad)
    }
}

extension Drawable where Self: DynamicIslandPresentation {
    static var pictureName: Message { Message("mockup.dynamic-island.picture-name-\(presentation.rawValue)") }
}

extension DynamicIslandCompact: Drawable {}
extension DynamicIslandMinimal: Drawable {}
extension DynamicIslandExpanded: Drawable {}
