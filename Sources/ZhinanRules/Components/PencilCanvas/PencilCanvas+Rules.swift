/// The rules of PencilCanvas: pencil and fingers alike, strokes, either hand, tool picker and undo.
extension PencilCanvas {
    package static let rules: [Rule] = [
        Rules.pencilAndFinger, Rules.respondOnContact, Rules.expressiveStrokes, Rules.localEffect, Rules.eitherHand,
        Rules.inkOverContent, Rules.toolPickerInsets, Rules.compactUndo,
    ]

    package enum Rules {
        package static let pencilAndFinger = rule(
            id: "apple-pencil.input.switch-pencil-and-finger", severity: .warning,  // “应当”: should
            source: "如果应用支持 Apple Pencil 进行标注,那么应用的控件也同样应当支持 Apple Pencil 。"
        ) { c in when(!c.controlsAcceptPencil, Message(".controls")) + when(!c.fingerDrawing, Message(".finger")) }

        package static let respondOnContact = rule(
            id: "apple-pencil.input.respond-on-contact", severity: .error,
            source: "在使用 Apple Pencil 之前,无需要求用户点击按钮或进入特殊模式。", broken: { c in c.requiresModeBeforeDrawing }, Message(".mode-first"))

        package static let expressiveStrokes = rule(
            id: "apple-pencil.input.expressive-strokes", severity: .warning,  // “应当”: should
            source: "应用应当使用这些感知信息来体现 Apple Pencil 笔画的粗细和强度。", broken: { c in c.strokeRespondsTo.isEmpty }, Message(".flat"))

        package static let localEffect = rule(
            id: "apple-pencil.input.visual-feedback", severity: .warning,  // “不应该”: should not
            source: "它不应该出现看似互不相关的操作,也不应该影响屏幕其他部分的内容。", broken: { c in c.affectsOtherContent }, Message(".elsewhere"))

        package static let eitherHand = rule(
            id: "apple-pencil.input.left-and-right-handed", severity: .warning,  // “避免”, “考虑”: avoid, consider
            source: "避免将控件放置在可能被另一只手遮挡的地方。"
        ) { c in
            when((c.controlsEdge == .leading || c.controlsEdge == .trailing) && !c.controlsMovable, Message(".side", ["edge": .message(Message("apple-pencil.edge.\(c.controlsEdge.rawValue)"))]))
        }

        package static let inkOverContent = rule(
            id: "apple-pencil.drawing.draw-on-existing-content", severity: .warning,  // “可能需要”: may need to
            source: "然而,当用户在已有内容(例如 PDF 或照片)上绘制时,可能需要防止颜色的动态调整,以便标记能够保持清晰可见。", broken: { c in c.drawsOverContent && c.inkAdaptsToDarkMode }, Message(".adapts"))

        package static let toolPickerInsets = rule(
            id: "apple-pencil.drawing.tool-picker-not-obscuring", severity: .error,  // the lead: “请确保” (make sure)
            source: "当应用运行在一个紧凑的界面环境中,请确保工具拾取器不会遮挡内容", broken: { c in c.environment == .compact && !c.contentInsetForToolPicker }, Message(".covered"))

        package static let compactUndo = rule(
            id: "apple-pencil.drawing.compact-undo-redo", severity: .warning,  // “请考虑”: consider
            source: "当应用运行在一个紧凑的界面环境中时,请考虑是否显示自定义的撤销和重做按钮", broken: { c in c.environment == .compact && !c.undoRedo.contains(.buttons) && !c.undoRedo.contains(.threeFingerGestures) }, Message(".none"))
    }
}
