import Foundation
import Mustache

/// A page model Mustache reads through a table of its fields instead of `Mirror`, which made up a
/// third of a build's time (each name looked up reflected the value again). The table lists every
/// stored property by the name templates use; `TemplateFieldCheck` reads models the same way, so a
/// field left out of a table is a build error at the template that names it, never an empty hole.
/// (Each field is read by a closure, not a key path: applying a `PartialKeyPath` looks up generic
/// metadata at every read, which was most of the time rendering spent finding names.)
protocol TemplateModel: MustacheParent, TemplateValueConvertible {
    /// Each field by the name templates use, read as Mustache reads it: an optional field gives its
    /// value, or nil.
    static var fields: FieldTable<Self> { get }

    /// A field as a template finds it, by the name's number (`FieldNumbers`). Every model writes it
    /// out as `Self.fields.field(number, of: self)`: in the model's own concrete code the table is a
    /// plain array, where a reader shared through the protocol looked up the table's generic type
    /// at every read.
    func field(numbered number: Int) -> TemplateField
}

/// What a name finds in a model: a value, a field that holds nothing (a nil optional), or no such field.
enum TemplateField {
    case value(TemplateValue)
    case empty
    case unknown
}

/// A field's value as a template reads it, its kind known when the field is read. Rendering asked
/// each value found as `Any` whether it was a model, a list, a flag or text (`as? any TemplateModel`,
/// `as any TemplateList`, `as? String`): conformance lookups that were a fifth of rendering's time
/// at 2,000 documents.
enum TemplateValue {
    case text(String)
    case number(Int)
    case flag(Bool)
    case model(any TemplateModel)
    case list([TemplateValue])
    case strings(InterfaceStrings)

    /// The value as swift-mustache reads it: the field's own value (a list as `[Any]`).
    var any: Any {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .model(let model): model
        case .list(let values): values.map { $0.any }
        case .strings(let strings): strings
        }
    }
}

extension TemplateValue {
    /// A name inside the value, as swift-mustache finds it: a model's field through its table, an
    /// interface string by key. Text, numbers, flags and lists have no names (swift-mustache's
    /// `Mirror` finds none in them). Rendering and the template check both look names up here.
    func field(_ name: String, numbered number: Int) -> TemplateField {
        switch self {
        case .model(let model): model.field(numbered: number)
        case .strings(let strings): strings[name].map { .value(.text($0)) } ?? .unknown
        case .text, .number, .flag, .list: .unknown
        }
    }
}

/// A type a model's field may have: what templates read in it, or nil for a field that holds nothing.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue? { get }
}

extension String: TemplateValueConvertible {
    var templateValue: TemplateValue? { .text(self) }
}

extension Int: TemplateValueConvertible {
    var templateValue: TemplateValue? { .number(self) }
}

extension Bool: TemplateValueConvertible {
    var templateValue: TemplateValue? { .flag(self) }
}

extension Dictionary: TemplateValueConvertible where Key == String, Value == String {
    var templateValue: TemplateValue? { .strings(self) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    var templateValue: TemplateValue? { self?.templateValue }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    /// (No model has a list of optionals; an element that held nothing would be left out.)
    var templateValue: TemplateValue? {
        // A loop, not `compactMap`: this runs unspecialised (through the protocol), where the
        // generic call looked up its metadata at every list read.
        var values: [TemplateValue] = []
        values.reserveCapacity(count)
        for element in self {
            if let value = element.templateValue { values.append(value) }
        }
        return .list(values)
    }
}

extension TemplateModel {
    var templateValue: TemplateValue? { .model(self) }
}

/// Every name a template or a page model uses, numbered once per process, so that rendering finds
/// a field by its number in an array instead of hashing its name at every tag of every page.
enum FieldNumbers {
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var numbers: [String: Int] = [:]
    }

    private static let table = Table()

    /// The name's number, given to it the first time it is asked for.
    static func number(of name: String) -> Int {
        table.lock.lock()
        defer { table.lock.unlock() }
        if let number = table.numbers[name] { return number }
        let number = table.numbers.count
        table.numbers[name] = number
        return number
    }
}

/// A model's fields by name, and by their names' numbers. A name numbered after a table was made
/// is one the table does not have: its own names were numbered when it was made.
final class FieldTable<Model>: Sendable {
    private let byNumber: [(@Sendable (Model) -> any TemplateValueConvertible)?]

