import ZhinanRules

/// SVG mockups of the values the rules judged, what a violation concerns in red (no Apple artwork).
package enum Mockup {
    /// An SVG for the component (nil for flows and texts); `id` is unique on the page.
    /// `framed`: as wide as every example's picture (`Canvas.framePixels`), else as wide as the drawing.
    /// `guideline`: the one the picture is shown for, where a component has more to show than one picture holds.
    package static func svg(for component: Component, violations: [Violation], language: Voice, id: String, framed: Bool = true,
                            guideline: String? = nil) -> String? {
        drawing(for: component, violations: violations, language: language, guideline: guideline)?.svg(id: id, framed: framed)
    }

    /// The component's picture, titled, before it is given an id: a page may show one drawing in several places (`Drawing.svg`).
    /// `violations` nil: unmarked, and titled without a verdict (a drill asks the reader for it).
    package static func drawing(for component: Component, violations: [Violation]?, language: Voice, guideline: String? = nil) -> Drawing? {
        guard let drawable = component.value as? any Drawable else { return nil }
        let name = Message.Argument.message(type(of: drawable).pictureName)
        let verdict = violations.map { $0.isEmpty ? Message("mockup.passes") : Message("mockup.verdict-list", ["problems": .list($0.map(\.message), separator: "mockup.verdict-separator")]) }
        let title = language(verdict.map { Message("mockup.title", ["name": name, "verdict": .message($0)]) } ?? Message("mockup.title-unjudged", ["name": name]))
        return Drawing(title: title, picture: drawable.picture(marking: BrokenRules(violations ?? [], guideline: guideline), in: language))
    }

    /// A picture drawn and titled; `svg` gives it an id.
    package struct Drawing: Sendable, Hashable {
        fileprivate let title: String
        fileprivate let picture: SVG

        package func svg(id: String, framed: Bool = true) -> String { picture.document(id: id, title: title, framed: framed) }
    }

    package static func canDraw(_ component: Component) -> Bool { component.value is any Drawable }
}

/// A component that has a picture: its file `<Name>+Mockup.swift` makes it `Drawable`.
protocol Drawable: ComponentSpec {
    static var pictureName: Message { get }
    static func draw(_ component: Self, marking broken: BrokenRules, in language: Voice) -> SVG
}

extension Drawable {
    static var pictureName: Message { Message("mockup.\(kind.rawValue).picture-name") }

    /// Opens the existential: `draw` for this value's own type.
    func picture(marking broken: BrokenRules, in language: Voice) -> SVG { Self.draw(self, marking: broken, in: language) }
}

/// The rules a component breaks, asked by their constants (a misspelt rule does not compile), and the guideline the picture is for, if any.
struct BrokenRules {
    private let editions: [RuleID: Set<Edition>]
    private let guideline: String?

    init(_ violations: [Violation], guideline: String? = nil) {
        (editions, self.guideline) = (violations.reduce(into: [:]) { $0[$1.rule, default: []].insert($1.edition) }, guideline)
    }

    /// Whether the picture is about the rule: it enforces the guideline shown, or (shown for none) it is broken.
    func isAbout(_ rule: Rule) -> Bool { guideline.map(rule.guidelines.contains) ?? contains(rule) }

    /// Whether any of the rules is broken.
    func contains(_ rules: Rule...) -> Bool { rules.contains { editions[$0.id] != nil } }

    /// Whether the rule is broken in the edition (a picture can show the limit that edition sets).
    func contains(_ rule: Rule, in edition: Edition) -> Bool { editions[rule.id]?.contains(edition) ?? false }
}

/// Mockups that are compared share a scale (CSS pixels per point); labels and strokes are in pixels.
package enum Family: String, CaseIterable, Sendable {
    /// Apple Pay buttons and the mark, at their size on a phone (the widest, 280 pt, fills a frame).
    case applePay = "apple-pay"
    case screen
    /// The payment sheet, at its size on a phone.
    case sheet
    case ar
    case arCatalog = "ar-catalog"
    case island
    /// StandBy: the phone on its side (852 pt), wider than a phone's column at the island's scale.
    case standby
    case pencil

    package var scale: Double {
        switch self {
        case .applePay, .sheet: 1.0
        case .screen: 0.6
        case .ar: 1.5
        case .arCatalog: 0.7
        case .island: 0.65
        case .standby: 0.32
        case .pencil: 0.75
        }
    }
}

/// The frame every picture is drawn in.
enum Canvas {
    /// Room kept free around everything drawn, in CSS pixels.
    static let margin = 6.0
    /// Every picture's width, in CSS pixels: a phone's column (a test checks none is wider).
    static let framePixels = 320.0
}

extension SVG {
    /// The drawing as a standalone, accessible SVG.
    func document(id: String, title: String, framed: Bool) -> String {
        // Every picture is as wide as its frame, its drawing centred: the stylesheet sizes all alike
        // to their column, so a point stays the same size in every picture of a family.
        let frame = framed ? Canvas.framePixels / family.scale : 0
        let width = max(frame, maxX + px(Canvas.margin)), height = maxY + px(Canvas.margin)
        let shift = ((width - maxX - px(Canvas.margin)) / 2).rounded()
        let pixels = (width: (width * family.scale).rounded(), height: (height * family.scale).rounded())
        let titleID = "mockup-title-" + id
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mockup\""
        out += " viewBox=\"0 0 \(Self.n(pixels.width / family.scale)) \(Self.n(pixels.height / family.scale))\""
        out += " width=\"\(Self.n(pixels.width))\" height=\"\(Self.n(pixels.height))\""
        out += " data-family=\"\(family.rawValue)\" data-scale=\"\(Self.n(family.scale))\""
        out += " role=\"img\" aria-labelledby=\"\(titleID)\">\n"
        out += "<title id=\"\(titleID)\">\(Self.escape(title))</title>\n"
        out += shift > 0 ? "<g transform=\"translate(\(Self.n(shift)) 0)\">\n\(body)</g>\n" : body
        return out + "</svg>"
    }
}
