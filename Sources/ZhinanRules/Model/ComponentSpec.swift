/// One kind of component: its values, their decoding, its rules and its fields' documentation, in
/// its own folder `Components/<Name>/`, listed once in `ComponentRegistry`.
package protocol ComponentSpec: Sendable {
    /// What a spec writes after `component:`.
    static var kind: ComponentKind { get }
    /// Reads the fields; every problem is collected in the reader, none stops it.
    init(_ spec: SpecReader)
    /// The rules that judge this kind, in the order they are reported.
    static var rules: [Rule] { get }
    /// The fields a spec of this kind may have, as the table in docs/rules.md shows them.
    static var fields: [FieldDoc] { get }
}

/// The name of a kind of component, as specs write it (`apple-pay-button`).
public struct ComponentKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }

    /// Every kind, in the registry's order.
    package static var allCases: [ComponentKind] { ComponentRegistry.kinds }

    public var description: String { rawValue }
}
