import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Zhinan
@testable import ZhinanMockups
import ZhinanRules

@Suite struct MockupTests {
    /// The opening tag of the `<text>` that says exactly `content` (escaped as in the SVG).
    func textTag(_ svg: String, _ content: String) -> String? {
        guard let end = svg.range(of: ">\(content)</text>") else { return nil }
        let start = svg[..<end.lowerBound].range(of: "<text ", options: .backwards)!
        return String(svg[start.lowerBound..<end.lowerBound])
    }

    /// Every match of a pattern, as its capture groups (0 is the whole match).
    func matches(_ text: String, _ pattern: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (0..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
        }
    }

    /// The width attributes of the rects with this fill.
    func rectWidths(_ svg: String, fill: String) -> [Double] {
        matches(svg, ##"<rect [^>]*width="([^"]*)"[^>]*fill="\##(fill)""##).compactMap { Double($0[1]) }
    }

    @Test func oneScalePerFamilySoA32PointButtonIsNarrowerThanA140PointOne() throws {
        let narrow = try drawn("component: apple-pay-button\nstyle: black\nwidth: 32\nheight: 30\nclear-space: 3\n").svg
        #expect(narrow.contains("data-scale=\"1\""))
        let wide = try drawn("component: apple-pay-button\nstyle: black\nwidth: 140\nheight: 30\nclear-space: 3\n").svg
        let mark = try drawn("component: apple-pay-mark\n").svg
        for svg in [narrow, wide, mark] { #expect(svg.contains("data-family=\"apple-pay\" data-scale=\"1\"")) }
        // The buttons themselves, in points, drawn at the same px per point: 32 px against 140 px.
        #expect(rectWidths(narrow, fill: "#000000") == [32])
        #expect(rectWidths(wide, fill: "#000000") == [140])
        let compact = try drawn("component: dynamic-island-compact\nelements: [{corner-radius: 12.33, inset: 6}]\n").svg
        let activity = try drawn("component: live-activity\n").svg
        for svg in [compact, activity] { #expect(svg.contains("data-family=\"island\" data-scale=\"0.65\"")) }
    }

    /// The pictures in one mockup, each a whole `<svg>`.
    func pictures(_ svg: String) -> [String] {
        svg.components(separatedBy: "</svg>").dropLast().map { $0.trimmingCharacters(in: .whitespacesAndNewlines) + "</svg>" }
    }

    @Test func standByIsDrawnAtTwiceTheLockScreenSize() throws {
        // One picture per point: the Lock Screen at the island's scale, one card where both modes look alike.
        let lock = try drawn("component: live-activity\nwidth: 361\nheight: 120\n").svg
        #expect(pictures(lock).count == 1 && lock.contains("data-family=\"island\""))
        #expect(rectWidths(lock, fill: "#1C1C1E").filter { $0 == 361 }.count == 1, "one card: light and dark mode are the same")
        let flips = try drawn("component: live-activity\ncolors: {light: {background: \"#F2F2F7\", foreground: \"#1C1C1E\"}, dark: {background: \"#1C1C1E\", foreground: \"#F2F2F7\"}}\n").svg
        #expect(rectWidths(flips, fill: "#1C1C1E").filter { $0 == 361 }.count == 1 && rectWidths(flips, fill: "#F2F2F7").filter { $0 == 361 }.count == 1,
                "the light and the dark card")
        // Where StandBy is the point: StandBy (852 pt wide) at its own scale, the Lock Screen at 100% under it.
        let standby = try drawn("component: live-activity\nwidth: 361\nheight: 120\nin-standby: true\n").svg
        #expect(pictures(standby).count == 1 && standby.contains("data-family=\"standby\""))
        // In the StandBy picture, the card at 200% and the Lock Screen size beside it, at the same scale.
        #expect(rectWidths(standby, fill: "#1C1C1E").sorted() == [361, 722])
        #expect(standby.contains("height=\"240\" rx=\"44\" fill=\"#1C1C1E\""))
        #expect(standby.contains(">361 pt × 2 = 722 pt</text>") && standby.contains(">361 pt</text>"))
        let half = try drawn("component: live-activity\nwidth: 361\nheight: 120\nstandby-scale: 1.5\n")
        #expect(rectWidths(half.svg, fill: "#1C1C1E").contains(541.5))
        #expect(textTag(half.svg, "StandBy · 150% ≠ 200%")?.contains("zm-bad-text") == true)
    }

    /// A margin of 16 pt is 1.3 px off 14 pt at the island's scale: the picture lines the card up
    /// against a notification, and magnifies the edge where it misses, the gap (2 pt × 6) in red.
    @Test func aMarginOffTheNotificationsIsShownMagnified() throws {
        let card = "component: live-activity\nwidth: 361\nheight: 120\nmargins: {leading: %@, trailing: %@}\n"
        let aligned = try drawn(String(format: card, "14", "14"), language: .en).svg
        #expect(aligned.contains(">Notification</text>") && !aligned.contains("magnified"))
        let off = try drawn(String(format: card, "16", "16"), language: .en).svg
        #expect(off.contains(">Leading edge, magnified 6×</text>") && !off.contains("Trailing edge"))
        #expect(rectWidths(off, fill: "#FF3B30") == [12])
        #expect(textTag(off, "this card's margin 16 pt")?.contains("zm-bad-text") == true)
        #expect(textTag(off, "notifications' margin 14 pt")?.contains("zm-note-text") == true)
        // Only the edge that is off: a trailing margin of 18 pt is the one magnified, 4 pt × 6.
        let trailing = try drawn(String(format: card, "14", "18"), language: .en).svg
        #expect(rectWidths(trailing, fill: "#FF3B30") == [24] && trailing.contains(">Trailing edge, magnified 6×</text>"))
    }

    /// The card draws what its spec says, so a don't differs from its do where the rule looks.
    @Test func aLiveActivityCardShowsItsLayoutButtonsAndEmptyRoom() throws {
        let own = try drawn("component: live-activity\n").svg
        let copy = try drawn("component: live-activity\nmimics-notification: true\n").svg
        // A layout of its own has a timeline (its progress filled in); a copy has the notification's icon and line, outlined in red.
        #expect(own.contains("height=\"6\" rx=\"3\"") && !copy.contains("height=\"6\" rx=\"3\""))
        #expect(copy.contains("width=\"30\" height=\"30\" rx=\"7\"") && copy.contains("zm-bad") && !own.contains("zm-bad"))
        let buttons = try drawn("component: live-activity\nbuttons: [{label: 暂停, essential: true}, {label: 分享, essential: false}]\n").svg
        #expect(buttons.contains(">暂停</text>") && buttons.contains(">分享</text>"))
        #expect(matches(buttons, #"class="zm-ann zm-bad"#).count == 1, "only the inessential button is marked")
        // Content and margins need 56 + 28 = 84 pt: a card of 84 pt has no empty room; one of 140 pt has 56 pt, dashed in red.
        let snug = try drawn("component: live-activity\nheight: 84\ncontent-height: 56\n").svg
        let roomy = try drawn("component: live-activity\nheight: 140\ncontent-height: 56\n").svg
        #expect(matches(snug, #"<rect [^>]*stroke-dasharray"#).isEmpty)
        #expect(matches(roomy, #"<rect [^>]*height="50"[^>]*stroke-dasharray[^>]*zm-bad"#).count == 1)
    }

    /// A transition is drawn as three frames of what it moves, and the halfway frame is where a don't
    /// differs from its do: the digit rolls or both digits blur into one; the photo blurs in or is not
    /// there yet; one row slides or every row overlaps. Only the broken rule's halfway frame is marked.
    @Test func aLiveActivityTransitionIsDrawnFrameByFrame() throws {
        func digits(_ svg: String) -> [String] { matches(svg, #"<text [^>]*>([78])</text>"#).map { $0[1] } }
        func halfway(_ transition: String) throws -> String { try drawn("component: live-activity\ntransitions: {\(transition)}\n", language: .en).svg }
        let (rolls, fades) = (try halfway("numbers: numeric-text"), try halfway("numbers: opacity"))
        #expect(digits(rolls) == ["8", "8", "7", "7"] && digits(fades) == ["8", "8", "7", "7"])
        let rolledY = matches(rolls, #"<text x="[^"]*" y="([^"]*)"[^>]*opacity="0.45"[^>]*>[78]<"#).map { Double($0[1])! }
        let fadedY = matches(fades, #"<text x="[^"]*" y="([^"]*)"[^>]*opacity="0.5"[^>]*>[78]<"#).map { Double($0[1])! }
        #expect(rolledY.count == 2 && rolledY[1] - rolledY[0] == 34, "the old digit above, the new one below")
        #expect(fadedY.count == 2 && fadedY[0] == fadedY[1], "both digits in one place")
        #expect(!rolls.contains("zm-bad") && fades.contains("The minutes changing, frame by frame") && fades.contains("zm-ann zm-bad"))
        let (replaced, popped) = (try halfway("fades: content-replace"), try halfway("fades: none"))
        let photos = { (svg: String) in matches(svg, ##"width="(\d+)" height="\1" rx="(\d+)" fill="#FFFFFF" opacity="([\d.]+)""##).map { "\($0[2])@\($0[3])" } }
        #expect(photos(replaced) == ["22@0.12", "22@0.12", "26@0.2", "22@0.2", "18@0.2", "14@0.2", "22@0.12", "22@1"])
        #expect(photos(popped) == ["22@0.12", "22@0.12", "22@0.12", "22@1"], "nothing halfway: it pops in")
        let (one, all) = (try halfway("list-rows: moving-row-only"), try halfway("list-rows: all-rows-move"))
        let solidRows = { (svg: String) in matches(svg, #"<text [^>]*y="([^"]*)"[^>]*>([ABC])</text>"#).filter { !$0[0].contains("opacity=\"0.2\"") }.count }
        #expect(solidRows(one) == 7 && solidRows(all) == 9, "halfway, one row moves while two fade; or all three move")
        #expect(!one.contains("zm-bad") && all.contains("zm-ann zm-bad"))
    }

    /// A Live Activity's end and an event during it are frames too, where the picture is shown for their guideline (or, with
    /// no guideline, as in a team's lint report, where the rule is broken): ended, then gone or still there; the island
    /// expanding to tell of the event, or staying as it is under a notification. A picture for another guideline has neither.
    @Test func aLiveActivitysEndAndItsEventsAreFrames() throws {
        func picture(_ yaml: String, for guideline: String?) throws -> String {
            let c = try component("component: live-activity\n" + yaml)
            return try #require(Mockup.svg(for: c, violations: RuleBook.standard.judge(c, in: .source), language: .en, id: "x", guideline: guideline))
        }
        let (ends, events) = ("live-activities.lock-screen.remove-when-ended", "live-activities.dynamic-island.expand-for-events")
        let (removed, lingers) = (try picture("", for: ends), try picture("removed-when-ended: false\n", for: nil))
        let progress = { (svg: String) in matches(svg, ##"height="8" rx="4" fill="#FFFFFF""##).count }
        #expect(removed.contains(">The Live Activity ending, frame by frame</text>") && progress(removed) == 4 && !removed.contains("zm-bad"))
        #expect(progress(lingers) == 6 && lingers.contains("zm-ann zm-bad"), "still there at the end, and marked there")
        let (expands, pushed) = (try picture("", for: events), try picture("alerts-by: push-notification\n", for: events))
        #expect(expands.contains(##"height="44" rx="22" fill="#000000""##) && !expands.contains("opacity=\"0.9\""))
        #expect(!pushed.contains(##"height="44" rx="22""##) && pushed.contains(##"rx="10" fill="#FFFFFF" opacity="0.9""##) && pushed.contains("zm-bad"))
        #expect(!(try picture("", for: "live-activities.lock-screen.margins")).contains("frame by frame"))
    }

    /// Sessions of one app in the compact view are drawn at three moments, each session in its colour: in turn, the second
    /// has its moment; shown alone, the first takes it too, and that moment is outlined and named.
    @Test func anIslandsSessionsTakeTurnsFrameByFrame() throws {
        let spec = "component: dynamic-island-compact\nsessions: 2\n"
        let (inTurn, firstOnly) = (try drawn(spec, language: .en).svg, try drawn(spec + "alternates-sessions: false\n", language: .en).svg)
        let shown = { (svg: String) in matches(svg, ##"text-anchor="end" fill="(#30D158|#FF9F0A)" class="zm-lettering" font-weight="600">([\d:]+)</text>"##).map { $0[2] } }
        #expect(shown(inTurn) == ["3:45", "12:10", "3:45"] && !inTurn.contains("zm-bad"))
        #expect(shown(firstOnly) == ["3:45", "3:45", "3:45"])
        #expect(matches(firstOnly, #"class="zm-ann zm-bad"#).count == 1 && firstOnly.contains(##"class="zm-bad-text" data-backdrop="page">session 2's turn</text>"##))
        #expect(!(try drawn("component: dynamic-island-compact\n", language: .en).svg).contains("three moments"), "one session, one island")
    }

    /// An order confirmation page shows its payment line as the app writes it, outlined where Apple Pay is not named as
    /// the guideline's examples name it; a page that does not mention Apple Pay has no such line.
    @Test func anOrderConfirmationShowsItsPaymentLineAsWritten() throws {
        let page = { (mention: String) in try self.drawn("component: order-confirmation\n" + mention, language: .en).svg }
        let (digitsFirst, nameFirst) = (try page("apple-pay-mention: 1234 (Apple Pay)\n"), try page("apple-pay-mention: Apple Pay (1234)\n"))
        #expect(digitsFirst.contains(">1234 (Apple Pay)</text>") && !digitsFirst.contains("zm-bad"))
        #expect(nameFirst.contains(">Apple Pay (1234)</text>") && nameFirst.contains("zm-ann zm-bad"))
        #expect(!(try page("")).contains("</text>"))
    }

    /// How long an activity lasts is a bar of hours against each of today's limits: a 48-hour hike runs far past 8 and 12
    /// hours, the part past each outlined (judged by current guidance); a 6-hour flight, gone an hour later, stays inside.
    @Test func aLiveActivitysHoursAreBarsAgainstTodaysLimits() throws {
        let hike = try drawn("component: live-activity\nduration-hours: 48\nlock-screen-hours: 48\n", language: .en, in: .current).svg
        let flight = try drawn("component: live-activity\nduration-hours: 6\nlock-screen-hours: 7\n", language: .en, in: .current).svg
        #expect(hike.contains(">live 48 h</text>") && hike.contains(">on the Lock Screen 48 h in all</text>") && hike.contains(">12 h</text>"))
        let bars = { (svg: String) in matches(svg, ##"width="([\d.]+)" height="14" rx="7" fill="#7A8699""##).map { Double($0[1])! } }
        let (long, short) = (bars(hike), bars(flight))
        #expect(long.count == 2 && short.count == 2 && long[0] == long[1] && abs(short[1] / short[0] - 7.0 / 6) < 0.001)
        #expect(abs(short[0] / long[0] - 0.5) < 0.001, "6 h of a 12-hour scale against 48 h of a 48-hour one")
        #expect(matches(hike, #"class="zm-ann zm-bad"#).count == 2 && !flight.contains("zm-bad"))
    }

    /// An island whose spec gives no shapes shows what it says it shows: an informative compact view
    /// a time beside its icon; one with just the app icon, that icon (outlined red) and nothing else.
    @Test func anIslandWithoutShapesDrawsWhatItShows() throws {
        let eta = try drawn("component: dynamic-island-compact\nshows: [icon, time]\n").svg
        #expect(eta.contains(">3:45</text>") && eta.contains("fill=\"#30D158\"") && !eta.contains("zm-bad"))
        let icon = try drawn("component: dynamic-island-compact\nshows: [app-icon]\n").svg
        #expect(icon.contains("fill=\"#0A84FF\"") && !icon.contains("3:45") && icon.contains("class=\"zm-ann zm-bad"))
        let progress = try drawn("component: dynamic-island-minimal\nshows: [progress]\n").svg
        #expect(progress.contains(" A ") && progress.contains("stroke=\"#30D158\""))
    }

    @Test func theNarrowedCompactIslandKeepsItsSensorsAt126Points() throws {
        let svg = try drawn("""
            component: dynamic-island-compact
            width: 204.67
            leading: {width: 36.67, content-width: 24.67, margin: 6}
            trailing: {width: 42, content-width: 30, margin: 6}
            elements: [{corner-radius: 12.33, top: 6, leading: 6, bottom: 6, trailing: 174}]
            """).svg
        let sensor = try #require(matches(svg, ##"<rect x="([^"]*)" y="[^"]*" width="([^"]*)"[^>]*fill="#1C1C1E""##).first)
        #expect(sensor[2] == "126")
        let island = try #require(matches(svg, ##"<rect x="([^"]*)" y="[^"]*" width="204.67"[^>]*fill="#000000""##).first)
        #expect(abs(Double(sensor[1])! - (Double(island[1])! + 36.67)) < 0.01, "between the leading side and the trailing one")
        #expect(svg.contains(">126 pt</text>") && svg.contains(">36.67 pt</text>") && svg.contains(">42 pt</text>"))
    }

    @Test func theAppClipCardShowsItsSizeAgainstTheBudget() throws {
        let over = try drawn("component: app-clip\nsize-mb: 10.4\nframeworks: [SwiftUI, HealthKit]\n", language: .en)
        #expect(textTag(over.svg, "Size 10.4 MB &gt; 10 MB")?.contains("zm-bad-text") == true)
        #expect(textTag(over.svg, "HealthKit")?.contains("zm-bad-text") == true)
        #expect(textTag(over.svg, "SwiftUI")?.contains("zm-note-text") == true)
        #expect(over.svg.contains(">10 MB (source)</text>") && over.svg.contains(">15 MB (iOS 16+)</text>"))
        // The bar: 358 pt for 16.5 MB (15 MB and a tenth), 10.4 MB of it used, in red.
        #expect(rectWidths(over.svg, fill: "#D70015") == [(10.4 * 358 / 16.5 * 100).rounded() / 100])
        let fits = try drawn("component: app-clip\nsize-mb: 6\n", language: .en)
        #expect(!fits.svg.contains("zm-bad") && rectWidths(fits.svg, fill: "#248A3D").count == 1)
    }

    @Test func theScribbleFieldIsDrawnInTheStatesTheRulesJudge() throws {
        let calm = try drawn("component: scribble-field\n").svg
        #expect(calm.contains(">书写中</text>") && calm.contains(">字段不动、不补全、无占位符</text>") && !calm.contains("zm-bad"))
        let completes = try drawn("component: scribble-field\nwhile-writing: {autocompletes: true}\n").svg
        #expect(textTag(completes, "书写时弹出自动补全")?.contains("zm-bad-text") == true)
        #expect(rectWidths(completes, fill: "#F2F2F7") == [200], "the suggestions over the handwriting")
        let placeholder = try drawn("component: scribble-field\nwhile-writing: {shows-placeholder: true}\n").svg
        #expect(placeholder.contains(">Placeholder</text>"))
        let moves = try drawn("component: scribble-field\nwhile-writing: {moves: true}\n").svg
        #expect(moves.contains("class=\"zm-ann zm-guide\""), "where the field was, dotted")
        #expect(textTag(moves, "书写时字段移动了")?.contains("zm-bad-text") == true)
        let tap = try drawn("component: pencil-double-tap\nhas-custom-action: true\ncustom-enabled-by-default: true\nfollows-system-setting: false\n").svg
        #expect(textTag(tap, "自定义双击：默认开启")?.contains("zm-bad-text") == true)
    }

    func component(_ yaml: String) throws -> Component {
        var diagnostics = Diagnostics()
        let file = try #require(SpecFile.parse(yaml, path: "spec.yml", into: &diagnostics))
        return try Component.decode(file.specs[0])
    }

    func drawn(_ yaml: String, language: RuleLanguage = .zhHans, in edition: Edition = .source) throws -> (svg: String, violations: [Violation]) {
        let c = try component(yaml)
        let violations = RuleBook.standard.judge(c, in: edition)
        return (try #require(Mockup.svg(for: c, violations: violations, language: language, id: "x")), violations)
    }

    /// A picture judged by current guidance marks the limit that edition sets.
    @Test func theButtonMockupShowsTheEditionsLimit() throws {
        let buy = "component: apple-pay-button\ntype: buy\nstyle: black\nwidth: 100\nheight: 24\nclear-space: 3\n"
        let source = try drawn(buy)
        #expect(source.violations.isEmpty && source.svg.contains(">100 pt</text>"))
        let current = try drawn(buy, in: .current)
        #expect(current.svg.contains(">100 pt &lt; 140 pt</text>") || current.svg.contains(">100 pt < 140 pt</text>"))
        #expect(current.svg.contains("↕ 24 pt"))
        let island = try drawn("component: dynamic-island-expanded\ncorner-radius: 30\nheight: 170\n", in: .current)
        #expect(island.svg.contains("R 30 pt ≠ 44 · 371 × 170 pt"))
    }

    @Test func theButtonMockupShowsWhatWasMeasured() throws {
        let good = try drawn("component: apple-pay-button\nstyle: black\nwidth: 140\nheight: 30\nclear-space: 3\n")
        #expect(good.violations.isEmpty)
        #expect(good.svg.contains(">140 pt</text>"))
        #expect(good.svg.contains(">留白 3 pt ≥ 3 pt</text>"))
        #expect(!good.svg.contains("zm-bad"), "nothing is red when nothing is violated")
        let narrow = try drawn("component: apple-pay-button\nstyle: black\nwidth: 28\nheight: 30\nclear-space: 2\n")
        #expect(textTag(narrow.svg, "28 pt &lt; 32 pt")?.contains("zm-bad-text") == true)
        #expect(textTag(narrow.svg, "留白 2 pt &lt; 3 pt")?.contains("zm-bad-text") == true)
        #expect(narrow.svg.contains("stroke-dasharray=\"5 3\" class=\"zm-ann zm-bad zm-fixed-bad\" data-backdrop=\"#FFFFFF\""),
                "the clear space it has is drawn in red, dashed, in an ink for the white surface")
    }

    @Test func theIslandMockupShowsTheConcentricRadii() throws {
        let good = try drawn("component: dynamic-island-expanded\ncontent-top: 14\nelements: [{corner-radius: 30, inset: 14}]\n", language: .en)
        #expect(good.svg.contains(">r 30 = 44 − 14</text>"))
        let bad = try drawn("component: dynamic-island-expanded\ncontent-top: 40\nelements: [{corner-radius: 36, inset: 14}]\n", language: .en)
        #expect(textTag(bad.svg, "r 36 ≠ 44 − 14")?.contains("zm-bad-text") == true)
        #expect(bad.svg.contains(">“forehead”</text>"))
    }

    @Test func componentsWithoutAPictureHaveNone() throws {
        let text = try component("component: apple-pay-text\ntext: Apple Pay\n")
        #expect(Mockup.svg(for: text, violations: [], language: .en, id: "x") == nil)
    }

    /// Every example on the site that has a mockup: well-formed XML with an accessible title,
    /// labelled as a mockup, nothing fetched from anywhere, and the same bytes every time.
    @Test func everyMockupIsValidAccessibleAndDeterministic() throws {
        let result = try realSite.get()
        var count = 0
        for example in result.examples {
            guard let component = example.component else { continue }
            let drawn = Mockup.svg(for: component, violations: example.allViolations, language: .zhHant, id: example.example.id)
            #expect((drawn != nil) == Mockup.canDraw(component), "\(component.kind): canDraw and svg disagree")
            guard let drawing = drawn else { continue }
            count += 1
            let english = try #require(Mockup.svg(for: component, violations: example.allViolations, language: .en, id: example.example.id))
            #expect(pictures(english).count == pictures(drawing).count)
            #expect(Mockup.svg(for: component, violations: example.allViolations, language: .zhHant, id: example.example.id) == drawing)
            #expect(drawing.contains("zm-bad") == !example.allViolations.isEmpty, "\(example.example.id): red exactly when something is violated \(example.violatedRules)")
            for (svg, englishSVG) in zip(pictures(drawing), pictures(english)) {
                let xml = try XMLDocument(data: Data(svg.utf8))
                let root = try #require(xml.rootElement())
                #expect(root.name == "svg")
                let attribute = { (element: XMLElement, name: String) in element.attributes?.first { $0.name == name }?.stringValue }
                #expect(attribute(root, "role") == "img")
                let titleID = try #require(attribute(root, "aria-labelledby"))
                let title = try #require(root.children?.compactMap { $0 as? XMLElement }.first { $0.localName == "title" })
                #expect(attribute(title, "id") == titleID)
                #expect(title.stringValue?.hasPrefix("示意圖：") == true)
                #expect(!svg.contains("href"), "a mockup links and fetches nothing")
                // One scale per family: the picture's CSS width is its width in points times the family's scale.
                let family = try #require(attribute(root, "data-family").flatMap(Family.init(rawValue:)))
                let viewBox = try #require(attribute(root, "viewBox")).split(separator: " ").compactMap { Double($0) }
                let width = try #require(attribute(root, "width").flatMap(Double.init))
                #expect(abs(width / viewBox[2] - family.scale) < 0.0005, "\(example.example.id): \(width / viewBox[2]) px/pt, not \(family.scale)")
                // Every picture is as wide as a phone's column, which the stylesheet sizes it to: none scrolls sideways.
                #expect(width == Canvas.framePixels, "\(example.example.id): \(width) px wide")
                // The same geometry in every language: boxes are sized for the longest label.
                #expect(englishSVG.prefix { $0 != ">" } == svg.prefix { $0 != ">" }, "\(example.example.id): size differs by language")
                for label in matches(svg, #"<g class="zm-label"><rect class="zm-label-box" x="[^"]*" y="[^"]*" width="([^"]*)"[^>]*/><text [^>]*font-size="([^"]*)"[^>]*>([^<]*)</text>"#) {
                    let (boxWidth, size) = (Double(label[1])!, Double(label[2])!)
                    let text = label[3].replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
                    #expect(size * family.scale >= 11.99, "\(example.example.id): “\(label[3])” at \(size * family.scale) px")
                    #expect(boxWidth >= SVG.estimatedWidth(text, size: size), "\(example.example.id): box narrower than “\(text)”")
                }
                // The component's own lettering too: at least 12 px as drawn.
                for lettering in matches(svg, #"<text [^>]*font-size="([^"]*)"[^>]*class="zm-lettering"[^>]*>([^<]*)</text>"#) {
                    #expect(Double(lettering[1])! * family.scale >= 11.99, "\(example.example.id): “\(lettering[2])” at \(Double(lettering[1])! * family.scale) px")
                }
                // Annotations on a colour of the drawing: at least 3:1 against it (4.5:1 for their labels).
                for a in matches(svg, ##"stroke="(#[0-9A-F]{6})"[^>]*class="zm-ann[^"]*" data-backdrop="(#[0-9A-F]{6})""##) {
                    #expect(Palette.contrast(a[1], a[2]) >= 3, "\(example.example.id): \(a[1]) on \(a[2])")
                }
                for t in matches(svg, ##"fill="(#[0-9A-F]{6})" class="[^"]*zm-fixed-text" data-backdrop="(#[0-9A-F]{6})""##) {
                    #expect(Palette.contrast(t[1], t[2]) >= 4.5, "\(example.example.id): text \(t[1]) on \(t[2])")
                }
            }
        }
        #expect(count >= 60)
        // The gallery's matrix: every button type the sources name × every style, each passing.
        let matrix = try #require(result.output.text("zh-hans/mockups.html")?.components(separatedBy: "<table class=\"button-matrix\">").last?
            .components(separatedBy: "</table>").first)
        #expect(matrix.components(separatedBy: "<svg ").count - 1 == 15)
        #expect(!matrix.contains("zm-bad"))
        for type in ["plain", "buy", "set-up", "donate", "in-store"] { #expect(matrix.contains("<code>\(type)</code>")) }
        let gallery = try #require(result.output.text("en/mockups.html"))
        for kind in ["apple-pay-button", "apple-pay-mark", "checkout-layout", "checkout-flow", "payment-sheet", "ar-glyph", "ar-badge", "ar-catalog", "live-activity",
                     "dynamic-island-compact", "dynamic-island-minimal", "dynamic-island-expanded", "app-clip", "scribble-field",
                     "pencil-double-tap"] {
            #expect(gallery.contains("<h2 id=\"\(kind)\">"), "gallery has no \(kind)")
        }
    }
}

/// Colours are read, written and weighed: the same values and text however they are written.
@Suite struct ColourTests {
    /// Every channel byte, in both cases of hex digit, with the other channels varied.
    static var hexes: [String] {
        (0...255).flatMap { byte -> [String] in
            let two = String(format: "%02X", byte)
            return ["#\(two)0000", "#00\(two)00", "#0000\(two)", "#\(two)\(two)\(two)".lowercased(), "#7F\(two)C3"]
        }
    }

    @Test func readingHexIsReadingItTheLongWay() throws {
        for hex in Self.hexes {
            // A space around it takes the general path (trimmed, then read as a number).
            let fast = try #require(Color(hex)), general = try #require(Color(" \(hex) "))
            #expect(fast == general, "\(hex)")
            #expect(fast.description == String(format: "#%02X%02X%02X", Int((fast.red * 255).rounded()), Int((fast.green * 255).rounded()),
                                               Int((fast.blue * 255).rounded())), "\(hex)")
            #expect(fast.description == hex.uppercased())
        }
        #expect(Color("white") == .white)
        #expect(Color("#abc")?.description == "#AABBCC")
        // Channels outside a byte are still written as Foundation writes them.
        #expect(Color(red: 2, green: -1, blue: 0.5).description == String(format: "#%02X%02X%02X", 510, -255, 128))
    }

    @Test func luminanceFromTheTableIsTheFormula() {
        func formula(_ hex: String) -> Double {
            guard let c = Color(hex) else { return 0 }
            func linear(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
        }
        for hex in Self.hexes + ["white", "#abc", " #1C1C1E", "not a colour"] {
            #expect((Color(hex)?.luminance ?? 0) == formula(hex), "\(hex)")
        }
    }

    /// The ink for each tone on a spread of backdrops is the one the pairwise contrasts pick.
    @Test func inkIsTheOneWithMoreContrast() {
        let pairs: [(Tone, String, String)] = [(.note, "#1D1D1F", "#F2F2F7"), (.guide, "#48484A", "#C7C7CC"), (.bad, "#A4161C", "#FF6961")]
        for backdrop in Self.hexes {
            for (tone, dark, light) in pairs {
                let pick = Palette.contrast(dark, backdrop) >= Palette.contrast(light, backdrop) ? dark : light
                let expected = Palette.contrast(pick, backdrop) >= 4.5 ? pick
                    : Palette.contrast("#000000", backdrop) >= Palette.contrast("#FFFFFF", backdrop) ? "#000000" : "#FFFFFF"
                #expect(Palette.ink(tone, on: backdrop) == expected, "\(tone) on \(backdrop)")
            }
        }
    }
}
