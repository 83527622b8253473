/// One kind of component, in `Components/<Name>/` and listed in `ComponentRegistry`; its rules are
/// constants of its `Rules` enum, by which mockups and tests name them.
package protocol ComponentSpec: Sendable {
    static var kind: ComponentKind { get }
    init(_ spec: SpecReader)
    static var rules: [Rule] { get }
}

/// The name of a kind of component, as specs write it (`apple-pay-button`).
public struct ComponentKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }

    package static let allCases: [ComponentKind] = ComponentRegistry.types.map { $0.kind }

    public var description: String { rawValue }
}
