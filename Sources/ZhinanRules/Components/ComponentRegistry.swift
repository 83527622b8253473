/// Every kind of component, one line each: adding a component is its folder and one line here.
package enum ComponentRegistry {
    static let types: [any ComponentSpec.Type] = [
        ApplePayButton.self,
        ApplePayMark.self,
        ApplePayText.self,
        CheckoutLayout.self,
        CheckoutFlow.self,
        PaymentSheet.self,
        OrderConfirmation.self,
        ARGlyph.self,
        ARBadge.self,
        ARCatalog.self,
        ARSession.self,
        ARInstructions.self,
        AppClip.self,
        PencilDoubleTap.self,
        PencilCanvas.self,
        ScribbleField.self,
        LiveActivity.self,
        DynamicIslandCompact.self,
        DynamicIslandMinimal.self,
        DynamicIslandExpanded.self,
    ]

    static let byName = Dictionary(uniqueKeysWithValues: types.map { ($0.kind.rawValue, $0) })
}
