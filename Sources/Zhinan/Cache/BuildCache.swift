import Foundation

/// What the last successful build knew, kept beside its output (`.public.cache/state`, next to the
/// `.public.lock`; never inside `public/`, so it is never published) so that the next build redoes
/// only what a change touches. It holds:
///
/// - **the key** every entry depends on: the code that wrote it (its build id), the templates,
///   interface strings and assets, `site.yml`, the glossary, the options. Another key, and none of
///   the rest is used;
/// - **each content file**: the digest of its bytes, its outline (what other documents and the
///   site's pages need of it) and its own diagnostics;
/// - **each document id** (a group of editions): the digest of everything its pages were rendered
///   from and the paths they went to; the same for its search records, which are kept analysed;
/// - **the site's own pages** (home pages, rules index, search …): the digest of their inputs;
/// - **the output's manifest**: every file's digest and file-system identity.
///
/// A cache that cannot be read, is truncated or corrupt (its checksum fails), was written by other
/// code, or describes an output that has since changed is ignored: the build starts clean. It is
/// removed before a build changes the output and written again after, so a build that is killed
/// between the two leaves no cache that could be believed.
///
/// The file holds the whole cache, then what each build since changed of it (see
/// `BuildCache+Changes.swift`): a build that changed a few documents appends their entries rather
/// than write 30 MB again.
final class BuildCache: @unchecked Sendable {
    /// The digest of everything every entry depends on (see `SiteBuilder.cacheKey`).
    var key: Digest
    var files: [String: CachedFile] = [:]
    var groups: [String: CachedGroup] = [:]
    /// Pages of the site as a whole, by name (`listing`, `translations`, `constant`): the digest of
    /// their inputs and the paths they wrote.
    var sitePages: [String: CachedPages] = [:]
    /// Every search term, numbered (the groups' analyses refer to terms by number); how many records the index has.
    var terms = TermTable()
    var recordCount = 0
    /// What the index's term files were made with (nil: not known; the next build makes them all).
    var termFiles: TermFileSet?
    /// The digest of the translation lock the build read (nil: there was none).
    var lockDigest: Digest?
    var output = OutputManifest()
    /// The languages entries name by number, in the order of their numbers. A new cache starts
    /// from the previous one's, so the entries it keeps as they were read still name the same ones.
    var languages: [Language] = []
    /// The bytes it was read from, where it was read from a file. Entries it kept as they were read
    /// refer to them, and so do the search records of unchanged documents (`RecordTerms`).
    private(set) var source: CacheBytes?
    /// What its file holds, where it was read from one or written to one: what the next build's
    /// changes are appended to (see `FileState`).
    var fileState: FileState?

    init(key: Digest) { self.key = key }

    /// Whether its file was cut short after it was read: what its entries read of it since may be
    /// zeros (see `CacheBytes.lost`), and nothing made from them can be trusted.
    var sourceLost: Bool { source?.lost ?? false }

    /// Lets go of everything but the manifest of the output (see `SiteBuilder.generate`).
    func releaseEntries() {
        files = [:]
        groups = [:]
        sitePages = [:]
        terms = TermTable()
    }

    /// Bumped whenever what the cache holds changes shape.
    static let formatVersion = 15
    static let magic = Array("zhinan-cache \(formatVersion)\n".utf8)

    /// The cache as bytes: magic, checksum and length of the payload, then the payload.
    func encoded() -> [UInt8] {
        let payload = encodedPayload()
        return Self.header(checksum: Digest.of(payload), length: payload.count) + payload
    }

    /// What comes before the payload: the magic, the payload's checksum and its length (changes
    /// appended later follow it).
    static func header(checksum: Digest, length: Int) -> [UInt8] {
        var header = ByteWriter()
        header.bytes = magic
        header.digest(checksum)
        header.fixed(UInt64(length))
        return header.bytes
    }

    static let headerLength = magic.count + 24

    private func encodedPayload() -> [UInt8] {
        var payload = ByteWriter()
        encodeEntries(into: &payload) { _ in }
        finish(&payload)
        return payload.bytes
    }

