import Foundation
import ZhinanSearch
import Yams

/// A document written in one Chinese script, published in the other too (`converted-from: {zh-hans: s2twp}` in `site.yml`):
/// OpenCC converts it, then `content/conversion.yml`'s overrides apply. Code and link destinations stay as written, and so do the lines.
struct ScriptConversion: Sendable {
    var source: Language
    /// The file converted, as diagnostics show it.
    var sourcePath = ""
    var opencc: OpenCC
    /// Phrase as OpenCC writes it → what to write instead, longest first.
    var overrides: [Override]

    struct Override: Sendable, Hashable {
        var phrase, replacement: String
        var location: SourceLocation
    }

    /// The text converted, and which overrides changed it; the same text is converted once a process.
    func apply(_ text: String) -> (text: String, used: Set<Override>) {
        var none = Diagnostics()
        return ParseMemo.shared.value("conversion", path: sourcePath + "\u{0}" + opencc.name, input: Input(text: text, overrides: overrides),
                                      into: &none) { _ in
            var result = "", used = Set<Override>()
            for (piece, isCode) in Self.pieces(of: text) {
                guard !isCode else { result += piece; continue }
                var converted = piece.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    Self.lines.value(Line(opencc: opencc.name, text: String(line))) { opencc.convert(line) }
                }.joined(separator: "\n")
                // Looked for byte by byte first: Foundation's search goes through NSString, and most pieces have no phrase.
                for override in overrides where GlossaryMatcher.contains(Array(converted.utf8), Array(override.phrase.utf8)) {
                    converted = converted.replacingOccurrences(of: override.phrase, with: override.replacement)
                    used.insert(override)
                }
                result += converted
            }
            return (result, used)
        }
    }

    private struct Input: Hashable, Sendable { var text: String, overrides: [Override] }

    /// Each line as OpenCC converts it, once a process: a save under `serve` converts the lines it
    /// changed, not its document again. (OpenCC's phrases never span a line break.)
    private static let lines = ProcessMemo<Line, String>()
    private struct Line: Hashable, Sendable { var opencc, text: String }

    /// The text in pieces, in order: fenced code, a code span (on one line) and a link's destination are verbatim.
    static func pieces(of text: String) -> [(Substring, isCode: Bool)] {
        var pieces: [(Substring, isCode: Bool)] = [], start = text.startIndex
        for match in verbatim.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            if start < range.lowerBound { pieces.append((text[start..<range.lowerBound], false)) }
            pieces.append((text[range], true))
            start = range.upperBound
        }
        if start < text.endIndex { pieces.append((text[start...], false)) }
        return pieces
    }

    private static let verbatim = try! NSRegularExpression(pattern:
        #"(?m)^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*(?:\n|\z)|\z)|(`+)[^\n]*?(?<!`)\2(?!`)|\]\([^)\n]*\)"#)
}

/// `content/conversion.yml` (optional): per language converted into, `phrase: replacement`, the phrase as OpenCC writes it.
enum ConversionOverrides {
    static let fileName = "conversion.yml"

    static func load(contentDirectory: URL, displayRoot: String, languages: Languages,
                     into diagnostics: inout Diagnostics) -> [Language: [ScriptConversion.Override]] {
        guard case let (path, text?)? = InputText.contentFile(fileName, in: contentDirectory, display: displayRoot, into: &diagnostics),
              let read = YAMLTree.read(text, path: path, what: "conversion overrides", into: &diagnostics), let node = read else { return [:] }
        func at(_ node: Node) -> SourceLocation { SourceLocation(path: path, mark: node.mark) }
        let targets = languages.all.filter { !$0.convertedFrom.isEmpty }
        let problem = "conversion overrides must be a mapping: language converted into → {phrase: replacement}"
        guard let mapping = diagnostics.fields(of: node, in: path, else: problem) else { return [:] }
        var overrides: [Language: [ScriptConversion.Override]] = [:]
        for (key, value) in mapping {
            guard let language = targets.first(where: { $0.id == key.string }) else {
                diagnostics.error("unknown key \(key.keyName): expected a language that site.yml converts into (\(targets.map(\.id).joined(separator: ", ")))",
                                  at: at(key))
                continue
            }
            for (phrase, replacement) in value.mapping ?? [:] {
                guard let from = phrase.scalar?.string, !from.isEmpty, let to = replacement.scalar?.string else {
                    diagnostics.error("an override is 'phrase: replacement', both text", at: at(phrase))
                    continue
                }
                overrides[language, default: []].append(.init(phrase: from, replacement: to, location: at(phrase)))
            }
            if value.mapping == nil, value.scalar?.string.isEmpty == false || value.sequence != nil {
                diagnostics.error("the overrides of '\(language.id)' must be a mapping of phrase: replacement", at: at(value))
            }
        }
        return overrides.mapValues { $0.sorted { $0.phrase.count > $1.phrase.count } }
    }
}
