import Foundation
import ZhinanParallel
import ZhinanSearch

/// What a build leaves for the next one, beside the output (`.public.cache/state`): the outputs of its stages that the
/// next build may reuse — each content file's outline, each piece of render work with the facts it read, the search
/// index's term table — and what the output holds. The stages know nothing of it: the build hands each stage what the
/// record says, and records what each stage made.
struct BuildRecord: Sendable {
    /// Bumped whenever what is recorded changes shape.
    static let format = 5

    /// The program and the settings every output depends on (`SiteBuilder.Options.identity`): a record of other code or settings is not used.
    var identity: Digest
    var files: [String: FileRecord]
    var report: ReportRecord
    var works: [String: WorkRecord]
    var index: IndexedSite
    var output: OutputManifest
    /// The bytes a record read from disk was decoded from: the next record copies the entries that did not change instead of encoding them.
    var source: Source?

    struct Source: Sendable {
        var languages: [Language]
        var files: [String: ArraySlice<UInt8>]
        var works: [String: ArraySlice<UInt8>]
    }

    struct FileRecord: Sendable, Equatable {
        /// The file system's identity of the file when it was read, where it can be trusted.
        var identity: FileIdentity?
        var digest: Digest
        var outline: DocumentOutline
        var diagnostics: [Diagnostic]
    }

    /// The record at `file`, if it is whole and of this format; nil otherwise. The file holds a header (each part's digest
    /// and length), then the parts: the stages' (see `encodedStages`) and the output's.
    static func load(from file: URL) -> BuildRecord? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let bytes = [UInt8](data)
        var header = ByteReader(bytes)
        guard let parts = try? header.int(), parts > 0, parts <= bytes.count / 17,
              let sums = try? (0..<parts).map({ _ in (try header.digest(), try header.int()) }) else { return nil }
        var pieces: [(digest: Digest, range: Range<Int>)] = [], end = header.offset
        for (digest, length) in sums {
            guard length >= 0, end + length <= bytes.count else { return nil }
            pieces.append((digest, end..<(end + length)))
            end += length
        }
        let sound = ParallelMap.map(pieces) { part in bytes.withUnsafeBytes { Digest.of(UnsafeRawBufferPointer(rebasing: $0[part.range])) } == part.digest }
        return sound.allSatisfy { $0 } ? try? decode(bytes, offset: header.offset) : nil
    }

    /// Written whole to a new file, then renamed into place: a reader finds the old record or the new one.
    func save(stages: [[UInt8]], to file: URL) {
        var output = ByteWriter()
        output.value(self.output)
        let parts = stages + output.parts
        var header = ByteWriter()
        header.int(parts.count)
        for part in parts { header.digest(Digest.of(part)); header.int(part.count) }
        let temporary = file.path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try SiteWriter.writeFile([header.bytes] + parts, to: temporary)
            if rename(temporary, file.path) != 0 { unlink(temporary) }
        } catch { unlink(temporary) }
    }

    /// Everything but what the output holds (known only once the output is in place), in parts to be written one after the
    /// other (joined, they would be copied whole): the languages the record names, then the stages' outputs. An entry equal
    /// to `previous`'s is copied from the bytes it was read from (most entries, after an edit), when every language
    /// `previous` numbered is declared in `languages` exactly as it was then.
    func encodedStages(reusing previous: BuildRecord? = nil, languages: [Language] = []) -> [[UInt8]] {
        let reused = previous?.source?.languages.allSatisfy { old in languages.contains { $0.declared == old.declared } } == true ? previous : nil
        var body = ByteWriter(reserving: 1 << 20, languages: reused?.source?.languages ?? [])
        func entries<T: RecordCodable & Equatable>(_ entries: [String: T], _ old: [String: T]?, _ bytes: [String: ArraySlice<UInt8>]?) {
            body.dictionary(entries) { body, key, entry in
                if let copy = bytes?[key], old?[key] == entry { body.copy(copy) } else { body.value(entry) }
            }
        }
        body.int(Self.format)
        body.digest(identity)
        entries(files, reused?.files, reused?.source?.files)
        body.value(report)
        entries(works, reused?.works, reused?.source?.works)
        body.value(index)
        var languages = ByteWriter()
        languages.values(body.languages)
        return [languages.bytes] + body.parts
    }

    static func decode(_ bytes: [UInt8], offset: Int = 0) throws -> BuildRecord {
        var reader = ByteReader(bytes, offset: offset)
        reader.languages = try reader.values()
        guard try reader.int() == format else { throw RecordCorrupt("another format") }
        let identity = try reader.digest()
        var source = Source(languages: reader.languages, files: [:], works: [:])
        // Each entry, and the bytes it was read from.
        func entries<T: RecordCodable & Sendable>(_ bytes: inout [String: ArraySlice<UInt8>]) throws -> [String: T] {
            let read = try reader.dictionary { reader, _ in
                let start = reader.offset
                return (try reader.value() as T, reader.read(since: start))
            }
            bytes = read.mapValues(\.1)
            return read.mapValues(\.0)
        }
        let files: [String: FileRecord] = try entries(&source.files)
        let report: ReportRecord = try reader.value()
        let works: [String: WorkRecord] = try entries(&source.works)
        let index: IndexedSite = try reader.value()
        let output: OutputManifest = try reader.value()  // (names no language)
        guard reader.isAtEnd else { throw RecordCorrupt("bytes after the end") }
        // Every search record names terms of the table: a record that does not would index out of it.
        let termCount = index.terms.count
        let unsound = ParallelMap.map(Array(works.values), inRunsOf: 512) { work in
            work.search?.records.contains { RecordTerms(checking: $0.terms.bytes, termCount: termCount) == nil } ?? false
        }
        if unsound.contains(true) { throw RecordCorrupt("a search record names a term beyond the table") }
        return BuildRecord(identity: identity, files: files, report: report, works: works, index: index, output: output, source: source)
    }
}

