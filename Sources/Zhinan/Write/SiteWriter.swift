import CAtomicSwap
import Foundation

/// Stage 7, write: puts a finished site in place of the output directory atomically. The files
/// themselves were written while the pages were made (`OutputSink`), never into the output.
///
/// A clean build writes the site into a temporary directory beside the output (`finishWhole`),
/// then exchanges it with the old output in one step on the same file system. A build that fails
/// or is interrupted while writing leaves the previous output exactly as it was; the leftover
/// temporary directory is removed at once, or by the next build if this one was killed.
///
/// An incremental build (`finishUpdate`) swaps a whole directory in too, but does not write it
/// whole: a spare copy of the site is kept in the cache folder beside the output
/// (`.public.cache/spare`), made of hard links to the output's own files. The build brings the
/// spare up to date — the files whose bytes changed were written into it as they were made; it
/// links the files that did not change and removes what the site no longer has — and then
/// exchanges it with the output in one step; the previous output becomes the next spare. A file whose bytes did not change is the same file before and after (same inode, same
/// modification time), and killed at any moment a build leaves either the previous site or the new
/// one, whole, as a clean build does.
///
/// It only ever replaces what `OutputSafety` allows, checked again under the lock just before the
/// swap, and builds into one output take turns on a lock file beside it (`.<name>.lock`), so two at
/// once both end with a whole site instead of one removing the other's staging directory.
public struct SiteWriter {
    var outputDirectory: URL
    /// How the output path is shown in messages (what the user typed).
    var display: String
    /// Directories the output must not be, contain, or lie inside (content, templates).
    var protected: [OutputSafety.Protected]
    /// For tests: stop with an error after writing this many files, as an interruption would.
    var failAfterFiles: Int?
    /// Told when the lock is held by another build and this one waits for it.
    public var onWait: (@Sendable () -> Void)?

    init(outputDirectory: URL, display: String? = nil, protected: [OutputSafety.Protected] = [],
                failAfterFiles: Int? = nil) {
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.display = display ?? outputDirectory.path
        self.protected = protected
        self.failAfterFiles = failAfterFiles
    }

    /// Why the output could not be written, in words; shown as `OUTPUT: error: …` like every diagnostic.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The error as the CLI prints it, located at the output directory.
    public func located(_ error: WriteError) -> Diagnostic {
        Diagnostic(.error, at: SourceLocation(path: display.isEmpty ? "''" : display), error.description)
    }

    var parent: URL { outputDirectory.deletingLastPathComponent() }
    var name: String { outputDirectory.lastPathComponent }
    var temporaryPrefix: String { ".\(name).tmp-" }
    var previousPrefix: String { ".\(name).old-" }
    var lockFile: URL { parent.appendingPathComponent(".\(name).lock") }
    /// The build cache of this output, beside it like the lock: what the last build knew (see
    /// `BuildCache`) and the spare copy of the output that the next build brings up to date.
    var cacheDirectory: URL { parent.appendingPathComponent(".\(name).cache") }
    var cacheFile: URL { cacheDirectory.appendingPathComponent("state") }
    var spareDirectory: URL { cacheDirectory.appendingPathComponent("spare") }

    /// What a write did to the output.
    public struct Report: Sendable, Equatable {
        /// Paths written (new or changed bytes) and removed; every other file was left as it was.
        public var written: [String] = []
        public var removed: [String] = []
        /// True when the whole output was replaced (a clean build).
        public var replacedWhole = false
    }

