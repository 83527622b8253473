import Foundation
import Testing

/// The project's own Chinese copy — interface strings, rule and mockup messages, glossary definitions
/// and editor's notes — uses full-width punctuation beside Chinese text. (The sources' own text is
/// kept as it arrived, half-width commas and all.)
@Suite struct ChineseCopyTests {
    /// Lines with a half-width , ; : ! ? or parenthesis beside a Chinese character.
    static func offences(in lines: [Substring], path: String) -> [String] {
        let halfWidth = /[\p{Han}][,;:!?()]|[,;:!?()][\p{Han}]/
        return lines.compactMap { line in line.contains(halfWidth) ? "\(path): \(line)" : nil }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Paths.repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func stringsAndMessagesUseFullWidthPunctuation() throws {
        var found: [String] = []
        for path in ["templates/strings/zh-hans.yml", "templates/strings/zh-hant.yml", "templates/messages/zh-hans.yml", "templates/messages/zh-hant.yml"] {
            // A message may quote a Latin label with its own punctuation ("PAY 最终商家 (VIA 应用名)" is what the sheet shows).
            let lines = try Self.text(path).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.contains("(VIA") }
            found += Self.offences(in: lines, path: path)
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func glossaryDefinitionsAndEditorsNotesUseFullWidthPunctuation() throws {
        var found: [String] = []
        let glossary = try Self.text("content/glossary.yml").split(separator: "\n", omittingEmptySubsequences: false)
        found += Self.offences(in: glossary.filter { $0.hasPrefix("    zh-hans: ") || $0.hasPrefix("    zh-hant: ") }, path: "content/glossary.yml")
        for language in ["zh-hans", "zh-hant"] {
            let folder = Paths.content.appendingPathComponent(language)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                var inNote = false
                let notes = try Self.text("content/\(language)/\(name)").split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                    if line.hasPrefix("> [!EDITOR]") { inNote = true; return false }
                    inNote = inNote && line.hasPrefix("> ")
                    return inNote
                }
                found += Self.offences(in: notes, path: "content/\(language)/\(name)")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
