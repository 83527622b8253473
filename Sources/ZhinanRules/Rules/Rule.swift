/// A figure a rule uses, with where it was published.
package struct Figure: Sendable, Hashable {
    package var value: Message
    /// The source sentence for the documents' own figures, or the publication for current guidance.
    package var source: String
}

/// An edition a rule judges by: the source documents, or Apple's later figures (FACTS.md) for lint.
public enum Edition: String, Sendable, Hashable, CaseIterable, Comparable {
    case source
    /// Apple's published guidance today (the Human Interface Guidelines and developer documentation).
    case current

    /// The edition as messages name it ("the source document", "current guidance").
    package var name: Message { Message("edition.\(rawValue)") }

    package var other: Edition { self == .source ? .current : .source }

    public static func < (a: Edition, b: Edition) -> Bool { a == .source && b == .current }
}

/// What one edition states of a rule: the threshold or condition in words, and its figure.
package struct Statement: Sendable {
    /// The threshold or condition, in words (`宽度 ≥ 32 pt`).
    package var threshold: Message
    package var figure: Figure
}

/// How an edition stands on a rule.
package enum Stance: Sendable {
    case states(Statement)
    /// (Current guidance only.) Apple publishes no other figure: the source's statement applies as it is.
    case asSource
    /// It does not state the rule: the rule is not judged in this edition.
    case silent

    /// It states the rule: `figure` as published in `source`, with the rule's own `.threshold` unless given.
    static func stated(_ figure: Message, threshold: Message = Message(".threshold"), from source: String) -> Stance {
        .states(Statement(threshold: threshold, figure: Figure(value: figure, source: source)))
    }

    func resolved(against id: String) -> Stance {
        guard case .states(let s) = self else { return self }
        return .states(Statement(threshold: s.threshold.resolved(against: id),
                                 figure: Figure(value: s.figure.value.resolved(against: id), source: s.figure.source)))
    }
}

/// One checkable guideline as code: its component, what each edition states of it, its weight and its
/// judgement. A message key it writes with a leading dot is its own: `.threshold` is `<id>.threshold`.
public struct Rule: Sendable {
    package var id: RuleID
    /// The guideline ids this rule enforces, in every document that states the guideline.
    package var guidelines: [String]
    package var component: ComponentKind
    /// What the source documents state: `.states`, or `.silent` for a rule only current guidance has.
    package var source: Stance
    /// What Apple's current guidance states: its own figure, the source's (`.asSource`) or nothing.
    package var current: Stance
    /// From the wording of the rule's sentence: "must", "never", "don't" (or a fact of the platform)
    /// is an error; "should", "consider", "avoid", "works best" a warning. No default to fall into.
    package var severity: Severity
    /// The weight of a rule: lint exits 1 only for an `error` (or any, with `--warnings-as-errors`).
    public enum Severity: String, Sendable, Hashable, CaseIterable { case error, warning }
    /// Judges one component of `component`'s kind in one edition the rule has: the problems found.
    package var check: @Sendable (Component, Edition) -> [Message]

    /// The topic a rule belongs to, for grouping and filtering: the first part of its id.
    package var topic: String { String(id.rawValue.prefix { $0 != "." }) }

    /// What the edition states of the rule (the source's, for `.asSource`); nil where it is not judged.
    package func statement(in edition: Edition) -> Statement? {
        switch (edition, edition == .source ? source : current) {
        case (_, .states(let statement)): statement
        case (.current, .asSource): statement(in: .source)
        default: nil
        }
    }

    package func applies(in edition: Edition) -> Bool { statement(in: edition) != nil }

    package var editions: [Edition] { Edition.allCases.filter(applies(in:)) }

    package var editionsDiffer: Bool { if case .states = source, case .states = current { true } else { false } }

    /// Whether Apple's current guidance changed the rule since the source: another figure, or a rule only one edition states.
    package var changedSinceSource: Bool {
        editions.count == 1 || (editionsDiffer && statement(in: .source)?.figure.value != statement(in: .current)?.figure.value)
    }

    /// The statement the site shows first: the source documents', or the one edition that has the rule.
    package var primary: Statement {
        if let statement = statement(in: .source) ?? statement(in: .current) { return statement }
        preconditionFailure("\(id): a rule needs an edition that states it")
    }

    package var threshold: Message { primary.threshold }

    /// A problem found in `edition`, with the other edition's differing figure, or that it alone has the rule.
    package func say(_ message: Message, in edition: Edition) -> Message {
        let other = edition.other
        let about: [String: Message.Argument] = ["message": .message(message), "edition": .message(edition.name),
                                                 "other-edition": .message(other.name)]
        if editionsDiffer, let figure = statement(in: other)?.figure.value {
            return Message("edition.note.differs", about.merging(["other-figure": .message(figure)]) { $1 })
        }
        return applies(in: other) ? message : Message("edition.note.only", about)
    }
}

/// A component's rules name their kind once: `rule(…)` in its `Rules` is a rule of that kind.
extension ComponentSpec {
    /// A rule both editions state alike; `source` is the source documents' sentence.
    static func rule(id: String, guidelines: [String]? = nil, alsoEnforcing: [String] = [], threshold: Message = Message(".threshold"),
                     severity: Rule.Severity, figure: Message = Message(".source-figure"), source: String,
                     check: @escaping @Sendable (Self) -> [Message]) -> Rule {
        rule(id: id, guidelines: guidelines, alsoEnforcing: alsoEnforcing, severity: severity,
             source: .stated(figure, threshold: threshold, from: source), current: .asSource) { c, _ in check(c) }
    }

    /// A rule both editions state alike that says `message` where `broken` holds.
    static func rule(id: String, guidelines: [String]? = nil, alsoEnforcing: [String] = [], severity: Rule.Severity, source: String,
                     broken: @escaping @Sendable (Self) -> Bool, _ message: Message) -> Rule {
        rule(id: id, guidelines: guidelines, alsoEnforcing: alsoEnforcing, severity: severity, source: source) { broken($0) ? [message] : [] }
    }

    /// A rule whose editions differ. Without `guidelines`, it enforces the guideline of its id, and `alsoEnforcing`.
    static func rule(id: String, guidelines: [String]? = nil, alsoEnforcing: [String] = [], severity: Rule.Severity, source: Stance,
                     current: Stance, check: @escaping @Sendable (Self, Edition) -> [Message]) -> Rule {
        if case .asSource = source { preconditionFailure("\(id): the source documents cannot be 'as the source'") }
        return Rule(id: RuleID(id), guidelines: guidelines ?? [id] + alsoEnforcing, component: kind, source: source.resolved(against: id),
                    current: current.resolved(against: id), severity: severity) { component, edition in
            (component.value as? Self).map { check($0, edition).map { $0.resolved(against: id) } } ?? []
        }
    }
}

/// A rule's id: code names a rule by its constant (a misspelling does not compile), specs by this text.
package struct RuleID: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    package var description: String { rawValue }

    package static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}

/// One rule that a component breaks, with the message that says by how much.
public struct Violation: Sendable, Hashable, Encodable {
    package var rule: RuleID
    /// What is wrong, by how much, and (where the editions differ) in which edition and what the other says.
    package var message: Message
    package var edition: Edition

    package var ruleID: String { rule.rawValue }
}