    /// Creates the output's parent folders, so that the lock file can be made beside it.
    func prepareParent() throws {
        if let problem = OutputSafety.problem(output: outputDirectory, display: display, protected: protected) {
            throw WriteError(description: problem)
        }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create the directory '\(parent.path)' for the output: \(IOErrorText.describe(error))")
        }
    }

    var token: String { "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))" }

    /// Where this build's files go as they are made (see `OutputSink`): the spare copy when the
    /// output is to be updated (`live`: what the output holds), else a new staging directory.
    func sink(live: OutputManifest?) throws -> OutputSink {
        if let live { return try OutputSink.spare(spareDirectory, live: live, failAfterFiles: failAfterFiles) }
        return try OutputSink.staging(parent.appendingPathComponent(temporaryPrefix + token), failAfterFiles: failAfterFiles)
    }

    /// A build that will not finish: its staging directory goes (a spare stays; the next build
    /// makes it right, file by file).
    func discard(_ sink: OutputSink) {
        sink.spareCheck?.stop()
        if !sink.isSpare { try? FileManager.default.removeItem(at: sink.directory) }
    }

    /// Under the lock: the staging directory `output` was written into replaces the output whole,
    /// in one step; the manifest of what the output now holds.
    func finishWhole(_ output: SiteOutput, in sink: OutputSink) throws -> OutputManifest {
        precondition(!sink.isSpare && output.unchanged.isEmpty && output.files.isEmpty, "every file went to the sink")
        do {
            // Every output carries the marker, whoever assembled it.
            var output = output
            if output.stored[OutputSafety.markerName] == nil {
                output.add(OutputSafety.markerName, .stored(sink.store(OutputSafety.markerName, Data(OutputSafety.markerText.utf8))))
            }
            if let failure = sink.failure { throw failure }
            // Checked again under the lock: something may have appeared there while the site was generated.
            if let problem = OutputSafety.problem(output: outputDirectory, display: display, protected: protected) {
                throw WriteError(description: problem)
            }
            try swapIn(sink.directory, token: token)
            var manifest = OutputManifest()
            for (path, stored) in output.stored { manifest.files[path] = stored.file }
            return manifest
        } catch {
            discard(sink)
            throw error
        }
    }

    /// Under the lock: the spare, into which `output`'s new bytes were written as they were made, is
    /// made to hold the rest of `output` and exchanged with the output. `live` is the manifest of
    /// what the output holds; every path in `output.unchanged` must be in it. False when the output
    /// is not what `live` says (a file edited or replaced by hand): its bytes cannot be trusted, and
    /// the caller builds clean. What the output holds after is `update(of:live:)`.
    func finishUpdate(_ output: SiteOutput, in sink: OutputSink, live: OutputManifest) throws -> Bool {
        precondition(sink.isSpare && output.files.isEmpty, "every file went to the sink")
        defer { sink.spareCheck?.stop() }
        if let problem = OutputSafety.problem(output: outputDirectory, display: display, protected: protected) {
            throw WriteError(description: problem)
        }
        if let failure = sink.failure { throw failure }
        // What the sink's check of the spare confirmed while the site was made (see `SpareCheck`). It
        // checked `live`'s records, and those are the records here: the sink's `.same` files are
        // `live`'s, and so are the unchanged paths.
        let checked = sink.spareCheck?.finish()
        // What each path of the new site is: new bytes, or the output's own file (same bytes, as
        // `live` records it). Of the output's own files, how many each folder keeps, and those the
        // check did not confirm, by folder and name: there are tens of thousands of paths on every
        // build, and nearly all are the output's own and confirmed, so no name is made for them.
        var changed: [String] = []
        var kept: [Substring: Int] = [:]
        var unconfirmed: [String: [(name: String, file: OutputManifest.File)]] = [:]
        func keep(_ path: String, _ file: OutputManifest.File) {
            let folder = path.folder
            kept[folder, default: 0] += 1
            guard checked?.confirms(path, in: folder) != true else { return }
            let (folderName, name) = path.folderAndName
            unconfirmed[folderName, default: []].append((name, file))
        }
        for (path, stored) in output.stored {
            switch stored {
            case .written: changed.append(path)
            case .same(let file): keep(path, file)
            }
        }
        for path in output.unchanged where output.stored[path] == nil {
            guard let file = live.files[path] else { return false }
            keep(path, file)
        }
        let spare = sink.directory
        // Each unconfirmed file: the spare's must be the output's own file (the same inode, as
        // recorded); where it is not, it becomes a link to it — after checking that the output's
        // file is still the one recorded.
        // (Looked up by name in each folder, not by whole path.)
        let root = outputDirectory.path, spareRoot = spare.path
        for folder in kept.keys.map(String.init).sorted() { try createDirectory(folder.isEmpty ? spare : spare.appendingPathComponent(folder)) }
        let linked = ParallelMap.map(TreeRemoval.runs(unconfirmed.map { ($0.key, $0.value) })) { chunk -> Result<Bool, WriteError> in
            let spareFolder = chunk.folder.isEmpty ? spareRoot : spareRoot + "/" + chunk.folder
            let liveFolder = chunk.folder.isEmpty ? root : root + "/" + chunk.folder
            let spareFD = open(spareFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            let liveFD = open(liveFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            defer {
                if spareFD >= 0 { close(spareFD) }
                if liveFD >= 0 { close(liveFD) }
            }
            guard spareFD >= 0 else {
                return .failure(WriteError(description: "cannot open '\(spareFolder)': \(String(cString: strerror(errno)))"))
            }
            for (name, file) in chunk.items {
                if let now = OutputManifest.identity(of: name, in: spareFD), now.inode == file.inode {
                    guard now.size == file.size, now.modified == file.modified else { return .success(false) }  // edited in place
                    continue
                }
                guard liveFD >= 0, let source = OutputManifest.identity(of: name, in: liveFD), source.inode == file.inode,
                      source.size == file.size, source.modified == file.modified else { return .success(false) }
                let target = spareFolder + "/" + name
                TreeRemoval.remove(target)
                guard linkat(liveFD, name, spareFD, name, 0) == 0 else {
                    return .failure(WriteError(description: "cannot link \(liveFolder)/\(name) to \(target): \(String(cString: strerror(errno)))"))
                }
            }
            return .success(true)
        }
        for result in linked { guard try result.get() else { return false } }
        // Nothing else: what the site no longer has (and anything else found in the spare) goes.
        // Each folder holds every name it should (linked, written or made above): one whose count
        // of entries is the count it should have holds nothing else, and is not looked at by name.
        var expected: [String: Int] = [:]
        for (folder, count) in kept { expected[String(folder), default: 0] += count }
        for path in changed { expected[String(path.folder), default: 0] += 1 }
        // Each folder's name in its parent, once per folder.
        var subfolders: [String: Set<String>] = [:]
        for start in Array(expected.keys) where !start.isEmpty {
            var child = start
            while !child.isEmpty {
                let (folder, name) = child.folderAndName
                guard subfolders[folder, default: []].insert(name).inserted else { break }  // its ancestors are in already
                child = folder
            }
        }
        for (folder, names) in subfolders { expected[folder, default: 0] += names.count }
        // (Each folder on any core: a large site's few big folders took a core each to count.)
        _ = ParallelMap.map(Array(expected)) { [subfolders] folder, count in
            let path = folder.isEmpty ? spareRoot : spareRoot + "/" + folder
            guard Self.entryCount(of: path) != count else { return }
            // Something else is there: the names the folder should hold, from the site's paths.
            var names = subfolders[folder] ?? []
            for path in output.stored.keys where path.folder == folder { names.insert(path.folderAndName.name) }
            for path in output.unchanged where path.folder == folder { names.insert(path.folderAndName.name) }
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !names.contains(entry) {
                TreeRemoval.remove(path + "/" + entry)
            }
        }
        // Checked again under the lock: something may have appeared there while the site was generated.
        if let problem = OutputSafety.problem(output: outputDirectory, display: display, protected: protected) {
            throw WriteError(description: problem)
        }
        try swapIn(spare, token: token, keepingPrevious: spare)
        return true
    }

    /// What the output holds once `finishUpdate` has put `output` in place, and what changed. Every
    /// file of the site that is not new is the output's own as `live` records it (a file keeps its
    /// identity when the folder that holds it is renamed): the manifest is `live`'s, less what the
    /// site no longer has, with the new files. Known before the files are put in place, so that the
    /// build cache that holds it is written while they are (see `SiteBuilder.build`).
    static func update(of output: SiteOutput, live: OutputManifest) -> (manifest: OutputManifest, report: Report) {
        var changed: [(path: String, file: OutputManifest.File)] = []
        var sameCount = 0
        for (path, stored) in output.stored {
            switch stored {
            case .written(let file): changed.append((path, file))
            case .same: sameCount += 1
            }
        }
        sameCount += output.unchanged.count { output.stored[$0] == nil }
        // A path of `live` is still in the site if it is one of the same files, or one of the new
        // files that replaced it: when those are as many as `live`'s paths, nothing went, and no
        // path is looked up.
        let replaced = changed.count { live.files[$0.path] != nil }
        let removed = sameCount + replaced == live.files.count ? [] : Self.removed(from: live, output)
        var manifest = live
        for path in removed { manifest.files[path] = nil }
        for (path, file) in changed { manifest.files[path] = file }
        return (manifest, Report(written: changed.map(\.path), removed: removed))
    }

    /// The paths of `live` that `output` does not have, in byte order.
    private static func removed(from live: OutputManifest, _ output: SiteOutput) -> [String] {
        let unchanged = Set(output.unchanged)
        return live.files.keys.filter { output.stored[$0] == nil && !unchanged.contains($0) }.sorted(by: SiteOutput.byteOrder)
    }

    /// How many entries a folder holds (not counting `.` and `..`); -1 when it cannot be read.
    static func entryCount(of path: String) -> Int {
        guard let folder = opendir(path) else { return -1 }
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let isDot = withUnsafeBytes(of: entry.pointee.d_name) { name in
                name[0] == UInt8(ascii: ".") && (name[1] == 0 || (name[1] == UInt8(ascii: ".") && name[2] == 0))
            }
            if !isDot { count += 1 }
        }
        return count
    }

    /// After a clean build: a spare made of links to every file of the output, so that the next
    /// build writes only what changes.
    func makeSpare(_ manifest: OutputManifest) {
        let spare = spareDirectory
        TreeRemoval.remove(spare.path)
        // Linked folder by folder, each name in an open folder: by whole paths, every link walked
        // both paths from the root, and the links were the last 100 ms of a clean build at 10,000
        // documents.
        var byFolder: [String: [String]] = [:]
        for path in manifest.files.keys {
            let (folder, name) = path.folderAndName
            byFolder[folder, default: []].append(name)
        }
        do {
            for folder in byFolder.keys.sorted() { try createDirectory(folder.isEmpty ? spare : spare.appendingPathComponent(folder)) }
        } catch {
            return
        }
        let root = outputDirectory.path, spareRoot = spare.path
        _ = ParallelMap.map(TreeRemoval.runs(byFolder.map { ($0.key, $0.value) })) { chunk in
            let liveFD = open(chunk.folder.isEmpty ? root : root + "/" + chunk.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            let spareFD = open(chunk.folder.isEmpty ? spareRoot : spareRoot + "/" + chunk.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            defer {
                if liveFD >= 0 { close(liveFD) }
                if spareFD >= 0 { close(spareFD) }
            }
            // A spare that could not be made whole is brought up to date by the next build.
            guard liveFD >= 0, spareFD >= 0 else { return }
            for name in chunk.items { _ = linkat(liveFD, name, spareFD, name, 0) }
        }
    }

    /// Writes bytes to a new file. Not synced to the disk file by file (Foundation's `Data.write`
    /// does, and on a disk that was most of writing a site): the swap makes the site whole, and a
    /// build that stops before it leaves the previous one.
    static func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw WriteError(description: "cannot write '\(path)': \(String(cString: strerror(failure)))") }
    }

    /// Holds an exclusive `flock` on the lock file while `body` runs; the kernel lets go when the
    /// process dies, so a killed build never leaves a stale lock behind.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))  // before anything else can change errno
            throw WriteError(description: "cannot create the lock file '\(lockFile.path)': \(reason)")
        }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            onWait?()
            while flock(descriptor, LOCK_EX) != 0 {
                let code = errno
                guard code == EINTR else {
                    throw WriteError(description: "cannot lock '\(lockFile.path)': \(String(cString: strerror(code)))")
                }
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func createDirectory(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create '\(url.path)': \(IOErrorText.describe(error))")
        }
    }

    /// Where the system can exchange two directories in one step, the old output is never absent;
    /// elsewhere two renames in the same directory do it, and `recoverAndClean` mends the gap.
    /// The new site at `staging` takes the output's place in one step. The previous output is
    /// removed, or, with `keepingPrevious`, left at that path (the spare of an incremental build).
    private func swapIn(_ staging: URL, token: String, keepingPrevious kept: URL? = nil) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: outputDirectory.path) else {
            try rename(staging, outputDirectory)
            return
        }
        if zhinan_exchange_paths(staging.path, outputDirectory.path) == 0 {
            if kept == nil { TreeRemoval.remove(staging.path) }  // now holds the previous output
            return
        }
        let previous = parent.appendingPathComponent(previousPrefix + token)
        try rename(outputDirectory, previous)
        do {
            try rename(staging, outputDirectory)
        } catch {
            try? rename(previous, outputDirectory)
            throw error
        }
        if let kept { try? rename(previous, kept) } else { TreeRemoval.remove(previous.path) }
    }

    /// Leftovers of an interrupted build: a stepped-aside output with no output in its place is
    /// restored; stale temporary directories are removed, and so are caches moved out of their
    /// place (`BuildCache.retire`) or half written by a build that was killed (30 MB each at
    /// 10,000 documents; no build holds them, as this one holds the lock).
    func recoverAndClean() throws {
        let fm = FileManager.default
        let entries = ((try? fm.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        for entry in entries where entry.hasPrefix(previousPrefix) {
            let url = parent.appendingPathComponent(entry)
            if !fm.fileExists(atPath: outputDirectory.path) { try rename(url, outputDirectory) } else { try? fm.removeItem(at: url) }
        }
        for entry in entries where entry.hasPrefix(temporaryPrefix) {
            try? fm.removeItem(at: parent.appendingPathComponent(entry))
        }
        let state = cacheFile.lastPathComponent
        for entry in (try? fm.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
        where entry.hasPrefix(state + ".old-") || entry.hasPrefix(state + ".tmp-") {
            unlink(cacheDirectory.appendingPathComponent(entry).path)
        }
    }

    private func rename(_ from: URL, _ to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw WriteError(description: "cannot move \(from.path) to \(to.path): \(reason)")
        }
    }
}

/// The system's `write` (inside `SiteWriter`, `write` names its own method).
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
