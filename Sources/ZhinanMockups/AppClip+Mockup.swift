import ZhinanRules

/// The App Clip card, its size against the budget, and what it is built from (what breaks a rule in red).
extension AppClip: Drawable {
    static func draw(_ a: AppClip, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.screen)
        let pad = svg.px(Canvas.margin) + 4
        let cardWidth = 358.0, imageHeight = cardWidth * 2 / 3
        // The card: a 3:2 header image (a neutral landscape), a title, a subtitle and the action.
        // (The card and its image take dark variants in dark mode: the words on the card take the page's inks.)
        svg.rect(pad, pad, cardWidth, imageHeight + 92, rx: 16, fill: "#FFFFFF", stroke: "#C7C7CC", strokeWidth: svg.px(1), cls: "zm-sheet")
        svg.rect(pad, pad, cardWidth, imageHeight, rx: 16, fill: "#D1D1D6", cls: "zm-image")
        svg.rect(pad, pad + imageHeight - 16, cardWidth, 16, fill: "#D1D1D6", cls: "zm-image")
        svg.path("M\(SVG.n(pad)) \(SVG.n(pad + imageHeight)) L\(SVG.n(pad + 110)) \(SVG.n(pad + imageHeight * 0.45)) L\(SVG.n(pad + 190)) \(SVG.n(pad + imageHeight * 0.7)) L\(SVG.n(pad + 260)) \(SVG.n(pad + imageHeight * 0.35)) L\(SVG.n(pad + cardWidth)) \(SVG.n(pad + imageHeight * 0.8)) L\(SVG.n(pad + cardWidth)) \(SVG.n(pad + imageHeight)) Z", fill: "#AEAEB2", cls: "zm-image-ink")
        svg.label(pad + 16, pad + imageHeight + 36, Message("mockup.app-clip.clip-title"), language, size: 14, weight: "600")
        svg.label(pad + 16, pad + imageHeight + 68, Message("mockup.app-clip.clip-subtitle"), language, size: 12)
        let button = (x: pad + cardWidth - 16 - 96, y: pad + imageHeight + 26)
        svg.rect(button.x, button.y, 96, 44, rx: 22, fill: "#0060DF")
        svg.label(button.x + 48, button.y + 22 + svg.px(4.5), Message("mockup.app-clip.open"), language, anchor: .middle, on: .fixed("#0060DF"), weight: "600")
        var y = pad + imageHeight + 92 + svg.px(26)

        // The size budget: MB used against the source's 10 MB and today's 15 MB (iOS 16 and later).
        let sizeBroken = broken.contains(Rules.size)
        svg.label(pad, y, Message("mockup.app-clip.size-budget", ["size": .number(a.sizeMB), "relation": .text(sizeBroken ? ">" : "≤")]), language,
                  tone: sizeBroken ? .bad : .note)
        y += svg.px(10)
        let top = max(15, a.sizeMB) * 1.1
        let perMB = cardWidth / top
        let used = sizeBroken ? "#D70015" : "#248A3D"
        svg.rect(pad, y, min(a.sizeMB, top) * perMB, 16, rx: 3, fill: used)
        svg.annotate(rect: pad, y, cardWidth, 16, rx: 3, tone: .note, on: .page)
        for (limit, name, tone) in [(10.0, Message("mockup.app-clip.source-limit"), sizeBroken ? Tone.bad : .note), (15.0, Message("mockup.app-clip.newer-limit"), Tone.guide)] {
            let x = pad + limit * perMB
            // Across the bar and the page: in the bar's colours, with a halo.
            svg.annotate(line: x, y - svg.px(4), x, y + 16 + svg.px(4), tone: tone, on: .fixed(limit <= a.sizeMB ? used : "#FFFFFF"), width: 2)
            // One row each, ending at their tick, so the picture stays as wide as the card.
            svg.label(x, y + 16 + svg.px(limit == 10 ? 19 : 38), Message("mockup.app-clip.limit", ["limit": .number(limit), "edition": .message(name)]), language,
                      anchor: .end, tone: tone == .guide ? .note : tone)
        }
        y += 16 + svg.px(70)

        // What it is built from, one row each; what a rule rejects is red.
        let unavailable = Set(Rules.unavailableFrameworks.map { $0.lowercased() })
        let rows: [(Message, [(String, Bool)])] = [
            (Message("mockup.app-clip.frameworks"), a.frameworks.map { ($0, broken.contains(Rules.frameworks) && unavailable.contains($0.lowercased())) }),
            (Message("mockup.app-clip.features"),
             a.features.map { ($0, broken.contains(Rules.reservedFeatures) && Rules.reserved.contains($0)) }),
            (Message("mockup.app-clip.interface"),
             a.interface.map { ($0, broken.contains(Rules.linearInterface) && Rules.complexElements.contains($0)) }),
            (Message("mockup.app-clip.sign-up"),
             a.signUp == .none ? [] : [(a.signUp.rawValue, broken.contains(Rules.reduceComplexity) && a.signUp == .form)]),
            (Message("mockup.app-clip.payment"),
             a.payment == .none ? [] : [(a.payment.rawValue, broken.contains(Rules.reduceComplexity) && a.payment == .cardForm)]),
            (Message("mockup.app-clip.reads"),
             a.accesses.map { ($0, broken.contains(Rules.protectedData) && Rules.protected.contains($0.lowercased())) }),
            (Message("mockup.app-clip.location"), a.location == .none ? [] : [(a.location.rawValue, broken.contains(Rules.noContinuousLocation))]),
            (Message("mockup.app-clip.tracking"),
             a.requestsTrackingAuthorization ? [("AppTrackingTransparency", broken.contains(Rules.noTrackingAuthorization))] : []),
            (Message("mockup.app-clip.background"),
             a.backgroundActivity ? [("URLSession / Bluetooth", broken.contains(Rules.noBackgroundActivity))] : []),
            (Message("mockup.app-clip.shares-data"), a.sharesDataWith.map { ($0, broken.contains(Rules.dataSharing) && $0 != "full-app") }),
            (Message("mockup.app-clip.clips-in-app"),
             a.clipsInFullApp != 1 || broken.contains(Rules.singleClip) ? [("\(a.clipsInFullApp)", broken.contains(Rules.singleClip))] : []),
        ]
        for (name, items) in rows where !items.isEmpty {
            svg.label(pad, y, name, language)
            y += svg.px(18)
            var x = pad + svg.px(8)
            for (item, bad) in items {
                if x + SVG.estimatedWidth(item, size: svg.px(12)) > pad + cardWidth, x > pad + svg.px(8) {
                    x = pad + svg.px(8)
                    y += svg.px(18)
                }
                x = svg.label(x, y, Message.verbatim(item), language, tone: bad ? .bad : .note, weight: bad ? "600" : nil).maxX + svg.px(12)
            }
            y += svg.px(24)
        }
        svg.extend(pad + cardWidth, y - svg.px(12))
        return svg
    }
}
