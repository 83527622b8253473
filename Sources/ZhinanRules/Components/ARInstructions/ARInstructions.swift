/// Instruction text shown to people in an AR experience.
package struct ARInstructions: ComponentSpec, Hashable {
    package static let kind = ComponentKind("ar-instructions")

    package var text: String

    package init(_ spec: SpecReader) {
        text = spec.string("text")
    }
}
