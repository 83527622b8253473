import ZhinanRules

/// SVG mockups of the values the rules judged, what a violation concerns in red (no Apple artwork).
package enum Mockup {
    /// An SVG for the component (nil for flows and texts); `id` is unique on the page.
    package static func svg(for component: Component, violations: [Violation], language: Voice, id: String) -> String? {
        guard let drawable = component.value as? any Drawable else { return nil }
        let broken = BrokenRules(violations)
        let first = drawable.canvas(marking: broken, in: language)
            .document(id: id, title: title(type(of: drawable).pictureName, violations: violations, language: language), language: language)
        // A component shown in more than one place (the Lock Screen and StandBy) has a picture for each.
        let more = drawable.morePictures(marking: broken, in: language).enumerated().map { index, picture in
            picture.canvas.document(id: "\(id)-\(index + 2)", title: title(picture.name, violations: violations, language: language),
                                    language: language)
        }
        return ([first] + more).joined(separator: "\n")
    }

    package static func canDraw(_ component: Component) -> Bool { component.value is any Drawable }

    static func title(_ name: Message, violations: [Violation], language: Voice) -> String {
        let verdict = violations.isEmpty ? Words.passes : Message("mockup.verdict-list", ["problems": .list(violations.map(\.message), separator: "mockup.verdict-separator")])
        return language(Message("mockup.title", ["name": .message(name), "verdict": .message(verdict)]))
    }
}

/// A component that has a picture: its file `<Name>+Mockup.swift` makes it `Drawable`.
protocol Drawable: ComponentSpec {
    static var pictureName: Message { get }
    static func draw(_ component: Self, marking broken: BrokenRules, in language: Voice) -> Canvas
    /// Pictures after the first, for places no one picture holds at their scales (Lock Screen, StandBy).
    static func drawMore(_ component: Self, marking broken: BrokenRules, in language: Voice) -> [(name: Message, canvas: Canvas)]
}

extension Drawable {
    static func drawMore(_ component: Self, marking broken: BrokenRules, in language: Voice) -> [(name: Message, canvas: Canvas)] { [] }

    /// Opens the existential: `draw` for this value's own type.
    func canvas(marking broken: BrokenRules, in language: Voice) -> Canvas { Self.draw(self, marking: broken, in: language) }

    func morePictures(marking broken: BrokenRules, in language: Voice) -> [(name: Message, canvas: Canvas)] {
        Self.drawMore(self, marking: broken, in: language)
    }
}

/// The rules a component breaks, asked by their constants, so a misspelt rule does not compile.
struct BrokenRules {
    private let editions: [RuleID: Set<Edition>]

    init(_ violations: [Violation]) { editions = violations.reduce(into: [:]) { $0[$1.rule, default: []].insert($1.edition) } }

    func contains(_ rule: Rule) -> Bool { editions[rule.id] != nil }

    /// Whether the rule is broken in the edition (a picture can show the limit that edition sets).
    func contains(_ rule: Rule, in edition: Edition) -> Bool { editions[rule.id]?.contains(edition) ?? false }
}

/// Mockups that are compared share a scale (CSS pixels per point); labels and strokes are in pixels.
package enum Family: String, CaseIterable, Sendable {
    /// Apple Pay buttons and the mark, near their size on a phone (a 12 pt button label stays ≥ 11 px).
    case applePay = "apple-pay"
    case screen
    case ar
    case arCatalog = "ar-catalog"
    case island
    /// StandBy: the phone on its side (852 pt), wider than a phone's column at the island's scale.
    case standby
    case pencil

    package var scale: Double {
        switch self {
        case .applePay: 0.92
        case .screen: 0.6
        case .ar: 1.2
        case .arCatalog: 0.7
        case .island: 0.65
        case .standby: 0.32
        case .pencil: 0.75
        }
    }
}

/// A drawing and its family; `document` wraps it as a standalone, accessible SVG.
struct Canvas {
    var svg: SVG
    var family: Family
    /// Room kept free around everything drawn, in CSS pixels.
    static let margin = 6.0

    init(_ svg: SVG, family: Family) {
        self.svg = svg
        self.family = family
    }

    func document(id: String, title: String, language: Voice) -> String {
        var svg = self.svg
        // The stamp that says this is a mockup, under the drawing at the right.
        let stampBaseline = svg.maxY + svg.px(15)
        let stampWidth = language.everyLanguage(Words.mockup).map { SVG.estimatedWidth($0, size: svg.px(12)) }.max() ?? 0
        let right = max(svg.maxX + svg.px(Self.margin), stampWidth + svg.px(2 * Self.margin))
        svg.label(right - svg.px(Self.margin), stampBaseline, Words.mockup, language, size: 12, anchor: .end)
        let width = right, height = svg.maxY + svg.px(Self.margin)
        let pixels = (width: (width * family.scale).rounded(), height: (height * family.scale).rounded())
        let titleID = "mockup-title-" + id
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mockup\(pixels.width > Self.wide ? " zm-wide" : "")\""
        out += " viewBox=\"0 0 \(SVG.n(pixels.width / family.scale)) \(SVG.n(pixels.height / family.scale))\""
        out += " width=\"\(SVG.n(pixels.width))\" height=\"\(SVG.n(pixels.height))\""
        out += " data-family=\"\(family.rawValue)\" data-scale=\"\(SVG.n(family.scale))\""
        out += " role=\"img\" aria-labelledby=\"\(titleID)\">\n"
        out += "<title id=\"\(titleID)\">\(SVG.escape(title))</title>\n"
        out += svg.body
        out += "</svg>"
        return out
    }

    /// Wider than this (CSS pixels), a picture would not fit a phone's column (a test checks none is).
    static let wide = 300.0
}

/// The few words every mockup writes.
enum Words {
    static let mockup = Message("mockup.stamp")
    static let passes = Message("mockup.passes")
}
