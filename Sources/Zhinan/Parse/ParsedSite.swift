import ZhinanParallel

/// Stage 2, parse: each content file's outline and own problems; documents are parsed again where their pages are made.
struct ParsedSite: Sendable {
    var outlines: [DocumentOutline]
    /// Each file by the path diagnostics show, its bytes let go.
    var files: [String: ContentFile]
    /// Each file's own problems, by path, and all of them in the loader's order.
    var fileDiagnostics: [String: [Diagnostic]]
    var diagnostics: [Diagnostic]
    let languages: Languages

    /// What the last build made of a file: its digest, outline and own problems.
    typealias Known = (digest: Digest, outline: DocumentOutline, diagnostics: [Diagnostic])

    static func parse(_ loaded: LoadedSite, known: (String) -> Known?) -> ParsedSite {
        let languages = loaded.languages
        let reused = loaded.files.map { file in known(file.displayPath).flatMap { $0.digest == file.digest ? $0 : nil } }
        let fresh = ParallelMap.map(Array(zip(loaded.files, reused))) { file, reused -> Known? in
            guard reused == nil else { return nil }
            var diagnostics = Diagnostics()
            guard let source = file.decoded(into: &diagnostics) else { return (file.digest, DocumentOutline.unreadable, diagnostics.all) }
            let (document, links) = parse(source, languages: languages, into: &diagnostics)
            ContentChecker.check(document, into: &diagnostics)
            return (file.digest, document.outline(links: links), diagnostics.all)
        }
        var site = ParsedSite(outlines: [], files: [:], fileDiagnostics: [:], diagnostics: [], languages: languages)
        for (index, file) in loaded.files.enumerated() {
            let made = reused[index] ?? fresh[index]!
            site.files[file.displayPath] = file.withoutBytes
            site.diagnostics += made.diagnostics
            site.fileDiagnostics[file.displayPath] = made.diagnostics
            if made.outline.id != DocumentOutline.unreadable.id { site.outlines.append(made.outline) }
        }
        return site
    }

    static func parse(_ source: SourceFile, languages: Languages, landing: @escaping (String) -> String? = { _ in nil },
                      into diagnostics: inout Diagnostics) -> (Document, [DocumentLink]) {
        LinkResolver.rewrite(DocumentParser().parse(source, into: &diagnostics), languages: languages, landing: landing, into: &diagnostics)
    }
}
