import Foundation

/// Where each file of `zhinan build` goes the moment it is made, so that the site is never held
/// whole in memory: a page is rendered, written and forgotten on the worker that made it, and only
/// what the writer needs afterwards is kept (each file's digest and identity).
///
/// Files go into a directory that is not the output, so a build that fails halfway still leaves the
/// output exactly as it was (see `SiteWriter`):
/// - a clean build fills a new staging directory, which is swapped in whole;
/// - an incremental build fills the spare copy: a file whose bytes are the output's own is not
///   written but linked afterwards (`SiteWriter.finishUpdate`), every other file is written as a new
///   file, never into one the output shares.
///
/// Workers write at once; the first failure is kept, nothing is written after it, and the build
/// reports it once generating ends.
final class OutputSink: @unchecked Sendable {
    /// What became of a file handed to the sink.
    enum Stored: Sendable, Equatable {
        /// Written into the sink's directory, with the identity it has there (a rename keeps it).
        case written(OutputManifest.File)
        /// The same bytes as the output's file of that path (in the spare, it is linked afterwards).
        case same(OutputManifest.File)

        var file: OutputManifest.File {
            switch self {
            case .written(let file), .same(let file): file
            }
        }
    }

    /// The directory being filled.
    let directory: URL
    /// The manifest of the output an incremental build updates (nil: a new staging directory).
    let live: OutputManifest?
    /// For tests: fail as an interruption would, after writing this many files.
    private let failAfterFiles: Int?
    /// The spare's files checked against `live` while the site is made (nil: not a spare).
    let spareCheck: SpareCheck?

    private let lock = NSLock()
    private var folders: Set<String> = []
    private var writtenCount = 0
    private var firstFailure: SiteWriter.WriteError?

    private init(directory: URL, live: OutputManifest?, failAfterFiles: Int?) {
        self.directory = directory
        self.live = live
        self.failAfterFiles = failAfterFiles
        spareCheck = live.map { SpareCheck(spare: directory, live: $0) }
    }

    /// A new, empty staging directory for a build that replaces the output whole.
    static func staging(_ directory: URL, failAfterFiles: Int? = nil) throws -> OutputSink {
        let sink = OutputSink(directory: directory, live: nil, failAfterFiles: failAfterFiles)
        try sink.makeFolder("")
        return sink
    }

    /// The spare copy, to be made into `live`'s successor.
    static func spare(_ directory: URL, live: OutputManifest, failAfterFiles: Int? = nil) throws -> OutputSink {
        let sink = OutputSink(directory: directory, live: live, failAfterFiles: failAfterFiles)
        try sink.makeFolder("")
        return sink
    }

    var isSpare: Bool { live != nil }

    /// A file made on a worker: stored there and then when there is a sink, so its bytes are gone
    /// before the next file; else its bytes, to keep.
    static func made(_ path: String, _ data: Data, sink: OutputSink?) -> SiteOutput.Made {
        guard let sink else { return .bytes(data) }
        return .stored(sink.store(path, data))
    }

    /// The first write that failed, if any.
    var failure: SiteWriter.WriteError? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    /// Puts one file's bytes in place. Nil when it could not (see `failure`).
    func store(_ path: String, _ data: Data) -> Stored? {
        let digest = Digest.of(data)
        if let file = live?.files[path], file.digest == digest { return .same(file) }
        guard reserve() else { return nil }
        let target = directory.path + "/" + path
        do {
            try makeFolder(path.folderAndName.folder)
            // In the spare, the old file may be a link to the output's own: never write into it.
            if isSpare { TreeRemoval.remove(target) }
            try SiteWriter.writeFile(data, to: target)
        } catch let error as SiteWriter.WriteError {
            fail(error)
            return nil
        } catch {
            fail(SiteWriter.WriteError(description: "cannot write '\(target)': \(IOErrorText.describe(error))"))
            return nil
        }
        guard let file = OutputManifest.file(at: target, digest: digest) else {
            fail(SiteWriter.WriteError(description: "cannot read back '\(target)'"))
            return nil
        }
        return .written(file)
    }

    /// Counts a write about to happen; false once anything failed (or the injected interruption came).
    private func reserve() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard firstFailure == nil else { return false }
        if let limit = failAfterFiles, writtenCount >= limit {
            firstFailure = SiteWriter.WriteError(description: "interrupted after \(writtenCount) files")
            return false
        }
        writtenCount += 1
        return true
    }

    private func fail(_ error: SiteWriter.WriteError) {
        lock.lock()
        defer { lock.unlock() }
        if firstFailure == nil { firstFailure = error }
    }

    /// Creates a folder of the directory (and those above it) once per build.
    private func makeFolder(_ folder: String) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !folders.contains(folder) else { return }
        let url = folder.isEmpty ? directory : directory.appendingPathComponent(folder)
        if folder.isEmpty, isSpare {
            // The cache folder holding the spare may have been replaced by a file.
            let cache = directory.deletingLastPathComponent().path
            var status = stat()
            if lstat(cache, &status) == 0, status.st_mode & S_IFMT != S_IFDIR { unlink(cache) }
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw SiteWriter.WriteError(description: "cannot create '\(url.path)': \(IOErrorText.describe(error))")
        }
        folders.insert(folder)
    }
}
