/// What a search record is: a document's guideline, section (a heading with an id) or introduction, or a site's rule or term.
package enum RecordKind: Int, Sendable {
    case guideline, section, introduction, rule, term

    /// The name a stored row ends with, so that the browser can label the result; nil for a document's own records.
    var rowLabel: String? { self == .rule ? "rule" : self == .term ? "term" : nil }
}

/// One language's text of a search record.
package struct RecordEdition: Sendable {
    /// Relative to the site's root: `zh-hans/apple-pay.html#apple-pay.button.minimum-width`.
    package var url: String
    /// The lead sentence, the heading, or the document's title for an introduction.
    package var title: String
    package var documentTitle: String
    /// The headings above the record, outermost first: what it is about when its own text does not say.
    package var headingPath: [String]
    package var text: String

    package init(url: String, title: String, documentTitle: String, headingPath: [String], text: String) {
        (self.url, self.title, self.documentTitle, self.headingPath, self.text) = (url, title, documentTitle, headingPath, text)
    }
}

/// The records of one document id, in every language it is written in, analysed for search: all the
/// index needs of them. A build keeps it in its cache: an unchanged document is not analysed again.
package struct SearchGroup: Sendable, Hashable {
    package struct Record: Sendable, Hashable {
        package var kind: RecordKind
        /// The ids of the languages the record is written in, in site order, and each one's stored
        /// row (see `row`); no rows for a record from the build cache (they are in the output's files).
        package var languages: [String]
        package var rows: [String]
        /// Numbered in the group's `terms`, or, once `numbered`, in the site's `TermTable`.
        package var terms: RecordTerms

        package init(kind: RecordKind, languages: [String], rows: [String], terms: RecordTerms) {
            (self.kind, self.languages, self.rows, self.terms) = (kind, languages, rows, terms)
        }
    }

    /// What the analysis reads of one record: its editions by language id (in the site's order), the
    /// words of the rules that judge it, and its id terms (`#` and its id and each it was renamed from).
    package struct RecordText: Sendable {
        package var kind: RecordKind
        package var editions: [(language: String, edition: RecordEdition)]
        package var rulesText: String
        package var idTerms: [String]

        package init(kind: RecordKind, editions: [(language: String, edition: RecordEdition)], rulesText: String, idTerms: [String]) {
            (self.kind, self.editions, self.rulesText, self.idTerms) = (kind, editions, rulesText, idTerms)
        }

        /// The reader-visible fields (title, context, body), every language's lines joined (a line break parts terms).
        var visibleFields: [String] {
            let editions = editions.map(\.edition)
            return [editions.map(\.title).joined(separator: "\n"),
                    editions.map { ([$0.documentTitle] + $0.headingPath).joined(separator: "\n") }.joined(separator: "\n"),
                    editions.map(\.text).joined(separator: "\n")]
        }

        /// All that `fieldTerms` reads, each part after its length: equal texts, equal analyses.
        var analysed: String { (visibleFields + [rulesText, idTerms.joined(separator: "\n")]).map { "\($0.utf8.count):\($0)" }.joined() }
    }

    /// The group's distinct terms, in the order they were met; empty once `numbered`.
    package var terms: [String]
    package var records: [Record]

    package init(terms: [String], records: [Record]) { (self.terms, self.records) = (terms, records) }

    /// The same records with their terms numbered in the site's table (and no table of their own).
    package func numbered(in table: inout TermTable) -> SearchGroup {
        let map = terms.map { table.number(of: $0) }
        return SearchGroup(terms: [], records: records.map { Record(kind: $0.kind, languages: $0.languages, rows: $0.rows, terms: $0.terms.renumbered(map)) })
    }

    /// Analyses records: each field's terms (with the forms of the glossary terms used), and the rows the browser shows.
    /// `recall`: a record analysed before with this matcher is not analysed again (a save under `serve` changes a
    /// record or two of its document; kept out of whole builds, whose records would fill the memory with terms).
    package init(records: [RecordText], matcher: GlossaryMatcher, recall: Bool = false) {
        var numbers = TermNumbers()
        // How often each term (by id) has occurred in the field being read; zero again after each field.
        var occurrences: [Int32] = []
        // Buffers kept from record to record: a record's own arrays grown by appending would keep up
        // to twice the room they need until the index is written.
        var terms: [Int32] = [], counts: [Int32] = [], fieldEnds: [Int32] = [], lengths: [Int32] = []
        let analysed = records.map { record in
            terms.removeAll(keepingCapacity: true)
            counts.removeAll(keepingCapacity: true)
            fieldEnds.removeAll(keepingCapacity: true)
            lengths.removeAll(keepingCapacity: true)
            let fields = recall ? matcher.analyses.value(record.analysed) { Self.fieldTerms(of: record, matcher: matcher) }
                : Self.fieldTerms(of: record, matcher: matcher)
            for all in fields {
                let start = terms.count
                for term in all {
                    let id = numbers.number(of: term)
                    if occurrences.count < numbers.count { occurrences.append(0) }
                    if occurrences[Int(id)] == 0 { terms.append(id) }
                    occurrences[Int(id)] += 1
                }
                for id in terms[start...] {
                    counts.append(occurrences[Int(id)])
                    occurrences[Int(id)] = 0
                }
                fieldEnds.append(Int32(terms.count))
                lengths.append(Int32(all.count))
            }
            return Record(kind: record.kind, languages: record.editions.map(\.language), rows: record.editions.map { Self.row(of: $0.edition, kind: record.kind) },
                          terms: RecordTerms(terms: terms, counts: counts, fieldEnds: fieldEnds, lengths: lengths))
        }
        self.init(terms: numbers.terms, records: analysed)
    }

    /// Each field's terms in order (repeats included), in `SearchIndex.Field` order; all it reads is `RecordText.analysed`.
    static func fieldTerms(of record: RecordText, matcher: GlossaryMatcher) -> [[String]] {
        // The glossary terms used are found in the reader-visible fields.
        let folded = record.visibleFields.map(SearchText.fold)
        let read = folded.map(SearchText.terms)
        let glossary = matcher.forms.isEmpty ? [] : matcher.formTerms(in: folded.joined(separator: "\n"), terms: read.flatMap { $0 })
        let fields = read + [SearchText.analyse(record.rulesText), glossary, record.idTerms]
        assert(fields.count == SearchIndex.Field.allCases.count)
        return fields
    }

    /// An edition's stored row: `[url, title, context, text]` as JSON, and a rule's or a term's kind
    /// (`RecordKind.rowLabel`). Text cut short ends in "…": an excerpt that reaches its end says there is more.
    static func row(of edition: RecordEdition, kind: RecordKind) -> String {
        var row: [UInt8] = [UInt8(ascii: "[")]
        let stored = storedPrefix(of: edition.text)
        for (index, text) in ([edition.url, edition.title, ([edition.documentTitle] + edition.headingPath).joined(separator: " › "),
                               stored.utf8.count < edition.text.utf8.count ? stored + "…" : stored] + (kind.rowLabel.map { [$0] } ?? [])).enumerated() {
            if index > 0 { row.append(UInt8(ascii: ",")) }
            JSONString.append(text, to: &row)
        }
        row.append(UInt8(ascii: "]"))
        return String(decoding: row, as: UTF8.self)
    }

    /// `String(text.prefix(SearchIndex.storedText))`, but text of `WhitespaceText.isSimple` scalars
    /// (no carriage return) has a character boundary at every scalar, and is cut by scalars in its bytes.
    static func storedPrefix(of text: String) -> String {
        let limit = SearchIndex.storedText
        if text.utf8.count <= limit { return text }  // no more characters than bytes
        var native = text  // withUTF8 may make a bridged string native: a copy, not the caller's
        return native.withUTF8 { bytes in
            // (The scalar after the last one kept is looked at too: it could join the one before it.)
            guard let end = WhitespaceText.simpleScalars(bytes, limit: limit)?.length else { return String(text.prefix(limit)) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }
}