extension Language: RecordCodable {
    /// Every field: what `content/site.yml` declared.
    func encode(to writer: inout ByteWriter) {
        writer.string(id)
        writer.string(tag)
        writer.string(nativeName)
        writer.string(script)
        writer.strings(translates)
        writer.optional(fallback) { $0.string($1) }
        writer.strings(convertedFrom.flatMap { [$0.source, $0.opencc] })
        writer.int(rank)
    }

    convenience init(from reader: inout ByteReader) throws {
        let (id, tag, nativeName, script) = (try reader.string(), try reader.string(), try reader.string(), try reader.string())
        let (translates, fallback, converted) = (try reader.strings(), try reader.optional { try $0.string() }, try reader.strings())
        guard converted.count.isMultiple(of: 2) else { throw RecordCorrupt("a language's conversions") }
        self.init(id: id, tag: tag, nativeName: nativeName, script: script, translates: translates, fallback: fallback,
                  convertedFrom: stride(from: 0, to: converted.count, by: 2).map { (converted[$0], converted[$0 + 1]) }, rank: try reader.int())
    }
}

extension BuildRecord.FileRecord: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.optional(identity) { $0.value($1) }
        writer.digest(digest)
        writer.value(outline)
        writer.values(diagnostics)
    }

    init(from reader: inout ByteReader) throws {
        self.init(identity: try reader.optional { try $0.value() }, digest: try reader.digest(), outline: try reader.value(),
                  diagnostics: try reader.values())
    }
}

extension FileIdentity: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.int(size)
        writer.int(modified)
        writer.int(changed)
        writer.uint(inode)
    }

    init(from reader: inout ByteReader) throws {
        self.init(size: try reader.int(), modified: try reader.int(), changed: try reader.int(), inode: try reader.uint())
    }
}

extension SourceLocation: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.string(path)
        writer.int(line)
        writer.int(column)
    }

    init(from reader: inout ByteReader) throws {
        self.init(path: try reader.string(), line: try reader.int(), column: try reader.int())
    }
}

extension Diagnostic: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.bool(severity == .error)
        writer.value(location)
        writer.string(message)
    }

    init(from reader: inout ByteReader) throws {
        self.init(try reader.bool() ? .error : .warning, at: try reader.value(), try reader.string())
    }
}

extension FrontMatter: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.string(title)
        writer.optional(summary) { $0.string($1) }
        writer.optional(order) { $0.int($1) }
        for field in [source, originTitle, originURL, reviewed] { writer.optional(field) { $0.string($1) } }
        writer.optional(convertedFrom) { $0.language($1) }
    }

    init(from reader: inout ByteReader) throws {
        self.init(title: try reader.string(), summary: try reader.optional { try $0.string() }, order: try reader.optional { try $0.int() },
                  source: try reader.optional { try $0.string() }, originTitle: try reader.optional { try $0.string() },
                  originURL: try reader.optional { try $0.string() }, reviewed: try reader.optional { try $0.string() },
                  convertedFrom: try reader.optional { try $0.language() })
    }
}

