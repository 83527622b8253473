import ZhinanRules

/// The button on its background, with the clear space it needs and has, and its width; under it what
/// the rules judged beyond its looks (who shows it, its state), and beside it what a tap shows.
extension ApplePayButton: Drawable {
    /// What the button says in the reader's language: the type's own label (`mockup.apple-pay-button.label.*`).
    static func label(_ type: ButtonType) -> Message { Message("mockup.apple-pay-button.label.\(type.rawValue)") }

    /// A label squeezed by more than this no longer reads; the button falls back to the plain one, as PassKit's does.
    static let tightestSqueeze = 0.6

    static func draw(_ b: ApplePayButton, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.applePay)
        let required = b.height / 10
        let pad = svg.px(Canvas.margin)
        // The clear space the rule measured, over the drawing.
        let clearBroken = broken.contains(Rules.clearSpace)
        let clearLabel = Message("mockup.apple-pay-button.clear-space-measure", ["space": .number(b.clearSpace), "relation": .text(clearBroken ? "<" : "≥"), "required": .number(required)])
        let top = svg.label(pad, pad + svg.px(13), clearLabel, language, tone: clearBroken ? .bad : .note).maxY + svg.px(4)
        // The surface the button sits on, with room for the clear space it needs and has.
        let margin = max(b.clearSpace, required) + svg.px(8)
        let surface = Box(x: pad + svg.px(3), y: top + svg.px(3), width: b.width + 2 * margin, height: b.height + 2 * margin)
        let styleBroken = broken.contains(Rules.styleBlack, Rules.styleWhite, Rules.styleWhiteOutline)
        svg.rect(surface.x, surface.y, surface.width, surface.height, rx: 6, fill: b.background.description, stroke: "#8E8E93", strokeWidth: svg.px(1),
                 cls: SVG.asSpecified)
        svg.markBad(surface.x, surface.y, surface.width, surface.height, rx: 8, if: styleBroken)
        let x = surface.x + margin, y = surface.y + margin
        let backdrop = Backdrop.fixed(b.background)
        // The clear space it needs (dotted) and the clear space it has (dashed).
        svg.annotate(rect: x - required, y - required, b.width + 2 * required, b.height + 2 * required, rx: b.cornerRadius + required,
                     tone: .guide, on: backdrop, dash: .dotted)
        svg.annotate(rect: x - b.clearSpace, y - b.clearSpace, b.width + 2 * b.clearSpace, b.height + 2 * b.clearSpace,
                     rx: b.cornerRadius + b.clearSpace, tone: clearBroken ? .bad : .note, on: backdrop, dash: .dashed)
        drawButton(b, at: x, y, on: &svg, in: language)
        svg.markBad(x, y, b.width, b.height, rx: b.cornerRadius + svg.px(3), on: backdrop,
                    if: b.providedBy == .custom || broken.contains(Rules.neverDisabledOrHidden, Rules.donateNonprofit, Rules.inStoreIssuer, Rules.setUpWhenNotSetUp))
        if let tap = b.onTap {
            TapOutcome.draw(tap, from: Box(x: x, y: y, width: b.width, height: b.height), right: surface.maxX,
                            bad: broken.contains(Rules.tapAction), on: &svg, in: language)
        }
        // Its width, and the minimum it falls short of: the source's 32 pt, else today's 100 or 140 pt.
        let widthBroken = broken.contains(Rules.minimumWidth)
        let limit = broken.contains(Rules.minimumWidth, in: .source) ? 32 : Rules.currentMinimumWidth(b.type)
        svg.dimension(from: x, to: x + b.width, at: surface.maxY + svg.px(10),
                      label: Message.verbatim("\(SVG.n(b.width)) pt" + (widthBroken ? " < \(SVG.n(limit)) pt" : "")), language, bad: widthBroken)
        // Its height, where today's 30 pt minimum is not met.
        let height = broken.contains(Rules.minimumHeight) ? [(Message.verbatim("↕ \(SVG.n(b.height)) pt < \(SVG.n(Rules.currentMinimumHeight)) pt"), true)] : []
        let line = svg.notes(height, at: x, from: surface.maxY + svg.px(50), language)
        svg.notes(circumstances(b, broken), at: surface.x, from: line, language)
        return svg
    }

    /// The button itself: PassKit's look in its style and state, or an app's own imitation of it.
    static func drawButton(_ b: ApplePayButton, at x: Double, _ y: Double, on svg: inout SVG, in language: Voice) {
        let custom = b.providedBy == .custom
        let (fill, ink, outline): (String, String, String?) = switch (custom, b.style) {
        case (true, _): ("#2C6BED", "#FFFFFF", nil)
        case (_, .black), (_, .automatic): ("#000000", "#FFFFFF", nil)
        case (_, .white): ("#FFFFFF", "#000000", nil)
        case (_, .whiteOutline): ("#FFFFFF", "#000000", "#000000")
        }
        let faded = b.state == .disabled ? 0.35 : (b.state == .hidden ? 0.08 : nil)
        // An imitation rarely keeps the system's shape: drawn as a capsule, in a colour of the app's.
        svg.rect(x, y, b.width, b.height, rx: custom ? b.height / 2 : b.cornerRadius, fill: fill, stroke: outline, strokeWidth: 0.75, opacity: faded)
        let size = svg.letteringSize(b.height * 0.4)
        let room = b.width - 8
        let own = language(custom ? Message("mockup.apple-pay-button.custom-label") : label(b.type))
        let text = SVG.estimatedWidth(own, size: size, bold: true) * tightestSqueeze <= room ? own : language(label(.plain))
        svg.lettering(x + b.width / 2, y + b.height * 0.64, text, size: size, fill: ink, weight: custom ? "400" : "600", fit: room)
    }

    /// What the rules judged that the button's looks do not show, one line each, red where a rule is broken.
    static func circumstances(_ b: ApplePayButton, _ broken: BrokenRules) -> [(Message, Bool)] {
        let styleRule = switch b.style { case .black: Rules.styleBlack; case .white: Rules.styleWhite; default: Rules.styleWhiteOutline }
        let ratio = (b.style == .black ? Color.black : .white).contrast(with: b.background)
        let notes: [(Bool, Message, Bool)] = [
            (b.background != .white || broken.contains(styleRule), Message("mockup.apple-pay-button.contrast",
                ["background": .text(b.background.description), "ratio": .number((ratio * 10).rounded() / 10)]), broken.contains(styleRule)),
            (b.providedBy == .custom, Message("mockup.apple-pay-button.custom"), true),
            (b.state != .enabled, Message("mockup.apple-pay-button.\(b.state.rawValue)"), broken.contains(Rules.neverDisabledOrHidden)),
            (b.type == .donate, Message(b.approvedNonprofit ? "mockup.apple-pay-button.approved-nonprofit" : "mockup.apple-pay-button.not-approved"),
             broken.contains(Rules.donateNonprofit)),
            (b.type == .inStore, Message(b.cardIssuer ? "mockup.apple-pay-button.card-issuer" : "mockup.apple-pay-button.not-card-issuer"),
             broken.contains(Rules.inStoreIssuer)),
            (!b.walletSetUp, Message("mockup.apple-pay-button.wallet-not-set-up"), broken.contains(Rules.setUpWhenNotSetUp)),
        ]
        return notes.filter(\.0).map { ($0.1, $0.2) }
    }
}
