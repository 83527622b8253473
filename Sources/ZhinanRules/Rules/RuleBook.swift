/// Every rule of the model, and the judgement of a component by all the rules of its kind.
public struct RuleBook: Sendable {
    package let rules: [Rule]
    private let byGuideline: [String: [Rule]]

    package init(rules: [Rule]) {
        self.rules = rules
        byGuideline = Dictionary(grouping: rules.flatMap { rule in rule.guidelines.map { ($0, rule) } }, by: \.0).mapValues { $0.map(\.1) }
    }

    /// The rules of the guidelines in the source documents, component by component in the registry's order.
    public static let standard = RuleBook(rules: ComponentRegistry.types.flatMap { $0.rules })

    package func rule(_ id: String) -> Rule? { rules.first { $0.id.rawValue == id } }

    package func rules(enforcing guideline: String) -> [Rule] { byGuideline[guideline] ?? [] }

    /// What the edition's rules of the component's kind find, in rule order (said with `Rule.say`).
    package func judge(_ component: Component, in edition: Edition) -> [Violation] {
        rules.filter { $0.component == component.kind && $0.applies(in: edition) }.flatMap { rule in
            rule.check(component, edition).map { Violation(rule: rule.id, message: rule.say($0, in: edition), edition: edition) }
        }
    }

    package func rules(in edition: Edition) -> [Rule] { rules.filter { $0.applies(in: edition) } }
}

/// A message when `broken`, none otherwise.
func when(_ broken: Bool, _ message: @autoclosure () -> Message) -> [Message] { broken ? [message()] : [] }

/// A mark's or a button's clear space against the tenth of its height that it needs, said by the message `key`.
func clearSpaceProblems(_ key: String, _ clearSpace: Double, height: Double) -> [Message] {
    let needed = height / 10  // not * 0.1: 24 * 0.1 is 2.4000000000000004
    return when(clearSpace < needed, Message(key, ["clear-space": .number(clearSpace), "height": .number(height), "needed": .number(needed)]))
}
