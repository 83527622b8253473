import ZhinanRules

/// SVG mockups drawn from the same component values the rules judged, so the picture always shows
/// what was checked. Annotations show what a rule measures (dashed clear-space boxes, dimension lines,
/// margins, concentric radii); what a violation concerns is drawn in red. The pictures are neutral
/// stand-ins, labelled as mockups: no Apple artwork or logo outlines.
package enum Mockup {
    /// An SVG for the component, or nil for components that have nothing to draw (flows, texts).
    /// - Parameters:
    ///   - id: unique on the page; used for the title's id.
    ///   - violations: what the rules found, so the picture marks it.
    package static func svg(for component: Component, violations: [Violation], language: RuleLanguage, id: String) -> String? {
        guard let drawable = component.value as? any Drawable else { return nil }
        let canvas = drawable.canvas(marking: BrokenRules(violations), in: language)
        let title = title(type(of: drawable).pictureName, violations: violations, language: language)
        return canvas.document(id: id, title: title, language: language)
    }

    /// Whether the component is one that has a picture.
    package static func canDraw(_ component: Component) -> Bool { component.value is any Drawable }

    static func title(_ name: Localized, violations: [Violation], language: RuleLanguage) -> String {
        let verdict = violations.isEmpty ? Words.passes[language] : violations.map { $0.message[language] }.joined(separator: "; ")
        let colon = language == .en ? ": " : "："
        return "\(Words.mockup[language])\(colon)\(name[language]) — \(verdict)"
    }
}

/// A component that has a picture. Conforming is what registers a component with the mockups:
/// each drawable component has one file, `<Name>+Mockup.swift`, that makes it `Drawable`.
protocol Drawable: ComponentSpec {
    /// What the picture's title calls the component.
    static var pictureName: Localized { get }
    /// The picture, with what each broken rule concerns drawn in red.
    static func draw(_ component: Self, marking broken: BrokenRules, in language: RuleLanguage) -> Canvas
}

extension Drawable {
    /// Opens the existential: `draw` for this value's own type.
    func canvas(marking broken: BrokenRules, in language: RuleLanguage) -> Canvas {
        Self.draw(self, marking: broken, in: language)
    }
}

/// The rules a component breaks, asked by their constants (`ApplePayButton.Rules.clearSpace`),
/// so a misspelt rule is a compile error rather than a mark that never shows.
struct BrokenRules {
    private let ids: Set<RuleID>

    init(_ violations: [Violation]) { ids = Set(violations.map(\.rule)) }

    func contains(_ rule: Rule) -> Bool { ids.contains(rule.id) }
}

/// A drawing with its size; `document` wraps it as a standalone, accessible SVG.
struct Canvas {
    var width: Double
    var height: Double
    var svg: SVG
    /// How many CSS pixels a point is drawn at, so small components stay legible.
    var scale: Double

    func document(id: String, title: String, language: RuleLanguage) -> String {
        let titleID = "mockup-title-" + id
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mockup\" viewBox=\"0 0 \(SVG.n(width)) \(SVG.n(height))\""
        out += " width=\"\(SVG.n((width * scale).rounded()))\" height=\"\(SVG.n((height * scale).rounded()))\""
        out += " role=\"img\" aria-labelledby=\"\(titleID)\">\n"
        out += "<title id=\"\(titleID)\">\(SVG.escape(title))</title>\n"
        out += svg.body
        out += "<text x=\"\(SVG.n(width - 4))\" y=\"\(SVG.n(height - 4))\" font-size=\"9\" text-anchor=\"end\" class=\"zm-label\">\(SVG.escape(Words.mockup[language]))</text>\n"
        return out + "</svg>"
    }
}

/// The few words mockups write, in the three languages of the site.
enum Words {
    static let mockup = Localized("示意图", "示意圖", "Mockup")
    static let passes = Localized("通过", "通過", "passes")
}
