import Foundation

/// A build that changed a few documents appends what it changed to the cache file it read, instead
/// of writing the whole cache again: at 10,000 documents the whole is 30 MB, and encoding, checking
/// and writing it was a tenth of the CPU of a one-document edit (40 ms of 400).
///
/// The file is the whole cache (see `BuildCache`), then change records, each:
/// `changeMagic`, the checksum of its payload, the payload's length, the payload. A payload holds
/// the cache's key; the terms added to the table; each file and group entry made again or gone;
/// the site's pages, record count, term files and lock digest whole; and the paths of the output
/// written and removed. Reading applies them in order to the whole.
///
/// Changes are appended only to the file the previous cache was read from or written to, as it
/// was then (same inode, size and time), while it is out of its place (`BuildCache.retire`); the
/// file then takes its place again. The whole is written again when the changes have grown past
/// a quarter of it (see `FileState.canAppend`), or when the table of terms or of languages is not
/// the one the file holds.
extension BuildCache {
    static let changeMagic = Array("zhinan-change\n".utf8)

    /// What a cache file holds, for appending to it.
    struct FileState: Sendable {
        /// Bytes of the whole cache (header and payload), and of the file with its changes.
        var wholeLength: Int
        var length: Int
        /// Change records after the whole.
        var changes: Int
        /// The term table the file holds: which one (see `TermTable.lineage`) and how many terms.
        var termLineage: UInt64
        var termCount: Int
        /// The languages its entries name by number.
        var languages: [Language]
        /// The file as it was when read or last written (nil: not known, nothing is appended).
        var identity: FileIdentity?

        /// Whether `status` is this file, unchanged since (its time of change is not compared: a
        /// rename sets it).
        func isFile(_ status: FileIdentity?) -> Bool {
            guard let identity, let status else { return false }
            return status.inode == identity.inode && status.size == identity.size && status.modified == identity.modified
                && status.size == length
        }

        /// Whether a change of `bytes` more keeps the changes within a quarter of the whole (or of
        /// 64 kB, for a small site), and at most 64 of them.
        func canAppend(_ bytes: Int) -> Bool {
            changes < 64 && length - wholeLength + bytes <= max(wholeLength / 4, 64 << 10)
        }
    }

    /// Applies the change record at `offset`; returns where the next one starts.
    func applyChanges(in bytes: CacheBytes, at offset: Int) throws -> Int {
        let buffer = bytes.buffer
        let headerEnd = offset + Self.changeMagic.count + 24
        guard headerEnd <= buffer.count, buffer[offset..<(offset + Self.changeMagic.count)].elementsEqual(Self.changeMagic) else {
            throw CacheCorrupt("not a change record")
        }
        let (checksum, length) = try ByteReader.reading(bytes, offset: offset + Self.changeMagic.count) { (try $0.digest(), try $0.fixed()) }
        guard length <= UInt64(buffer.count - headerEnd) else { throw CacheCorrupt("a change longer than the file") }
        let end = headerEnd + Int(length)
        guard Digest.of(UnsafeRawBufferPointer(rebasing: buffer[headerEnd..<end])) == checksum else {
            throw CacheCorrupt("checksum mismatch in a change")
        }
        try ByteReader.reading(bytes, offset: headerEnd, end: end) { reader in
            guard try reader.digest() == key else { throw CacheCorrupt("a change of another cache") }
            terms.appendRead(try reader.strings())
            reader.languages = languages
            reader.termCount = terms.count
            for _ in 0..<(try reader.count()) {
                let path = try reader.string()
                files[path] = try reader.bool() ? try reader.sizedValue() : nil
            }
            for _ in 0..<(try reader.count()) {
                let id = try reader.string()
                groups[id] = try reader.bool() ? try reader.sizedValue() : nil
            }
            sitePages = [:]
            for _ in 0..<(try reader.count()) {
                let name = try reader.string()
                sitePages[name] = try reader.value()
            }
            recordCount = try reader.int()
            termFiles = try reader.optional { try $0.value() }
            lockDigest = try reader.optional { try $0.digest() }
            for path in try reader.strings() { output.files[path] = nil }
            let written: OutputManifest = try reader.value()
            output.files.merge(written.files) { _, new in new }
            guard reader.isAtEnd else { throw CacheCorrupt("bytes after the end of a change") }
        }
        return end
    }

