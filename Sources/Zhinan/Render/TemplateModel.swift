import Mustache

/// A page model Mustache reads through a table of its fields instead of `Mirror`, which made up a
/// third of a build's time (each name looked up reflected the value again). The table lists every
/// stored property by the name templates use; `TemplateFieldCheck` reads models the same way, so a
/// field left out of a table is a build error at the template that names it, never an empty hole.
/// (The tables are `nonisolated(unsafe)`: key paths are not `Sendable` to the compiler, but these are
/// immutable tables of paths to stored properties, written once.)
protocol TemplateModel: MustacheParent {
    static var fields: [String: PartialKeyPath<Self>] { get }
}

extension TemplateModel {
    /// The field's value as stored (an optional stays boxed); nil when the model has no such field.
    func field(named name: String) -> Any? {
        Self.fields[name].map { self[keyPath: $0] }
    }

    /// As Mustache reads it through Mirror: an optional is unwrapped, and a nil one is no value, so
    /// the lookup goes on outwards.
    func child(named name: String) -> Any? {
        guard let value = field(named: name) else { return nil }
        if let optional = value as? any OptionalValue { return optional.wrapped }
        return value
    }
}

/// Unwraps an optional held as `Any` without reflection.
protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    var wrapped: Any? { self.map { $0 } }
}

extension Frame: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<Frame>] = [
        "lang": \.lang, "title": \.title, "siteName": \.siteName, "root": \.root, "stylesheet": \.stylesheet,
        "script": \.script, "homeHref": \.homeHref, "statusHref": \.statusHref, "rulesHref": \.rulesHref,
        "galleryHref": \.galleryHref, "startHref": \.startHref, "glossaryHref": \.glossaryHref, "canonical": \.canonical,
        "inlineStyle": \.inlineStyle, "s": \.s, "alternates": \.alternates, "languages": \.languages,
    ]
}

extension LanguageLink: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<LanguageLink>] = [
        "name": \.name, "hreflang": \.hreflang, "href": \.href, "current": \.current, "keepHash": \.keepHash,
    ]
}

extension AlternateLink: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<AlternateLink>] = ["hreflang": \.hreflang, "href": \.href]
}

extension TermLink: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<TermLink>] = ["name": \.name, "href": \.href]
}

extension IDLink: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<IDLink>] = ["id": \.id, "href": \.href]
}

extension IDOnly: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<IDOnly>] = ["id": \.id]
}

extension ItemModel: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ItemModel>] = [
        "heading": \.heading, "prose": \.prose, "guideline": \.guideline, "s": \.s,
    ]
}

extension ItemModel.HeadingItem: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ItemModel.HeadingItem>] = [
        "id": \.id, "hasID": \.hasID, "level": \.level, "html": \.html, "outdated": \.outdated,
    ]
}

extension ItemModel.ProseItem: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ItemModel.ProseItem>] = ["html": \.html]
}

extension ItemModel.GuidelineItem: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ItemModel.GuidelineItem>] = [
        "id": \.id, "hasID": \.hasID, "html": \.html, "elsewhere": \.elsewhere, "outdated": \.outdated,
        "checks": \.checks, "hasTerms": \.hasTerms, "terms": \.terms,
    ]
}

extension ChecksModel: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ChecksModel>] = ["hasRules": \.hasRules, "rules": \.rules, "examples": \.examples]
}

extension ChecksModel.RuleLink: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ChecksModel.RuleLink>] = ["id": \.id, "href": \.href, "threshold": \.threshold]
}

extension ExampleModel: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ExampleModel>] = [
        "id": \.id, "isDo": \.isDo, "label": \.label, "spec": \.spec, "passed": \.passed, "verdict": \.verdict,
        "violations": \.violations, "matches": \.matches, "hasViolations": \.hasViolations, "mockup": \.mockup,
        "wide": \.wide, "expected": \.expected, "href": \.href, "split": \.split, "editionSummary": \.editionSummary,
        "editionVerdicts": \.editionVerdicts,
    ]
}

extension ExampleModel.EditionVerdict: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ExampleModel.EditionVerdict>] = [
        "name": \.name, "passed": \.passed, "verdict": \.verdict, "violations": \.violations, "hasViolations": \.hasViolations,
    ]
}

extension ExampleModel.ViolationLine: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ExampleModel.ViolationLine>] = ["rule": \.rule, "message": \.message, "href": \.href]
}

extension RulesPage.Rule: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage.Rule>] = [
        "id": \.id, "topic": \.topic, "component": \.component, "threshold": \.threshold, "severity": \.severity,
        "severityName": \.severityName, "editions": \.editions, "editionsText": \.editionsText, "source": \.source,
        "current": \.current, "guidelines": \.guidelines, "examples": \.examples,
    ]
}

extension RulesPage.Rule.SourceStatement: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage.Rule.SourceStatement>] = [
        "threshold": \.threshold, "figure": \.figure, "sentence": \.sentence,
    ]
}

extension RulesPage.Rule.CurrentStatement: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage.Rule.CurrentStatement>] = [
        "sameAsSource": \.sameAsSource, "figure": \.figure, "published": \.published,
    ]
}

extension RulesPage.Guideline: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage.Guideline>] = [
        "id": \.id, "topic": \.topic, "checked": \.checked, "rules": \.rules, "document": \.document, "href": \.href, "reason": \.reason,
    ]
}
