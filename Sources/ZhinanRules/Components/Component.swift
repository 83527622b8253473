/// Every kind of component the guidelines speak of. The spelling is what a spec writes after
/// `component:`.
public enum ComponentKind: String, CaseIterable, Sendable, Hashable {
    case applePayButton = "apple-pay-button"
    case applePayMark = "apple-pay-mark"
    case applePayText = "apple-pay-text"
    case checkoutLayout = "checkout-layout"
    case checkoutFlow = "checkout-flow"
    case paymentSheet = "payment-sheet"
    case orderConfirmation = "order-confirmation"
    case arGlyph = "ar-glyph"
    case arBadge = "ar-badge"
    case arCatalog = "ar-catalog"
    case arSession = "ar-session"
    case arInstructions = "ar-instructions"
    case appClip = "app-clip"
    case pencilDoubleTap = "pencil-double-tap"
    case scribbleField = "scribble-field"
    case liveActivity = "live-activity"
    case dynamicIslandCompact = "dynamic-island-compact"
    case dynamicIslandMinimal = "dynamic-island-minimal"
    case dynamicIslandExpanded = "dynamic-island-expanded"
}

/// A decoded component: the values the rules judge and the mockups draw.
public enum Component: Sendable, Hashable {
    case applePayButton(ApplePayButton)
    case applePayMark(ApplePayMark)
    case applePayText(ApplePayText)
    case checkoutLayout(CheckoutLayout)
    case checkoutFlow(CheckoutFlow)
    case paymentSheet(PaymentSheet)
    case orderConfirmation(OrderConfirmation)
    case arGlyph(ARGlyph)
    case arBadge(ARBadge)
    case arCatalog(ARCatalog)
    case arSession(ARSession)
    case arInstructions(ARInstructions)
    case appClip(AppClip)
    case pencilDoubleTap(PencilDoubleTap)
    case scribbleField(ScribbleField)
    case liveActivity(LiveActivity)
    case dynamicIsland(DynamicIsland)

    public var kind: ComponentKind {
        switch self {
        case .applePayButton: .applePayButton
        case .applePayMark: .applePayMark
        case .applePayText: .applePayText
        case .checkoutLayout: .checkoutLayout
        case .checkoutFlow: .checkoutFlow
        case .paymentSheet: .paymentSheet
        case .orderConfirmation: .orderConfirmation
        case .arGlyph: .arGlyph
        case .arBadge: .arBadge
        case .arCatalog: .arCatalog
        case .arSession: .arSession
        case .arInstructions: .arInstructions
        case .appClip: .appClip
        case .pencilDoubleTap: .pencilDoubleTap
        case .scribbleField: .scribbleField
        case .liveActivity: .liveActivity
        case .dynamicIsland(let island):
            switch island.presentation {
            case .compact: .dynamicIslandCompact
            case .minimal: .dynamicIslandMinimal
            case .expanded: .dynamicIslandExpanded
            }
        }
    }

    /// Decodes one spec: `component:` names the kind, the other fields its properties.
    /// Throws every problem of the spec at once.
    public static func decode(_ spec: SpecValue) throws(SpecErrors) -> Component {
        guard let name = spec["component"] else {
            throw SpecErrors([SpecError("missing field 'component' (one of: \(ComponentKind.allCases.map(\.rawValue).joined(separator: ", ")))",
                                        at: spec.location)])
        }
        guard case .string(let text) = name.kind, let kind = ComponentKind(rawValue: text) else {
            throw SpecErrors([SpecError("unknown component '\(name.kindText)'; known components: \(ComponentKind.allCases.map(\.rawValue).joined(separator: ", "))",
                                        at: name.location)])
        }
        let reader = SpecReader(spec)
        let component: Component = switch kind {
        case .applePayButton: .applePayButton(ApplePayButton(reader))
        case .applePayMark: .applePayMark(ApplePayMark(reader))
        case .applePayText: .applePayText(ApplePayText(reader))
        case .checkoutLayout: .checkoutLayout(CheckoutLayout(reader))
        case .checkoutFlow: .checkoutFlow(CheckoutFlow(reader))
        case .paymentSheet: .paymentSheet(PaymentSheet(reader))
        case .orderConfirmation: .orderConfirmation(OrderConfirmation(reader))
        case .arGlyph: .arGlyph(ARGlyph(reader))
        case .arBadge: .arBadge(ARBadge(reader))
        case .arCatalog: .arCatalog(ARCatalog(reader))
        case .arSession: .arSession(ARSession(reader))
        case .arInstructions: .arInstructions(ARInstructions(reader))
        case .appClip: .appClip(AppClip(reader))
        case .pencilDoubleTap: .pencilDoubleTap(PencilDoubleTap(reader))
        case .scribbleField: .scribbleField(ScribbleField(reader))
        case .liveActivity: .liveActivity(LiveActivity(reader))
        case .dynamicIslandCompact: .dynamicIsland(DynamicIsland(reader, presentation: .compact))
        case .dynamicIslandMinimal: .dynamicIsland(DynamicIsland(reader, presentation: .minimal))
        case .dynamicIslandExpanded: .dynamicIsland(DynamicIsland(reader, presentation: .expanded))
        }
        reader.finish()
        if !reader.errors.isEmpty { throw SpecErrors(reader.errors) }
        return component
    }
}

/// Every problem of one spec.
public struct SpecErrors: Error, Sendable {
    public var errors: [SpecError]
    public init(_ errors: [SpecError]) { self.errors = errors }
}

extension SpecValue {
    var kindText: String {
        switch kind {
        case .string(let s): s
        case .number(let n): Format.number(n)
        case .bool(let b): String(b)
        default: typeName
        }
    }
}
