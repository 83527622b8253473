import ZhinanRules

/// An executable example: a component spec attached to a guideline, with the verdict it must get.
/// Written once in `content/examples/`, shared by every language.
public struct Example: Sendable {
    public enum Expectation: Sendable, Hashable {
        /// A "do": no rule of the component is broken.
        case passes
        /// A "don't": exactly these rules are broken, and no other.
        case violates([String])
    }

    public var id: String
    public var guideline: String
    public var expectation: Expectation
    /// The component part of the spec (what a reader sees and what the rules judge).
    public var spec: SpecValue
    public var location: SourceLocation
    /// Where `expect:` is written: a mismatch is reported there, like a failing doctest.
    public var expectLocation: SourceLocation

    /// The component the spec names (`component:`), before it is decoded.
    public var componentName: String? {
        if case .string(let name)? = spec["component"]?.kind { name } else { nil }
    }

    /// Whether this example shows the rule: a "don't" that names it, or a "do" of the rule's
    /// component attached to one of the rule's guidelines.
    public func exercises(_ rule: Rule) -> Bool {
        switch expectation {
        case .violates(let ids): ids.contains(rule.id.rawValue)
        case .passes: componentName == rule.component.rawValue && rule.guidelines.contains(guideline)
        }
    }
}

/// An example after the build ran it through the rules model.
public struct ExampleResult: Sendable {
    public var example: Example
    public var component: Component?
    public var violations: [Violation]

    /// The verdict as computed: the rule ids broken, in rule order.
    public var violatedRules: [String] { violations.map(\.ruleID).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }

    public var matchesExpectation: Bool {
        guard component != nil else { return false }
        switch example.expectation {
        case .passes: return violations.isEmpty
        case .violates(let ids): return Set(ids) == Set(violatedRules)
        }
    }
}
