/// The rules of ScribbleField: fields that stay still and quiet while someone writes.
extension ScribbleField {
    package static let rules: [Rule] = [
        Rules.scribbleEverywhere, Rules.noTapBeforeWriting, Rules.noAutocomplete, Rules.hidePlaceholder, Rules.fieldsStayStill,
        Rules.noScrolling, Rules.noResizing,
    ]

    package enum Rules {
        package static let scribbleEverywhere = rule(
            id: "apple-pencil.scribble.available-everywhere", severity: .error,
            source: "让用户在任何可能要输入文字的地方都能使用 Scribble", broken: { f in !f.isPassword && !f.acceptsScribble }, Message(".text-field-does-not"))

        package static let noTapBeforeWriting = rule(
            id: "apple-pencil.scribble.no-tap-before-writing", guidelines: ["apple-pencil.scribble.effortless-text-entry"], severity: .error,
            source: "如果你的应用中使用了自定义的文本区域,请不要让用户在输入之前点击或选择它。", broken: { f in f.requiresTapBeforeWriting }, Message(".people-must-tap-select"))

        package static let noAutocomplete = rule(
            id: "apple-pencil.scribble.no-autocomplete-while-writing", severity: .warning,  // “应避免”: should avoid
            source: "例如,当用户在书写时,应避免出现文本自动补全,因为自动补全会在视觉上对书写形成干扰。", broken: { f in f.autocompletesWhileWriting }, Message(".autocompletion-appears-while-people"))

        package static let hidePlaceholder = rule(
            id: "apple-pencil.scribble.hide-placeholder", guidelines: ["apple-pencil.scribble.no-autocomplete-while-writing"], severity: .error,
            source: "在用户开始书写时,将原占位符文本隐藏,这样用户录入的内容就不会与之重叠。", broken: { f in f.showsPlaceholderWhileWriting }, Message(".placeholder-stays-visible-under"))

        package static let fieldsStayStill = rule(
            id: "apple-pencil.scribble.fields-stay-still", severity: .error,
            source: "但是当用户在书写时,文本区域位置发生变化会让用户失去掌控感。", broken: { f in f.movesWhileWriting }, Message(".field-moves-while-people"))

        package static let noScrolling = rule(
            id: "apple-pencil.scribble.no-scrolling", guidelines: ["apple-pencil.scribble.fields-stay-still"],
            severity: .error,  // the lead: “请确保…内容不会滚动” (make sure the content does not scroll)
            source: "当人们在文本区域中书写和编辑时,应避免文本内容自动滚动。", broken: { f in f.scrollsWhileWriting }, Message(".content-scrolls-while-people"))

        package static let noResizing = rule(
            id: "apple-pencil.scribble.no-resize-while-writing", guidelines: ["apple-pencil.scribble.enough-space"], severity: .warning,  // “应避免”: should avoid
            source: "在用户书写过程中,则应避免调整文本区域的大小。", broken: { f in f.resizesWhileWriting }, Message(".field-resizes-while-people"))
    }
}
