/// A figure a rule uses, with where it was published.
package struct Figure: Sendable, Hashable {
    /// The figure as the source states it (`32 pt`).
    package var value: Message
    /// Where it comes from: the source sentence for the documents' own figures, or the
    /// publication for newer ones.
    package var source: String

    package init(_ value: Message, source: String) {
        self.value = value
        self.source = source
    }
}

/// One checkable guideline, as code: which component it judges, its threshold or condition, the
/// sentence it comes from, a newer published figure where there is one, and the judgement itself.
public struct Rule: Sendable {
    package var id: RuleID
    /// The guideline ids this rule enforces, in every document that states the guideline.
    package var guidelines: [String]
    package var component: ComponentKind
    /// The threshold or condition, in words (`宽度 ≥ 32 pt`).
    package var threshold: Message
    /// The source document's own figure and the sentence it comes from.
    package var sourceFigure: Figure
    /// A different figure Apple has published since, with its source (see FACTS.md).
    package var newerFigure: Figure?
    /// How much a violation weighs, read from the wording of the source sentence: what it asks
    /// with "must", "never", "always", "don't" (or states as a fact of the platform) is an error;
    /// what it asks with "should", "ideally", "consider", "avoid", "works best", "as … as possible"
    /// is a warning. Every rule states it: there is no default for a new rule to fall into.
    package var severity: Severity
    /// Judges one component of `component`'s kind; returns the problems found (empty: passes).
    package var check: @Sendable (Component) -> [Message]

    /// A rule of one kind of component; `check` is given the component as its own type.
    init<C: ComponentSpec>(id: String, guidelines: [String], component: C.Type, threshold: Message, severity: Severity,
                           source: Figure, newer: Figure? = nil, check: @escaping @Sendable (C) -> [Message]) {
        self.severity = severity
        self.id = RuleID(id)
        self.guidelines = guidelines
        self.component = C.kind
        self.threshold = threshold
        self.sourceFigure = source
        self.newerFigure = newer
        self.check = { component in component.as(C.self).map(check) ?? [] }
    }

    /// The topic a rule belongs to, for grouping and filtering: the first part of its id.
    package var topic: String { String(id.rawValue.prefix { $0 != "." }) }
}

/// The weight of a rule. Lint exits 1 only when an `error` rule is violated (or a warning, with
/// `--warnings-as-errors`); the raw values are what text output, JSON and SARIF write.
extension Rule {
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        case error, warning
    }
}

/// A rule's id. Code names a rule by its constant (`ApplePayButton.Rules.minimumWidth.id`), so a
/// misspelt rule is a compile error; specs and examples write the text, which the rule book looks up.
package struct RuleID: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    package var description: String { rawValue }

    package static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}

/// One rule that a component breaks, with the message that says by how much.
public struct Violation: Sendable, Hashable {
    package var rule: RuleID
    package var message: Message

    package init(rule: RuleID, message: Message) {
        self.rule = rule
        self.message = message
    }

    /// The rule's id as specs and examples write it.
    package var ruleID: String { rule.rawValue }
}
