/// A figure a rule uses, with where it was published.
package struct Figure: Sendable, Hashable {
    /// The figure as the source states it (`32 pt`).
    package var value: Localized
    /// Where it comes from: the source sentence for the documents' own figures, or the
    /// publication for newer ones.
    package var source: String

    package init(_ value: Localized, source: String) {
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
    package var threshold: Localized
    /// The source document's own figure and the sentence it comes from.
    package var sourceFigure: Figure
    /// A different figure Apple has published since, with its source (see FACTS.md).
    package var newerFigure: Figure?
    /// `.advice` where the guideline says "ideally" or "consider": still reported, at a lower level.
    package var level: Level

    package enum Level: String, Sendable, Hashable { case requirement, advice }
    /// Judges one component of `component`'s kind; returns the problems found (empty: passes).
    package var check: @Sendable (Component) -> [Localized]

    /// A rule of one kind of component; `check` is given the component as its own type.
    init<C: ComponentSpec>(id: String, guidelines: [String], component: C.Type, threshold: Localized, level: Level = .requirement,
                           source: Figure, newer: Figure? = nil, check: @escaping @Sendable (C) -> [Localized]) {
        self.level = level
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
    package var message: Localized

    package init(rule: RuleID, message: Localized) {
        self.rule = rule
        self.message = message
    }

    /// The rule's id as specs and examples write it.
    package var ruleID: String { rule.rawValue }
}
