import ZhinanRules
import ZhinanSearch

/// One thing search can find: a guideline, a section (a heading with an id) or a document's
/// introduction, once with every edition's text, so a query in one language finds it in another.
struct SearchRecord: Sendable {
    var documentID: String
    /// The guideline or heading id; `Segment.introID` for an introduction.
    var anchor: String
    var kind: RecordKind
    var editions: [Language: RecordEdition]
    /// What the rules that judge the guideline say, in every language: component, fields, threshold, messages.
    var rulesText: String

    /// Editions in the site's language order.
    var languages: [Language] { editions.keys.sorted() }

    /// What search's analysis reads of the record. `aliases`: the ids an id was renamed from.
    func text(aliases: (String) -> [String]) -> SearchGroup.RecordText {
        // The record's id and its old ids, each one whole term that no text makes (see `SearchIndex.Field`).
        let idTerms = kind == .introduction ? [] : ([anchor] + aliases(anchor)).map { "#" + $0 }
        return SearchGroup.RecordText(kind: kind, editions: languages.map { ($0.id, editions[$0]!) }, rulesText: rulesText, idTerms: idTerms)
    }
}

extension SearchRecord {
    /// The records of one document id, segments in reading order; a segment's edition in another language is the same record's.
    static func records(ofEditions editions: [Document], rulesText: RulesText) -> [SearchRecord] {
        var records: [SearchRecord] = [], byAnchor: [String: Int] = [:]
        for document in editions {
            for (segment, headingPath) in segmentsWithHeadings(of: document) {
                let edition = Self.edition(of: segment, in: document, headingPath: headingPath)
                if let index = byAnchor[segment.id] {
                    records[index].editions[document.language] = edition
                    continue
                }
                byAnchor[segment.id] = records.count
                let kind: RecordKind = switch segment.items.first {
                case .guideline?: .guideline
                case .heading? where segment.id != Segment.introID: .section
                default: .introduction
                }
                records.append(SearchRecord(documentID: document.id, anchor: segment.id, kind: kind, editions: [document.language: edition],
                                            rulesText: kind == .guideline ? rulesText.text(forGuideline: segment.id) : ""))
            }
        }
        return records
    }

    /// Segments with the headings above each (a heading without an id still names what follows it).
    static func segmentsWithHeadings(of document: Document) -> [(Segment, [String])] {
        var open: [(level: Int, text: String)] = []
        return document.segments.map { segment in
            var path = open.map(\.text)
            for item in segment.items {
                guard case .heading(let heading) = item else { continue }
                open.removeAll { $0.level >= heading.level }
                open.append((heading.level, heading.content.plainText))
                if item == segment.items.first { path = open.dropLast().map(\.text) }
            }
            return (segment, path)
        }
    }

    static func edition(of segment: Segment, in document: Document, headingPath: [String]) -> RecordEdition {
        let page = PagePaths.document(document.id, in: document.language)
        let text = segment.plainText
        let title: String = switch segment.items.first {
        case .guideline(let guideline)?: guideline.lead ?? String(text.prefix(40))
        case .heading(let heading)? where segment.id != Segment.introID: heading.content.plainText
        default: document.title
        }
        return RecordEdition(url: segment.id == Segment.introID ? page : page + "#" + segment.id, title: title,
                             documentTitle: document.title, headingPath: headingPath,
                             text: segment.id == Segment.introID && text.isEmpty ? (document.frontMatter.summary ?? document.title) : text)
    }
}

/// The words of the rules model about a guideline, for search: a guideline that says "small (no more
/// than 10 MB)" is found by `App Clip size` because its rule judges an App Clip's `size-mb`.
struct RulesText {
    let book: RuleBook
    let examples: (String) -> [ExampleResult]
    let phrasebook: Phrasebook

    func text(forGuideline id: String) -> String {
        var parts: [String] = []
        for rule in book.rules(enforcing: id) {
            parts += [Self.words(rule.component.rawValue)] + phrasebook.texts(rule.threshold)
            // Each edition's threshold and figure: searching "140 pt" finds the button's minimum width.
            for statement in rule.editions.compactMap(rule.statement(in:)) {
                parts += phrasebook.texts(statement.threshold) + phrasebook.texts(statement.figure.value)
            }
            for example in rule.guidelines.flatMap(examples) {
                // The spec's field names.
                if case .map(let entries) = example.example.spec.kind { parts += entries.map(\.key).filter { $0 != "component" }.map(Self.words) }
                parts += example.allViolations.filter { $0.ruleID == rule.id.rawValue }.flatMap { phrasebook.texts($0.message) }
            }
        }
        return parts.uniqued.joined(separator: "\n")
    }

    /// `size-mb` → `size mb`: the words a reader would type (in UTF-8, a hyphen's byte is never part of another character).
    static func words(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
