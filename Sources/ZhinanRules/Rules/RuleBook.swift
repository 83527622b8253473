/// Every rule of the model, and the judgement of a component by all the rules of its kind.
public struct RuleBook: Sendable {
    package let rules: [Rule]
    private let byGuideline: [String: [Rule]]

    package init(rules: [Rule]) {
        self.rules = rules
        var index: [String: [Rule]] = [:]
        for rule in rules { for guideline in rule.guidelines { index[guideline, default: []].append(rule) } }
        byGuideline = index
    }

    /// The rules of the guidelines in the source documents, component by component in the registry's order.
    public static let standard = RuleBook(rules: ComponentRegistry.rules)

    /// The rule a spec or an example names, or nil when there is no such rule.
    package func rule(_ id: String) -> Rule? { rules.first { $0.id.rawValue == id } }

    package func rules(for kind: ComponentKind) -> [Rule] { rules.filter { $0.component == kind } }

    /// The rules that enforce a guideline, in rule order; none for a guideline no model can judge.
    package func rules(enforcing guideline: String) -> [Rule] { byGuideline[guideline] ?? [] }

    /// Every rule of the component's kind that the component breaks, in rule order.
    package func judge(_ component: Component) -> [Violation] {
        rules(for: component.kind).flatMap { rule in
            rule.check(component).map { Violation(rule: rule.id, message: $0) }
        }
    }
}

/// `32`, `31.9`: numbers as messages show them.
func n(_ value: Double) -> String { Format.number(value) }

/// A message when `broken`, none otherwise.
func when(_ broken: Bool, _ message: @autoclosure () -> Message) -> [Message] { broken ? [message()] : [] }
