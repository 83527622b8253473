/// A decoded component of any kind: the values the rules judge and the mockups draw.
public struct Component: Sendable {
    package let value: any ComponentSpec

    package init(_ value: some ComponentSpec) { self.value = value }

    package var kind: ComponentKind { type(of: value).kind }

    /// Decodes one spec (`component:` names the kind), throwing every problem at once.
    package static func decode(_ spec: SpecValue) throws(SpecErrors) -> Component {
        let known = ComponentKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = spec["component"] else {
            throw SpecErrors(errors: [SpecError("missing field 'component' (one of: \(known))", at: spec.location)])
        }
        guard case .string(let text) = name.kind, let type = ComponentRegistry.byName[text] else {
            let hint = DidYouMean.hint(for: name.kindText, among: ComponentRegistry.byName.keys)
            throw SpecErrors(errors: [SpecError("unknown component '\(name.kindText)'" + (hint.isEmpty ? "; known components: \(known)" : hint), at: name.location)])
        }
        let reader = SpecReader(spec)
        let component = Component(type.init(reader))
        reader.finish()
        if !reader.errors.isEmpty { throw SpecErrors(errors: reader.errors) }
        return component
    }
}

/// Every problem of one spec.
package struct SpecErrors: Error, Sendable { package var errors: [SpecError] }

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