    /// The payload up to the manifest, into `payload`; `between` is called after each entry, and
    /// may take the bytes written so far away (`startSaving` writes them to the file).
    /// Returns whether every entry kept as it was read was read whole (see `CacheBytes.lost`).
    @discardableResult
    private func encodeEntries(into payload: inout ByteWriter, between: (inout ByteWriter) -> Void) -> Bool {
        var whole = true
        payload.languages = languages
        payload.languageNumbers = Dictionary(languages.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        payload.digest(key)
        // Each entry prefixed by its length, so that reading can share them out among the cores.
        // An entry kept as it was read is its bytes again, copied once.
        let paths = files.keys.sorted()
        payload.uint(UInt64(paths.count))
        for path in paths {
            payload.string(path)
            let file = files[path]!
            if let raw = file.raw, payload.languages.starts(with: file.rawLanguages) {
                payload.sized(raw: raw)
                whole = whole && !raw.source.lost
            } else {
                payload.sized { $0.value(file) }
            }
            between(&payload)
        }
        let ids = groups.keys.sorted()
        payload.uint(UInt64(ids.count))
        for id in ids {
            payload.string(id)
            let group = groups[id]!
            if let raw = group.raw, payload.languages.starts(with: group.rawLanguages) {
                payload.sized(raw: raw)
                whole = whole && !raw.source.lost
            } else {
                payload.sized { $0.value(group) }
            }
            between(&payload)
        }
        let names = sitePages.keys.sorted()
        payload.uint(UInt64(names.count))
        for name in names {
            payload.string(name)
            payload.value(sitePages[name]!)
        }
        // The term table and the manifest by their length too: reading decodes them beside the entries.
        payload.sized { $0.strings(terms.terms) }
        payload.int(recordCount)
        payload.optional(termFiles) { $0.value($1) }
        payload.optional(lockDigest) { $0.digest($1) }
        return whole
    }

    /// Makes `payload` whole after its entries (see `encodeEntries`): the manifest, then the languages.
    private func finish(_ payload: inout ByteWriter) {
        payload.sized { $0.value(output) }
        // Last: the languages the entries name by number.
        let table = payload.languages
        payload.array(table) { $1.encodeWhole(to: &$0) }
    }

    /// Reads a cache; throws `CacheCorrupt` for anything that is not a whole cache of this format.
    static func decode(_ bytes: [UInt8]) throws -> BuildCache {
        try decode(CacheBytes(copying: bytes))
    }

    static func decode(_ bytes: CacheBytes) throws -> BuildCache {
        let cache = try decodeWhole(bytes)
        // Read from a file cut short meanwhile: some of what was read was zeros, not the cache.
        guard !bytes.lost else { throw CacheCorrupt("the file was cut short while it was read") }
        return cache
    }

    private static func decodeWhole(_ bytes: CacheBytes) throws -> BuildCache {
        guard bytes.buffer.count >= headerLength, bytes.buffer.prefix(magic.count).elementsEqual(magic) else {
            throw CacheCorrupt("not a cache of this format")
        }
        let (checksum, length) = try ByteReader.reading(bytes, offset: magic.count) { (try $0.digest(), try $0.fixed()) }
        let start = headerLength
        guard length <= UInt64(bytes.buffer.count - start) else { throw CacheCorrupt("a payload longer than the file") }
        let end = start + Int(length)
        // The checksum on a thread of its own while the payload is decoded: one pass over 30 MB
        // held every core back at the start of a rebuild. Until it says so the payload may be
        // anything, which decoding survives (every read is bounded by its entry, every count by the
        // bytes left); what was decoded is used only if the checksum holds. (Both read the same
        // bytes: no build writes into the part of a cache file that was read, changes are appended.)
        let checked = Background { Digest.of(UnsafeRawBufferPointer(rebasing: bytes.buffer[start..<end])) == checksum }
        let cache = try decodePayload(bytes, from: start, to: end)
        guard checked.value else { throw CacheCorrupt("checksum mismatch") }
        // Then what each build since changed, in order.
        var offset = end, changes = 0
        while offset < bytes.buffer.count {
            offset = try cache.applyChanges(in: bytes, at: offset)
            changes += 1
        }
        cache.source = bytes
        cache.fileState = FileState(wholeLength: end, length: offset, changes: changes, termLineage: cache.terms.lineage,
                                    termCount: cache.terms.count, languages: cache.languages, identity: nil)
        return cache
    }

    /// The payload after the header (see `decodeWhole`).
    private static func decodePayload(_ bytes: CacheBytes, from start: Int, to end: Int) throws -> BuildCache {
        // The payload's outline: where each entry and table is (they are read after, on every core).
        var cache: BuildCache!
        var fileEntries: [(String, Range<Int>)] = [], groupEntries: [(String, Range<Int>)] = []
        var termsRange = 0..<0, outputRange = 0..<0
        var languages: [Language] = []
        try ByteReader.reading(bytes, offset: start, end: end) { reader in
            cache = BuildCache(key: try reader.digest())
            for _ in 0..<(try reader.count()) { fileEntries.append((try reader.string(), try reader.sized())) }
            for _ in 0..<(try reader.count()) { groupEntries.append((try reader.string(), try reader.sized())) }
            for _ in 0..<(try reader.count()) {
                let name = try reader.string()
                cache.sitePages[name] = try reader.value()
            }
            termsRange = try reader.sized()
            cache.recordCount = try reader.int()
            cache.termFiles = try reader.optional { try $0.value() }
            cache.lockDigest = try reader.optional { try $0.digest() }
            outputRange = try reader.sized()
            languages = try reader.array { try Language(wholeFrom: &$0) }
            guard reader.isAtEnd else { throw CacheCorrupt("bytes after the end") }
        }
        cache.languages = languages
        // How many terms the table has (its first number): the groups check their numbers against it.
        let termCount = try ByteReader.reading(bytes, offset: termsRange.lowerBound, end: termsRange.upperBound) { try $0.count() }
        // The term table and the manifest on a thread of their own, the entries on every core.
        let (tables, (decodedFiles, decodedGroups)) = ParallelMap.both({ [termsRange, outputRange] in
            Result { () throws -> (TermTable, OutputManifest) in
                let table = try ByteReader.reading(bytes, offset: termsRange.lowerBound, end: termsRange.upperBound) { terms in
                    let table = TermTable(terms: try terms.strings())
                    guard terms.isAtEnd else { throw CacheCorrupt("a table runs short") }
                    return table
                }
                let manifest = try ByteReader.reading(bytes, offset: outputRange.lowerBound, end: outputRange.upperBound) { output in
                    let manifest: OutputManifest = try output.value()
                    guard output.isAtEnd else { throw CacheCorrupt("a table runs short") }
                    return manifest
                }
                return (table, manifest)
            }
        }, { [fileEntries, groupEntries, languages] in
            // The entries name the languages of the table at the end.
            (ParallelMap.map(fileEntries) { _, range in Result { () throws -> CachedFile in
                try ByteReader.reading(bytes, offset: range.lowerBound, end: range.upperBound) { entry in
                    entry.languages = languages
                    let file: CachedFile = try entry.value()
                    guard entry.isAtEnd else { throw CacheCorrupt("an entry runs short") }
                    return file
                }
            } },
             ParallelMap.map(groupEntries) { _, range in Result { () throws -> CachedGroup in
                try ByteReader.reading(bytes, offset: range.lowerBound, end: range.upperBound) { entry in
                    entry.languages = languages
                    // The analyses refer to terms by number: every number must be in the table.
                    entry.termCount = termCount
                    let group: CachedGroup = try entry.value()
                    guard entry.isAtEnd else { throw CacheCorrupt("an entry runs short") }
                    return group
                }
            } })
        })
        (cache.terms, cache.output) = try tables.get()
        guard cache.terms.count == Int(termCount) else { throw CacheCorrupt("a term table of another length") }
        // The two tables filled at once (moving 10,000 entries each into place was 40 ms on one core).
        let (files, groups) = ParallelMap.both({ [fileEntries] in
            Result { () throws -> [String: CachedFile] in
                var files: [String: CachedFile] = [:]
                files.reserveCapacity(fileEntries.count)
                for ((path, _), file) in zip(fileEntries, decodedFiles) { files[path] = try file.get() }
                return files
            }
        }, {
            Result { () throws -> [String: CachedGroup] in
                var groups: [String: CachedGroup] = [:]
                groups.reserveCapacity(groupEntries.count)
                for ((id, _), group) in zip(groupEntries, decodedGroups) { groups[id] = try group.get() }
                return groups
            }
        })
        cache.files = try files.get()
        cache.groups = try groups.get()
        return cache
    }

    /// The cache in `file`, or nil when there is none or it cannot be trusted. Read in one piece, to
    /// its size (through `FileHandle`, the reads in chunks and the copy out of `Data` were a sixth of
    /// loading a 30 MB cache).
    static func load(from file: URL) -> BuildCache? {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return nil }
        // Mapped (see `CacheBytes`); where it cannot be, read in four parts at once (pread), each
        // into its own place.
        let parts = 4, part = (size + parts - 1) / parts
        let read = CacheBytes(mapping: descriptor, count: size) ?? CacheBytes(count: size) { buffer in
            nonisolated(unsafe) let base = buffer.baseAddress!
            return ParallelMap.map(Array(0..<parts)) { index -> Bool in
                var offset = index * part
                let end = min(size, offset + part)
                while offset < end {
                    let read = pread(descriptor, base + offset, end - offset, off_t(offset))
                    if read < 0, errno == EINTR { continue }
                    guard read > 0 else { return false }
                    offset += read
                }
                return true
            }.allSatisfy { $0 }
        }
        guard let read, let cache = try? decode(read) else { return nil }
        // Which file it is: changes are appended only to this one (see `startAppending`).
        cache.fileState?.identity = FileIdentity.of(status)
        return cache
    }

