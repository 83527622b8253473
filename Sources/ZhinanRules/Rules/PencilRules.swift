/// Rules for Apple Pencil double-tap and for Scribble fields.
enum PencilRules {
    static let all: [Rule] = [respectSystemSetting, customOptIn, neverModifyContent, scribbleEverywhere, noTapBeforeWriting, noAutocomplete,
                              hidePlaceholder, fieldsStayStill, noScrolling, noResizing]

    static func doubleTap(_ c: Component) -> PencilDoubleTap? { if case .pencilDoubleTap(let d) = c { d } else { nil } }
    static func field(_ c: Component) -> ScribbleField? { if case .scribbleField(let f) = c { f } else { nil } }

    static let respectSystemSetting = Rule(
        id: "apple-pencil.double-tap.respect-system-setting", guidelines: ["apple-pencil.double-tap.respect-system-setting"], component: .pencilDoubleTap,
        threshold: text("双击遵循系统设定（或提供可选的自定义操作）", "雙擊遵循系統設定（或提供可選的自訂操作）", "double-tap follows the system setting (or offers an opt-in custom action)"),
        source: Figure(text("遵循系统设定", "遵循系統設定", "the system setting"), source: "如果你的应用支持双击手势,请遵循双击(切换操作对象)的系统设定,不要让用户为同样的交互行为学习新的手势操作。")
    ) { c in
        guard let d = doubleTap(c) else { return [] }
        return when(!d.followsSystemSetting && !d.hasCustomAction, text("双击没有遵循“设置”中的双击选项", "雙擊沒有遵循「設定」中的雙擊選項",
                                                                          "Double-tap ignores the action chosen in Settings"))
    }

    static let customOptIn = Rule(
        id: "apple-pencil.double-tap.custom-opt-in", guidelines: ["apple-pencil.double-tap.custom-opt-in"], component: .pencilDoubleTap,
        threshold: text("自定义双击默认关闭，由用户启用", "自訂雙擊預設關閉，由使用者啟用", "a custom double-tap is off until people turn it on"),
        source: Figure(text("默认不启用", "預設不啟用", "off by default"), source: "在这种情况下,应确保用户能轻易发现应用的自定义双击功能,但默认情况下不要启用它们。")
    ) { c in
        guard let d = doubleTap(c), d.hasCustomAction else { return [] }
        return when(d.customEnabledByDefault, text("自定义双击默认就已启用；请让用户自己启用", "自訂雙擊預設就已啟用；請讓使用者自己啟用",
                                                   "The custom double-tap is on by default; let people turn it on"))
    }

    static let neverModifyContent = Rule(
        id: "apple-pencil.double-tap.never-modify-content", guidelines: ["apple-pencil.double-tap.never-modify-content"], component: .pencilDoubleTap,
        threshold: text("双击不修改内容", "雙擊不修改內容", "double-tap never modifies content"),
        source: Figure(text("不修改内容", "不修改內容", "no content changes"), source: "不要使用双击手势来执行修改内容的操作")
    ) { c in
        guard let d = doubleTap(c) else { return [] }
        return when(d.modifiesContent, text("双击会修改内容；意外的双击可能造成数据丢失", "雙擊會修改內容；意外的雙擊可能造成資料遺失",
                                            "Double-tap modifies content; an accidental double-tap can lose data"))
    }

    static let scribbleEverywhere = Rule(
        id: "apple-pencil.scribble.available-everywhere", guidelines: ["apple-pencil.scribble.available-everywhere"], component: .scribbleField,
        threshold: text("除密码字段外，文本区域都接受 Scribble", "除密碼欄位外，文字區域都接受 Scribble", "every text field but a password field accepts Scribble"),
        source: Figure(text("任何地方", "任何地方", "everywhere"), source: "让用户在任何可能要输入文字的地方都能使用 Scribble")
    ) { c in
        guard let f = field(c), !f.isPassword, !f.acceptsScribble else { return [] }
        return [text("这个文本区域不接受 Scribble 手写输入", "這個文字區域不接受 Scribble 手寫輸入", "This text field does not accept Scribble")]
    }

