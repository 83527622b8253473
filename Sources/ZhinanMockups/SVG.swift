import ZhinanRules

/// A small SVG writer in the component's points; its family's scale turns pixel sizes (labels, strokes) into points.
struct SVG: Sendable, Hashable {
    private(set) var body = ""
    let family: Family
    private(set) var maxX = 0.0, maxY = 0.0

    init(_ family: Family) { self.family = family }

    func px(_ pixels: Double) -> Double { pixels / family.scale }

    /// The smallest text, in CSS pixels: a 360 px phone shows a 320 px picture (`Canvas.framePixels`) at 307 px, its text at 12 px, readable.
    static let minimumTextPixels = 12.5
    /// The class of a surface in the colour its spec gives (a button's background, a card in light
    /// mode): the picture's point, left light on a dark page, where frames and screens turn dark.
    static let asSpecified = "zm-as-specified"

    /// A component's lettering size in points, raised to `minimumTextPixels`.
    func letteringSize(_ points: Double) -> Double { max(points, px(Self.minimumTextPixels)) }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }  // & < > "
        return text.reduce(into: "") { out, c in out += entities[c] ?? String(c) }
    }

    private static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]

    static func n(_ value: Double) -> String { Format.number(value) }

    mutating func extend(_ x: Double, _ y: Double) { (maxX, maxY) = (max(maxX, x), max(maxY, y)) }

    /// Another drawing of the same family, over this one.
    mutating func append(_ other: SVG) {
        body += other.body
        extend(other.maxX, other.maxY)
    }

    /// A rectangle's attributes; the corner radius is at most half its shorter side.
    static func rectGeometry(_ x: Double, _ y: Double, _ w: Double, _ h: Double, rx: Double) -> String {
        let geometry = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(w, 0)))\" height=\"\(n(max(h, 0)))\""
        return rx > 0 ? geometry + " rx=\"\(n(min(rx, min(w, h) / 2)))\"" : geometry
    }

    // MARK: The component: shapes in its own colours.

    mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, rx: Double = 0, fill: String = "none",
                       stroke: String? = nil, strokeWidth: Double = 1, cls: String? = nil, opacity: Double? = nil) {
        var a = "<rect \(Self.rectGeometry(x, y, w, h, rx: rx)) fill=\"\(fill)\""
        if let stroke { a += " stroke=\"\(stroke)\" stroke-width=\"\(Self.n(strokeWidth))\"" }
        if let cls { a += " class=\"\(cls)\"" }
        if let opacity { a += " opacity=\"\(Self.n(opacity))\"" }
        body += a + "/>\n"
        extend(x + w + (stroke == nil ? 0 : strokeWidth / 2), y + h + (stroke == nil ? 0 : strokeWidth / 2))
    }

    /// Path data through `points`, in straight lines: `M x y L x y …`.
    static func polyline(_ points: [(Double, Double)]) -> String { "M" + points.map { "\(n($0.0)) \(n($0.1))" }.joined(separator: " L") }

    mutating func path(_ d: String, fill: String = "none", stroke: String? = nil, strokeWidth: Double = 1, cls: String? = nil,
                       cap: String? = nil) {
        var a = "<path d=\"\(d)\" fill=\"\(fill)\""
        if let stroke { a += " stroke=\"\(stroke)\" stroke-width=\"\(Self.n(strokeWidth))\"" }
        if let cap { a += " stroke-linecap=\"\(cap)\" stroke-linejoin=\"round\"" }
        if let cls { a += " class=\"\(cls)\"" }
        body += a + "/>\n"
    }

    /// The component's own lettering (what a button says); `fit` squeezes it into a width.
    mutating func lettering(_ x: Double, _ y: Double, _ content: String, size: Double, anchor: String = "middle",
                            fill: String, weight: String? = "600", fit: Double? = nil, cls: String? = nil, opacity: Double? = nil) {
        let size = letteringSize(size)
        var a = "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-size=\"\(Self.n(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\""
        a += " class=\"zm-lettering\(cls.map { " " + $0 } ?? "")\""
        if let weight { a += " font-weight=\"\(weight)\"" }
        if let opacity { a += " opacity=\"\(Self.n(opacity))\"" }
        if let fit, Self.estimatedWidth(content, size: size) > fit {
            a += " textLength=\"\(Self.n(max(fit, 1)))\" lengthAdjust=\"spacingAndGlyphs\""
        }
        body += a + ">\(Self.escape(content))</text>\n"
    }

    // MARK: Annotations: what a rule measures, in colours chosen for what lies under them.

    /// An annotation's outline: on a fixed colour, over a halo; on the page, in the stylesheet's colours.
    private mutating func annotation(_ tag: String, _ geometry: String, tone: Tone, on backdrop: Backdrop, dash: Dash, width: Double,
                                     extent: (Double, Double)) {
        let strokeWidth = px(width)
        var style = " stroke-width=\"\(Self.n(strokeWidth))\""
        switch dash {
        case .solid: break
        case .dashed: style += " stroke-dasharray=\"\(Self.n(px(5))) \(Self.n(px(3)))\""
        case .dotted: style += " stroke-dasharray=\"\(Self.n(px(1.5))) \(Self.n(px(2.5)))\""
        }
        switch backdrop {
        case .page: body += "<\(tag) \(geometry) fill=\"none\"\(style) class=\"zm-ann \(tone.pageClass)\" data-backdrop=\"page\"/>\n"
        case .fixed(let colour):
            let ink = Palette.ink(tone, on: colour)
            body += "<\(tag) \(geometry) fill=\"none\" stroke=\"\(Palette.halo(for: ink))\" stroke-width=\"\(Self.n(strokeWidth + px(2.5)))\" class=\"zm-halo\" data-backdrop=\"\(colour)\"/>\n"
            body += "<\(tag) \(geometry) fill=\"none\" stroke=\"\(ink)\"\(style) class=\"zm-ann \(tone.fixedClass)\" data-backdrop=\"\(colour)\"/>\n"
        }
        extend(extent.0 + strokeWidth, extent.1 + strokeWidth)
    }

    mutating func annotate(rect x: Double, _ y: Double, _ w: Double, _ h: Double, rx: Double = 0, tone: Tone, on backdrop: Backdrop,
                           dash: Dash = .solid, width: Double = 1.25) {
        annotation("rect", Self.rectGeometry(x, y, w, h, rx: rx), tone: tone, on: backdrop, dash: dash, width: width, extent: (x + w, y + h))
    }

    mutating func annotate(line x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, tone: Tone, on backdrop: Backdrop,
                           dash: Dash = .solid, width: Double = 1.25) {
        annotation("line", "x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\"", tone: tone, on: backdrop,
                   dash: dash, width: width, extent: (max(x1, x2), max(y1, y2)))
    }

    /// An arrowhead, or any open stroke, in the page's ink (the stylesheet's).
    mutating func annotate(path d: String, tone: Tone) {
        body += "<path d=\"\(d)\" fill=\"none\" stroke-width=\"\(Self.n(px(1.25)))\" stroke-linecap=\"round\" stroke-linejoin=\"round\" class=\"zm-ann \(tone.pageClass)\" data-backdrop=\"page\"/>\n"
    }

    /// What a violation concerns, outlined in red just outside it; nothing where `bad` is false.
    mutating func markBad(_ x: Double, _ y: Double, _ w: Double, _ h: Double, rx: Double = 0, on backdrop: Backdrop = .page, if bad: Bool = true) {
        guard bad else { return }
        annotate(rect: x - px(3), y - px(3), w + px(6), h + px(6), rx: rx, tone: .bad, on: backdrop, width: 2)
    }

    /// A label in its box (returned) as wide as its longest language's text; `y` is the baseline.
    @discardableResult
    mutating func label(_ x: Double, _ y: Double, _ text: Message, _ language: Voice, size: Double = 12, anchor: Anchor = .start,
                        tone: Tone = .note, on backdrop: Backdrop = .page, weight: String? = nil) -> Box {
        let fontSize = px(max(size, Self.minimumTextPixels))
        let width = language.phrasebook.texts(text).map { Self.estimatedWidth($0, size: fontSize, bold: weight != nil) }.max() ?? 0
        let anchored = switch anchor { case .start: x; case .middle: x - width / 2; case .end: x - width }
        // Never past the left edge of the picture.
        let shift = max(px(Canvas.margin) + px(2) - anchored, 0)
        let x = x + shift, left = anchored + shift
        // Two pixels either side: glyphs may overhang their advance a little.
        let box = Box(x: left - px(2), y: y - fontSize * 1.22, width: width + px(4), height: fontSize * 1.6)
        var a = "<g class=\"zm-label\"><rect class=\"zm-label-box\" x=\"\(Self.n(box.x))\" y=\"\(Self.n(box.y))\" width=\"\(Self.n(box.width))\" height=\"\(Self.n(box.height))\" fill=\"none\"/>"
        a += "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-size=\"\(Self.n(fontSize))\" text-anchor=\"\(anchor.rawValue)\""
        if let weight { a += " font-weight=\"\(weight)\"" }
        switch backdrop {
        // Knocked out of what lies behind it by a halo in the page's colour (the stylesheet's).
        case .page: a += " stroke-width=\"\(Self.n(px(3)))\" stroke-linejoin=\"round\" class=\"\(tone.pageTextClass)\" data-backdrop=\"page\""
        // On a colour of the drawing the ink alone has the contrast: a halo there would smudge it.
        case .fixed(let colour):
            a += " fill=\"\(Palette.ink(tone, on: colour))\" class=\"\(tone.fixedTextClass)\" data-backdrop=\"\(colour)\""
        }
        body += a + ">\(Self.escape(language(text)))</text></g>\n"
        extend(box.x + box.width, box.y + box.height)
        return box
    }

    /// Notes a line each from baseline `y` down, red where a rule is broken; the baseline after them.
    @discardableResult
    mutating func notes(_ notes: [(Message, Bool)], at x: Double, from y: Double, _ language: Voice) -> Double {
        notes.reduce(y) { y, note in
            label(x, y, note.0, language, tone: note.1 ? .bad : .note)
            return y + px(20)
        }
    }

    /// A width for a line of text that real fonts stay within.
    static func estimatedWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        text.unicodeScalars.reduce(0) { sum, c in
            let em: Double = switch c {
            case "M", "W", "@": 0.95
            case "m", "w": 0.9
            case "A"..."Z": 0.72
            case " ": 0.34
            case _ where c.value < 0x80: 0.6
            default: 1.0
            }
            return sum + em * (bold ? 1.07 : 1)
        } * size
    }

    /// A horizontal dimension line with end ticks and its label under (or over) it: centred, or from one end (`anchor`).
    mutating func dimension(from x1: Double, to x2: Double, at y: Double, label text: Message, _ language: Voice, bad: Bool,
                            below: Bool = true, anchor: Anchor = .middle, on backdrop: Backdrop = .page) {
        let tone: Tone = bad ? .bad : .note, tick = px(5)
        annotate(line: x1, y, x2, y, tone: tone, on: backdrop)
        for x in [x1, x2] { annotate(line: x, y - tick, x, y + tick, tone: tone, on: backdrop) }
        let x = switch anchor { case .start: x1; case .middle: (x1 + x2) / 2; case .end: x2 }
        label(x, below ? y + tick + px(13) : y - tick - px(4), text, language, anchor: anchor, tone: tone, on: backdrop)
    }

    /// A vertical dimension line with end ticks and its label beside it: a height measured, never a violation.
    mutating func verticalDimension(from y1: Double, to y2: Double, at x: Double, label text: Message, _ language: Voice) {
        let tick = px(5)
        annotate(line: x, y1, x, y2, tone: .note, on: .page)
        for y in [y1, y2] { annotate(line: x - tick, y, x + tick, y, tone: .note, on: .page) }
        label(x + tick + px(4), (y1 + y2) / 2 + px(4), text, language, tone: .note)
    }
}