    /// Writes the cache atomically (a temporary file renamed into place), a megabyte at a time as it
    /// is encoded: held whole, the payload was the build's peak of memory at 10,000 documents (its
    /// 30 MB on top of everything it describes). A cache that cannot be written is no error: the
    /// next build is a clean one. (`flushBytes`: how much is encoded before it is written; small in
    /// tests, to write it in many parts.)
    func save(to file: URL, flushBytes: Int = 1 << 20) {
        guard var saving = startSaving(to: file, flushBytes: flushBytes) else { return }
        finishSaving(&saving)
    }

    /// A cache file half written: its entries, not yet its manifest of the output (see `startSaving`);
    /// or the cache's file, out of its place, with this build's changes appended (`startAppending`).
    struct Saving: Sendable {
        fileprivate let file: CacheFileWriting?
        fileprivate var payload = ByteWriter()
        /// Whether the manifest and the languages are written too (`writeRest`).
        fileprivate(set) var restWritten = false
        /// The file changes were appended to, and where it goes back to.
        let appended: (file: URL, place: URL)?

        fileprivate init(file: CacheFileWriting, payload: ByteWriter) {
            self.file = file
            self.payload = payload
            appended = nil
        }

        init(appended file: URL, place: URL) {
            self.file = nil
            appended = (file, place)
        }

