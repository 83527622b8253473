import CAtomicSwap
import Foundation

/// Stage 7, write: puts a finished `SiteOutput` in place of the output directory atomically.
///
/// The site is written into a temporary directory beside the output, then exchanged with the
/// old output in one step on the same file system. A build that fails or is interrupted while writing leaves the previous
/// output exactly as it was; the leftover temporary directory is removed by the next build.
///
/// It only ever replaces what `OutputSafety` allows, checked again under the lock just before the
/// swap, and builds into one output take turns on a lock file beside it (`.<name>.lock`), so two at
/// once both end with a whole site instead of one removing the other's staging directory.
public struct SiteWriter {
    public var outputDirectory: URL
    /// How the output path is shown in messages (what the user typed).
    public var display: String
    /// Directories the output must not be, contain, or lie inside (content, templates).
    public var protected: [OutputSafety.Protected]
    /// For tests: stop with an error after writing this many files, as an interruption would.
    public var failAfterFiles: Int?
    /// Told when the lock is held by another build and this one waits for it.
    public var onWait: (@Sendable () -> Void)?

    public init(outputDirectory: URL, display: String? = nil, protected: [OutputSafety.Protected] = [],
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

    public func write(_ output: SiteOutput) throws {
        let fm = FileManager.default
        if let problem = OutputSafety.problem(output: outputDirectory, display: display, protected: protected) {
            throw WriteError(description: problem)
        }
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create the directory '\(parent.path)' for the output: \(IOErrorText.describe(error))")
        }
        try withLock {
            try recoverAndClean()
            // Checked again under the lock: something may have appeared there while the site was generated.
            if let problem = OutputSafety.problem(output: outputDirectory, display: display, protected: protected) {
                throw WriteError(description: problem)
            }
            let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
            let staging = parent.appendingPathComponent(temporaryPrefix + token)
            do {
                try createDirectory(staging)
                try writeFiles(output, into: staging)
                try swapIn(staging, token: token)
            } catch {
                try? fm.removeItem(at: staging)
                throw error
            }
        }
    }

    /// Holds an exclusive `flock` on the lock file while `body` runs; the kernel lets go when the
    /// process dies, so a killed build never leaves a stale lock behind.
    private func withLock<T>(_ body: () throws -> T) throws -> T {
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

    /// Folders first, then the files on every core (writing thousands of small files is most of
    /// this step). An injected interruption writes in order, so it stops at a known file.
    private func writeFiles(_ output: SiteOutput, into staging: URL) throws {
        let paths = output.paths
        let folders = Set(paths.map { staging.appendingPathComponent($0).deletingLastPathComponent() })
        for folder in folders.sorted(by: { $0.path < $1.path }) { try createDirectory(folder) }
        if output.files[OutputSafety.markerName] == nil {  // every output carries it, whoever assembled it
            try Data(OutputSafety.markerText.utf8).write(to: staging.appendingPathComponent(OutputSafety.markerName))
        }
        if let limit = failAfterFiles {
            for (count, path) in paths.enumerated() {
                if count >= limit { throw WriteError(description: "interrupted after \(count) files") }
                try output.files[path]!.write(to: staging.appendingPathComponent(path))
            }
            return
        }
        let failures = ParallelMap.map(paths) { path -> String? in
            do {
                try output.files[path]!.write(to: staging.appendingPathComponent(path))
                return nil
            } catch {
                return "cannot write '\(staging.appendingPathComponent(path).path)': \(IOErrorText.describe(error))"
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw WriteError(description: failure) }
    }

    /// Where the system can exchange two directories in one step, the old output is never absent;
    /// elsewhere two renames in the same directory do it, and `recoverAndClean` mends the gap.
    private func swapIn(_ staging: URL, token: String) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: outputDirectory.path) else {
            try rename(staging, outputDirectory)
            return
        }
        if zhinan_exchange_paths(staging.path, outputDirectory.path) == 0 {
            try? fm.removeItem(at: staging)  // now holds the previous output
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
        try? fm.removeItem(at: previous)
    }

    /// Leftovers of an interrupted build: a stepped-aside output with no output in its place is
    /// restored; stale temporary directories are removed.
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
    }

    private func rename(_ from: URL, _ to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw WriteError(description: "cannot move \(from.path) to \(to.path): \(reason)")
        }
    }
}
