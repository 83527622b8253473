import ZhinanTemplates
import ZhinanMockups
import ZhinanRules

/// A practice drill per document and language (`<language>/<document>.drill.html`): its examples as
/// questions, answered by this build's verdicts; `assets/drill.js` draws ten from a seed in the address.
struct DrillPage: Encodable {
    var frame: Frame
    var documentTitle, documentHref: String
    /// The questions, the guidelines they may name and the words the script shows, as JSON (`<` escaped).
    var data: String
    var count: Int
}

extension PageRenderer {
    /// Whether a document with these guidelines has a drill: it asks their examples, and needs some.
    func hasDrill(_ guidelines: [String]) -> Bool { guidelines.contains { !view.examples(of: $0).isEmpty } }

    /// A question for each example; its answer in each edition is the guidelines whose rules it breaks
    /// there (none: it follows them). Each guideline's `section`: where the script takes its distractors.
    func drillContext(_ document: Document) -> DrillPage {
        let language = document.language
        let page = PagePaths.relative(from: language, to: PagePaths.document(document.id, in: language))
        var guidelines: [String: JSONValue] = [:], section = 0
        for item in document.items {
            switch item {
            case .heading(let heading) where heading.level <= 3: section += 1
            case .guideline(let guideline):
                guidelines[guideline.id] = ["lead": .string(guideline.lead ?? guideline.id), "href": .string(page + "#" + guideline.id), "section": JSONValue(section)]
            default: break
            }
        }
        let results = document.guidelines.flatMap { view.examples(of: $0.id) }
        // A don't whose unmarked picture is a do's (what it gets wrong cannot be drawn): its spec opens first.
        let plain = results.map { view.picture(of: $0, marked: false, in: language) }
        let doPictures = Set(zip(results, plain).compactMap { $0.allViolations.isEmpty ? $1 : nil })
        let questions = zip(results, plain).map { result, plain -> JSONValue in
            // (A rule of another document's guideline is answered by the example's own.)
            func answer(_ edition: Edition) -> JSONValue {
                let rules = result.violatedRules(in: edition)
                let named = rules.flatMap { book.rule($0)?.guidelines ?? [] }.filter { guidelines[$0] != nil }.uniqued
                return JSONValue(rules.isEmpty ? [] : named.isEmpty ? [result.example.guideline] : named)
            }
            let spec = view.specText(of: result)
            return [
                "id": .string(result.example.id), "guideline": .string(result.example.guideline), "spec": .string(spec),
                // A spec without a picture is shown as a card of its fields; once answered, with what its rules found outlined.
                "plain": .string(plain?.svg(id: "drill-\(result.example.id)") ?? TextCard.html(spec)),
                // (A picture with nothing to mark is the same either way: drawn once.)
                "marked": result.allViolations.isEmpty ? .null : .string(view.picture(of: result, marked: true, in: language)?.svg(id: "drill-\(result.example.id)-marked")
                    ?? TextCard.html(spec, marking: result.allViolations)),
                "specFirst": .bool(!result.allViolations.isEmpty && plain.map(doPictures.contains) == true),
                "caption": result.example.captions[language.id].map { .string($0.text) } ?? .null,
                "answers": ["source": answer(.source), "current": answer(.current)],
                "messages": ["source": JSONValue(result.violations(in: .source).map { view.say($0.message, in: language) }),
                             "current": JSONValue(result.violations(in: .current).map { view.say($0.message, in: language) })],
            ]
        }
        let data: JSONValue = ["document": .string(document.id), "language": .string(language.id), "guidelines": JSONValue(guidelines),
                               "questions": .array(questions)]
        return DrillPage(
            frame: frame(language, title: "\(view.string("drill_title", language)) · \(document.title)",
                         path: PagePaths.drill(document.id, in: language), alternates: [(language, PagePaths.drill(document.id, in: language))]),
            documentTitle: document.title, documentHref: page,
            data: Self.scriptSafe(data.encoded()), count: questions.count)
    }

    /// `</` as `<\/`, so that no `</script>` inside the JSON ends its script element early; the bytes
    /// between are copied a run at a time (Foundation's `replacingOccurrences` is slow on text this long).
    static func scriptSafe(_ json: String) -> String {
        var bytes: [UInt8] = [], text = json
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(utf8.count + 64)
            var start = 0
            for index in utf8.indices.dropFirst() where utf8[index] == UInt8(ascii: "/") && utf8[index - 1] == UInt8(ascii: "<") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(UInt8(ascii: "\\"))
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
