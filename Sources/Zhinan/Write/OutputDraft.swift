import Foundation
import Synchronization

/// The files of the build being made, written the moment they are handed over into a staging
/// directory or the spare (never the output), or kept in memory (`generate`).
final class OutputDraft: FileSink {
    enum Content: Sendable {
        /// In memory (no directory); nil where only the path is kept (`check`).
        case bytes(Data?)
        /// Written into the directory, with the identity it has there (a rename keeps it).
        case written(OutputManifest.File)
        /// The bytes of the output's own file: linked into the spare when the update finishes.
        case same
    }

    /// The directory being filled; nil: in memory.
    let directory: URL?
    /// The output an update starts from; nil for a staging directory or memory.
    let live: OutputManifest?
    /// For tests: fail as an interruption would, after writing this many files.
    private let failAfterFiles: Int?
    /// In memory, whether the bytes are kept or only the paths (`check`: collisions are still found).
    private let keepsBytes: Bool

    private struct State {
        var files: [String: Content] = [:]
        var origins: [String: FileOrigin] = [:]
        var collisions: [(path: String, first: FileOrigin, second: FileOrigin)] = []
        var folders: Set<String> = []
        var writtenCount = 0
        var failure: SiteWriter.WriteError?

        /// Notes what made a path; false when another source made it already.
        mutating func claim(_ path: String, for origin: FileOrigin) -> Bool {
            guard let first = origins.updateValue(origin, forKey: path) else { return true }
            collisions.append((path, first, origin))
            return false
        }
    }

    private let state: Mutex<State>

    init(directory: URL?, live: OutputManifest?, failAfterFiles: Int? = nil, keepsBytes: Bool = true) throws {
        (self.directory, self.live, self.failAfterFiles, self.keepsBytes) = (directory, live, failAfterFiles, keepsBytes)
        var state = State()
        state.files.reserveCapacity(live?.files.count ?? 0)
        state.origins.reserveCapacity(live?.files.count ?? 0)
        self.state = Mutex(state)
        if let directory {
            // The cache folder holding the spare may have been replaced by a file.
            let parent = directory.deletingLastPathComponent().path
            if live != nil, TreeRemoval.isFolder(parent) == false { unlink(parent) }
            try SiteWriter.createDirectory(directory)
        }
    }

    static func inMemory(keepingBytes: Bool = true) -> OutputDraft { try! OutputDraft(directory: nil, live: nil, keepsBytes: keepingBytes) }

    var isSpare: Bool { live != nil }

    func add(_ path: String, _ data: Data, from origin: FileOrigin) {
        guard state.withLock({ $0.claim(path, for: origin) }) else { return }
        guard let directory else { return record(path, .bytes(keepsBytes ? data : nil)) }
        let digest = Digest.of(data)
        if let file = live?.files[path], file.digest == digest { return record(path, .same) }
        // Counts the write about to happen; none once anything failed (or the injected interruption came).
        let reserved = state.withLock { state in
            guard state.failure == nil else { return false }
            if let limit = failAfterFiles, state.writtenCount >= limit {
                state.failure = SiteWriter.WriteError(description: "interrupted after \(state.writtenCount) files")
                return false
            }
            state.writtenCount += 1
            return true
        }
        guard reserved else { return }
        let target = directory.path + "/" + path
        do {
            // Each folder (and those above it) created once per build.
            let folder = path.folderAndName.folder
            if !folder.isEmpty, !state.withLock({ $0.folders.contains(folder) }) {
                try SiteWriter.createDirectory(directory.appendingPathComponent(folder))
                state.withLock { _ = $0.folders.insert(folder) }
            }
            // In the spare, the old file may be a link to the output's own: never write into it.
            if isSpare { unlink(target) }
            try SiteWriter.writeFile([data], to: target)
            guard let written = FileIdentity.of(target) else { throw SiteWriter.WriteError(description: "cannot read back '\(target)'") }
            record(path, .written(OutputManifest.File(digest: digest, size: written.size, modified: written.modified, inode: written.inode)))
        } catch {
            let error = error as? SiteWriter.WriteError
                ?? SiteWriter.WriteError(description: "cannot write '\(target)': \(IOErrorText.describe(error))")
            state.withLock { if $0.failure == nil { $0.failure = error } }
        }
    }

    func keep(_ paths: [String], from origin: FileOrigin) {
        state.withLock { state in
            for path in paths where state.claim(path, for: origin) { state.files[path] = .same }
        }
    }

    /// Each path's content, once every file is in.
    var files: [String: Content] { state.withLock { $0.files } }
    var failure: SiteWriter.WriteError? { state.withLock { $0.failure } }
    var collisions: [(path: String, first: FileOrigin, second: FileOrigin)] { state.withLock { $0.collisions } }

    private func record(_ path: String, _ content: Content) { state.withLock { $0.files[path] = content } }
}

extension String {
    /// An output path's folder and name: `zh-hans/a.html` → (`zh-hans`, `a.html`), `a.html` → (``, `a.html`).
    var folderAndName: (folder: String, name: String) {
        // (By its bytes: every path of the site is split, and a search by Character is slow.)
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", self) }
        return (String(self[..<slash]), String(self[utf8.index(after: slash)...]))
    }
}
