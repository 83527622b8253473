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
    case model(ModelReference)
    case list([TemplateValue])
    case strings(InterfaceStrings)

    /// The value as swift-mustache reads it: the field's own value (a list as `[Any]`).
    var any: Any {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .model(let model): model.any
        case .list(let values): values.map { $0.any }
        case .strings(let strings): strings
        }
    }
}

/// A page model as a template value: held by reference. As `any TemplateModel` a value was an
/// existential container, and each copy of it and each `TemplateValue` that held it — made at every
/// name looked up, every level of the context stack asked, every element of every list rendered —
/// went through the container's copy and destroy functions, and with the counting of references
/// they did they were about a quarter of rendering's time (it fell by that much when they went).
/// A reference is copied by counting it once.
/// (Only `ModelOf` is ever made: the class is its type-erased face.)
class ModelReference {
    fileprivate init() {}

    /// The model's field by its name's number (`TemplateModel.field(numbered:)`).
    func field(numbered number: Int) -> TemplateField { .unknown }

    /// The model itself, as swift-mustache reads it.
    var any: Any { () }
}

/// A model of a known type, held in place in its reference.
final class ModelOf<Model: TemplateModel>: ModelReference {
    let model: Model

    init(_ model: Model) {
        self.model = model
        super.init()
    }

    override func field(numbered number: Int) -> TemplateField { model.field(numbered: number) }

    override var any: Any { model }
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
    var templateValue: TemplateValue? { .model(ModelOf(self)) }
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
    private let byNumber: [(@Sendable (Model) -> TemplateValue?)?]

    init(_ readers: [String: FieldReader<Model>]) {
        let numbered = readers.map { (FieldNumbers.number(of: $0.key), $0.value.read) }
        var byNumber = [(@Sendable (Model) -> TemplateValue?)?](repeating: nil, count: (numbered.map(\.0).max() ?? -1) + 1)
        for (number, reader) in numbered { byNumber[number] = reader }
        self.byNumber = byNumber
    }

    @inline(__always)
    func field(_ number: Int, of model: Model) -> TemplateField {
        guard number < byNumber.count, let reader = byNumber[number] else { return .unknown }
        return reader(model).map(TemplateField.value) ?? .empty
    }
}

/// How a table reads one field: made for the field's own type, so that its value becomes a
/// `TemplateValue` directly. (Returned as `any TemplateValueConvertible`, a value larger than three
/// words, such as an optional model, was copied into a box of its own at every read, nil or not.)
struct FieldReader<Model>: Sendable {
    let read: @Sendable (Model) -> TemplateValue?

    static func field<Value: TemplateValueConvertible>(_ get: @escaping @Sendable (Model) -> Value) -> FieldReader {
        FieldReader { get($0).templateValue }
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
        "lang": .field { $0.lang }, "title": .field { $0.title }, "siteName": .field { $0.siteName }, "root": .field { $0.root }, "stylesheet": .field { $0.stylesheet },
        "script": .field { $0.script }, "homeHref": .field { $0.homeHref }, "statusHref": .field { $0.statusHref }, "rulesHref": .field { $0.rulesHref },
        "galleryHref": .field { $0.galleryHref }, "startHref": .field { $0.startHref }, "glossaryHref": .field { $0.glossaryHref }, "canonical": .field { $0.canonical },
        "inlineStyle": .field { $0.inlineStyle }, "s": .field { $0.s }, "alternates": .field { $0.alternates }, "languages": .field { $0.languages },
    ])
}

extension LanguageLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<LanguageLink>([
        "name": .field { $0.name }, "hreflang": .field { $0.hreflang }, "href": .field { $0.href }, "current": .field { $0.current }, "keepHash": .field { $0.keepHash },
    ])
}

extension AlternateLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<AlternateLink>(["hreflang": .field { $0.hreflang }, "href": .field { $0.href }])
}

extension TermLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<TermLink>(["name": .field { $0.name }, "href": .field { $0.href }])
}

extension IDLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<IDLink>(["id": .field { $0.id }, "href": .field { $0.href }])
}

extension IDOnly: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<IDOnly>(["id": .field { $0.id }])
}