    static let noTapBeforeWriting = Rule(
        id: "apple-pencil.scribble.no-tap-before-writing", guidelines: ["apple-pencil.scribble.effortless-text-entry"], component: .scribbleField,
        threshold: text("无需先点击或选择即可书写", "無需先點擊或選擇即可書寫", "people can write without tapping or selecting first"),
        source: Figure(text("不需要先点击", "不需要先點擊", "no tap first"), source: "如果你的应用中使用了自定义的文本区域,请不要让用户在输入之前点击或选择它。")
    ) { c in
        guard let f = field(c) else { return [] }
        return when(f.requiresTapBeforeWriting, text("要先点击或选择文本区域才能书写", "要先點擊或選擇文字區域才能書寫", "People must tap or select the field before writing"))
    }

    static let noAutocomplete = Rule(
        id: "apple-pencil.scribble.no-autocomplete-while-writing", guidelines: ["apple-pencil.scribble.no-autocomplete-while-writing"], component: .scribbleField,
        threshold: text("书写时不显示自动补全", "書寫時不顯示自動補全", "no autocompletion while writing"),
        source: Figure(text("避免自动补全", "避免自動補全", "no autocompletion"), source: "例如,当用户在书写时,应避免出现文本自动补全,因为自动补全会在视觉上对书写形成干扰。")
    ) { c in
        guard let f = field(c) else { return [] }
        return when(f.autocompletesWhileWriting, text("书写时出现了自动补全", "書寫時出現了自動補全", "Autocompletion appears while people write"))
    }

    static let hidePlaceholder = Rule(
        id: "apple-pencil.scribble.hide-placeholder", guidelines: ["apple-pencil.scribble.no-autocomplete-while-writing"], component: .scribbleField,
        threshold: text("开始书写时隐藏占位符文本", "開始書寫時隱藏佔位符文字", "the placeholder hides when writing starts"),
        source: Figure(text("隐藏占位符", "隱藏佔位符", "hide the placeholder"), source: "在用户开始书写时,将原占位符文本隐藏,这样用户录入的内容就不会与之重叠。")
    ) { c in
        guard let f = field(c) else { return [] }
        return when(f.showsPlaceholderWhileWriting, text("书写时占位符文本仍然显示，与手写内容重叠", "書寫時佔位符文字仍然顯示，與手寫內容重疊",
                                                         "The placeholder stays visible under the handwriting"))
    }

    static let fieldsStayStill = Rule(
        id: "apple-pencil.scribble.fields-stay-still", guidelines: ["apple-pencil.scribble.fields-stay-still"], component: .scribbleField,
        threshold: text("书写时文本区域位置固定", "書寫時文字區域位置固定", "the field does not move while people write"),
        source: Figure(text("位置固定", "位置固定", "stays in place"), source: "但是当用户在书写时,文本区域位置发生变化会让用户失去掌控感。")
    ) { c in
        guard let f = field(c) else { return [] }
        return when(f.movesWhileWriting, text("书写时文本区域移动了；请等用户暂停书写再移动", "書寫時文字區域移動了；請等使用者暫停書寫再移動",
                                              "The field moves while people write; move it only when they pause"))
    }

    static let noScrolling = Rule(
        id: "apple-pencil.scribble.no-scrolling", guidelines: ["apple-pencil.scribble.fields-stay-still"], component: .scribbleField,
        threshold: text("书写时内容不自动滚动", "書寫時內容不自動捲動", "the content does not scroll while people write"),
        source: Figure(text("不自动滚动", "不自動捲動", "no automatic scrolling"), source: "当人们在文本区域中书写和编辑时,应避免文本内容自动滚动。")
    ) { c in
        guard let f = field(c) else { return [] }
        return when(f.scrollsWhileWriting, text("书写时内容自动滚动", "書寫時內容自動捲動", "The content scrolls while people write"))
    }

    static let noResizing = Rule(
        id: "apple-pencil.scribble.no-resize-while-writing", guidelines: ["apple-pencil.scribble.enough-space"], component: .scribbleField,
        threshold: text("书写过程中不调整文本区域大小", "書寫過程中不調整文字區域大小", "the field is not resized while people write"),
        source: Figure(text("书写中不调整大小", "書寫中不調整大小", "no resizing while writing"), source: "在用户书写过程中,则应避免调整文本区域的大小。")
    ) { c in
        guard let f = field(c) else { return [] }
        return when(f.resizesWhileWriting, text("书写过程中文本区域大小改变了；请在开始前或暂停时放大", "書寫過程中文字區域大小改變了；請在開始前或暫停時放大",
                                                "The field resizes while people write; enlarge it before they start or when they pause"))
    }
}
