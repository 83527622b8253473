/// The rules of ScribbleField: fields that stay still and quiet while someone writes.
extension ScribbleField {
    package static let rules: [Rule] = [
        Rules.scribbleEverywhere, Rules.noTapBeforeWriting, Rules.noAutocomplete, Rules.hidePlaceholder, Rules.fieldsStayStill,
        Rules.noScrolling, Rules.noResizing,
    ]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let scribbleEverywhere = Rule(
            id: "apple-pencil.scribble.available-everywhere", guidelines: ["apple-pencil.scribble.available-everywhere"], component: ScribbleField.self,
            threshold: text("除密码字段外，文本区域都接受 Scribble", "除密碼欄位外，文字區域都接受 Scribble", "every text field but a password field accepts Scribble"),
            severity: .error,
            source: Figure(text("任何地方", "任何地方", "everywhere"), source: "让用户在任何可能要输入文字的地方都能使用 Scribble")
        ) { f in
            guard !f.isPassword, !f.acceptsScribble else { return [] }
            return [text("这个文本区域不接受 Scribble 手写输入", "這個文字區域不接受 Scribble 手寫輸入", "This text field does not accept Scribble")]
        }

        package static let noTapBeforeWriting = Rule(
            id: "apple-pencil.scribble.no-tap-before-writing", guidelines: ["apple-pencil.scribble.effortless-text-entry"], component: ScribbleField.self,
            threshold: text("无需先点击或选择即可书写", "無需先點擊或選擇即可書寫", "people can write without tapping or selecting first"),
            severity: .error,
            source: Figure(text("不需要先点击", "不需要先點擊", "no tap first"), source: "如果你的应用中使用了自定义的文本区域,请不要让用户在输入之前点击或选择它。")
        ) { f in
            when(f.requiresTapBeforeWriting, text("要先点击或选择文本区域才能书写", "要先點擊或選擇文字區域才能書寫", "People must tap or select the field before writing"))
        }

        package static let noAutocomplete = Rule(
            id: "apple-pencil.scribble.no-autocomplete-while-writing", guidelines: ["apple-pencil.scribble.no-autocomplete-while-writing"], component: ScribbleField.self,
            threshold: text("书写时不显示自动补全", "書寫時不顯示自動補全", "no autocompletion while writing"),
            severity: .warning,  // “应避免”: should avoid
            source: Figure(text("避免自动补全", "避免自動補全", "no autocompletion"), source: "例如,当用户在书写时,应避免出现文本自动补全,因为自动补全会在视觉上对书写形成干扰。")
        ) { f in
            when(f.autocompletesWhileWriting, text("书写时出现了自动补全", "書寫時出現了自動補全", "Autocompletion appears while people write"))
        }

        package static let hidePlaceholder = Rule(
            id: "apple-pencil.scribble.hide-placeholder", guidelines: ["apple-pencil.scribble.no-autocomplete-while-writing"], component: ScribbleField.self,
            threshold: text("开始书写时隐藏占位符文本", "開始書寫時隱藏佔位符文字", "the placeholder hides when writing starts"),
            severity: .error,
            source: Figure(text("隐藏占位符", "隱藏佔位符", "hide the placeholder"), source: "在用户开始书写时,将原占位符文本隐藏,这样用户录入的内容就不会与之重叠。")
        ) { f in
            when(f.showsPlaceholderWhileWriting, text("书写时占位符文本仍然显示，与手写内容重叠", "書寫時佔位符文字仍然顯示，與手寫內容重疊",
                                                             "The placeholder stays visible under the handwriting"))
        }

        package static let fieldsStayStill = Rule(
            id: "apple-pencil.scribble.fields-stay-still", guidelines: ["apple-pencil.scribble.fields-stay-still"], component: ScribbleField.self,
            threshold: text("书写时文本区域位置固定", "書寫時文字區域位置固定", "the field does not move while people write"),
            severity: .error,
            source: Figure(text("位置固定", "位置固定", "stays in place"), source: "但是当用户在书写时,文本区域位置发生变化会让用户失去掌控感。")
        ) { f in
            when(f.movesWhileWriting, text("书写时文本区域移动了；请等用户暂停书写再移动", "書寫時文字區域移動了；請等使用者暫停書寫再移動",
                                                  "The field moves while people write; move it only when they pause"))
        }

        package static let noScrolling = Rule(
            id: "apple-pencil.scribble.no-scrolling", guidelines: ["apple-pencil.scribble.fields-stay-still"], component: ScribbleField.self,
            threshold: text("书写时内容不自动滚动", "書寫時內容不自動捲動", "the content does not scroll while people write"),
            severity: .error,  // the lead: “请确保…内容不会滚动” (make sure the content does not scroll)
            source: Figure(text("不自动滚动", "不自動捲動", "no automatic scrolling"), source: "当人们在文本区域中书写和编辑时,应避免文本内容自动滚动。")
        ) { f in
            when(f.scrollsWhileWriting, text("书写时内容自动滚动", "書寫時內容自動捲動", "The content scrolls while people write"))
        }

        package static let noResizing = Rule(
            id: "apple-pencil.scribble.no-resize-while-writing", guidelines: ["apple-pencil.scribble.enough-space"], component: ScribbleField.self,
            threshold: text("书写过程中不调整文本区域大小", "書寫過程中不調整文字區域大小", "the field is not resized while people write"),
            severity: .warning,  // “应避免”: should avoid
            source: Figure(text("书写中不调整大小", "書寫中不調整大小", "no resizing while writing"), source: "在用户书写过程中,则应避免调整文本区域的大小。")
        ) { f in
            when(f.resizesWhileWriting, text("书写过程中文本区域大小改变了；请在开始前或暂停时放大", "書寫過程中文字區域大小改變了；請在開始前或暫停時放大",
                                                    "The field resizes while people write; enlarge it before they start or when they pause"))
        }
    }
}
