import CAtomicSwap
import Foundation
import ZhinanParallel

/// Stage 7, write: the site, written as made (`OutputDraft`) into a staging directory or the spare
/// (`.public.cache/spare`: links to the output's files, the changed ones written), takes the output's
/// place in one step, the previous output the spare's. Killed at any moment, a build leaves one site whole.
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

    init(outputDirectory: URL, display: String? = nil, protected: [OutputSafety.Protected] = [], failAfterFiles: Int? = nil) {
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.display = display ?? outputDirectory.path
        (self.protected, self.failAfterFiles) = (protected, failAfterFiles)
    }

    /// Why the output could not be written, in words; shown as `OUTPUT: error: …` like every diagnostic.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String

        /// `what` failed, for the reason `code` (by default `errno`) names.
        static func failed(_ what: String, _ code: Int32 = errno) -> Self { Self(description: "\(what): \(String(cString: strerror(code)))") }
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
    /// Beside the output, like the lock: the build record (`BuildRecord`) and the spare copy.
    var cacheDirectory: URL { parent.appendingPathComponent(".\(name).cache") }
    var cacheFile: URL { cacheDirectory.appendingPathComponent("state") }
    /// Whether the output is there, as a build left it (with its marker).
    var holdsOutput: Bool { FileManager.default.fileExists(atPath: outputDirectory.appendingPathComponent(OutputSafety.markerName).path) }
    var spareDirectory: URL { cacheDirectory.appendingPathComponent("spare") }

    public struct Report: Sendable, Equatable {
        /// Paths written (new or changed bytes) and removed; every other file was left as it was.
        public var written: [String] = []
        public var removed: [String] = []
        /// True when the whole output was replaced (a clean build).
        public var replacedWhole = false
    }

    var token: String { "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))" }

    /// Where this build's files go: the spare when the output is updated (`live`: what it holds), else a new staging directory.
    func draft(live: OutputManifest?) throws -> OutputDraft {
        try OutputDraft(directory: live == nil ? parent.appendingPathComponent(temporaryPrefix + token) : spareDirectory, live: live,
                        failAfterFiles: failAfterFiles)
    }

    /// A build that will not finish: its staging directory goes (a spare stays; the next build mends it).
    func discard(_ draft: OutputDraft) {
        if !draft.isSpare, let directory = draft.directory { TreeRemoval.remove(directory.path) }
    }

    /// Under the lock: the draft takes the output's place; what the output holds now, and what changed.
    /// Nil when the output is no longer what the last build left (a file edited by hand): build clean.
    func finish(_ draft: OutputDraft) throws -> (OutputManifest, Report)? {
        if let failure = draft.failure { throw failure }
        draft.add(OutputSafety.markerName, Data(OutputSafety.markerText.utf8), from: .site)
        let (files, live) = (draft.files, draft.live)
        if let live { guard try bringSpareUpToDate(files, live: live) else { return nil } }
        // Checked before the lock is taken, and again here: something may have appeared there meanwhile.
        if let problem = OutputSafety.problem(output: outputDirectory, display: display, protected: protected) {
            throw WriteError(description: problem)
        }
        try swapIn(live == nil ? draft.directory! : spareDirectory, keepingPrevious: live != nil)
        // The last build's files, those written again, less those gone (the rest are as it left them).
        var manifest = live ?? OutputManifest()
        var report = Report(replacedWhole: live == nil)
        for case let (path, .written(file)) in files {
            manifest.files[path] = file
            report.written.append(path)
        }
        report.written.sort(by: Self.byteOrder)
        if manifest.files.count != files.count {
            report.removed = manifest.files.keys.filter { files[$0] == nil }.sorted(by: Self.byteOrder)
            for path in report.removed { manifest.files[path] = nil }
        }
        if live == nil { makeSpare(manifest) }
        return (manifest, report)
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// Makes the spare hold exactly the site, each file whose bytes are the output's own a link to the
    /// output's file; false when an output file is not what `live` records.
    private func bringSpareUpToDate(_ files: [String: OutputDraft.Content], live: OutputManifest) throws -> Bool {
        // Each folder's names, and those of the output's own files with what `live` records of them.
        var names: [String: Int] = [:]
        var same: [String: [(name: String, file: OutputManifest.File)]] = [:]
        for (path, content) in files {
            let (folder, name) = path.folderAndName
            names[folder, default: 0] += 1
            guard case .same = content else { continue }
            guard let recorded = live.files[path] else { return false }
            same[folder, default: []].append((name, recorded))
        }
        // Every folder of the site, with the subfolders it holds.
        var subfolders: [String: Set<String>] = [:]
        for folder in names.keys where !folder.isEmpty {
            var child = folder
            while !child.isEmpty {
                let (parent, name) = child.folderAndName
                guard subfolders[parent, default: []].insert(name).inserted else { break }
                child = parent
            }
        }
        let root = outputDirectory.path, spareRoot = spareDirectory.path
        @Sendable func path(_ root: String, _ folder: String) -> String { folder.isEmpty ? root : root + "/" + folder }
        for folder in names.keys { try Self.createDirectory(URL(fileURLWithPath: path(spareRoot, folder))) }
        // The output's own files, in runs on every core (a language's folder holds most of a site).
        let linked = ParallelMap.map(TreeRemoval.runs(same.lazy.map { ($0.key, $0.value) })) { folder, items -> Result<Bool, WriteError> in
            let spare = open(path(spareRoot, folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            let output = open(path(root, folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            defer { for descriptor in [spare, output] where descriptor >= 0 { close(descriptor) } }
            guard spare >= 0, output >= 0 else { return .success(false) }
            for (name, recorded) in items {
                if let found = FileIdentity.of(name, in: spare), found.inode == recorded.inode {
                    guard found.size == recorded.size, found.modified == recorded.modified else { return .success(false) }  // edited in place
                    continue
                }
                guard let source = FileIdentity.of(name, in: output), source.inode == recorded.inode,
                      source.size == recorded.size, source.modified == recorded.modified else { return .success(false) }
                unlinkat(spare, name, 0)
                guard linkat(output, name, spare, name, 0) == 0 else {
                    return .failure(.failed("cannot link \(path(root, folder))/\(name) into the spare"))
                }
            }
            return .success(true)
        }
        for result in linked { guard try result.get() else { return false } }
        // What the site no longer has, and anything else there: a folder with as many entries as it should holds nothing else.
        _ = ParallelMap.map(Array(Set(names.keys).union(subfolders.keys))) { [names, subfolders] folder in
            let entries = TreeRemoval.entries(of: path(spareRoot, folder))?.map(\.name) ?? []
            guard entries.count != (names[folder] ?? 0) + (subfolders[folder]?.count ?? 0) else { return }
            let own = Set(files.keys.filter { $0.folderAndName.folder == folder }.map(\.folderAndName.name)).union(subfolders[folder] ?? [])
            for entry in entries where !own.contains(entry) { TreeRemoval.remove(path(spareRoot, folder) + "/" + entry) }
        }
        return true
    }

    /// After a clean build: a spare made of links to every file of the output, for the next build to update.
    func makeSpare(_ manifest: OutputManifest) {
        let spare = spareDirectory.path, root = outputDirectory.path
        if TreeRemoval.isFolder(cacheDirectory.path) == false { unlink(cacheDirectory.path) }
        TreeRemoval.remove(spare)
        let folders = Set(manifest.files.keys.map(\.folderAndName.folder))
        for folder in folders { try? Self.createDirectory(URL(fileURLWithPath: folder.isEmpty ? spare : spare + "/" + folder)) }
        // Links alone, not `bringSpareUpToDate`: its checks of each file (two stats and an unlink) on two
        // cores at once contend for the folder's lock. A spare that could not be made whole is brought up to date by the next build.
        _ = ParallelMap.map(Array(manifest.files.keys), inRunsOf: 1024) { path in link(root + "/" + path, spare + "/" + path) }
    }

    /// Writes the parts, one after the other, to a new file. Not synced to the disk file by file: the
    /// swap makes the site whole, and a build that stops before it leaves the previous one.
    static func writeFile(_ parts: [some ContiguousBytes], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError.failed("cannot write '\(path)'") }
        var failure: Int32 = 0
        for part in parts where failure == 0 {
            failure = part.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if count < 0, errno != EINTR { return errno }
                    offset += max(count, 0)
                }
                return 0
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw WriteError.failed("cannot write '\(path)'", failure) }
    }

    /// Holds an exclusive `flock` on the lock file while `body` runs: the kernel drops it when a build dies, so none is left stale.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError.failed("cannot create the lock file '\(lockFile.path)'") }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            onWait?()
            while flock(descriptor, LOCK_EX) != 0 {
                let code = errno
                guard code == EINTR else { throw WriteError.failed("cannot lock '\(lockFile.path)'", code) }
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    static func createDirectory(_ url: URL, for what: String? = nil) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            let name = what.map { "the directory '\(url.path)' for \($0)" } ?? "'\(url.path)'"
            throw WriteError(description: "cannot create \(name): \(IOErrorText.describe(error))")
        }
    }

    /// `staging` takes the output's place in one exchange, else two renames (`recoverAndClean` mends
    /// the gap); the previous output is removed, or kept as the spare.
    private func swapIn(_ staging: URL, keepingPrevious: Bool) throws {
        guard FileManager.default.fileExists(atPath: outputDirectory.path) else { return try rename(staging, outputDirectory) }
        if zhinan_exchange_paths(staging.path, outputDirectory.path) == 0 {
            if !keepingPrevious { TreeRemoval.remove(staging.path) }  // now holds the previous output
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
        if keepingPrevious { try? rename(previous, staging) } else { TreeRemoval.remove(previous.path) }
    }

    /// Leftovers of an interrupted build: a stepped-aside output is restored, stale staging and records removed.
    func recoverAndClean() throws {
        let fm = FileManager.default
        let entries = ((try? fm.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        for entry in entries where entry.hasPrefix(previousPrefix) {
            let url = parent.appendingPathComponent(entry)
            if !fm.fileExists(atPath: outputDirectory.path) { try rename(url, outputDirectory) } else { TreeRemoval.remove(url.path) }
        }
        for entry in entries where entry.hasPrefix(temporaryPrefix) { TreeRemoval.remove(parent.appendingPathComponent(entry).path) }
        for entry in (try? fm.contentsOfDirectory(atPath: cacheDirectory.path)) ?? [] where entry.hasPrefix(cacheFile.lastPathComponent + ".") {
            unlink(cacheDirectory.appendingPathComponent(entry).path)
        }
    }

    private func rename(_ from: URL, _ to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else { throw WriteError.failed("cannot move \(from.path) to \(to.path)") }
    }
}

/// The generated site as a build leaves it: every path, and in memory (`generate`) each file's bytes.
public struct SiteOutput: Sendable {
    public private(set) var allPaths: [String]
    private(set) var files: [String: Data]

    init(_ draft: OutputDraft) {
        let contents = draft.files
        allPaths = Array(contents.keys)
        files = contents.compactMapValues { if case .bytes(let data?) = $0 { data } else { nil } }
    }

    var paths: [String] { allPaths.sorted(by: SiteWriter.byteOrder) }
    var count: Int { allPaths.count }
    public var htmlPageCount: Int { allPaths.count { $0.hasSuffix(".html") } }

    /// The text of a file this build made in memory.
    func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}
