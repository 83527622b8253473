import Foundation
import Yams

/// `content/aliases.yml` (optional): renamed ids, `old-id: new-id`, so an old address keeps landing on its guideline.
struct IDAliases: Sendable, Hashable {
    struct Alias: Sendable, Hashable, Encodable {
        var old, target: String
        /// Where the old id is written (the key), and where the new one is (the value).
        var location, targetLocation: SourceLocation
    }

    static let fileName = "aliases.yml"

    private(set) var entries: [Alias]  // in file order
    private var byOld: [String: Alias] = [:]
    private var byTarget: [String: [String]] = [:]

    init(_ entries: [Alias] = []) {
        self.entries = entries
        for alias in entries where byOld[alias.old] == nil {
            byOld[alias.old] = alias
            byTarget[alias.target, default: []].append(alias.old)
        }
    }

    func target(of old: String) -> String? { byOld[old]?.target }
    func alias(_ old: String) -> Alias? { byOld[old] }
    func aliases(of id: String) -> [String] { byTarget[id] ?? [] }

    static func load(contentDirectory: URL, displayRoot: String, into diagnostics: inout Diagnostics) -> IDAliases {
        InputText.parsedContentFile(fileName, in: contentDirectory, display: displayRoot, memo: "aliases", unreadable: IDAliases(),
                                    into: &diagnostics, parse) ?? IDAliases()
    }

    /// A mapping of old id → new id; every malformed entry is an error at its place, and left out.
    static func parse(_ text: String, path: String, into diagnostics: inout Diagnostics) -> IDAliases {
        var duplicates: [String] = []
        let read = YAMLTree.read(text, path: path, what: "aliases", into: &diagnostics) { text -> Node? in
            do {
                return try YAMLTree.compose(text)
            } catch YamlError.duplicatedKeysInMapping(let keys, _) {
                duplicates = keys
                return nil
            }
        }
        // Yams names the keys; report each at its second line, where the repetition is.
        for key in duplicates {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.drop { $0 == " " }.hasPrefix(key + ":") }.map { $0.offset + 1 }
            diagnostics.error("'\(key)' is listed twice; an old id lands on one guideline",
                              at: SourceLocation(path: path, line: lines.dropFirst().first ?? lines.first ?? 1))
        }
        guard let node = read ?? nil else { return IDAliases() }  // empty, or only comments
        let problem = "malformed aliases: expected lines 'old-id: new-id'"
        guard let mapping = diagnostics.fields(of: node, in: path, else: problem) else { return IDAliases() }
        return IDAliases(mapping.compactMap { key, value in
            let (at, valueAt) = (SourceLocation(path: path, mark: key.mark), SourceLocation(path: path, mark: value.mark))
            guard let old = key.scalar?.string, let target = value.scalar?.string else {
                diagnostics.error("malformed alias: expected 'old-id: new-id', both ids as plain text", at: key.scalar == nil ? at : valueAt)
                return nil
            }
            return Alias(old: old, target: target, location: at, targetLocation: valueAt)
        })
    }
}
