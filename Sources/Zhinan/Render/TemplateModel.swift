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
        "id": \.id, "hasID": \.hasID, "aliases": \.aliases, "level": \.level, "html": \.html, "outdated": \.outdated,
    ]
}

extension ItemModel.ProseItem: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ItemModel.ProseItem>] = ["html": \.html]
}

extension ItemModel.GuidelineItem: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ItemModel.GuidelineItem>] = [
        "id": \.id, "hasID": \.hasID, "aliases": \.aliases, "html": \.html, "elsewhere": \.elsewhere, "outdated": \.outdated,
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


// The page models of every other page, read the same way.

extension DocumentSummary: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<DocumentSummary>] = [
        "title": \.title, "href": \.href, "guidelineCount": \.guidelineCount, "summary": \.summary,
    ]
}

extension HomePage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<HomePage>] = [
        "frame": \.frame, "documents": \.documents, "pagination": \.pagination,
    ]
}

extension Pagination: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<Pagination>] = [
        "label": \.label, "previousHref": \.previousHref, "nextHref": \.nextHref, "pages": \.pages,
    ]
}

extension Pagination.Page: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<Pagination.Page>] = ["number": \.number, "href": \.href, "current": \.current]
}

extension RootPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RootPage>] = ["frame": \.frame, "editions": \.editions]
}

extension RootPage.Edition: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RootPage.Edition>] = [
        "name": \.name, "lang": \.lang, "href": \.href, "tagline": \.tagline, "documents": \.documents, "more": \.more,
    ]
}

extension RootPage.Edition.DocumentLink: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RootPage.Edition.DocumentLink>] = ["title": \.title, "href": \.href]
}

extension NotFoundPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<NotFoundPage>] = ["frame": \.frame, "editions": \.editions]
}

extension NotFoundPage.Edition: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<NotFoundPage.Edition>] = [
        "lang": \.lang, "href": \.href, "title": \.title, "body": \.body, "home": \.home,
    ]
}

extension DocumentPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<DocumentPage>] = [
        "frame": \.frame, "document": \.document, "toc": \.toc, "itemsHTML": \.itemsHTML, "sideBySide": \.sideBySide,
        "translationNotice": \.translationNotice,
    ]
}

extension DocumentPage.SideBySide: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<DocumentPage.SideBySide>] = ["href": \.href, "label": \.label]
}

extension DocumentPage.Heading: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<DocumentPage.Heading>] = [
        "title": \.title, "guidelineCount": \.guidelineCount, "checklistHref": \.checklistHref, "summary": \.summary,
    ]
}

extension DocumentPage.TOCEntry: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<DocumentPage.TOCEntry>] = ["id": \.id, "text": \.text, "sub": \.sub]
}

extension DocumentPage.TranslationNotice: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<DocumentPage.TranslationNotice>] = [
        "outdated": \.outdated, "missing": \.missing, "statusHref": \.statusHref,
    ]
}

extension BilingualPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<BilingualPage>] = [
        "frame": \.frame, "bilingual": \.bilingual, "rows": \.rows,
    ]
}

extension BilingualPage.Header: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<BilingualPage.Header>] = [
        "label": \.label, "sourceTitle": \.sourceTitle, "translationTitle": \.translationTitle, "outdatedNotice": \.outdatedNotice,
        "missingNotice": \.missingNotice, "sourceLang": \.sourceLang, "translationLang": \.translationLang, "sourceName": \.sourceName,
        "translationName": \.translationName, "sourceHref": \.sourceHref, "translationHref": \.translationHref,
    ]
}

extension BilingualPage.Row: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<BilingualPage.Row>] = [
        "id": \.id, "aliases": \.aliases, "isGuideline": \.isGuideline, "source": \.source, "outdated": \.outdated, "translation": \.translation,
    ]
}

extension ChecklistPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ChecklistPage>] = [
        "frame": \.frame, "document": \.document, "sections": \.sections,
    ]
}

extension ChecklistPage.DocumentLink: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ChecklistPage.DocumentLink>] = ["title": \.title, "href": \.href]
}

extension ChecklistPage.Section: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ChecklistPage.Section>] = ["heading": \.heading, "items": \.items]
}

extension ChecklistPage.Item: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<ChecklistPage.Item>] = [
        "id": \.id, "text": \.text, "checked": \.checked, "rules": \.rules, "href": \.href, "reason": \.reason,
    ]
}

extension StartPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<StartPage>] = [
        "frame": \.frame, "documents": \.documents, "example": \.example, "more": \.more,
    ]
}

extension StartPage.Document: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<StartPage.Document>] = [
        "title": \.title, "href": \.href, "guidelineCount": \.guidelineCount, "checked": \.checked, "checklistHref": \.checklistHref,
        "summary": \.summary,
    ]
}

extension TranslationStatusPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<TranslationStatusPage>] = [
        "frame": \.frame, "entries": \.entries, "summary": \.summary, "more": \.more,
    ]
}

extension TranslationStatusPage.Entry: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<TranslationStatusPage.Entry>] = [
        "anchor": \.anchor, "title": \.title, "sourceName": \.sourceName, "languageName": \.languageName, "total": \.total,
        "upToDate": \.upToDate, "percent": \.percent, "complete": \.complete, "hasMissing": \.hasMissing, "hasExtra": \.hasExtra,
        "hasOutdated": \.hasOutdated, "missing": \.missing, "extra": \.extra, "outdated": \.outdated,
        "translationHref": \.translationHref, "bilingualHref": \.bilingualHref, "bilingualLabel": \.bilingualLabel,
    ]
}

extension GlossaryPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<GlossaryPage>] = ["frame": \.frame, "terms": \.terms]
}

extension GlossaryPage.Term: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<GlossaryPage.Term>] = [
        "id": \.id, "name": \.name, "forms": \.forms, "variants": \.variants, "definition": \.definition,
    ]
}

extension GlossaryPage.Term.Form: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<GlossaryPage.Term.Form>] = ["lang": \.lang, "name": \.name]
}

extension RulesPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage>] = [
        "frame": \.frame, "topics": \.topics, "rules": \.rules, "guidelines": \.guidelines, "counts": \.counts,
        "uncheckedSummary": \.uncheckedSummary,
    ]
}

extension RulesPage.Topic: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage.Topic>] = ["topic": \.topic]
}

extension RulesPage.Rule.Example: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage.Rule.Example>] = [
        "id": \.id, "passed": \.passed, "verdict": \.verdict, "href": \.href,
    ]
}

extension RulesPage.Counts: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<RulesPage.Counts>] = [
        "rules": \.rules, "guidelines": \.guidelines, "checked": \.checked, "unchecked": \.unchecked, "examples": \.examples,
        "withReason": \.withReason, "unexplained": \.unexplained, "hasUnexplained": \.hasUnexplained,
    ]
}

extension GalleryPage: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<GalleryPage>] = [
        "frame": \.frame, "buttons": \.buttons, "groups": \.groups,
    ]
}

extension GalleryPage.ButtonRow: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<GalleryPage.ButtonRow>] = ["type": \.type, "cells": \.cells]
}

extension GalleryPage.ButtonRow.Cell: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<GalleryPage.ButtonRow.Cell>] = [
        "style": \.style, "passed": \.passed, "mockup": \.mockup,
    ]
}

extension GalleryPage.Group: TemplateModel {
    nonisolated(unsafe) static let fields: [String: PartialKeyPath<GalleryPage.Group>] = ["kind": \.kind, "examples": \.examples]
}