        /// Throws the file away: the build did not end as the entries said it would.
        func abandon() {
            file?.abandon()
            if let appended { unlink(appended.file.path) }
        }
    }

    /// Writes everything up to the manifest of the output into a temporary file beside `file`:
    /// what a build knows before its output is in place, so that it is written while the output is
    /// being updated (`SiteBuilder.build`). The cache must not change before `finishSaving`, but
    /// for its manifest. Nil when the file cannot be made.
    func startSaving(to file: URL, flushBytes: Int = 1 << 20) -> Saving? {
        guard let writing = CacheFileWriting(file: file, header: Self.headerLength) else { return nil }
        var payload = ByteWriter()
        payload.bytes.reserveCapacity(flushBytes * 2)
        guard encodeEntries(into: &payload, between: { if $0.bytes.count >= flushBytes { writing.flush(&$0) } }) else {
            // An entry's bytes were of a cache file cut short since it was read: no cache.
            writing.abandon()
            return nil
        }
        return Saving(file: writing, payload: payload)
    }

    /// The manifest and the languages after the entries, the checksum after the magic; then the
    /// file takes the cache's place.
    func finishSaving(_ saving: inout Saving) {
        if let appended = saving.appended {
            if rename(appended.file.path, appended.place.path) != 0 {
                unlink(appended.file.path)
                fileState = nil
            }
            return
        }
        guard let file = saving.file else { return }
        if !saving.restWritten { writeRest(&saving) }
        // What the file holds, for the next build to append to: the table of languages as written.
        languages = saving.payload.languages
        let identity = file.finish(header: Self.header(checksum: file.checksum.digest, length: file.length))
        fileState = identity.map { identity in
            FileState(wholeLength: Self.headerLength + file.length, length: Self.headerLength + file.length, changes: 0,
                      termLineage: terms.lineage, termCount: terms.count, languages: languages, identity: identity)
        }
    }

    /// The manifest and the languages after the entries: all but the header. The manifest must be
    /// the output's as it will be (`SiteWriter.update`), so that it is written while the output is
    /// updated; `finishSaving` is then left to write the header and rename the file.
    func writeRest(_ saving: inout Saving) {
        guard let file = saving.file else { return }
        finish(&saving.payload)
        file.flush(&saving.payload)
        saving.restWritten = true
    }

    static func remove(_ file: URL) {
        unlink(file.path)
    }

