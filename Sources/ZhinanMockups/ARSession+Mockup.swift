import ZhinanRules

/// An AR experience, as the camera's view at the moment its guideline is about: a "Start over" button, a reticle, a hint, where placed
/// objects land. The guideline the picture is shown for picks the moment (one picture cannot hold the 25 fields of a session); shown
/// for none (a team's own spec), the first rule it breaks does. A broken rule frames the view in red.
extension ARSession: Drawable {
    static func draw(_ s: ARSession, marking broken: BrokenRules, in language: Voice) -> SVG {
        var svg = SVG(.screen)
        let focus = rules.first(where: broken.isAbout)
        let (pad, w, h) = (svg.px(Canvas.margin) + 4, 390.0, 300.0)
        let (cx, base, bottom) = (pad + w / 2, pad + h * 0.74, pad + h - 58)
        func n(_ value: Double) -> String { SVG.n(value) }
        /// A placed object: a sofa `k` times its size, its feet on `y`, and its `shadow`; `shaded` by the room's light, or flat.
        func sofa(_ x: Double, _ y: Double, _ k: Double = 1, shadow: Bool = true, shaded: Bool = true, opacity: Double? = nil) {
            let (rx, ry) = (n(76 * k), n(11 * k))
            if shadow { svg.path("M\(n(x - 76 * k)) \(n(y)) A\(rx) \(ry) 0 1 0 \(n(x + 76 * k)) \(n(y)) A\(rx) \(ry) 0 1 0 \(n(x - 76 * k)) \(n(y)) Z", fill: "#3A3A3C") }
            svg.rect(x - 54 * k, y - 6 * k, 108 * k, 6 * k, fill: "#3634A3", opacity: opacity)
            svg.rect(x - 50 * k, y - 58 * k, 100 * k, 34 * k, rx: 10 * k, fill: shaded ? "#7D7AFF" : "#5E5CE6", opacity: opacity)
            svg.rect(x - 62 * k, y - 32 * k, 124 * k, 27 * k, rx: 8 * k, fill: "#5E5CE6", opacity: opacity)
            for side in [-1.0, 1] { svg.rect(x + side * 56 * k - 8 * k, y - 42 * k, 16 * k, 37 * k, rx: 6 * k, fill: "#4B49C8", opacity: opacity) }
        }
        /// Words on the screen over the camera's view: white on a dark chip, centred on `x`.
        func chip(_ text: Message, _ x: Double, _ y: Double, fill: String = "#1C1C1E") {
            let said = language(text), width = min(SVG.estimatedWidth(said, size: 15) + 36, w - 32)
            svg.rect(x - width / 2, y, width, 44, rx: 22, fill: fill)
            svg.lettering(x, y + 27, said, size: 15, fill: "#FFFFFF", weight: nil, fit: width - 24)
        }
        /// A fingertip on the glass, and a stroke it makes (a white line through `points`).
        func touch(_ x: Double, _ y: Double) { svg.rect(x - 14, y - 14, 28, 28, rx: 14, fill: "#FFFFFF", opacity: 0.85) }
        func stroke(_ points: [(Double, Double)], width: Double = 4) { svg.path(SVG.polyline(points), stroke: "#FFFFFF", strokeWidth: width, cap: "round") }
        func shape(_ points: [(Double, Double)], fill: String) { svg.path(SVG.polyline(points) + " Z", fill: fill) }
        if focus?.id != Rules.capableDevices.id { ARDrawing.room(&svg, at: pad, dark: focus?.id == Rules.suggestFixes.id) }
        switch focus?.id {
        case Rules.capableDevices.id?:
            // A product page on a device without ARKit: "View in AR" shown there, and what tapping it gives.
            svg.rect(pad, pad, w, h, rx: 32, fill: "#1C1C1E")
            svg.rect(pad + 24, pad + 24, w - 48, 150, rx: 12, fill: "#3A3A3C")
            sofa(cx, pad + 140, 0.8, shadow: false)
            for (y, width) in [(194.0, 220.0), (218, 150)] { svg.rect(pad + 24, pad + y, width, 12, rx: 6, fill: "#48484A") }
            if s.unsupportedDevices == .showsError {
                chip(Message("mockup.ar-session.view-in-ar"), cx, bottom, fill: "#0A64D6")
                svg.rect(pad + 40, pad + 70, w - 80, 76, rx: 14, fill: "#2C2C2E", stroke: "#636366")
                svg.lettering(cx, pad + 114, language(Message("mockup.ar-session.no-ar")), size: 15, fill: "#FFFFFF", weight: nil, fit: w - 110)
            }
        case Rules.referenceImages.id?:
            // The pictures it looks for at once, hung on the wall (three rows at most), and how many.
            for i in 0..<min(s.activeReferenceImages, 45) { svg.rect(pad + 30 + Double(i % 15) * 22, pad + 80 + Double(i / 15) * 20, 16, 13, rx: 2, fill: "#D1D1D6") }
            chip(Message("mockup.ar-session.looking-for", ["count": .count(s.activeReferenceImages)]), cx, pad + 18)
        case Rules.allowReset.id?:
            sofa(cx + 90, pad + 176, shadow: false)  // placed badly, into the wall
            if s.offersReset { chip(Message("mockup.ar-session.start-over"), cx, bottom) }
        case Rules.convincingIllusions.id?:
            sofa(cx, s.realism.contains(.surfacePlacement) ? base : base - 30, shadow: s.realism.contains(.shadows), shaded: s.realism.contains(.environmentLighting))
        case Rules.offscreenCues.id?:
            if s.offscreenObjectCues {  // an arrow toward the chest, out of view to the right
                svg.rect(pad + w - 62, pad + 128, 48, 48, rx: 24, fill: "#1C1C1E")
                stroke([(pad + w - 48, pad + 152), (pad + w - 28, pad + 152), (pad + w - 37, pad + 143), (pad + w - 28, pad + 152), (pad + w - 37, pad + 161)])
            }
        case Rules.detectionProgress.id?, Rules.suggestFixes.id?:
            ARDrawing.featurePoints(&svg, cx: cx, base: base)
            if focus?.id == Rules.suggestFixes.id {
                chip(s.suggestsFixes ? Message("mockup.ar-session.turn-on-light") : Message("mockup.ar-session.detecting"), cx, pad + 18)
            } else if s.showsDetectionProgress {
                chip(Message("mockup.ar-session.move-slowly"), cx, pad + 18)
            }
        case Rules.surfaceIndicator.id?:
            // The reticle while the floor is looked for, and once it is found.
            for (x, found, words) in [(cx - 100, false, Message("mockup.ar-session.searching")),
                                      (cx + 100, s.placementIndicator == .changesWhenSurfaceFound, Message("mockup.ar-session.found"))] {
                if s.placementIndicator != ARSession.Indicator.none {
                    found ? shape([(x - 64, base), (x, base - 24), (x + 64, base), (x, base + 24)], fill: "#FFFFFF")
                        : stroke([(x - 64, base), (x, base - 24), (x + 64, base), (x, base + 24), (x - 64, base)], width: 1.5)
                }
                svg.lettering(x, base + 54, language(words), size: 14, fill: "#FFFFFF", weight: nil, fit: 180)
            }
            stroke([(cx - 24, base), (cx + 24, base)])
            stroke([(cx + 14, base - 9), (cx + 24, base), (cx + 14, base + 9)])
        case Rules.placeImmediately.id?:
            // Placed at once, or a wait.
            s.placement == .immediate ? sofa(cx, base)
                : svg.path("M\(n(cx - 34)) \(n(base - 30)) A34 34 0 1 1 \(n(cx)) \(n(base - 64))", stroke: "#FFFFFF", strokeWidth: 4, cap: "round")
            touch(cx, base - 30)
        case Rules.edgeAlignment.id?:
            // A rug where it was dropped, or snapped to the floor's edge along the wall.
            let y = s.alignsToSurfaceEdges ? pad + h / 2 : base - 24
            shape([(cx - 96, y), (cx + 72, y), (cx + 104, y + 44), (cx - 64, y + 44)], fill: "#5E5CE6")
        case Rules.directManipulation.id?:
            sofa(cx, base)
            if s.manipulation == .direct {
                touch(cx + 20, base - 44)
                stroke([(cx + 44, base - 44), (cx + 120, base - 44)])
            } else {
                for (i, arrow) in ["←", "↑", "↓", "→"].enumerated() { chip(.verbatim(arrow), cx - 96 + Double(i) * 64, bottom) }
            }
        case Rules.standardGestures.id?:
            sofa(cx, base)
            if s.rotateGesture == .other {
                // A long press (the ring), then a swipe.
                svg.path("M\(n(cx - 80)) \(n(pad + 90)) A24 24 0 1 1 \(n(cx - 80)) \(n(pad + 90.1))", stroke: "#FFFFFF", strokeWidth: 2)
                touch(cx - 56, pad + 90)
                stroke([(cx - 20, pad + 90), (cx + 90, pad + 90)])
            } else {
                touch(cx - 70, pad + 100)
                touch(cx + 70, pad + 80)
                svg.path("M\(n(cx - 70)) \(n(pad + 78)) A80 50 0 0 1 \(n(cx + 62)) \(n(pad + 56))", stroke: "#FFFFFF", strokeWidth: 4, cap: "round")
            }
        case Rules.gestureProximity.id?:
            // A lamp on a 2 mm stand, the area a tap selects it in (lighter), and a tap beside the stand.
            let reach = s.respondsNearObjects ? 48.0 : 5
            svg.rect(cx - reach, base - 156, 2 * reach, 160, rx: 6, fill: "#FFFFFF", opacity: 0.3)
            svg.rect(cx - 1.5, base - 118, 3, 116, fill: "#1C1C1E")
            svg.rect(cx - 24, base - 4, 48, 6, rx: 3, fill: "#1C1C1E")
            shape([(cx - 38, base - 116), (cx - 22, base - 152), (cx + 22, base - 152), (cx + 38, base - 116)], fill: "#5E5CE6")
            touch(cx + 28, base - 64)
        case Rules.scaling.id?:
            // Pinched larger: a sofa of a real size (then larger than life), or a character that has none.
            if s.objectSize == .realWorld {
                sofa(cx, base, s.userScaling ? 1.5 : 1)
            } else {
                svg.rect(cx - 24, base - 84, 48, 84, rx: 20, fill: "#5E5CE6")
                svg.rect(cx - 20, base - 128, 40, 40, rx: 20, fill: "#7D7AFF")
            }
            for side in [-1.0, 1] where s.userScaling {
                touch(cx + side * 120, pad + 70)
                stroke([(cx + side * 140, pad + 58), (cx + side * 170, pad + 40)])
            }
        case Rules.referenceImageDesign.id?:
            // Each image as it hangs: its width written under it ("?" when not given); behind glass, a glare.
            for (i, image) in s.referenceImages.prefix(3).enumerated() {
                let x = pad + 36 + Double(i) * 120
                svg.rect(x, pad + 30, 90, 70, rx: image.surface == .curved ? 24 : 2, fill: image.surface == .reflective ? "#AEAEB2" : "#D1D1D6")
                if image.surface == .reflective {
                    shape([(x + 30, pad + 100), (x + 62, pad + 30), (x + 78, pad + 30), (x + 46, pad + 100)], fill: "#FFFFFF")
                }
                svg.lettering(x + 45, pad + 124, "↔ " + (image.physicalWidth.map(SVG.n) ?? "?"), size: 15, fill: "#1C1C1E", weight: nil)
            }
        case Rules.frameOfReference.id?:
            // A portrait found on the wall: content beside it, or drawn exactly onto its face.
            svg.rect(cx - 46, pad + 22, 92, 112, rx: 2, fill: "#D1D1D6")
            svg.rect(cx - 22, pad + 40, 44, 54, rx: 22, fill: "#AEAEB2")
            // (A moustache: two dark wings under the nose.)
            s.imageAnchoring == .precise ? shape([(cx - 22, pad + 80), (cx, pad + 74), (cx + 22, pad + 80), (cx, pad + 84)], fill: "#1C1C1E") : sofa(cx + 110, base, 0.7)
        case Rules.avoidInterruptions.id?:
            let swatches = ["#5E5CE6", "#FF9F0A", "#30D158"]
            if s.leavesARForSettings {
                // A settings screen in the experience's place: AR is left.
                svg.rect(pad, pad, w, h, rx: 32, fill: "#2C2C2E")
                svg.lettering(cx, pad + 46, language(Message("mockup.ar-session.fabric")), size: 17, fill: "#FFFFFF")
                for (i, colour) in swatches.enumerated() {
                    svg.rect(pad + 24, pad + 76 + Double(i) * 56, w - 48, 44, rx: 10, fill: "#3A3A3C")
                    svg.rect(pad + 36, pad + 84 + Double(i) * 56, 28, 28, rx: 14, fill: colour)
                }
            } else {
                sofa(cx, base)
                svg.rect(cx - 78, bottom, 156, 48, rx: 24, fill: "#1C1C1E")
                for (i, colour) in swatches.enumerated() { svg.rect(cx - 58 + Double(i) * 44, bottom + 10, 28, 28, rx: 14, fill: colour) }
            }
        case Rules.relocalization.id?:
            // After a call: the sofa back on its spot (outlined), or wherever the phone points now.
            stroke([(cx - 62, base), (cx + 62, base), (cx + 62, base - 58), (cx - 62, base - 58), (cx - 62, base)], width: 1.5)
            s.relocalizes ? sofa(cx, base) : sofa(pad + w - 70, pad + 120, 0.8, shadow: false)
        case Rules.hideWhileRelocalizing.id?, Rules.cancelRelocalization.id?:
            // Without a way out, it is still relocalizing long after.
            let cancelling = focus?.id == Rules.cancelRelocalization.id
            chip(Message(cancelling && !s.relocalizationCancellable ? "mockup.ar-session.still-relocalizing" : "mockup.ar-session.relocalizing"), cx, pad + 18)
            if cancelling {
                if s.relocalizationCancellable { chip(Message("mockup.ar-session.start-over"), cx, bottom) }
            } else if !s.hidesObjectsWhileRelocalizing {
                for (dx, dy, opacity) in [(-90.0, -40.0, 0.3), (80, -70, 0.45), (0, 0, 1)] { sofa(cx + dx, base + dy, 0.8, shadow: false, opacity: opacity) }
            }
        default:
            sofa(cx, base)
        }
        svg.markBad(pad, pad, w, h, rx: 32, if: focus.map { broken.contains($0) } ?? false)
        return svg
    }
}
