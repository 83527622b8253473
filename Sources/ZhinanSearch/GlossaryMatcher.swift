import Foundation

/// Finds the glossary terms a record uses, in any of their forms, so the record can be found by every
/// other form too (document-side expansion: the browser needs no glossary of its own).
package struct GlossaryMatcher: Sendable {
    package struct Term: Sendable, Hashable {
        package var id: String
        package var forms: [String]

        package init(id: String, forms: [String]) { (self.id, self.forms) = (id, forms) }
    }

    /// One form of a term (a class: matching runs over every form for every record, and would copy a struct's arrays).
    package final class Form: Sendable {
        let term: Term
        /// Where the term stands in the list the matcher was made of: results come in its order.
        package let index: Int
        /// The form as it was given (the glossary check asks whose language's form it is).
        package let text: String
        /// Folded text as UTF-8 (searched byte-wise), for Chinese forms; word terms in order, for the others.
        let folded: [UInt8]
        let words: [String]
        /// Whether every word is surely normalised (`GlossaryMatcher.isSurelyNormalized`).
        let wordsNormalized: Bool
        /// The form's own terms: a text without one of them cannot contain the form.
        let terms: [TextBytes]

        init(term: Term, index: Int, text: String) {
            let folded = SearchText.fold(text)
            let terms = SearchText.terms(folded).filter { !$0.utf8.contains(0x20) }
            words = folded.unicodeScalars.contains(where: SearchText.isCJK) ? [] : terms
            self.terms = terms.map(TextBytes.term)
            wordsNormalized = GlossaryMatcher.areSurelyNormalized(words)
            (self.term, self.index, self.text, self.folded) = (term, index, text, Array(folded.utf8))
        }
    }
    package let forms: [Form]
    /// The search terms of each term's forms (each on a line of its own), by its place in the list:
    /// what a record that uses the term gets in its glossary field, analysed once here.
    let formTerms: [[String]]
    /// Forms by their first term, each by its place in `forms`.
    let byFirstTerm: [TextBytes: [Int32]]
    /// Forms without terms: every text is asked about them.
    let formsWithoutTerms: [Int32]
    /// What this matcher found in texts it was asked about before (shared by its copies).
    private let answers = TextMemo<[Form]>()
    /// Search records analysed with this matcher before (`SearchGroup.fieldTerms`), by their text.
    let analyses = TextMemo<[[String]]>()

    package init(terms: [Term]) {
        // One Chinese character is part of too many words to stand for a term inside running text
        // (笔 for Apple Pencil is also in 一筆 "one entry"); it still names the term on the glossary page.
        forms = terms.enumerated().flatMap { index, term in term.forms.map { Form(term: term, index: index, text: $0) } }
            .filter { !($0.words.isEmpty && String(decoding: $0.folded, as: UTF8.self).unicodeScalars.count < 2) }
        let forms = self.forms
        formsWithoutTerms = forms.indices.filter { forms[$0].terms.isEmpty }.map(Int32.init)
        byFirstTerm = Dictionary(grouping: forms.indices.filter { !forms[$0].terms.isEmpty }.map(Int32.init)) { forms[Int($0)].terms[0] }
        formTerms = terms.map { SearchText.analyse($0.forms.joined(separator: "\n")) }
    }

    /// The forms used in already folded text, in the list's order, each once.
    package func forms(in folded: String) -> [Form] {
        guard !forms.isEmpty else { return [] }
        return answers.value(folded) { match(folded, terms: nil) }
    }

    /// Each used term's `formTerms`, in the list's order. `terms`: the text's terms, if the caller
    /// has them. Not kept among `answers`: a record's text is asked about once per build.
    func formTerms(in folded: String, terms known: [String]? = nil) -> [String] {
        guard !forms.isEmpty else { return [] }
        return Self.firstForms(of: match(folded, terms: known)).flatMap { formTerms[$0.index] }
    }

    /// The first of the found forms of each term (by id), in order.
    package static func firstForms(of found: [Form]) -> [Form] {
        var seen = Set<String>()
        return found.filter { seen.insert($0.term.id).inserted }
    }

    private func match(_ folded: String, terms known: [String]?) -> [Form] {
        let all = known ?? SearchText.terms(folded)
        var present = Set<TextBytes>(minimumCapacity: all.count)
        // The candidates, by their place in `forms`: forms whose first term the text has, and forms without terms.
        var isCandidate = [Bool](repeating: false, count: forms.count)
        for position in formsWithoutTerms { isCandidate[Int(position)] = true }
        for term in all.map(TextBytes.term) where present.insert(term).inserted {
            for position in byFirstTerm[term] ?? [] { isCandidate[Int(position)] = true }
        }
        guard isCandidate.contains(true) else { return [] }
        // Made when a form of words, or of Chinese, is first asked about.
        lazy var words = all.filter { !$0.utf8.contains(0x20) }
        lazy var wordsNormalized = Self.areSurelyNormalized(words)
        lazy var bytes = Array(folded.utf8)
        return zip(forms, isCandidate).filter { form, candidate in
            guard candidate, form.terms.allSatisfy(present.contains) else { return false }
            return form.words.isEmpty ? Self.contains(bytes, form.folded) : Self.contains(words, form.words, byBytes: form.wordsNormalized && wordsNormalized)
        }.map(\.0)
    }

    /// Whether `pattern` occurs in `text`, byte for byte (UTF-8 never matches across a character's bytes).
    package static func contains(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard !pattern.isEmpty, pattern.count <= text.count else { return false }
        // The first byte found by `memchr`, the rest compared by `memcmp`: every text is searched for every Chinese form.
        return text.withUnsafeBytes { text in
            pattern.withUnsafeBytes { pattern in
                var start = text.baseAddress!
                let end = text.baseAddress! + text.count
                let first = Int32(pattern[0])
                while end - start >= pattern.count {
                    guard let hit = memchr(start, first, end - start - pattern.count + 1) else { return false }
                    if memcmp(hit, pattern.baseAddress!, pattern.count) == 0 { return true }
                    start = UnsafeRawPointer(hit) + 1
                }
                return false
            }
        }
    }

    /// Whether `phrase` occurs in `words`, word for word. `byBytes`: both are surely normalised
    /// (`areSurelyNormalized`), so words are compared by their bytes alone, not slowly as Unicode text.
    static func contains(_ words: [String], _ phrase: [String], byBytes: Bool = false) -> Bool {
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        func same(_ a: String, _ b: String) -> Bool { byBytes ? sameBytes(a, b) : sameTerm(a, b) }
        return (0...(words.count - phrase.count)).contains { start in phrase.indices.allSatisfy { same(words[start + $0], phrase[$0]) } }
    }

    /// Whether two strings have the same UTF-8 bytes: their counts first (most words differ in length), then `memcmp`.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let byStorage = a.utf8.withContiguousStorageIfAvailable { a -> Bool? in
            b.utf8.withContiguousStorageIfAvailable { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        return (byStorage ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    static func areSurelyNormalized(_ words: [String]) -> Bool { words.allSatisfy(isSurelyNormalized) }

    /// Whether every scalar of `term` is surely its own normal form (ASCII asked by bytes).
    static func isSurelyNormalized(_ term: String) -> Bool {
        term.utf8.allSatisfy { $0 < 0x80 } || term.unicodeScalars.allSatisfy(isSurelyNormalized)
    }

    /// ASCII, kana, CJK unified ideographs and hangul syllables: each its own normal form C, and
    /// none composing with another of them, so text made of them alone is in NFC.
    static func isSurelyNormalized(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x7F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// `a == b` (canonical equivalence), by bytes where that is the same answer: equal bytes are
    /// equal strings, and two texts surely in normal form C (`isSurelyNormalized`) are equal only
    /// when their bytes are, and comparing through Unicode's normalization is slow.
    static func sameTerm(_ a: String, _ b: String) -> Bool {
        if a.utf8.elementsEqual(b.utf8) { return true }
        if isSurelyNormalized(a), isSurelyNormalized(b) { return false }
        return a == b
    }
}