    /// Moves the cache out of its place at once, to be removed after (`remove`): unlinking a file of
    /// 30 MB frees its pages there and then, 5 ms on one core while nothing else could run. Nil when
    /// there is none, or when it could not be moved and was removed there and then.
    static func retire(_ file: URL) -> URL? {
        let retired = file.deletingLastPathComponent()
            .appendingPathComponent(file.lastPathComponent + ".old-\(ProcessInfo.processInfo.processIdentifier)")
        guard rename(file.path, retired.path) == 0 else {
            unlink(file.path)
            return nil
        }
        return retired
    }
}

/// A temporary file beside a cache file, written in parts and then renamed into its place, or
/// thrown away: a cache is never seen half written. (A class: the encoder hands it each part from
/// inside the encoding, where the payload is already borrowed. Unchecked: one thread at a time
/// writes it, the one that started the save, then the one that finishes it.)
private final class CacheFileWriting: @unchecked Sendable {
    let file: URL
    let temporary: URL
    let descriptor: Int32
    /// Whether every part so far was written whole.
    var written = true
    /// Of everything after the header, and its length.
    var checksum = DigestStream()
    var length = 0

    /// The file made, with `header` bytes kept for what `finish` writes there.
    init?(file: URL, header: Int) {
        let folder = file.deletingLastPathComponent()
        var status = stat()
        if lstat(folder.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR { unlink(folder.path) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.file = file
        temporary = folder.appendingPathComponent(file.lastPathComponent + ".tmp-\(ProcessInfo.processInfo.processIdentifier)")
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        written = BuildCache.write([UInt8](repeating: 0, count: header), to: descriptor)
    }

    /// Writes the bytes of `payload` so far, and lets go of them.
    func flush(_ payload: inout ByteWriter) {
        checksum.add(payload.bytes)
        length += payload.bytes.count
        written = written && BuildCache.write(payload.bytes, to: descriptor)
        payload.bytes.removeAll(keepingCapacity: true)
    }

    /// `header` at the start, then the file in place, if every part was written; its identity
    /// then (nil: not in place).
    func finish(header: [UInt8]) -> FileIdentity? {
        let whole = written && header.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) == $0.count }
        var status = stat()
        let identity = whole && fstat(descriptor, &status) == 0 ? FileIdentity.of(status) : nil
        close(descriptor)
        guard whole, identity != nil, rename(temporary.path, file.path) == 0 else {
            unlink(temporary.path)
            return nil
        }
        return identity
    }

    func abandon() {
        close(descriptor)
        unlink(temporary.path)
    }
}

extension BuildCache {
    /// Writes all of `bytes` to the file open as `descriptor`; whether it did.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}

/// One content file as the last build read it.
///
/// (A class, as `CachedGroup`: an entry is never changed once made, and a build hands each of ten
/// thousand of them from table to table, where copying a struct retained every field each time.)
final class CachedFile: Sendable {
    /// The entry's bytes in the cache it was read from: an entry the next build does not change is
    /// written back as these bytes (encoding ten thousand outlines again was much of a build's time).
    let raw: RawBytes?
    /// The languages the raw bytes name by number (the table of the cache they were read from).
    let rawLanguages: [Language]
    /// The digest of the file's bytes as read, and the file's identity then (nil: read it again).
    let digest: Digest
    let identity: FileIdentity?
    let outline: DocumentOutline
    /// What reading, parsing, linking and checking the file alone reported (warnings: a build with
    /// errors writes no cache).
    let diagnostics: [Diagnostic]

    init(digest: Digest, identity: FileIdentity?, outline: DocumentOutline, diagnostics: [Diagnostic],
         raw: RawBytes?, rawLanguages: [Language]) {
        self.digest = digest
        self.identity = identity
        self.outline = outline
        self.diagnostics = diagnostics
        self.raw = raw
        self.rawLanguages = rawLanguages
    }
}

/// The editions of one document id as the last build used them.
final class CachedGroup: Sendable {
    /// The digest of every input of the group's pages, and the pages.
    let renderKey: Digest
    let pages: [String]
    /// The digest of every input of its search records, and the records analysed.
    let searchKey: Digest
    let search: SearchGroup
    /// The digest of its files (with the glossary in the cache's key), and what the glossary check
    /// said of them.
    let filesKey: Digest
    let glossaryDiagnostics: [Diagnostic]
    /// The number of its first search record: where its rows are in the output's record files.
    let firstRecord: Int
    /// The translation report's entries for its source (valid while its files and the lock are as they were).
    let entries: [CachedEntry]
    /// The entry's bytes as read (see `CachedFile.raw`), and the languages they name by number.
    let raw: RawBytes?
    let rawLanguages: [Language]