extension ItemModel: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel>([
        "heading": .field { $0.heading }, "prose": .field { $0.prose }, "guideline": .field { $0.guideline }, "s": .field { $0.s },
    ])
}

extension ItemModel.HeadingItem: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel.HeadingItem>([
        "id": .field { $0.id }, "hasID": .field { $0.hasID }, "aliases": .field { $0.aliases }, "level": .field { $0.level }, "html": .field { $0.html }, "outdated": .field { $0.outdated },
    ])
}

extension ItemModel.ProseItem: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel.ProseItem>(["html": .field { $0.html }])
}

extension ItemModel.GuidelineItem: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ItemModel.GuidelineItem>([
        "id": .field { $0.id }, "hasID": .field { $0.hasID }, "aliases": .field { $0.aliases }, "html": .field { $0.html }, "elsewhere": .field { $0.elsewhere }, "outdated": .field { $0.outdated },
        "checks": .field { $0.checks }, "hasTerms": .field { $0.hasTerms }, "terms": .field { $0.terms },
    ])
}

extension ChecksModel: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecksModel>(["hasRules": .field { $0.hasRules }, "rules": .field { $0.rules }, "examples": .field { $0.examples }])
}

extension ChecksModel.RuleLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecksModel.RuleLink>(["id": .field { $0.id }, "href": .field { $0.href }, "threshold": .field { $0.threshold }])
}

extension ExampleModel: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ExampleModel>([
        "id": .field { $0.id }, "isDo": .field { $0.isDo }, "label": .field { $0.label }, "spec": .field { $0.spec }, "passed": .field { $0.passed }, "verdict": .field { $0.verdict },
        "violations": .field { $0.violations }, "matches": .field { $0.matches }, "hasViolations": .field { $0.hasViolations }, "mockup": .field { $0.mockup },
        "wide": .field { $0.wide }, "expected": .field { $0.expected }, "href": .field { $0.href }, "split": .field { $0.split }, "editionSummary": .field { $0.editionSummary },
        "editionVerdicts": .field { $0.editionVerdicts },
    ])
}

extension ExampleModel.EditionVerdict: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ExampleModel.EditionVerdict>([
        "name": .field { $0.name }, "passed": .field { $0.passed }, "verdict": .field { $0.verdict }, "violations": .field { $0.violations }, "hasViolations": .field { $0.hasViolations },
    ])
}

extension ExampleModel.ViolationLine: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ExampleModel.ViolationLine>(["rule": .field { $0.rule }, "message": .field { $0.message }, "href": .field { $0.href }])
}

extension RulesPage.Rule: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule>([
        "id": .field { $0.id }, "topic": .field { $0.topic }, "component": .field { $0.component }, "threshold": .field { $0.threshold }, "severity": .field { $0.severity },
        "severityName": .field { $0.severityName }, "editions": .field { $0.editions }, "editionsText": .field { $0.editionsText }, "source": .field { $0.source },
        "current": .field { $0.current }, "guidelines": .field { $0.guidelines }, "examples": .field { $0.examples },
    ])
}

extension RulesPage.Rule.SourceStatement: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule.SourceStatement>([
        "threshold": .field { $0.threshold }, "figure": .field { $0.figure }, "sentence": .field { $0.sentence },
    ])
}

extension RulesPage.Rule.CurrentStatement: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule.CurrentStatement>([
        "sameAsSource": .field { $0.sameAsSource }, "figure": .field { $0.figure }, "published": .field { $0.published },
    ])
}

extension RulesPage.Guideline: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Guideline>([
        "id": .field { $0.id }, "topic": .field { $0.topic }, "checked": .field { $0.checked }, "rules": .field { $0.rules }, "document": .field { $0.document }, "href": .field { $0.href }, "reason": .field { $0.reason },
    ])
}


// The page models of every other page, read the same way.

extension DocumentSummary: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentSummary>([
        "title": .field { $0.title }, "href": .field { $0.href }, "guidelineCount": .field { $0.guidelineCount }, "summary": .field { $0.summary },
    ])
}

