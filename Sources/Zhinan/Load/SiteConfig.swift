import Foundation
import Yams

/// Site-wide settings from `content/site.yml`.
struct SiteConfig: Sendable, Hashable {
    /// Where `public/` is published, ending in `/`; the sitemap and `hreflang` need absolute URLs.
    var baseURL: String
    var languages: Languages
    /// Each OpenCC configuration `converted-from` names, where: opened (and its problem reported) where the content is converted.
    var conversions: [SourceLocation: String] = [:]

    init(baseURL: String, languages: Languages = .standard, conversions: [SourceLocation: String] = [:]) {
        (self.baseURL, self.languages, self.conversions) = (baseURL.hasSuffix("/") ? baseURL : baseURL + "/", languages, conversions)
    }

    static let fileName = "site.yml"

    /// The path part of the base URL (`/zhinan/`), for pages that cannot use relative links (404).
    var basePath: String {
        guard let url = URL(string: baseURL), !url.path.isEmpty else { return "/" }
        return url.path.hasSuffix("/") ? url.path : url.path + "/"
    }

    /// What a site whose settings cannot be read gets, so that the other stages still run.
    static let fallback = SiteConfig(baseURL: "https://example.org/")

    static func load(contentDirectory: URL, displayRoot: String, into diagnostics: inout Diagnostics) -> SiteConfig {
        if let config = InputText.parsedContentFile(fileName, in: contentDirectory, display: displayRoot, memo: "site settings",
                                                    unreadable: fallback, into: &diagnostics, parse) { return config }
        diagnostics.error("missing site settings: create it with 'base-url: https://…/' (where public/ is published)",
                          at: SourceLocation(path: "\(displayRoot)/\(fileName)"))
        return fallback
    }

    private static func parse(_ text: String, path: String, into diagnostics: inout Diagnostics) -> SiteConfig {
        guard YAMLLimits.check(text, path: path, into: &diagnostics) else { return fallback }
        guard let mapping = (try? YAMLTree.compose(text))??.mapping else {
            diagnostics.error("malformed site settings: expected 'base-url: https://…/'", at: SourceLocation(path: path))
            return fallback
        }
        for (key, _) in mapping where !["base-url", "languages"].contains(key.string ?? "") {
            diagnostics.error("unknown site setting \(key.keyName); known settings: base-url, languages", at: SourceLocation(path: path, mark: key.mark))
        }
        var conversions: [SourceLocation: String] = [:]
        let languages = mapping["languages"].map { LanguagesSetting.read($0, path: path, conversions: &conversions, into: &diagnostics) } ?? .standard
        let value = mapping["base-url"]
        guard let base = value?.scalar?.string, let url = URL(string: base), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
            diagnostics.error("'base-url' must be an absolute http(s) URL", at: SourceLocation(path: path, mark: value?.mark))
            return SiteConfig(baseURL: fallback.baseURL, conversions: conversions)
        }
        return SiteConfig(baseURL: base, languages: languages, conversions: conversions)
    }
}

/// Reads `languages:` of `site.yml`, in the order the site shows them (the fields: docs/authoring.md).
enum LanguagesSetting {
    static let keys = ["id", "tag", "name", "script", "translates", "fallback", "converted-from"]

    static func read(_ node: Node, path: String, conversions: inout [SourceLocation: String], into diagnostics: inout Diagnostics) -> Languages {
        func at(_ node: Node?) -> SourceLocation { SourceLocation(path: path, mark: node?.mark) }
        guard let list = node.sequence, !list.isEmpty else {
            diagnostics.error("'languages' must be a list of languages (id, tag, name, script, translates)", at: at(node))
            return .standard
        }
        var languages: [Language] = []
        var entries: [Node.Mapping] = []  // the mapping each language was read from, for locating later problems
        for entry in list {
            let problem = "a language must be a mapping with id, tag, name and script"
            guard let mapping = diagnostics.fields(of: entry, in: path, else: problem) else { continue }
            for (key, _) in mapping where !keys.contains(key.string ?? "") {
                diagnostics.error("unknown language setting \(key.keyName); known: \(keys.joined(separator: ", "))", at: at(key))
            }
            func text(_ key: String) -> String? {
                guard let value = mapping[key] else {
                    if key != "fallback" { diagnostics.error("the language needs '\(key)'", at: at(entry)) }
                    return nil
                }
                if let scalar = value.scalar?.string, !scalar.isEmpty { return scalar }
                diagnostics.error("'\(key)' must be a text", at: at(value))
                return nil
            }
            guard let id = text("id"), let tag = text("tag"), let name = text("name"), let script = text("script") else { continue }
            guard Identifier.isValidDocumentID(id) else {
                diagnostics.error("language id '\(id)' must be lowercase letters, digits and hyphens (it names a folder)", at: at(mapping["id"]))
                continue
            }
            guard script.count == 4, script.first!.isUppercase, script.dropFirst().allSatisfy(\.isLowercase) else {
                diagnostics.error("script '\(script)' must be an ISO 15924 code such as Hans, Hant, Latn, Jpan", at: at(mapping["script"]))
                continue
            }
            let translatesNode = mapping["translates"]
            let translates = translatesNode?.scalar.map { [$0.string] } ?? translatesNode?.sequence?.compactMap(\.scalar?.string) ?? []
            if languages.contains(where: { $0.id == id }) {
                diagnostics.error("language '\(id)' is declared twice", at: at(mapping["id"]))
                continue
            }
            let pairs: [(key: Node, value: Node)] = mapping["converted-from"].map { node in node.mapping.map { Array($0) } ?? [(node, node)] } ?? []
            let convertedFrom = pairs.compactMap { key, value -> (source: String, opencc: String)? in
                guard let source = key.scalar?.string, let opencc = value.scalar?.string, key != value else {
                    diagnostics.error("'converted-from' maps a source language to an OpenCC configuration ({zh-hans: s2twp})", at: at(key))
                    return nil
                }
                conversions[at(value)] = opencc
                return (source, opencc)
            }
            languages.append(Language(id: id, tag: tag, nativeName: name, script: script, translates: translates,
                                      fallback: text("fallback"), convertedFrom: convertedFrom, rank: languages.count))
            entries.append(mapping)
        }
        // What a language translates or falls back to must be declared; translations translate sources.
        let declared = Languages(languages)
        for (entry, language) in zip(entries, languages) {
            for source in language.translates where declared[source]?.isSource != true {
                let problem = declared[source] == nil ? "not a language of the site (\(declared.ids))" : "itself a translation; translate its source"
                diagnostics.error("'\(language.id)' translates '\(source)', which is \(problem)", at: at(entry["translates"]))
            }
            for (source, _) in language.convertedFrom where declared[source]?.isSource != true || source == language.id || !language.isSource {
                diagnostics.error("'\(language.id)' is converted from '\(source)': both must be source languages of the site, and two",
                                  at: at(entry["converted-from"]))
            }
            if let fallback = language.fallback, declared[fallback] == nil || fallback == language.id {
                diagnostics.error("'\(language.id)' falls back to '\(fallback)', which is not another language of the site",
                                  at: at(entry["fallback"]))
            }
        }
        if !languages.isEmpty && declared.sources.isEmpty {
            diagnostics.error("no language is a source: at least one must have no 'translates'", at: at(node))
        }
        return languages.isEmpty ? .standard : declared
    }
}