    init(renderKey: Digest, pages: [String], searchKey: Digest, search: SearchGroup, filesKey: Digest,
         glossaryDiagnostics: [Diagnostic], firstRecord: Int, entries: [CachedEntry],
         raw: RawBytes? = nil, rawLanguages: [Language] = []) {
        self.entries = entries
        self.renderKey = renderKey
        self.pages = pages
        self.searchKey = searchKey
        self.search = search
        self.filesKey = filesKey
        self.glossaryDiagnostics = glossaryDiagnostics
        self.firstRecord = firstRecord
        self.raw = raw
        self.rawLanguages = rawLanguages
    }
}

/// One entry of the translation report, without the outlines it pairs (they are the site's).
struct CachedEntry: Sendable, CacheCodable {
    var language: Language
    var translated: Bool
    var missing: [String]
    var extra: [String]
    var outdated: [String]
    var neverReviewed: Bool
    var outOfOrder: [String]

    init(_ entry: TranslationReport.Entry) {
        language = entry.language
        translated = entry.translation != nil
        missing = entry.missing
        extra = entry.extra
        outdated = entry.outdated
        neverReviewed = entry.neverReviewed
        outOfOrder = entry.outOfOrder
    }

    /// The entry again, for `source`, with its translation from `site`; nil when the site no longer fits it.
    func entry(of source: DocumentOutline, in site: SiteOutline) -> TranslationReport.Entry? {
        let translation = site.document(source.id, in: language)
        guard (translation != nil) == translated else { return nil }
        return TranslationReport.Entry(source: source, language: language, translation: translation, missing: missing, extra: extra,
                                       outdated: outdated, neverReviewed: neverReviewed, outOfOrder: outOfOrder)
    }

    func encode(to writer: inout ByteWriter) {
        language.encode(to: &writer)
        writer.bool(translated)
        writer.strings(missing)
        writer.strings(extra)
        writer.strings(outdated)
        writer.bool(neverReviewed)
        writer.strings(outOfOrder)
    }

    init(from reader: inout ByteReader) throws {
        language = try Language(from: &reader)
        translated = try reader.bool()
        missing = try reader.strings()
        extra = try reader.strings()
        outdated = try reader.strings()
        neverReviewed = try reader.bool()
        outOfOrder = try reader.strings()
    }
}

/// Pages of the site as a whole: the digest of their inputs and the paths they went to.
struct CachedPages: Equatable, Sendable {
    var key: Digest
    var paths: [String]
}

// MARK: - Encoding

extension CachedFile: CacheCodable {
    convenience init(digest: Digest, identity: FileIdentity?, outline: DocumentOutline, diagnostics: [Diagnostic]) {
        self.init(digest: digest, identity: identity, outline: outline, diagnostics: diagnostics, raw: nil, rawLanguages: [])
    }

    func encode(to writer: inout ByteWriter) {
        if let raw, writer.languages.starts(with: rawLanguages) { return raw.withUnsafeBytes { writer.bytes.append(contentsOf: $0) } }
        writer.digest(digest)
        writer.optional(identity) { writer, identity in
            writer.int(identity.size)
            writer.int(identity.modified)
            writer.int(identity.changed)
            writer.uint(identity.inode)
        }
        writer.value(outline)
        writer.values(diagnostics)
    }

    convenience init(from reader: inout ByteReader) throws {
        let start = reader.offset
        let digest = try reader.digest()
        let identity = try reader.optional { reader in
            FileIdentity(size: try reader.int(), modified: try reader.int(), changed: try reader.int(), inode: try reader.uint())
        }
        let outline: DocumentOutline = try reader.value()
        let diagnostics: [Diagnostic] = try reader.values()
        self.init(digest: digest, identity: identity, outline: outline, diagnostics: diagnostics,
                  raw: reader.rest(from: start), rawLanguages: reader.languages)
    }
}

extension CachedGroup: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        if let raw, writer.languages.starts(with: rawLanguages) { return raw.withUnsafeBytes { writer.bytes.append(contentsOf: $0) } }
        writer.digest(renderKey)
        writer.strings(pages)
        writer.digest(searchKey)
        writer.value(search)
        writer.digest(filesKey)
        writer.values(glossaryDiagnostics)
        writer.int(firstRecord)
        writer.values(entries)
    }

    convenience init(from reader: inout ByteReader) throws {
        let start = reader.offset
        let renderKey = try reader.digest()
        let pages = try reader.strings()
        let searchKey = try reader.digest()
        let search: SearchGroup = try reader.value()
        let filesKey = try reader.digest()
        let glossaryDiagnostics: [Diagnostic] = try reader.values()
        let firstRecord = try reader.int()
        let entries: [CachedEntry] = try reader.values()
        self.init(renderKey: renderKey, pages: pages, searchKey: searchKey, search: search, filesKey: filesKey,
                  glossaryDiagnostics: glossaryDiagnostics, firstRecord: firstRecord, entries: entries,
                  raw: reader.rest(from: start), rawLanguages: reader.languages)
    }
}