    /// The change record of this cache against `previous`, whose file `state` describes; nil where
    /// the whole is to be written instead, and no bytes where nothing changed (a rebuild of an
    /// unchanged site leaves the file as it is). `report`: what the output update wrote and
    /// removed (this cache's manifest is `previous`'s with it).
    func changeRecord(against previous: BuildCache, state: FileState, report: SiteWriter.Report) -> [UInt8]? {
        guard key == previous.key, terms.lineage == state.termLineage, terms.count >= state.termCount,
              languages == state.languages, !report.replacedWhole else { return nil }
        var payload = ByteWriter()
        payload.languages = languages
        payload.languageNumbers = Dictionary(languages.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        payload.digest(key)
        payload.strings(Array(terms.terms[state.termCount...]))
        // Entries made again (another object than the one read) and entries gone. (Where every
        // entry before is still there, none went, and the entries before are not gone through.)
        var changedEntries = 0
        func changes<Entry: AnyObject & CacheCodable>(_ now: [String: Entry], _ before: [String: Entry]) {
            var changed: [(String, Entry?)] = []
            var kept = 0
            for (name, entry) in now {
                let old = before[name]
                if old != nil { kept += 1 }
                if old !== entry { changed.append((name, entry)) }
            }
            if kept < before.count { changed += before.keys.filter { now[$0] == nil }.map { ($0, nil) } }
            changed.sort { $0.0 < $1.0 }
            changedEntries += changed.count
            payload.uint(UInt64(changed.count))
            for (name, entry) in changed {
                payload.string(name)
                payload.bool(entry != nil)
                if let entry { payload.sized { $0.value(entry) } }
            }
        }
        changes(files, previous.files)
        changes(groups, previous.groups)
        if terms.count == state.termCount, changedEntries == 0, report.written.isEmpty, report.removed.isEmpty,
           sitePages == previous.sitePages, recordCount == previous.recordCount, termFiles == previous.termFiles,
           lockDigest == previous.lockDigest {
            return []
        }
        let names = sitePages.keys.sorted()
        payload.uint(UInt64(names.count))
        for name in names {
            payload.string(name)
            payload.value(sitePages[name]!)
        }
        payload.int(recordCount)
        payload.optional(termFiles) { $0.value($1) }
        payload.optional(lockDigest) { $0.digest($1) }
        payload.strings(report.removed)
        var written = OutputManifest()
        for path in report.written { written.files[path] = output.files[path] }
        guard written.files.count == report.written.count else { return nil }
        payload.value(written)
        // An entry that named a language the file's table does not have: the whole is written.
        guard payload.languages.count == languages.count else { return nil }
        var record = ByteWriter()
        record.bytes = Self.changeMagic
        record.digest(Digest.of(payload.bytes))
        record.fixed(UInt64(payload.bytes.count))
        return record.bytes + payload.bytes
    }

    /// Appends this cache's changes against `previous` to `retired`, the file `previous` was read
    /// from or written to, moved out of its place (`BuildCache.retire`); `finishSaving` moves it
    /// back. Nil where they cannot be (the whole is then written).
    func startAppending(to retired: URL, in place: URL, after previous: BuildCache, report: SiteWriter.Report) -> Saving? {
        guard let state = previous.fileState, let record = changeRecord(against: previous, state: state, report: report),
              state.canAppend(record.count) else { return nil }
        if record.isEmpty {
            // Nothing changed: the file goes back as it is, if it is still the one read.
            guard state.isFile(FileIdentity.of(path: retired.path)) else { return nil }
            fileState = state
            return Saving(appended: retired, place: place)
        }
        let descriptor = open(retired.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, state.isFile(FileIdentity.of(status)) else {
            close(descriptor)
            return nil
        }
        let whole = Self.write(record, to: descriptor)
        let written = fstat(descriptor, &status) == 0 ? FileIdentity.of(status) : nil
        close(descriptor)
        guard whole, let written else {
            unlink(retired.path)
            return nil
        }
        fileState = FileState(wholeLength: state.wholeLength, length: state.length + record.count, changes: state.changes + 1,
                              termLineage: terms.lineage, termCount: terms.count, languages: languages, identity: written)
        return Saving(appended: retired, place: place)
    }
}

extension ByteReader {
    /// A value written by `ByteWriter.sized`, which must take its bytes exactly; read with this
    /// reader's tables.
    mutating func sizedValue<T: CacheCodable>(_ type: T.Type = T.self) throws -> T {
        let range = try sized()
        guard range.upperBound <= end else { throw CacheCorrupt("an entry runs past its end") }
        return try ByteReader.reading(source, offset: range.lowerBound, end: range.upperBound) { [languages, termCount] entry in
            entry.languages = languages
            entry.termCount = termCount
            let value: T = try entry.value()
            guard entry.isAtEnd else { throw CacheCorrupt("an entry runs short") }
            return value
        }
    }
}