/// A place in the file an outline describes is written without the file's path (most are in its own file).
extension ByteWriter {
    mutating func location(_ location: SourceLocation, in file: String) {
        bool(location.path == file)
        if location.path != file { string(location.path) }
        int(location.line)
        int(location.column)
    }
}

extension ByteReader {
    mutating func location(in file: String) throws -> SourceLocation {
        SourceLocation(path: try bool() ? file : try string(), line: try int(), column: try int())
    }
}

extension DocumentOutline: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        let file = location.path
        writer.string(id)
        writer.language(language)
        writer.value(frontMatter)
        writer.value(location)
        for anchors in [headings, guidelines] {
            writer.array(anchors) { writer, anchor in
                writer.string(anchor.id)
                writer.location(anchor.location, in: file)
            }
        }
        writer.array(segments) { writer, segment in
            writer.string(segment.id)
            writer.uint(segment.fingerprint.value)
            writer.optional(segment.location) { $0.location($1, in: file) }
        }
        writer.array(links) { writer, link in
            writer.language(link.language)
            writer.string(link.document)
            writer.optional(link.fragment) { $0.string($1) }
            writer.location(link.location, in: file)
        }
        writer.digest(derived.listing)
        writer.digest(derived.digest)
        writer.bool(derived.ownIDsAreUnique)
    }

    convenience init(from reader: inout ByteReader) throws {
        let id = try reader.string(), language = try reader.language(), frontMatter: FrontMatter = try reader.value()
        let location: SourceLocation = try reader.value(), file = location.path
        let anchor = { (reader: inout ByteReader) in OutlineAnchor(id: try reader.string(), location: try reader.location(in: file)) }
        self.init(id: id, language: language, frontMatter: frontMatter, location: location,
                  headings: try reader.array(anchor), guidelines: try reader.array(anchor),
                  segments: try reader.array { reader in
                      SegmentOutline(id: try reader.string(), fingerprint: Fingerprint(try reader.uint()),
                                     location: try reader.optional { try $0.location(in: file) })
                  },
                  links: try reader.array { reader in
                      DocumentLink(language: try reader.language(), document: try reader.string(), fragment: try reader.optional { try $0.string() },
                                   location: try reader.location(in: file))
                  },
                  derived: Derived(listing: try reader.digest(), digest: try reader.digest(), ownIDsAreUnique: try reader.bool()))
    }
}

extension Fact: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        switch self {
        case .file(let path): writer.int(0); writer.string(path)
        case .site: writer.int(1)
        case .listing: writer.int(2)
        case .strings(let language): writer.int(3); writer.string(language)
        case .message(let key): writer.int(4); writer.string(key)
        case .templates: writer.int(5)
        case .translations(let id): writer.int(6); writer.string(id)
        case .statusPage(let language, let id): writer.int(7); writer.string(language); writer.string(id)
        case .report: writer.int(8)
        case .examples(let id): writer.int(9); writer.string(id)
        case .allExamples: writer.int(10)
        case .aliases(let id): writer.int(11); writer.string(id)
        case .reasons(let id): writer.int(12); writer.string(id)
        case .allReasons: writer.int(13)
        case .glossary: writer.int(14)
        case .landing(let id): writer.int(15); writer.string(id)
        case .neighbours(let language, let id): writer.int(16); writer.string(language); writer.string(id)
        }
    }

    init(from reader: inout ByteReader) throws {
        switch try reader.int() {
        case 0: self = .file(try reader.string())
        case 1: self = .site
        case 2: self = .listing
        case 3: self = .strings(try reader.string())
        case 4: self = .message(try reader.string())
        case 5: self = .templates
        case 6: self = .translations(try reader.string())
        case 7: self = .statusPage(try reader.string(), try reader.string())
        case 8: self = .report
        case 9: self = .examples(try reader.string())
        case 10: self = .allExamples
        case 11: self = .aliases(try reader.string())
        case 12: self = .reasons(try reader.string())
        case 13: self = .allReasons
        case 14: self = .glossary
        case 15: self = .landing(try reader.string())
        case 16: self = .neighbours(try reader.string(), try reader.string())
        default: throw RecordCorrupt("an unknown fact")
        }
    }
}