extension CachedPages: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        writer.digest(key)
        writer.strings(paths)
    }

    init(from reader: inout ByteReader) throws {
        key = try reader.digest()
        paths = try reader.strings()
    }
}

extension Language {
    /// By its number in the writer's table of languages (written whole at the end of the cache).
    func encode(to writer: inout ByteWriter) {
        let number = writer.languageNumbers[id] ?? {
            writer.languages.append(self)
            writer.languageNumbers[id] = writer.languages.count - 1
            return writer.languages.count - 1
        }()
        writer.int(number)
    }

    init(from reader: inout ByteReader) throws {
        let number = try reader.int()
        guard reader.languages.indices.contains(number) else { throw CacheCorrupt("a language the cache does not list") }
        self = reader.languages[number]
    }

    /// Every field: a language is what `content/site.yml` declared (which the cache key covers).
    func encodeWhole(to writer: inout ByteWriter) {
        writer.string(id)
        writer.string(tag)
        writer.string(nativeName)
        writer.string(script)
        writer.strings(translates)
        writer.optional(fallback) { $0.string($1) }
        writer.int(rank)
    }

    init(wholeFrom reader: inout ByteReader) throws {
        self.init(id: try reader.string(), tag: try reader.string(), nativeName: try reader.string(), script: try reader.string(),
                  translates: try reader.strings(), fallback: try reader.optional { try $0.string() }, rank: try reader.int())
    }
}

extension SourceLocation: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        writer.string(path)
        writer.int(line)
        writer.int(column)
    }

    init(from reader: inout ByteReader) throws {
        self.init(path: try reader.string(), line: try reader.int(), column: try reader.int())
    }
}

extension Diagnostic: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        writer.bool(severity == .error)
        writer.value(location)
        writer.string(message)
    }

    init(from reader: inout ByteReader) throws {
        let severity: Severity = try reader.bool() ? .error : .warning
        self.init(severity, at: try reader.value(), try reader.string())
    }
}

/// A place in the file an outline describes is written without the file's path (most places of an
/// outline are in its own file).
extension ByteWriter {
    mutating func location(_ location: SourceLocation, in file: String) {
        if location.path == file {
            bool(true)
            int(location.line)
            int(location.column)
        } else {
            bool(false)
            value(location)
        }
    }
}

extension ByteReader {
    mutating func location(in file: String) throws -> SourceLocation {
        guard try bool() else { return try value() }
        return SourceLocation(path: file, line: try int(), column: try int())
    }
}

extension OutlineAnchor {
    func encode(to writer: inout ByteWriter, in file: String) {
        writer.string(id)
        writer.location(location, in: file)
    }

    init(from reader: inout ByteReader, in file: String) throws {
        self.init(id: try reader.string(), location: try reader.location(in: file))
    }
}

extension SegmentOutline {
    func encode(to writer: inout ByteWriter, in file: String) {
        writer.string(id)
        writer.uint(fingerprint.value)
        writer.optional(location) { $0.location($1, in: file) }
    }

    init(from reader: inout ByteReader, in file: String) throws {
        self.init(id: try reader.string(), fingerprint: Fingerprint(try reader.uint()), location: try reader.optional { try $0.location(in: file) })
    }
}

extension DocumentLink {
    func encode(to writer: inout ByteWriter, in file: String) {
        language.encode(to: &writer)
        writer.string(document)
        writer.optional(fragment) { $0.string($1) }
        writer.location(location, in: file)
    }

    init(from reader: inout ByteReader, in file: String) throws {
        self.init(language: try Language(from: &reader), document: try reader.string(), fragment: try reader.optional { try $0.string() },
                  location: try reader.location(in: file))
    }
}

