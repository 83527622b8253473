import Foundation
import ZhinanTemplates
import ZhinanRules

/// Everything in `templates/`, loaded and validated once per build.
struct Theme: Sendable {
    var templates = Templates()
    /// Each template's text by name, and how its path is shown in diagnostics.
    var sources: [String: String] = [:]
    var displayRoot = "templates"
    /// Each language's interface strings (`templates/strings/<language>.yml`), with what it has not
    /// translated yet taken from its fallback chain: resolved once here, read for every page.
    var resolvedStrings: [Language: [String: String]] = [:]
    /// The rules' and mockups' words in every language, from `templates/messages/<language>.yml`.
    var phrasebook = Phrasebook(catalogs: [])
    /// The messages' files by their bytes: a mockup drawn with the same words may be kept.
    var messagesDigest = Digest.of("")
    /// Files copied as they are, keyed by their path under `public/`.
    var assets: [String: Data]
    /// The templates and assets, by their bytes.
    var digest = Digest.zero

    static let requiredTemplates = ["layout", "item", "root", "home", "document", "bilingual", "translations", "rules", "mockups", "start", "checklist", "glossary", "search", "404", "pagination", "changes", "drill"]

    static func load(from directory: URL, displayRoot: String, languages: Languages, into diagnostics: inout Diagnostics) -> Theme {
        guard ContentLoader.readableDirectory(directory, display: displayRoot, role: "templates directory", into: &diagnostics) != nil else {
            return Theme(displayRoot: displayRoot, assets: [:])
        }
        let root = InputRoot(directory, display: displayRoot)
        func catalogues(_ kind: Catalogues.Kind, _ folder: String) -> Catalogues {
            Catalogues.load(directory.appendingPathComponent(folder), display: "\(displayRoot)/\(folder)",
                            what: kind, languages: languages, within: root, into: &diagnostics)
        }
        let sources = Dictionary(uniqueKeysWithValues: requiredTemplates.compactMap { name in
            InputText.read(directory.appendingPathComponent("\(name).mustache"), display: "\(displayRoot)/\(name).mustache",
                           within: root, into: &diagnostics).map { (name, $0) }
        })
        // Parsed once per process for the same texts (serve rebuilds on every save).
        let parsed = ParseMemo.shared.value("templates", path: displayRoot, input: sources, into: &diagnostics) { diagnostics in
            var templates = Templates()
            for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
                do {
                    templates[name] = try Template.parse(text, name: name)
                } catch {
                    let unreadable = error as? Template.Unreadable
                    diagnostics.error("template error: \(unreadable?.what ?? "\(error)")", at: SourceLocation(
                        path: "\(displayRoot)/\(name).mustache", line: unreadable?.line ?? 1, column: unreadable?.column ?? 1))
                }
            }
            return templates
        }
        let stringsCatalogues = catalogues(.strings, "strings"), messagesCatalogues = catalogues(.messages, "messages")
        // Made once per process while the catalogues' bytes and the languages stay the same.
        var ignored = Diagnostics()
        let input = [stringsCatalogues.digest, messagesCatalogues.digest, Digest(encoding: languages.all)]
        let words = ParseMemo.shared.value("theme words", path: displayRoot, input: input, into: &ignored) { _ in
            (resolved: stringsCatalogues.resolvedTables(languages: languages), phrasebook: messagesCatalogues.phrasebook(languages: languages))
        }
        let names = ContentLoader.readableDirectory(directory.appendingPathComponent("assets"), display: "\(displayRoot)/assets",
                                                    role: "assets folder", into: &diagnostics) ?? []
        let assets = Dictionary(uniqueKeysWithValues: names.filter { !$0.hasPrefix(".") }.compactMap { name in
            InputText.readData(directory.appendingPathComponent("assets/\(name)"), display: "\(displayRoot)/assets/\(name)", within: root,
                               into: &diagnostics).map { ("assets/\(name)", $0) }
        })
        if assets[PagePaths.stylesheet] == nil {
            diagnostics.error("the stylesheet is missing", at: SourceLocation(path: "\(displayRoot)/assets/style.css"))
        }
        var digest = DigestBuilder("theme")
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) { digest.add(name); digest.add(text) }
        for (path, data) in assets.sorted(by: { $0.key < $1.key }) { digest.add(path); digest.add(data) }
        return Theme(templates: parsed, sources: sources, displayRoot: displayRoot, resolvedStrings: words.resolved,
                     phrasebook: words.phrasebook, messagesDigest: messagesCatalogues.digest, assets: assets, digest: digest.digest)
    }
}