extension WorkRecord: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.array(trace) { writer, read in
            writer.value(read.fact)
            writer.digest(read.digest)
        }
        writer.strings(paths)
        writer.optional(search) { $0.value($1) }
        writer.values(diagnostics)
    }

    init(from reader: inout ByteReader) throws {
        self.init(trace: try reader.array { Read(fact: try $0.value(), digest: try $0.digest()) }, paths: try reader.strings(),
                  search: try reader.optional { try $0.value() }, diagnostics: try reader.values())
    }
}

extension SearchGroup: RecordCodable {
    /// Not the rows: they are in the output's record files (see `SearchIndex.writeRecords`). The
    /// ids of the records' languages once, each record naming them by number.
    func encode(to writer: inout ByteWriter) {
        writer.strings(terms)
        let languages = records.flatMap(\.languages).uniqued
        writer.strings(languages)
        writer.array(records) { writer, record in
            writer.int(record.kind.rawValue)
            writer.array(record.languages) { $0.int(languages.firstIndex(of: $1)!) }
            writer.raw(record.terms.bytes)
        }
    }

    init(from reader: inout ByteReader) throws {
        let (terms, ids) = (try reader.strings(), try reader.strings())
        self.init(terms: terms, records: try reader.array { reader in
            guard let kind = RecordKind(rawValue: try reader.int()) else { throw RecordCorrupt("an unknown record kind") }
            let languages = try reader.array { reader in
                let number = try reader.int()
                guard ids.indices.contains(number) else { throw RecordCorrupt("a language the group does not list") }
                return ids[number]
            }
            return Record(kind: kind, languages: languages, rows: [], terms: RecordTerms(unchecked: try reader.raw()))
        })
    }
}

extension IndexedSite: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.strings(terms.terms)
        writer.dictionary(firstRecords) { $0.int($2) }
        writer.int(recordCount)
        writer.int(termFiles.statistics.recordCount)
        writer.array(termFiles.statistics.lengthCodes) { $0.int($1) }
        writer.int(termFiles.fileCount)
        writer.int(termFiles.entryBytes)
        writer.array(termFiles.frequency) { $0.int(Int($1)) }
    }

    init(from reader: inout ByteReader) throws {
        self.init(terms: TermTable(terms: try reader.strings()), firstRecords: try reader.dictionary { reader, _ in try reader.int() },
                  recordCount: try reader.int(), termFiles: TermFileSet(
                      statistics: IndexStatistics(recordCount: try reader.int(), lengthCodes: try reader.array { try $0.int() }),
                      fileCount: try reader.int(), entryBytes: try reader.int(), frequency: try reader.array { Int32(try $0.int()) }))
    }
}

extension OutputManifest: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.dictionary(files) { writer, _, file in
            writer.digest(file.digest)
            writer.int(file.size)
            writer.int(file.modified)
            writer.uint(file.inode)
        }
    }

    init(from reader: inout ByteReader) throws {
        self.init(files: try reader.dictionary { reader, _ in
            File(digest: try reader.digest(), size: try reader.int(), modified: try reader.int(), inode: try reader.uint())
        })
    }
}

extension ReportRecord: RecordCodable {
    func encode(to writer: inout ByteWriter) {
        writer.optional(lock) { $0.digest($1) }
        writer.dictionary(documents) { writer, _, document in
            writer.digest(document.key)
            writer.array(document.entries) { writer, entry in
                writer.language(entry.language)
                writer.bool(entry.translated)
                for ids in [entry.missing, entry.extra, entry.outdated, entry.outOfOrder] { writer.strings(ids) }
                writer.bool(entry.neverReviewed)
            }
        }
    }

    init(from reader: inout ByteReader) throws {
        self.init(lock: try reader.optional { try $0.digest() }, documents: try reader.dictionary { reader, _ in
            (key: try reader.digest(), entries: try reader.array { reader in
                Kept(language: try reader.language(), translated: try reader.bool(), missing: try reader.strings(), extra: try reader.strings(),
                     outdated: try reader.strings(), outOfOrder: try reader.strings(), neverReviewed: try reader.bool())
            })
        })
    }
}