    init(_ readers: [String: @Sendable (Model) -> any TemplateValueConvertible]) {
        let numbered = readers.map { (FieldNumbers.number(of: $0.key), $0.value) }
        var byNumber = [(@Sendable (Model) -> any TemplateValueConvertible)?](repeating: nil, count: (numbered.map(\.0).max() ?? -1) + 1)
        for (number, reader) in numbered { byNumber[number] = reader }
        self.byNumber = byNumber
    }

    @inline(__always)
    func field(_ number: Int, of model: Model) -> TemplateField {
        guard number < byNumber.count, let reader = byNumber[number] else { return .unknown }
        return reader(model).templateValue.map(TemplateField.value) ?? .empty
    }
}

extension TemplateModel {
    /// A field by its name (the field check, and swift-mustache's reading).
    func field(named name: String) -> TemplateField {
        field(numbered: FieldNumbers.number(of: name))
    }

    /// As Mustache reads it through Mirror: an optional is unwrapped, and a nil one is no value, so
    /// the lookup goes on outwards.
    func child(named name: String) -> Any? {
        guard case .value(let value) = field(named: name) else { return nil }
        return value.any
    }
}

extension Frame: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<Frame>([
        "lang": { $0.lang }, "title": { $0.title }, "siteName": { $0.siteName }, "root": { $0.root }, "stylesheet": { $0.stylesheet },
        "script": { $0.script }, "homeHref": { $0.homeHref }, "statusHref": { $0.statusHref }, "rulesHref": { $0.rulesHref },
        "galleryHref": { $0.galleryHref }, "startHref": { $0.startHref }, "glossaryHref": { $0.glossaryHref }, "canonical": { $0.canonical },
        "inlineStyle": { $0.inlineStyle }, "s": { $0.s }, "alternates": { $0.alternates }, "languages": { $0.languages },
    ])
}

extension LanguageLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<LanguageLink>([
        "name": { $0.name }, "hreflang": { $0.hreflang }, "href": { $0.href }, "current": { $0.current }, "keepHash": { $0.keepHash },
    ])
}

extension AlternateLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<AlternateLink>(["hreflang": { $0.hreflang }, "href": { $0.href }])
}

extension TermLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<TermLink>(["name": { $0.name }, "href": { $0.href }])
}

extension IDLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<IDLink>(["id": { $0.id }, "href": { $0.href }])
}

extension IDOnly: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<IDOnly>(["id": { $0.id }])
}

extension ItemModel: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel>([
        "heading": { $0.heading }, "prose": { $0.prose }, "guideline": { $0.guideline }, "s": { $0.s },
    ])
}

extension ItemModel.HeadingItem: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel.HeadingItem>([
        "id": { $0.id }, "hasID": { $0.hasID }, "aliases": { $0.aliases }, "level": { $0.level }, "html": { $0.html }, "outdated": { $0.outdated },
    ])
}

extension ItemModel.ProseItem: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel.ProseItem>(["html": { $0.html }])
}

extension ItemModel.GuidelineItem: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel.GuidelineItem>([
        "id": { $0.id }, "hasID": { $0.hasID }, "aliases": { $0.aliases }, "html": { $0.html }, "elsewhere": { $0.elsewhere }, "outdated": { $0.outdated },
        "checks": { $0.checks }, "hasTerms": { $0.hasTerms }, "terms": { $0.terms },
    ])
}

extension ChecksModel: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecksModel>(["hasRules": { $0.hasRules }, "rules": { $0.rules }, "examples": { $0.examples }])
}

extension ChecksModel.RuleLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecksModel.RuleLink>(["id": { $0.id }, "href": { $0.href }, "threshold": { $0.threshold }])
}

extension ExampleModel: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ExampleModel>([
        "id": { $0.id }, "isDo": { $0.isDo }, "label": { $0.label }, "spec": { $0.spec }, "passed": { $0.passed }, "verdict": { $0.verdict },
        "violations": { $0.violations }, "matches": { $0.matches }, "hasViolations": { $0.hasViolations }, "mockup": { $0.mockup },
        "wide": { $0.wide }, "expected": { $0.expected }, "href": { $0.href }, "split": { $0.split }, "editionSummary": { $0.editionSummary },
        "editionVerdicts": { $0.editionVerdicts },
    ])
}

extension ExampleModel.EditionVerdict: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ExampleModel.EditionVerdict>([
        "name": { $0.name }, "passed": { $0.passed }, "verdict": { $0.verdict }, "violations": { $0.violations }, "hasViolations": { $0.hasViolations },
    ])
}