extension TermFileSet: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        writer.int(statistics.recordCount)
        writer.array(statistics.lengthCodes) { $0.int($1) }
        writer.int(fileCount)
        writer.int(entryBytes)
        writer.numbers(frequency)
    }

    init(from reader: inout ByteReader) throws {
        self.init(statistics: IndexStatistics(recordCount: try reader.int(), lengthCodes: try reader.array { try $0.int() }),
                  fileCount: try reader.int(), entryBytes: try reader.int(), frequency: try reader.numbers())
    }
}

extension FrontMatter: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        writer.string(title)
        writer.optional(summary) { $0.string($1) }
        writer.optional(order) { $0.int($1) }
        writer.optional(source) { $0.string($1) }
    }

    init(from reader: inout ByteReader) throws {
        self.init(title: try reader.string(), summary: try reader.optional { try $0.string() }, order: try reader.optional { try $0.int() },
                  source: try reader.optional { try $0.string() })
    }
}

extension DocumentOutline: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        let file = location.path
        writer.string(id)
        language.encode(to: &writer)
        writer.value(frontMatter)
        writer.value(location)
        writer.array(headings) { $1.encode(to: &$0, in: file) }
        writer.array(guidelines) { $1.encode(to: &$0, in: file) }
        writer.array(segments) { $1.encode(to: &$0, in: file) }
        writer.array(links) { $1.encode(to: &$0, in: file) }
        writer.digest(derived.listing)
        writer.bool(derived.ownIDsAreUnique)
    }

    init(from reader: inout ByteReader) throws {
        let id = try reader.string(), language = try Language(from: &reader), frontMatter: FrontMatter = try reader.value()
        let location: SourceLocation = try reader.value()
        let file = location.path
        self.init(id: id, language: language, frontMatter: frontMatter, location: location,
                  headings: try reader.array { try OutlineAnchor(from: &$0, in: file) },
                  guidelines: try reader.array { try OutlineAnchor(from: &$0, in: file) },
                  segments: try reader.array { try SegmentOutline(from: &$0, in: file) },
                  links: try reader.array { try DocumentLink(from: &$0, in: file) },
                  derived: Derived(listing: try reader.digest(), ownIDsAreUnique: try reader.bool()))
    }
}

extension SearchGroup: CacheCodable {
    func encode(to writer: inout ByteWriter) {
        writer.strings(terms)
        writer.uint(UInt64(records.count))
        for record in records {
            writer.uint(record.kind.code)
            writer.array(record.languages) { $1.encode(to: &$0) }
            // Not the rows: they are in the output's record files (see `SearchIndex.writeRecords`).
            // The terms as they are packed (see `RecordTerms`).
            record.terms.withBytes { writer.sized(raw: $0) }
        }
    }

    init(from reader: inout ByteReader) throws {
        let terms = try reader.strings()
        var last: [Language] = []
        let hold = CacheBytesHold(reader.source)
        let records = try reader.array { reader -> Record in
            let kind = try SearchRecord.Kind(code: reader.uint())
            let languages = try reader.languages(reusing: &last)
            // What the index pass relies on (whole numbers, six fields, terms in the group's table),
            // checked once here.
            // (A group numbered in the site's table has no terms of its own.) They stay in the cache's bytes.
            guard let packed = RecordTerms(checking: try reader.raw(try reader.count()), termCount: terms.isEmpty ? reader.termCount : terms.count,
                                           hold: hold) else {
                throw CacheCorrupt("a malformed search record")
            }
            return Record(kind: kind, languages: languages, rows: [], terms: packed)
        }
        self.init(terms: terms, records: records)
    }
}

extension ByteReader {
    /// A list of languages: `last` itself when it names the same ones, else the list read, which
    /// becomes `last`. (The records of a group name the same list again and again: an array of its
    /// own for each was 100,000 allocations in a cache of 10,000 documents.)
    mutating func languages(reusing last: inout [Language]) throws -> [Language] {
        let count = try count()
        // Nil while every language read is the one `last` has in its place.
        var read: [Language]? = count == last.count ? nil : []
        for index in 0..<count {
            let language = try Language(from: &self)
            if read == nil {
                if language == last[index] { continue }
                read = Array(last[..<index])
            }
            read!.append(language)
        }
        guard let read else { return last }
        last = read
        return read
    }
}

extension SearchRecord.Kind {
    var code: UInt64 {
        switch self {
        case .guideline: 0
        case .section: 1
        case .introduction: 2
        }
    }

    init(code: UInt64) throws {
        switch code {
        case 0: self = .guideline
        case 1: self = .section
        case 2: self = .introduction
        default: throw CacheCorrupt("unknown record kind")
        }
    }
}
