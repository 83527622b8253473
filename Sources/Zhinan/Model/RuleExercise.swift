import ZhinanRules

/// Which examples show each rule, as a table (the tests' `Example.exercises(_:in:)` is the definition).
struct RuleExercise {
    /// Per edition: the examples (by their place in the list) that name each rule id as broken.
    private var violating: [Edition: [String: [Int]]] = [:]
    /// Per edition: the "do" examples of each `component guideline`.
    private var doing: [Edition: [String: [Int]]] = [:]

    init(_ examples: [Example]) {
        for (index, example) in examples.enumerated() {
            for edition in Edition.allCases {
                switch example.expectation(in: edition) {
                case .violates(let ids):
                    for id in Set(ids) { violating[edition, default: [:]][id, default: []].append(index) }
                case .passes:
                    if let component = example.componentName {
                        doing[edition, default: [:]][Self.key(component, example.guideline), default: []].append(index)
                    }
                }
            }
        }
    }

    func hasFailing(_ rule: Rule, in edition: Edition) -> Bool { !failing(rule, in: edition).isEmpty }
    func hasPassing(_ rule: Rule, in edition: Edition) -> Bool { !passing(rule, in: edition).isEmpty }

    /// The places of the examples that show the rule in some edition, in list order.
    func exercising(_ rule: Rule) -> [Int] { Set(Edition.allCases.flatMap { failing(rule, in: $0) + passing(rule, in: $0) }).sorted() }

    private func failing(_ rule: Rule, in edition: Edition) -> [Int] {
        guard rule.applies(in: edition) else { return [] }
        return violating[edition]?[rule.id.rawValue] ?? []
    }

    private func passing(_ rule: Rule, in edition: Edition) -> [Int] {
        guard rule.applies(in: edition), let doing = doing[edition] else { return [] }
        return rule.guidelines.flatMap { doing[Self.key(rule.component.rawValue, $0)] ?? [] }
    }

    private static func key(_ component: String, _ guideline: String) -> String { component + "\u{0}" + guideline }
}
