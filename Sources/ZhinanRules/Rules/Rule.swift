/// A figure a rule uses, with where it was published.
public struct Figure: Sendable, Hashable {
    /// The figure as the source states it (`32 pt`).
    public var value: Localized
    /// Where it comes from: the source sentence for the documents' own figures, or the
    /// publication for newer ones.
    public var source: String

    public init(_ value: Localized, source: String) {
        self.value = value
        self.source = source
    }
}

/// One checkable guideline, as code: which component it judges, its threshold or condition, the
/// sentence it comes from, a newer published figure where there is one, and the judgement itself.
public struct Rule: Sendable {
    public var id: String
    /// The guideline ids this rule enforces, in every document that states the guideline.
    public var guidelines: [String]
    public var component: ComponentKind
    /// The threshold or condition, in words (`宽度 ≥ 32 pt`).
    public var threshold: Localized
    /// The source document's own figure and the sentence it comes from.
    public var sourceFigure: Figure
    /// A different figure Apple has published since, with its source (see FACTS.md).
    public var newerFigure: Figure?
    /// `.advice` where the guideline says "ideally" or "consider": still reported, at a lower level.
    public var level: Level

    public enum Level: String, Sendable, Hashable { case requirement, advice }
    /// Judges one component of `component`'s kind; returns the problems found (empty: passes).
    public var check: @Sendable (Component) -> [Localized]

    public init(id: String, guidelines: [String], component: ComponentKind, threshold: Localized, level: Level = .requirement,
                source: Figure, newer: Figure? = nil, check: @escaping @Sendable (Component) -> [Localized]) {
        self.level = level
        self.id = id
        self.guidelines = guidelines
        self.component = component
        self.threshold = threshold
        self.sourceFigure = source
        self.newerFigure = newer
        self.check = check
    }

    /// The topic a rule belongs to, for grouping and filtering: the first part of its id.
    public var topic: String { String(id.prefix { $0 != "." }) }
}

/// One rule that a component breaks, with the message that says by how much.
public struct Violation: Sendable, Hashable {
    public var ruleID: String
    public var message: Localized

    public init(ruleID: String, message: Localized) {
        self.ruleID = ruleID
        self.message = message
    }
}
