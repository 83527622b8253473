import Foundation
import ZhinanParallel
import ZhinanSearch

/// Stage 1, load: every input of a build read from disk, with every problem located.
struct LoadedSite: Sendable {
    var config: SiteConfig
    var theme: Theme
    /// Each content file's bytes, or only its digest where the last build read the same file.
    var files: [ContentFile]
    var examples: [Example]
    var glossary: Glossary
    var aliases: IDAliases
    var reasons: UncheckedReasons
    var lockText: String?
    var diagnostics: [Diagnostic]

    var languages: Languages { config.languages }

    /// `known`: a content file's identity and digest as the last build recorded them: a file with that identity is not read again.
    static func load(_ options: SiteBuilder.Options, known: @escaping @Sendable (String) -> (FileIdentity, Digest)? = { _ in nil }) -> LoadedSite {
        var diagnostics = Diagnostics()
        let (content, display) = (options.contentDirectory, options.contentDisplay)
        // A content directory that cannot be read is one problem, not a cascade of missing files.
        let readable = ContentLoader.readableDirectory(content, display: display, role: "content directory", into: &diagnostics) != nil
        let config = readable ? SiteConfig.load(contentDirectory: content, displayRoot: display, into: &diagnostics) : SiteConfig.fallback
        let languages = config.languages
        let lockText = readable ? InputText.contentFile(TranslationLock.fileName, in: content, display: display, into: &diagnostics)?.text : nil
        // The content and its conversion into the other Chinese script (OpenCC: opening a configuration reads
        // its dictionaries, then one document after another) on a thread of its own, while the rest loads on
        // this one. Each keeps its own problems: they are reported in file order, whatever order they were found in.
        let ((files, contentDiagnostics), (glossary, theme, aliases, reasons, examples, rest)) = ParallelMap.both({
            var diagnostics = Diagnostics()
            for (at, opencc) in config.conversions.sorted(by: { $0.key < $1.key }) {
                if case .failure(let failure) = OpenCC.named(opencc) { diagnostics.error(failure.message, at: at) }
            }
            var files = readable ? ContentLoader(contentDirectory: content, displayRoot: display, languages: languages)
                .loadBytes(into: &diagnostics, known: known) : []
            if languages.all.contains(where: { !$0.convertedFrom.isEmpty }) {
                let overrides = ConversionOverrides.load(contentDirectory: content, displayRoot: display, languages: languages, into: &diagnostics)
                files += converted(files, languages: languages, overrides: overrides, into: &diagnostics)
            }
            return (files, diagnostics)
        }, {
            var rest = Diagnostics()
            let glossary = GlossaryLoader(contentDirectory: content, displayRoot: display, languages: languages).load(into: &rest)
            let theme = Theme.load(from: options.templatesDirectory, displayRoot: options.templatesDisplay, languages: languages, into: &rest)
            let aliases = readable ? IDAliases.load(contentDirectory: content, displayRoot: display, into: &rest) : IDAliases()
            let reasons = readable ? UncheckedReasonsLoader(contentDirectory: content, displayRoot: display, languages: languages)
                .load(into: &rest) : UncheckedReasons()
            let examples = ExampleLoader(contentDirectory: content, displayRoot: display, languages: languages).load(into: &rest)
            return (glossary, theme, aliases, reasons, examples, rest)
        })
        return LoadedSite(config: config, theme: theme, files: files, examples: examples, glossary: glossary, aliases: aliases,
                          reasons: reasons, lockText: lockText, diagnostics: diagnostics.all + contentDiagnostics.all + rest.all)
    }

    /// Each document a converted language lacks, converted from its source; a warning at each override that changed nothing.
    static func converted(_ files: [ContentFile], languages: Languages, overrides: [Language: [ScriptConversion.Override]],
                          into diagnostics: inout Diagnostics) -> [ContentFile] {
        let written = Set(files.map { "\($0.language.id)/\($0.documentID)" })
        var made: [ContentFile] = [], used = Set<ScriptConversion.Override>()
        for target in languages.all {
            for (sourceID, opencc) in target.convertedFrom {
                guard let source = languages[sourceID], case .success(let opencc) = OpenCC.named(opencc) else { continue }
                let conversion = ScriptConversion(source: source, opencc: opencc, overrides: overrides[target] ?? [])
                for file in files where file.language == source && !written.contains("\(target.id)/\(file.documentID)")
                    && !made.contains(where: { $0.language == target && $0.documentID == file.documentID }) {
                    guard let text = file.decoded(into: &diagnostics)?.text else { continue }
                    var own = conversion
                    own.sourcePath = file.displayPath
                    let (converted, changed) = own.apply(text)
                    used.formUnion(changed)
                    let folder = file.displayPath.dropLast(source.id.count + file.documentID.count + 4)  // "<source>/<id>.md"
                    made.append(ContentFile(displayPath: "\(folder)\(target.id)/\(file.documentID).md", language: target,
                                            documentID: file.documentID, path: file.path, data: Data(converted.utf8), conversion: own))
                }
            }
        }
        for (target, list) in overrides {
            for override in list where !used.contains(override) {
                diagnostics.warning("override '\(override.phrase)' → '\(override.replacement)' changes nothing in any document converted into \(target.id); remove it",
                                    at: override.location)
            }
        }
        return made
    }
}