extension HomePage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<HomePage>([
        "frame": .field { $0.frame }, "documents": .field { $0.documents }, "pagination": .field { $0.pagination },
    ])
}

extension Pagination: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<Pagination>([
        "ariaLabel": .field { $0.ariaLabel }, "label": .field { $0.label }, "previousHref": .field { $0.previousHref }, "nextHref": .field { $0.nextHref }, "pages": .field { $0.pages },
    ])
}

extension Pagination.Page: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<Pagination.Page>(["number": .field { $0.number }, "href": .field { $0.href }, "current": .field { $0.current }])
}

extension RootPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RootPage>(["frame": .field { $0.frame }, "editions": .field { $0.editions }])
}

extension RootPage.Edition: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RootPage.Edition>([
        "name": .field { $0.name }, "lang": .field { $0.lang }, "href": .field { $0.href }, "tagline": .field { $0.tagline }, "documents": .field { $0.documents }, "more": .field { $0.more },
    ])
}

extension RootPage.Edition.DocumentLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RootPage.Edition.DocumentLink>(["title": .field { $0.title }, "href": .field { $0.href }])
}

extension NotFoundPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<NotFoundPage>(["frame": .field { $0.frame }, "editions": .field { $0.editions }])
}

extension NotFoundPage.Edition: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<NotFoundPage.Edition>([
        "lang": .field { $0.lang }, "href": .field { $0.href }, "title": .field { $0.title }, "body": .field { $0.body }, "home": .field { $0.home },
    ])
}

extension DocumentPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage>([
        "frame": .field { $0.frame }, "document": .field { $0.document }, "toc": .field { $0.toc }, "itemsHTML": .field { $0.itemsHTML }, "sideBySide": .field { $0.sideBySide },
        "translationNotice": .field { $0.translationNotice },
    ])
}

extension DocumentPage.SideBySide: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.SideBySide>(["href": .field { $0.href }, "label": .field { $0.label }])
}

extension DocumentPage.Heading: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.Heading>([
        "title": .field { $0.title }, "guidelineCount": .field { $0.guidelineCount }, "checklistHref": .field { $0.checklistHref }, "summary": .field { $0.summary },
    ])
}

extension DocumentPage.TOCEntry: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.TOCEntry>(["id": .field { $0.id }, "text": .field { $0.text }, "sub": .field { $0.sub }])
}

extension DocumentPage.TranslationNotice: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<DocumentPage.TranslationNotice>([
        "outdated": .field { $0.outdated }, "missing": .field { $0.missing }, "statusHref": .field { $0.statusHref },
    ])
}

extension BilingualPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<BilingualPage>([
        "frame": .field { $0.frame }, "bilingual": .field { $0.bilingual }, "rows": .field { $0.rows },
    ])
}

extension BilingualPage.Header: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<BilingualPage.Header>([
        "label": .field { $0.label }, "sourceTitle": .field { $0.sourceTitle }, "translationTitle": .field { $0.translationTitle }, "outdatedNotice": .field { $0.outdatedNotice },
        "missingNotice": .field { $0.missingNotice }, "sourceLang": .field { $0.sourceLang }, "translationLang": .field { $0.translationLang }, "sourceName": .field { $0.sourceName },
        "translationName": .field { $0.translationName }, "sourceHref": .field { $0.sourceHref }, "translationHref": .field { $0.translationHref },
    ])
}

extension BilingualPage.Row: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<BilingualPage.Row>([
        "id": .field { $0.id }, "aliases": .field { $0.aliases }, "isGuideline": .field { $0.isGuideline }, "source": .field { $0.source }, "outdated": .field { $0.outdated }, "translation": .field { $0.translation },
    ])
}

extension ChecklistPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage>([
        "frame": .field { $0.frame }, "document": .field { $0.document }, "sections": .field { $0.sections },
    ])
}

extension ChecklistPage.DocumentLink: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage.DocumentLink>(["title": .field { $0.title }, "href": .field { $0.href }])
}

extension ChecklistPage.Section: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage.Section>(["heading": .field { $0.heading }, "items": .field { $0.items }])
}