extension ExampleModel.ViolationLine: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ExampleModel.ViolationLine>(["rule": { $0.rule }, "message": { $0.message }, "href": { $0.href }])
}

extension RulesPage.Rule: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule>([
        "id": { $0.id }, "topic": { $0.topic }, "component": { $0.component }, "threshold": { $0.threshold }, "severity": { $0.severity },
        "severityName": { $0.severityName }, "editions": { $0.editions }, "editionsText": { $0.editionsText }, "source": { $0.source },
        "current": { $0.current }, "guidelines": { $0.guidelines }, "examples": { $0.examples },
    ])
}

extension RulesPage.Rule.SourceStatement: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule.SourceStatement>([
        "threshold": { $0.threshold }, "figure": { $0.figure }, "sentence": { $0.sentence },
    ])
}

extension RulesPage.Rule.CurrentStatement: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule.CurrentStatement>([
        "sameAsSource": { $0.sameAsSource }, "figure": { $0.figure }, "published": { $0.published },
    ])
}

extension RulesPage.Guideline: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Guideline>([
        "id": { $0.id }, "topic": { $0.topic }, "checked": { $0.checked }, "rules": { $0.rules }, "document": { $0.document }, "href": { $0.href }, "reason": { $0.reason },
    ])
}


// The page models of every other page, read the same way.

extension DocumentSummary: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentSummary>([
        "title": { $0.title }, "href": { $0.href }, "guidelineCount": { $0.guidelineCount }, "summary": { $0.summary },
    ])
}

extension HomePage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<HomePage>([
        "frame": { $0.frame }, "documents": { $0.documents }, "pagination": { $0.pagination },
    ])
}

extension Pagination: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<Pagination>([
        "ariaLabel": { $0.ariaLabel }, "label": { $0.label }, "previousHref": { $0.previousHref }, "nextHref": { $0.nextHref }, "pages": { $0.pages },
    ])
}

extension Pagination.Page: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<Pagination.Page>(["number": { $0.number }, "href": { $0.href }, "current": { $0.current }])
}

extension RootPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RootPage>(["frame": { $0.frame }, "editions": { $0.editions }])
}

extension RootPage.Edition: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RootPage.Edition>([
        "name": { $0.name }, "lang": { $0.lang }, "href": { $0.href }, "tagline": { $0.tagline }, "documents": { $0.documents }, "more": { $0.more },
    ])
}

extension RootPage.Edition.DocumentLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RootPage.Edition.DocumentLink>(["title": { $0.title }, "href": { $0.href }])
}

extension NotFoundPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<NotFoundPage>(["frame": { $0.frame }, "editions": { $0.editions }])
}

extension NotFoundPage.Edition: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<NotFoundPage.Edition>([
        "lang": { $0.lang }, "href": { $0.href }, "title": { $0.title }, "body": { $0.body }, "home": { $0.home },
    ])
}

extension DocumentPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage>([
        "frame": { $0.frame }, "document": { $0.document }, "toc": { $0.toc }, "itemsHTML": { $0.itemsHTML }, "sideBySide": { $0.sideBySide },
        "translationNotice": { $0.translationNotice },
    ])
}

extension DocumentPage.SideBySide: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.SideBySide>(["href": { $0.href }, "label": { $0.label }])
}

extension DocumentPage.Heading: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.Heading>([
        "title": { $0.title }, "guidelineCount": { $0.guidelineCount }, "checklistHref": { $0.checklistHref }, "summary": { $0.summary },
    ])
}

extension DocumentPage.TOCEntry: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.TOCEntry>(["id": { $0.id }, "text": { $0.text }, "sub": { $0.sub }])
}

extension DocumentPage.TranslationNotice: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.TranslationNotice>([
        "outdated": { $0.outdated }, "missing": { $0.missing }, "statusHref": { $0.statusHref },
    ])
}

extension BilingualPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<BilingualPage>([
        "frame": { $0.frame }, "bilingual": { $0.bilingual }, "rows": { $0.rows },
    ])
}

extension BilingualPage.Header: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<BilingualPage.Header>([
        "label": { $0.label }, "sourceTitle": { $0.sourceTitle }, "translationTitle": { $0.translationTitle }, "outdatedNotice": { $0.outdatedNotice },
        "missingNotice": { $0.missingNotice }, "sourceLang": { $0.sourceLang }, "translationLang": { $0.translationLang }, "sourceName": { $0.sourceName },
        "translationName": { $0.translationName }, "sourceHref": { $0.sourceHref }, "translationHref": { $0.translationHref },
    ])
}