/// A label's box, in points.
struct Box {
    var x, y, width, height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
}

enum Anchor: String { case start, middle, end }

enum Dash { case solid, dashed, dotted }

/// What an annotation says: a measured value, a reference it is measured against, or a violation (red).
enum Tone: String {
    case note, guide, bad

    /// Named for the tone: `zm-note`, `zm-fixed-note` (a violation is `zm-bad` on any backdrop).
    var pageClass: String { "zm-" + rawValue }
    var fixedClass: String { (self == .bad ? "zm-bad " : "") + "zm-fixed-" + rawValue }
    var pageTextClass: String { self == .bad ? "zm-bad-text" : "zm-note-text" }
    var fixedTextClass: String { self == .bad ? "zm-bad-text zm-fixed-text" : "zm-fixed-text" }
}

/// What lies under an annotation: the page (the stylesheet colours it), or a colour of the drawing.
enum Backdrop {
    case page
    case fixed(String)

    static func fixed(_ colour: Color) -> Backdrop { .fixed(colour.description) }
}

/// Annotation colours on a fixed backdrop: of each tone's dark and light ink, the one of more contrast.
enum Palette {
    static let black = "#000000", white = "#FFFFFF"

    static func ink(_ tone: Tone, on backdrop: String) -> String {
        let (dark, light) = switch tone { case .note: ("#1D1D1F", "#F2F2F7"); case .guide: ("#48484A", "#C7C7CC"); case .bad: ("#A4161C", "#FF6961") }
        let ink = contrast(dark, backdrop) >= contrast(light, backdrop) ? dark : light
        // On a mid-tone backdrop (a blue surface) neither may be enough; black or white always is.
        if contrast(ink, backdrop) >= 4.5 { return ink }
        return contrast(black, backdrop) >= contrast(white, backdrop) ? black : white
    }

    static func halo(for ink: String) -> String { (Color(ink)?.luminance ?? 0) > 0.18 ? black : white }

    /// Colours that do not parse count as black.
    static func contrast(_ a: String, _ b: String) -> Double { (Color(a) ?? .black).contrast(with: Color(b) ?? .black) }
}
