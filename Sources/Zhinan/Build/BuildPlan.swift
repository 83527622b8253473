import Foundation
import ZhinanSearch

/// What the last build lets this one reuse, decided once: its record, if the same program made it
/// with the same settings. Each stage asks the plan what it may keep; an empty plan is a clean build.
struct BuildPlan: Sendable {
    let record: BuildRecord?
    /// What the output holds (even from other code or settings), so that any build writes only what changed.
    let live: OutputManifest?
    /// The output the record describes (its files are read back by the index).
    private let output: URL?

    init() { (record, live, output) = (nil, nil, nil) }

    init(record: BuildRecord?, options: SiteBuilder.Options, output: URL) {
        self.record = record.flatMap { $0.identity == options.identity ? $0 : nil }
        live = record?.output
        self.output = output
    }

    /// A content file the last build read: its identity then, and its digest.
    func knownFile(_ path: String) -> (FileIdentity, Digest)? {
        record?.files[path].flatMap { file in file.identity.map { ($0, file.digest) } }
    }

    /// What the last build made of a content file.
    func parsedFile(_ path: String) -> ParsedSite.Known? { record?.files[path].map { ($0.digest, $0.outline, $0.diagnostics) } }

    /// A piece of render work as the last build left it.
    var work: @Sendable (String) -> WorkRecord? { { [record] in record?.works[$0] } }

    /// The last build's search index, and the search records each work made (by its key).
    var index: (index: IndexedSite, search: (String) -> SearchGroup?)? {
        record.map { record in (record.index, { record.works[$0]?.search }) }
    }

    /// A file of the output, when it is what the last build wrote there.
    var readOutput: @Sendable (String) -> Data? {
        { [record, output] path in
            guard let recorded = record?.output.files[path], let output,
                  let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path),
                  Digest.of(data) == recorded.digest else { return nil }
            return data
        }
    }
}

extension SiteBuilder.Options {
    /// The program (its executable's path, size and time) and the settings every output depends on.
    var identity: Digest {
        var digest = DigestBuilder("zhinan build record \(BuildRecord.format)")
        let program = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var status = stat()
        if stat(program, &status) == 0 {
            digest.add(program)
            digest.add(Int(status.st_size))
            digest.add(Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec))
        }
        digest.add(contentDisplay)
        digest.add(templatesDisplay)
        digest.add(strict)
        return digest.digest
    }
}

extension BuildRecord {
    /// What a build's stages made, for the next build.
    init(options: SiteBuilder.Options, parsed: ParsedSite, checked: CheckedSite, rendered: RenderedSite, indexed: IndexedSite) {
        let outlines = Dictionary(parsed.outlines.map { ($0.location.path, $0) }, uniquingKeysWith: { first, _ in first })
        let files = parsed.files.compactMapValues { file in
            outlines[file.displayPath].map { FileRecord(identity: file.identity, digest: file.digest, outline: $0,
                                                        diagnostics: parsed.fileDiagnostics[file.displayPath] ?? []) }
        }
        self.init(identity: options.identity, files: files, report: ReportRecord(checked), works: rendered.works, index: indexed,
                  output: OutputManifest())
    }
}
