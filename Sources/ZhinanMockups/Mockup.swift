import ZhinanRules

/// SVG mockups drawn from the same component values the rules judged, so the picture always shows
/// what was checked. Annotations show what a rule measures (dashed clear-space boxes, dimension lines,
/// margins, concentric radii); what a violation concerns is drawn in red. The pictures are neutral
/// stand-ins, labelled as mockups: no Apple artwork or logo outlines.
public enum Mockup {
    /// An SVG for the component, or nil for components that have nothing to draw (flows, texts).
    /// - Parameters:
    ///   - id: unique on the page; used for the title's id.
    ///   - violations: what the rules found, so the picture marks it.
    public static func svg(for component: Component, violations: [Violation], language: RuleLanguage, id: String) -> String? {
        let broken = Set(violations.map(\.ruleID))
        var canvas: Canvas?
        switch component {
        case .applePayButton(let button): canvas = ApplePayMockups.button(button, broken, language)
        case .applePayMark(let mark): canvas = ApplePayMockups.mark(mark, broken, language)
        case .checkoutLayout(let layout): canvas = ApplePayMockups.layout(layout, broken, language)
        case .arGlyph(let glyph): canvas = ARMockups.glyph(glyph, broken, language)
        case .arBadge(let badge): canvas = ARMockups.badge(badge, broken, language)
        case .arCatalog(let catalog): canvas = ARMockups.catalog(catalog, broken, language)
        case .liveActivity(let activity): canvas = LiveActivityMockups.lockScreen(activity, broken, language)
        case .dynamicIsland(let island): canvas = LiveActivityMockups.island(island, broken, language)
        default: canvas = nil
        }
        guard let canvas else { return nil }
        return canvas.document(id: id, title: title(for: component, violations: violations, language: language), language: language)
    }

    /// Whether the component is one that has a picture.
    public static func canDraw(_ component: Component) -> Bool {
        switch component {
        case .applePayButton, .applePayMark, .checkoutLayout, .arGlyph, .arBadge, .arCatalog, .liveActivity, .dynamicIsland: true
        default: false
        }
    }

    static func title(for component: Component, violations: [Violation], language: RuleLanguage) -> String {
        let name = Words.componentName(component.kind)[language]
        let verdict = violations.isEmpty ? Words.passes[language] : violations.map { $0.message[language] }.joined(separator: "; ")
        let colon = language == .en ? ": " : "："
        return "\(Words.mockup[language])\(colon)\(name) — \(verdict)"
    }
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

    static func componentName(_ kind: ComponentKind) -> Localized {
        switch kind {
        case .applePayButton: Localized("Apple Pay 按钮", "Apple Pay 按鈕", "Apple Pay button")
        case .applePayMark: Localized("Apple Pay 标记", "Apple Pay 標記", "Apple Pay mark")
        case .checkoutLayout: Localized("结账页面布局", "結帳頁面佈局", "checkout layout")
        case .arGlyph: Localized("AR 字符", "AR 字符", "AR glyph")
        case .arBadge: Localized("AR 标志", "AR 標誌", "AR badge")
        case .arCatalog: Localized("带 AR 标志的产品目录", "帶 AR 標誌的產品目錄", "catalogue with AR badges")
        case .liveActivity: Localized("锁定屏幕上的 Live Activity", "鎖定畫面上的 Live Activity", "Live Activity on the Lock Screen")
        case .dynamicIslandCompact: Localized("Dynamic Island 紧凑视图", "Dynamic Island 緊湊視圖", "Dynamic Island, compact")
        case .dynamicIslandMinimal: Localized("Dynamic Island 最小视图", "Dynamic Island 最小視圖", "Dynamic Island, minimal")
        case .dynamicIslandExpanded: Localized("Dynamic Island 扩展视图", "Dynamic Island 擴展視圖", "Dynamic Island, expanded")
        default: Localized(kind.rawValue, kind.rawValue, kind.rawValue)
        }
    }
}
