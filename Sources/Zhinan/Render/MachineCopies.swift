import Foundation
import ZhinanRules

/// The site for readers who paste guidance into an assistant: each document's Markdown beside its
/// page, and `llms.txt` (llmstxt.org) at the root listing every document, rule and glossary term.
enum MarkdownCopy {
    /// The document as written, its front matter turned into a title: guideline ids stay as
    /// `{#id}` markers, and links to other documents (`apple-pay.md#…`) reach their copies beside it.
    static func text(of source: SourceFile, title: String) -> String {
        var ignored = Diagnostics()
        let body = FrontMatterParser().parse(source, into: &ignored).body.drop { $0 == "\n" }
        return "# \(title)\n\n\(body)" + (body.hasSuffix("\n") ? "" : "\n")
    }
}

extension PageRenderer {
    /// `llms.txt`: every document, rule and glossary term as absolute URLs; rules and terms are
    /// described in English where the site has it, else in its first language.
    func llmsText() -> String {
        let languages = view.languages, base = view.baseURL
        let language = languages.first { $0.id == "en" } ?? languages[0]
        func line(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: " ") }
        var out = "# \(view.string("site_name", language))\n\n> \(line(view.string("site_tagline", language)))\n\n## Documents\n\n"
        for edition in languages {
            for document in view.documents(in: edition) {
                let page = base + PagePaths.document(document.id, in: edition), markdown = base + PagePaths.markdown(document.id, in: edition)
                out += "- [\(line(document.title))](\(page)) (\(edition.nativeName), [Markdown](\(markdown)))"
                    + (document.frontMatter.summary.map { ": \(line($0))" } ?? "") + "\n"
            }
        }
        out += "\n## Rules\n\n" + RuleBook.standard.rules.map { rule in
            "- [\(rule.id)](\(base + PagePaths.rules(language))#\(rule.id)): \(line(thresholdText(rule, language)))\n"
        }.joined()
        let glossary = view.glossary
        if !glossary.terms.isEmpty {
            out += "\n## Glossary\n\n" + glossary.terms.map { term in
                "- [\(line(term.name(in: language, of: view.configured) ?? term.id))](\(base + PagePaths.glossary(language))#\(term.id))"
                    + (term.definition[language].map { ": \(line($0))" } ?? "") + "\n"
            }.joined()
        }
        return out + "\n## Optional\n\n- [rules.json](\(base + PagePaths.rulesJSON)): every rule, its figures in each edition, its examples\n"
    }
}
