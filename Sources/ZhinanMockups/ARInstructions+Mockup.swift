import ZhinanRules

/// An AR hint in the spec's words: a line of text over the camera's view, or in the scene beside the object it is about (a ring to turn it by).
extension ARInstructions: Drawable {
    static func draw(_ a: ARInstructions, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.screen)
        let (pad, w, h) = (svg.px(Canvas.margin) + 4, 390.0, 300.0)
        let (cx, base) = (pad + w / 2, pad + h * 0.74)
        ARDrawing.room(&svg, at: pad)
        if a.stage == .beforeSurfaceDetection {
            ARDrawing.featurePoints(&svg, cx: cx, base: base)  // nothing placed yet
        } else {
            svg.path("M\(SVG.n(cx - 18)) \(SVG.n(base)) L\(SVG.n(cx - 24)) \(SVG.n(base - 40)) C\(SVG.n(cx - 32)) \(SVG.n(base - 62)) \(SVG.n(cx - 12)) \(SVG.n(base - 70)) \(SVG.n(cx - 10)) \(SVG.n(base - 84)) L\(SVG.n(cx + 10)) \(SVG.n(base - 84)) C\(SVG.n(cx + 12)) \(SVG.n(base - 70)) \(SVG.n(cx + 32)) \(SVG.n(base - 62)) \(SVG.n(cx + 24)) \(SVG.n(base - 40)) L\(SVG.n(cx + 18)) \(SVG.n(base)) Z",
                     fill: "#5E5CE6")
        }
        let hintBroken = broken.contains(Rules.hintsInContext), termsBroken = broken.contains(Rules.approachableTerms)
        let textWidth = min(SVG.estimatedWidth(a.text, size: 15), w - 72)
        let hint: (x: Double, y: Double, w: Double, h: Double)
        if a.shownAs == .inContext {
            // A ring around the object's foot, with an arrowhead to turn it by, and the words beside it.
            svg.path("M\(SVG.n(cx - 70)) \(SVG.n(base)) A70 18 0 1 0 \(SVG.n(cx + 70)) \(SVG.n(base)) A70 18 0 1 0 \(SVG.n(cx - 70)) \(SVG.n(base)) M\(SVG.n(cx + 62)) \(SVG.n(base - 14)) L\(SVG.n(cx + 70)) \(SVG.n(base)) L\(SVG.n(cx + 80)) \(SVG.n(base - 10))",
                     stroke: "#FFFFFF", strokeWidth: 3, cap: "round")
            hint = (cx - textWidth / 2 - 20, base + 24, textWidth + 40, 44)
        } else {
            hint = (pad + 16, pad + 36, w - 32, 52)
        }
        svg.rect(hint.x, hint.y, hint.w, hint.h, rx: 12, fill: "#1C1C1E")
        svg.lettering(hint.x + hint.w / 2, hint.y + hint.h / 2 + 5, a.text, size: 15, fill: "#FFFFFF", weight: nil, fit: hint.w - 24)
        // Marked on the hint's own dark ground, where red reads (on the grey view neither red would).
        svg.markBad(hint.x + svg.px(5), hint.y + svg.px(5), hint.w - svg.px(10), hint.h - svg.px(10), rx: 8, on: .fixed("#1C1C1E"), if: hintBroken || termsBroken)
        let terms = termsBroken ? Rules.developerTerms(in: a.text).map { (Message("mockup.ar-instructions.developer-term", ["term": .text($0)]), true) } : []
        svg.notes([(a.shownAs == .inContext ? Message("mockup.ar-instructions.in-scene") : Message("mockup.ar-instructions.over-view"), hintBroken)] + terms, at: pad, from: pad + h + svg.px(22), language)
        return svg
    }
}