extension BilingualPage.Row: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<BilingualPage.Row>([
        "id": { $0.id }, "aliases": { $0.aliases }, "isGuideline": { $0.isGuideline }, "source": { $0.source }, "outdated": { $0.outdated }, "translation": { $0.translation },
    ])
}

extension ChecklistPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage>([
        "frame": { $0.frame }, "document": { $0.document }, "sections": { $0.sections },
    ])
}

extension ChecklistPage.DocumentLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage.DocumentLink>(["title": { $0.title }, "href": { $0.href }])
}

extension ChecklistPage.Section: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage.Section>(["heading": { $0.heading }, "items": { $0.items }])
}

extension ChecklistPage.Item: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage.Item>([
        "id": { $0.id }, "text": { $0.text }, "checked": { $0.checked }, "rules": { $0.rules }, "href": { $0.href }, "reason": { $0.reason },
    ])
}

extension StartPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<StartPage>([
        "frame": { $0.frame }, "documents": { $0.documents }, "example": { $0.example }, "more": { $0.more },
    ])
}

extension StartPage.Document: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<StartPage.Document>([
        "title": { $0.title }, "href": { $0.href }, "guidelineCount": { $0.guidelineCount }, "checked": { $0.checked }, "checklistHref": { $0.checklistHref },
        "summary": { $0.summary },
    ])
}

extension TranslationStatusPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<TranslationStatusPage>([
        "frame": { $0.frame }, "entries": { $0.entries }, "summary": { $0.summary }, "pagination": { $0.pagination },
    ])
}

extension TranslationStatusPage.Entry: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<TranslationStatusPage.Entry>([
        "anchor": { $0.anchor }, "title": { $0.title }, "sourceName": { $0.sourceName }, "languageName": { $0.languageName }, "total": { $0.total },
        "upToDate": { $0.upToDate }, "percent": { $0.percent }, "complete": { $0.complete }, "hasMissing": { $0.hasMissing }, "hasExtra": { $0.hasExtra },
        "hasOutdated": { $0.hasOutdated }, "missing": { $0.missing }, "extra": { $0.extra }, "outdated": { $0.outdated },
        "translationHref": { $0.translationHref }, "bilingualHref": { $0.bilingualHref }, "bilingualLabel": { $0.bilingualLabel },
    ])
}

extension GlossaryPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GlossaryPage>(["frame": { $0.frame }, "terms": { $0.terms }])
}

extension GlossaryPage.Term: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GlossaryPage.Term>([
        "id": { $0.id }, "name": { $0.name }, "forms": { $0.forms }, "variants": { $0.variants }, "definition": { $0.definition },
    ])
}

extension GlossaryPage.Term.Form: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GlossaryPage.Term.Form>(["lang": { $0.lang }, "name": { $0.name }])
}

extension RulesPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage>([
        "frame": { $0.frame }, "topics": { $0.topics }, "rules": { $0.rules }, "guidelines": { $0.guidelines }, "counts": { $0.counts },
        "uncheckedSummary": { $0.uncheckedSummary },
    ])
}

extension RulesPage.Topic: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Topic>(["topic": { $0.topic }])
}

extension RulesPage.Rule.Example: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule.Example>([
        "id": { $0.id }, "passed": { $0.passed }, "verdict": { $0.verdict }, "href": { $0.href },
    ])
}

extension RulesPage.Counts: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Counts>([
        "rules": { $0.rules }, "guidelines": { $0.guidelines }, "checked": { $0.checked }, "unchecked": { $0.unchecked }, "examples": { $0.examples },
        "withReason": { $0.withReason }, "unexplained": { $0.unexplained }, "hasUnexplained": { $0.hasUnexplained },
    ])
}

extension GalleryPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage>([
        "frame": { $0.frame }, "buttons": { $0.buttons }, "groups": { $0.groups },
    ])
}

extension GalleryPage.ButtonRow: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage.ButtonRow>(["type": { $0.type }, "cells": { $0.cells }])
}

extension GalleryPage.ButtonRow.Cell: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage.ButtonRow.Cell>([
        "style": { $0.style }, "passed": { $0.passed }, "mockup": { $0.mockup },
    ])
}

extension GalleryPage.Group: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage.Group>(["kind": { $0.kind }, "examples": { $0.examples }])
}
