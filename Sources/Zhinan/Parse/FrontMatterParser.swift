import Yams

/// Splits a content file into its YAML front matter and its Markdown body, and reads the fields.
struct FrontMatterParser {
    public struct Result {
        var frontMatter: FrontMatter?
        var body: String
        /// How many lines precede the body, so that Markdown locations can point into the file.
        var bodyLineOffset: Int
    }

    static let knownFields = ["title", "summary", "order", "source", "origin-title", "origin-url", "reviewed"]

    func parse(_ file: SourceFile, into diagnostics: inout Diagnostics) -> Result {
        // Lines by their newline bytes, only as far as the closing `---`: the body is never split and joined again.
        let text = file.text
        var lineStart = text.startIndex, lineNumber = 0, yamlStart: String.Index?
        while true {
            let lineEnd = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let isFence = text[lineStart..<lineEnd].trimmingTrailingWhitespace == "---"
            let next = lineEnd == text.endIndex ? nil : text.utf8.index(after: lineEnd)
            if lineNumber == 0 {
                guard isFence else {
                    diagnostics.error("missing front matter: a content file starts with '---', a YAML block with 'title:', and '---'", at: file.start)
                    return Result(frontMatter: nil, body: text, bodyLineOffset: 0)
                }
                yamlStart = next ?? text.endIndex
            } else if isFence {
                // The YAML: the lines between the fences, without the newline that ends the last one.
                let yamlEnd = lineStart == yamlStart! ? lineStart : text.utf8.index(before: lineStart)
                let yaml = String(text[yamlStart!..<yamlEnd])
                // A build parses a document twice, and `serve` on every save: Yams reads each file's fields once per process.
                let frontMatter = ParseMemo.shared.value("front matter", path: file.displayPath, input: Digest.of(yaml), into: &diagnostics) {
                    readFields(yaml, file: file, into: &$0)
                }
                return Result(frontMatter: frontMatter, body: String(text[(next ?? text.endIndex)...]), bodyLineOffset: lineNumber + 1)
            }
            lineNumber += 1
            guard let next else { break }
            lineStart = next
        }
        diagnostics.error("front matter is not closed: add a line '---' after its last field", at: file.start)
        return Result(frontMatter: nil, body: "", bodyLineOffset: lineNumber)
    }

    /// Front-matter line `n` (1-based within the YAML) is file line `n + 1`.
    private func location(_ mark: Mark?, in file: SourceFile) -> SourceLocation {
        SourceLocation(path: file.displayPath, line: (mark?.line ?? 0) + 1, column: mark?.column ?? 1)
    }

    private func readFields(_ yaml: String, file: SourceFile, into diagnostics: inout Diagnostics) -> FrontMatter? {
        guard let node = YAMLTree.read(yaml, path: file.displayPath, what: "front matter", lineOffset: 1, into: &diagnostics) else { return nil }
        guard let mapping = node?.mapping else {
            diagnostics.error("malformed front matter: expected fields such as 'title: …'", at: SourceLocation(path: file.displayPath, line: 2))
            return nil
        }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.string, Self.knownFields.contains(name) else {
                diagnostics.error("unknown front-matter field '\(key.string ?? "?")'; known fields: \(Self.knownFields.joined(separator: ", "))",
                                  at: location(key.mark, in: file))
                continue
            }
            fields[name] = value
        }
        /// A field's text, or nil (with an error at the field) when it is not text, or not what it `mustBe`.
        func string(_ name: String, mustBe requirement: String = "text", where isValid: (String) -> Bool = { _ in true }) -> String? {
            guard let node = fields[name] else { return nil }
            if let text = node.scalar?.string, isValid(text) { return text }
            diagnostics.error("front-matter field '\(name)' must be \(node.scalar == nil ? "text" : requirement)", at: location(node.mark, in: file))
            return nil
        }
        let title = string("title"), summary = string("summary"), source = string("source")
        var order: Int?
        if let node = fields["order"] {
            order = node.scalar.flatMap { Int($0.string) }
            if order == nil { diagnostics.error("front-matter field 'order' must be a whole number", at: location(node.mark, in: file)) }
        }
        let originTitle = string("origin-title"), originURL = string("origin-url", mustBe: "an https:// address") { $0.hasPrefix("https://") }
        let reviewed = string("reviewed", mustBe: "a day written YYYY-MM-DD", where: Self.isDay)
        guard let title, !title.trimmingTrailingWhitespace.isEmpty else {
            if fields["title"] == nil || title != nil {
                diagnostics.error("missing title: add 'title: …' to the front matter",
                                  at: fields["title"].map { location($0.mark, in: file) } ?? file.start)
            }
            return nil
        }
        return FrontMatter(title: title, summary: summary, order: order, source: source,
                           originTitle: originTitle, originURL: originURL, reviewed: reviewed)
    }

    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2], let month = Int(parts[1]), let day = Int(parts[2]),
              Int(parts[0]) != nil else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}

extension StringProtocol {
    var trimmingTrailingWhitespace: String {
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? startIndex
        return String(self[..<end])
    }
}
