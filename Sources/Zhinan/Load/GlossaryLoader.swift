import Foundation
import Yams

/// Reads `content/glossary.yml` (optional) into terms; a malformed file is an error at the offending value.
struct GlossaryLoader {
    var contentDirectory: URL
    var displayRoot: String
    /// The site's languages: a term names itself in each (a language with a fallback may leave it out).
    var languages: Languages = .standard

    /// The file as written: `id`, a name per language id, `variants` by the language part of a tag, `definition` by language id.
    public struct Entry: Decodable {
        var id: String
        var names: [String: String] = [:]
        var variants: [String: [String]] = [:]
        var definition: [String: String] = [:]
        var mark: Mark?

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: NameKey.self)
            id = try container.decode(String.self, forKey: NameKey(stringValue: "id"))
            for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                switch key.stringValue {
                case "id": continue
                case "variants": variants = try container.decode([String: [String]].self, forKey: key)
                case "definition": definition = try container.decode([String: String].self, forKey: key)
                default: names[key.stringValue] = try container.decode(String.self, forKey: key)
                }
            }
            mark = decoder.mark
        }
    }

    func load(into diagnostics: inout Diagnostics) -> Glossary {
        InputText.parsedContentFile(Glossary.fileName, in: contentDirectory, display: displayRoot, memo: "glossary", languages: languages,
                                    unreadable: Glossary(), into: &diagnostics, parse) ?? Glossary()
    }

    func parse(_ text: String, path: String, into diagnostics: inout Diagnostics) -> Glossary {
        // Composed first, so that text that is not YAML is reported where and as Yams found it.
        guard let root = YAMLTree.read(text, path: path, what: "glossary", into: &diagnostics) else { return Glossary() }
        let entries: [Entry]
        do {
            entries = try YAMLDecoder(encoding: .utf8).decode([Entry].self, from: root ?? Node(""))
        } catch {
            let (problem, codingPath) = Self.explain(error)
            diagnostics.error("malformed glossary: \(problem)", at: Self.location(of: codingPath, in: root, path: path))
            return Glossary()
        }
        var seen: [String: SourceLocation] = [:]
        return Glossary(terms: entries.map { entry in
            let at = SourceLocation(path: path, mark: entry.mark)
            if entry.id.isEmpty || !entry.id.allSatisfy({ Identifier.allowed.contains($0) }) {
                diagnostics.error("glossary id '\(entry.id)' may use only a-z, 0-9, '.' and '-'", at: at)
            }
            if let first = seen[entry.id] { diagnostics.error("glossary id '\(entry.id)' is defined twice (first at \(first))", at: at) }
            seen[entry.id] = at
            for field in entry.names.keys.sorted() where languages[field] == nil {
                diagnostics.error("glossary term '\(entry.id)' has a field '\(field)', which is not a language of the site (\(languages.ids)) nor id, variants or definition", at: at)
            }
            for language in languages.all {
                let name = entry.names[language.id]
                if name == nil && language.fallback == nil {
                    diagnostics.error("glossary term '\(entry.id)' has no '\(language.id)'", at: at)
                } else if let name, name.trimmingCharacters(in: .whitespaces).isEmpty {
                    diagnostics.error("glossary term '\(entry.id)' has an empty '\(language.id)'", at: at)
                }
            }
            for id in entry.definition.keys where languages[id] == nil {
                diagnostics.error("glossary term '\(entry.id)' defines itself in '\(id)', which is not a language of the site", at: at)
            }
            let definition = Dictionary(uniqueKeysWithValues: entry.definition.compactMap { id, text in languages[id].map { ($0, text) } })
            return Glossary.Term(id: entry.id, names: entry.names, variants: entry.variants, definition: definition, location: at)
        })
    }

    static func explain(_ error: Error) -> (problem: String, codingPath: [CodingKey]) {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return ("missing field '\(key.stringValue)'\(place(context.codingPath))", context.codingPath)
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            let name = String(describing: type)
            // (Yams names the node it wanted: a scalar is text here.)
            let expected = type == String.self || name == "Scalar" ? "text" : name.hasPrefix("Array") || name.hasSuffix("Sequence") ? "a list" : name.hasSuffix("Mapping") ? "a set of fields" : name
            return ("expected \(expected)\(place(context.codingPath))", context.codingPath)
        case DecodingError.dataCorrupted(let context): return (context.debugDescription, context.codingPath)
        default: return ("\(error)", [])
        }
    }

    private static func place(_ path: [CodingKey]) -> String {
        let keys = path.map { $0.intValue.map { "entry \($0 + 1)" } ?? $0.stringValue }
        return keys.isEmpty ? " (the file must be a list of terms)" : " in \(keys.joined(separator: " › "))"
    }

    /// Where the node a coding path leads to is written (as far as the path leads).
    static func location(of codingPath: [CodingKey], in root: Node?, path: String) -> SourceLocation {
        guard var node = root else { return SourceLocation(path: path) }
        for key in codingPath {
            let element = key.intValue.flatMap { index in node.sequence.flatMap { index < $0.count ? $0[index] : nil } }
            guard let next = element ?? node.mapping?[key.stringValue] else { break }
            node = next
        }
        return SourceLocation(path: path, mark: node.mark)
    }
}
