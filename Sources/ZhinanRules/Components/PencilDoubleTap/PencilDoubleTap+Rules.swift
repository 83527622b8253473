/// The rules of PencilDoubleTap: double-tap follows the system setting and never changes content.
extension PencilDoubleTap {
    package static let rules: [Rule] = [Rules.respectSystemSetting, Rules.customOptIn, Rules.neverModifyContent]

    /// Each rule by name: mockups and tests refer to a rule through these constants.
    package enum Rules {
        package static let respectSystemSetting = Rule(
            id: "apple-pencil.double-tap.respect-system-setting", guidelines: ["apple-pencil.input.double-tap-system-setting"], component: PencilDoubleTap.self,
            threshold: text("双击遵循系统设定（或提供可选的自定义操作）", "雙擊遵循系統設定（或提供可選的自訂操作）", "double-tap follows the system setting (or offers an opt-in custom action)"),
            severity: .error,
            source: Figure(text("遵循系统设定", "遵循系統設定", "the system setting"), source: "如果你的应用支持双击手势,请遵循双击(切换操作对象)的系统设定,不要让用户为同样的交互行为学习新的手势操作。")
        ) { d in
            when(!d.followsSystemSetting && !d.hasCustomAction, text("双击没有遵循“设置”中的双击选项", "雙擊沒有遵循「設定」中的雙擊選項",
                                                                              "Double-tap ignores the action chosen in Settings"))
        }

        package static let customOptIn = Rule(
            id: "apple-pencil.double-tap.custom-opt-in", guidelines: ["apple-pencil.input.double-tap-custom-opt-in"], component: PencilDoubleTap.self,
            threshold: text("自定义双击默认关闭，由用户启用", "自訂雙擊預設關閉，由使用者啟用", "a custom double-tap is off until people turn it on"),
            severity: .error,
            source: Figure(text("默认不启用", "預設不啟用", "off by default"), source: "在这种情况下,应确保用户能轻易发现应用的自定义双击功能,但默认情况下不要启用它们。")
        ) { d in
            guard d.hasCustomAction else { return [] }
            return when(d.customEnabledByDefault, text("自定义双击默认就已启用；请让用户自己启用", "自訂雙擊預設就已啟用；請讓使用者自己啟用",
                                                       "The custom double-tap is on by default; let people turn it on"))
        }

        package static let neverModifyContent = Rule(
            id: "apple-pencil.double-tap.never-modify-content", guidelines: ["apple-pencil.input.double-tap-never-modify-content"], component: PencilDoubleTap.self,
            threshold: text("双击不修改内容", "雙擊不修改內容", "double-tap never modifies content"),
            severity: .error,
            source: Figure(text("不修改内容", "不修改內容", "no content changes"), source: "不要使用双击手势来执行修改内容的操作")
        ) { d in
            when(d.modifiesContent, text("双击会修改内容；意外的双击可能造成数据丢失", "雙擊會修改內容；意外的雙擊可能造成資料遺失",
                                                "Double-tap modifies content; an accidental double-tap can lose data"))
        }
    }
}
