import ZhinanRules

/// A small SVG writer: escaped text, numbers without noise, and the few shapes mockups need.
/// Output is deterministic (same values, same bytes) and well-formed XML.
struct SVG {
    private(set) var body = ""

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    static func n(_ value: Double) -> String { Format.number(value) }

    /// `class` attributes: `zm-note` (annotation, in the text colour), `zm-bad` (a violation, red),
    /// `zm-good` (a measured value that passes), `zm-dash` (dashed guide).
    mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, rx: Double = 0, fill: String = "none",
                       stroke: String? = nil, strokeWidth: Double = 1, cls: String? = nil, opacity: Double? = nil) {
        var a = "<rect x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" width=\"\(Self.n(max(w, 0)))\" height=\"\(Self.n(max(h, 0)))\""
        if rx > 0 { a += " rx=\"\(Self.n(rx))\"" }
        a += " fill=\"\(fill)\""
        if let stroke { a += " stroke=\"\(stroke)\" stroke-width=\"\(Self.n(strokeWidth))\"" }
        if let cls { a += " class=\"\(cls)\"" }
        if let opacity { a += " opacity=\"\(Self.n(opacity))\"" }
        body += a + "/>\n"
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, cls: String = "zm-note") {
        body += "<line x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\" class=\"\(cls)\"/>\n"
    }

    mutating func path(_ d: String, fill: String = "none", stroke: String? = nil, strokeWidth: Double = 1, cls: String? = nil) {
        var a = "<path d=\"\(d)\" fill=\"\(fill)\""
        if let stroke { a += " stroke=\"\(stroke)\" stroke-width=\"\(Self.n(strokeWidth))\"" }
        if let cls { a += " class=\"\(cls)\"" }
        body += a + "/>\n"
    }

    /// Text; `fit` squeezes it into a width, as a label squeezed into a narrow button would be.
    mutating func text(_ x: Double, _ y: Double, _ content: String, size: Double, anchor: String = "start",
                       fill: String? = nil, cls: String? = nil, weight: String? = nil, fit: Double? = nil) {
        var a = "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-size=\"\(Self.n(size))\" text-anchor=\"\(anchor)\""
        if let fill { a += " fill=\"\(fill)\"" }
        if let cls { a += " class=\"\(cls)\"" }
        if let weight { a += " font-weight=\"\(weight)\"" }
        if let fit, Self.estimatedWidth(content, size: size) > fit {
            a += " textLength=\"\(Self.n(max(fit, 1)))\" lengthAdjust=\"spacingAndGlyphs\""
        }
        body += a + ">\(Self.escape(content))</text>\n"
    }

    /// A rough width for a line of text: CJK characters are square, Latin ones about half as wide.
    static func estimatedWidth(_ text: String, size: Double) -> Double {
        text.reduce(0) { $0 + ($1.isASCII ? 0.56 : 1.0) } * size
    }

    /// A horizontal dimension line with end ticks and its label centred above or below.
    mutating func dimension(from x1: Double, to x2: Double, at y: Double, label: String, bad: Bool, below: Bool = true) {
        let cls = bad ? "zm-bad" : "zm-note"
        line(x1, y, x2, y, cls: cls)
        line(x1, y - 4, x1, y + 4, cls: cls)
        line(x2, y - 4, x2, y + 4, cls: cls)
        text((x1 + x2) / 2, below ? y + 14 : y - 6, label, size: 11, anchor: "middle", cls: bad ? "zm-bad-text" : "zm-note-text")
    }

    /// A vertical dimension line.
    mutating func verticalDimension(from y1: Double, to y2: Double, at x: Double, label: String, bad: Bool) {
        let cls = bad ? "zm-bad" : "zm-note"
        line(x, y1, x, y2, cls: cls)
        line(x - 4, y1, x + 4, y1, cls: cls)
        line(x - 4, y2, x + 4, y2, cls: cls)
        text(x + 7, (y1 + y2) / 2 + 4, label, size: 11, cls: bad ? "zm-bad-text" : "zm-note-text")
    }
}
