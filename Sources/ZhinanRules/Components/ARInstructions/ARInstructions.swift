/// Instruction text shown to people in an AR experience.
public struct ARInstructions: ComponentSpec, Hashable {
    public static let kind = ComponentKind("ar-instructions")

    public var text: String

    public init(_ spec: SpecReader) {
        text = spec.string("text")
    }
}
