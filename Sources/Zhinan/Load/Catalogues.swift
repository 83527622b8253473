import Foundation
import ZhinanParallel
import ZhinanRules

/// The per-language `key: text` catalogues of `templates/` (interface strings, messages), checked against the first source language's.
struct Catalogues: Sendable {
    enum Kind: String, Sendable {
        case strings, messages

        var noun: String { self == .strings ? "interface string" : "message" }
    }

    struct File: Sendable {
        var path: String
        var entries: [(key: String, text: String)] = []
        var lines: [String: Int] = [:]
    }

    var kind: Kind
    var files: [Language: File]
    /// The messages of each file, their placeholders read once (messages only).
    var catalogs: [Language: MessageCatalog] = [:]
    /// The bytes the catalogues were read from: what is drawn from them may be kept while it holds.
    var digest = Digest.of("")

    static func load(_ directory: URL, display: String, what kind: Kind, languages: Languages, within root: InputRoot,
                     into diagnostics: inout Diagnostics) -> Catalogues {
        var texts: [(language: Language, path: String, text: String)] = []
        var digest = DigestBuilder("catalogues")
        for language in languages.all {
            let path = "\(display)/\(language.id).yml", url = directory.appendingPathComponent("\(language.id).yml")
            guard let text = InputText.read(url, display: path, within: root, into: &diagnostics) else { continue }
            digest.add(language.id)
            digest.add(text)
            texts.append((language, path, text))
        }
        // Read once per process for the same files and languages (serve rebuilds on every save).
        digest.add(languages.all.flatMap(\.declared))
        let key = digest.digest
        return ParseMemo.shared.value(kind.rawValue, path: display, input: key, into: &diagnostics) { diagnostics in
            // Each language's file on a core of its own; what each found is reported in the languages' order.
            let made = ParallelMap.map(texts) { (language, path, text) -> (file: File?, catalog: MessageCatalog?, problems: Diagnostics) in
                var problems = Diagnostics()
                let file = parse(text, path: path, kind: kind, into: &problems)
                let messages = kind == .messages ? file.map { catalog(of: $0, language: language.id, into: &problems) } : nil
                return (file, messages, problems)
            }
            var catalogues = Catalogues(kind: kind, files: [:], digest: key)
            for (text, result) in zip(texts, made) {
                diagnostics.append(contentsOf: result.problems)
                catalogues.files[text.language] = result.file
                catalogues.catalogs[text.language] = result.catalog
            }
            catalogues.compare(languages: languages, into: &diagnostics)
            return catalogues
        }
    }

    /// The file's messages; a text whose braces do not parse is an error at its line, and left out.
    static func catalog(of file: File, language: String, into diagnostics: inout Diagnostics) -> MessageCatalog {
        var problems: [(key: String, problem: String)] = []
        let catalog = MessageCatalog(language: language, texts: file.entries, problems: &problems)
        for (key, problem) in problems {
            diagnostics.error("message '\(key)': \(problem)", at: SourceLocation(path: file.path, line: file.lines[key] ?? 1))
        }
        return catalog
    }

    static func parse(_ text: String, path: String, kind: Kind, into diagnostics: inout Diagnostics) -> File? {
        guard let node = YAMLTree.read(text, path: path, what: "\(kind.noun)s", into: &diagnostics) else { return nil }
        var file = File(path: path)
        guard let node else { return file }
        guard let mapping = node.mapping else {
            diagnostics.error("\(kind.noun)s must be 'key: text' lines", at: SourceLocation(path: path))
            return nil
        }
        for (key, value) in mapping {
            guard let name = key.scalar?.string, let text = value.scalar?.string else {
                diagnostics.error("\(kind.noun)s must be 'key: text' lines", at: SourceLocation(path: path, mark: key.mark))
                continue
            }
            file.entries.append((name, text))
            file.lines[name] = key.mark?.line ?? 1
        }
        return file
    }

    /// Every language against the reference (the first source language with a file).
    private mutating func compare(languages: Languages, into diagnostics: inout Diagnostics) {
        guard let reference = (languages.sources + languages.all).first(where: { files[$0] != nil }),
              let referenceFile = files[reference] else { return }
        let referenceKeys = Set(referenceFile.entries.map(\.key))
        let referenceTemplates = placeholders(of: reference)
        for language in languages.all where language != reference {
            guard let file = files[language] else { continue }
            for (key, _) in file.entries where !referenceKeys.contains(key) {
                diagnostics.error("\(kind.noun) '\(key)' is not in \(referenceFile.path) (a misspelt key?)",
                                  at: SourceLocation(path: file.path, line: file.lines[key] ?? 1))
            }
            // A translation may leave a value out ("1 item"); it may not name one the rules never give.
            for (key, names) in placeholders(of: language) {
                guard let expected = referenceTemplates[key], !names.isSubset(of: expected) else { continue }
                let list = { (set: Set<String>) in set.sorted().map { "{\($0)}" }.joined(separator: ", ") }
                diagnostics.error("message '\(key)' fills in \(list(names.subtracting(expected))), which \(referenceFile.path) does not (it has \(expected.isEmpty ? "none" : list(expected)))",
                                  at: SourceLocation(path: file.path, line: file.lines[key] ?? 1))
            }
            let missing = referenceFile.entries.map(\.key).filter { file.lines[$0] == nil }
            guard !missing.isEmpty else { continue }
            if let fallback = language.fallback {
                diagnostics.warning("\(missing.count) of \(referenceKeys.count) \(kind.noun)s are not translated yet and are shown in '\(fallback)' (the language's fallback); the first is '\(missing[0])'",
                                    at: SourceLocation(path: file.path))
            } else {
                for key in missing {
                    diagnostics.error("\(kind.noun) '\(key)' is missing (every language needs the keys of \(referenceFile.path), or a 'fallback' in site.yml)",
                                      at: SourceLocation(path: file.path))
                }
            }
        }
    }

    private func placeholders(of language: Language) -> [String: Set<String>] { catalogs[language]?.templates.mapValues(\.argumentNames) ?? [:] }

    /// Each language's strings, what it has not translated yet taken from its fallback chain.
    func resolvedTables(languages: Languages) -> [Language: [String: String]] {
        let own = files.mapValues { Dictionary($0.entries.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first }) }
        return Dictionary(uniqueKeysWithValues: languages.all.map { language in
            (language, languages.fallbackChain(from: language).reduce(into: [String: String]()) { table, next in
                table.merge(own[next] ?? [:]) { mine, _ in mine }
            })
        })
    }

    func phrasebook(languages: Languages) -> Phrasebook {
        let fallbacks = languages.all.compactMap { language in language.fallback.map { (language.id, $0) } }
        return Phrasebook(catalogs: languages.all.compactMap { catalogs[$0] }, fallbacks: Dictionary(uniqueKeysWithValues: fallbacks))
    }
}