extension ChecklistPage.Item: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<ChecklistPage.Item>([
        "id": .field { $0.id }, "text": .field { $0.text }, "checked": .field { $0.checked }, "rules": .field { $0.rules }, "href": .field { $0.href }, "reason": .field { $0.reason },
    ])
}

extension StartPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<StartPage>([
        "frame": .field { $0.frame }, "documents": .field { $0.documents }, "example": .field { $0.example }, "more": .field { $0.more },
    ])
}

extension StartPage.Document: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<StartPage.Document>([
        "title": .field { $0.title }, "href": .field { $0.href }, "guidelineCount": .field { $0.guidelineCount }, "checked": .field { $0.checked }, "checklistHref": .field { $0.checklistHref },
        "summary": .field { $0.summary },
    ])
}

extension TranslationStatusPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<TranslationStatusPage>([
        "frame": .field { $0.frame }, "entries": .field { $0.entries }, "summary": .field { $0.summary }, "pagination": .field { $0.pagination },
    ])
}

extension TranslationStatusPage.Entry: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<TranslationStatusPage.Entry>([
        "anchor": .field { $0.anchor }, "title": .field { $0.title }, "sourceName": .field { $0.sourceName }, "languageName": .field { $0.languageName }, "total": .field { $0.total },
        "upToDate": .field { $0.upToDate }, "percent": .field { $0.percent }, "complete": .field { $0.complete }, "hasMissing": .field { $0.hasMissing }, "hasExtra": .field { $0.hasExtra },
        "hasOutdated": .field { $0.hasOutdated }, "missing": .field { $0.missing }, "extra": .field { $0.extra }, "outdated": .field { $0.outdated },
        "translationHref": .field { $0.translationHref }, "bilingualHref": .field { $0.bilingualHref }, "bilingualLabel": .field { $0.bilingualLabel },
    ])
}

extension GlossaryPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GlossaryPage>(["frame": .field { $0.frame }, "terms": .field { $0.terms }])
}

extension GlossaryPage.Term: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GlossaryPage.Term>([
        "id": .field { $0.id }, "name": .field { $0.name }, "forms": .field { $0.forms }, "variants": .field { $0.variants }, "definition": .field { $0.definition },
    ])
}

extension GlossaryPage.Term.Form: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GlossaryPage.Term.Form>(["lang": .field { $0.lang }, "name": .field { $0.name }])
}

extension RulesPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage>([
        "frame": .field { $0.frame }, "topics": .field { $0.topics }, "rules": .field { $0.rules }, "guidelines": .field { $0.guidelines }, "counts": .field { $0.counts },
        "uncheckedSummary": .field { $0.uncheckedSummary },
    ])
}

extension RulesPage.Topic: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Topic>(["topic": .field { $0.topic }])
}

extension RulesPage.Rule.Example: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Rule.Example>([
        "id": .field { $0.id }, "passed": .field { $0.passed }, "verdict": .field { $0.verdict }, "href": .field { $0.href },
    ])
}

extension RulesPage.Counts: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<RulesPage.Counts>([
        "rules": .field { $0.rules }, "guidelines": .field { $0.guidelines }, "checked": .field { $0.checked }, "unchecked": .field { $0.unchecked }, "examples": .field { $0.examples },
        "withReason": .field { $0.withReason }, "unexplained": .field { $0.unexplained }, "hasUnexplained": .field { $0.hasUnexplained },
    ])
}

extension GalleryPage: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage>([
        "frame": .field { $0.frame }, "buttons": .field { $0.buttons }, "groups": .field { $0.groups },
    ])
}

extension GalleryPage.ButtonRow: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage.ButtonRow>(["type": .field { $0.type }, "cells": .field { $0.cells }])
}

extension GalleryPage.ButtonRow.Cell: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage.ButtonRow.Cell>([
        "style": .field { $0.style }, "passed": .field { $0.passed }, "mockup": .field { $0.mockup },
    ])
}

extension GalleryPage.Group: TemplateModel {
    func field(numbered number: Int) -> TemplateField { Self.fields.field(number, of: self) }
    static let fields = FieldTable<GalleryPage.Group>(["kind": .field { $0.kind }, "examples": .field { $0.examples }])
}
