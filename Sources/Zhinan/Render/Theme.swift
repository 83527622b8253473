import Foundation
import Mustache
import Yams

/// Everything in `templates/`: the Mustache templates, the interface strings of each language,
/// and the static assets (the one stylesheet). Loaded and validated once per build.
public struct Theme: Sendable {
    public var library: MustacheLibrary
    /// Each template's text by name, and how its path is shown, for `TemplateFieldCheck`.
    var sources: [String: String] = [:]
    var displayRoot = "templates"
    /// Interface strings per language, from `templates/strings/<language>.yml`.
    public var strings: [Language: [String: String]]
    /// Files copied as they are, keyed by their path under `public/`.
    public var assets: [String: Data]

    static let requiredTemplates = ["layout", "item", "root", "home", "document", "bilingual", "translations", "rules", "mockups", "start", "checklist", "glossary", "404"]

    public static func load(from directory: URL, displayRoot: String, into diagnostics: inout Diagnostics) -> Theme {
        guard ContentLoader.readableDirectory(directory, display: displayRoot, role: "templates directory",
                                              into: &diagnostics) != nil else {
            return Theme(library: MustacheLibrary(), displayRoot: displayRoot, strings: [:], assets: [:])
        }
        let root = InputRoot(directory, display: displayRoot)
        let (library, sources) = loadTemplates(directory, displayRoot, root, &diagnostics)
        return Theme(library: library, sources: sources, displayRoot: displayRoot,
                     strings: loadStrings(directory.appendingPathComponent("strings"), "\(displayRoot)/strings", root, &diagnostics),
                     assets: loadAssets(directory.appendingPathComponent("assets"), "\(displayRoot)/assets", root, &diagnostics))
    }

    private static func loadTemplates(_ directory: URL, _ display: String, _ root: InputRoot,
                                      _ diagnostics: inout Diagnostics) -> (MustacheLibrary, [String: String]) {
        var sources: [String: String] = [:]
        for name in requiredTemplates {
            let path = "\(display)/\(name).mustache"
            guard let text = InputText.read(directory.appendingPathComponent("\(name).mustache"), display: path, within: root, into: &diagnostics) else { continue }
            sources[name] = text
        }
        // Parsed once per process for the same texts (serve rebuilds on every save).
        let all = requiredTemplates.compactMap { name in sources[name].map { "\(name)\u{0}\($0)" } }.joined(separator: "\u{1}")
        let library = ParseMemo.shared.value("templates", path: display, text: all, into: &diagnostics) { diagnostics in
            var library = MustacheLibrary()
            for name in requiredTemplates {
                guard let text = sources[name] else { continue }
                let path = "\(display)/\(name).mustache"
                do {
                    try library.register(text, named: name)
                } catch let error as MustacheTemplate.ParserError {
                    diagnostics.error("template error: \(error.error)", at: SourceLocation(
                        path: path, line: error.context.lineNumber, column: error.context.columnNumber))
                } catch {
                    diagnostics.error("template error: \(error)", at: SourceLocation(path: path))
                }
            }
            return library
        }
        return (library, sources)
    }

    private static func loadStrings(_ directory: URL, _ display: String, _ root: InputRoot,
                                    _ diagnostics: inout Diagnostics) -> [Language: [String: String]] {
        var strings: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let path = "\(display)/\(language.rawValue).yml"
            guard let text = InputText.read(directory.appendingPathComponent("\(language.rawValue).yml"), display: path, within: root, into: &diagnostics) else { continue }
            strings[language] = ParseMemo.shared.value("strings", path: path, text: text, into: &diagnostics) { diagnostics in
                parseStrings(text, path: path, into: &diagnostics)
            }
        }
        // Every language must say everything the source language says.
        if let reference = strings[.zhHans] {
            for (language, table) in strings where language != .zhHans {
                for key in reference.keys.sorted() where table[key] == nil {
                    diagnostics.error("interface string '\(key)' is missing", at: SourceLocation(path: "\(display)/\(language.rawValue).yml"))
                }
            }
        }
        return strings
    }

    /// One language's interface strings: `key: text` lines.
    private static func parseStrings(_ text: String, path: String, into diagnostics: inout Diagnostics) -> [String: String]? {
        if let problem = YAMLLimits.problem(in: text) {
            diagnostics.error(problem.message, at: SourceLocation(path: path, line: problem.line, column: problem.column))
            return nil
        }
        do {
            guard let table = try Yams.load(yaml: text) as? [String: String] else {
                diagnostics.error("interface strings must be 'key: text' lines", at: SourceLocation(path: path))
                return nil
            }
            return table
        } catch let error as YamlError {
            let (mark, problem) = FrontMatterParser.describe(error)
            diagnostics.error("malformed strings: \(problem)", at: SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1))
        } catch {
            diagnostics.error("malformed strings: \(error)", at: SourceLocation(path: path))
        }
        return nil
    }

    private static func loadAssets(_ directory: URL, _ display: String, _ root: InputRoot,
                                   _ diagnostics: inout Diagnostics) -> [String: Data] {
        let names = ContentLoader.readableDirectory(directory, display: display, role: "assets folder", into: &diagnostics) ?? []
        var assets: [String: Data] = [:]
        for name in names where !name.hasPrefix(".") {
            let data = InputText.readData(directory.appendingPathComponent(name), display: "\(display)/\(name)",
                                          within: root,
                                          maximumSize: InputLimits.documentBytes, into: &diagnostics)
            if let data { assets["assets/\(name)"] = data }
        }
        if assets[PagePaths.stylesheet] == nil {
            diagnostics.error("the stylesheet is missing", at: SourceLocation(path: "\(display)/style.css"))
        }
        return assets
    }

    /// The string for `key`, falling back to the key itself so a gap is visible, never a crash.
    public func string(_ key: String, _ language: Language) -> String {
        strings[language]?[key] ?? key
    }
}
