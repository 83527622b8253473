/// The rules of PencilDoubleTap: double-tap follows the system setting and never changes content.
extension PencilDoubleTap {
    package static let rules: [Rule] = [Rules.respectSystemSetting, Rules.customOptIn, Rules.neverModifyContent]

    package enum Rules {
        package static let respectSystemSetting = rule(
            id: "apple-pencil.double-tap.respect-system-setting", guidelines: ["apple-pencil.input.double-tap-system-setting"], severity: .error,
            source: "如果你的应用支持双击手势,请遵循双击(切换操作对象)的系统设定,不要让用户为同样的交互行为学习新的手势操作。", broken: { d in !d.followsSystemSetting && !d.hasCustomAction }, Message(".double-tap-ignores-action"))

        package static let customOptIn = rule(
            id: "apple-pencil.double-tap.custom-opt-in", guidelines: ["apple-pencil.input.double-tap-custom-opt-in"], severity: .error,
            source: "在这种情况下,应确保用户能轻易发现应用的自定义双击功能,但默认情况下不要启用它们。", broken: { d in d.hasCustomAction && d.customEnabledByDefault }, Message(".custom-double-tap-by"))

        package static let neverModifyContent = rule(
            id: "apple-pencil.double-tap.never-modify-content", guidelines: ["apple-pencil.input.double-tap-never-modify-content"], severity: .error,
            source: "不要使用双击手势来执行修改内容的操作", broken: { d in d.modifiesContent }, Message(".double-tap-modifies-content"))
    }
}
