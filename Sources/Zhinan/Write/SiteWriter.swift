import CAtomicSwap
import Foundation

/// Stage 7, write: puts a finished `SiteOutput` in place of the output directory atomically.
///
/// The site is written into a temporary directory beside the output, then exchanged with the
/// old output in one step on the same file system. A build that fails or is interrupted while writing leaves the previous
/// output exactly as it was; the leftover temporary directory is removed by the next build.
public struct SiteWriter {
    public var outputDirectory: URL
    /// For tests: stop with an error after writing this many files, as an interruption would.
    public var failAfterFiles: Int?

    public init(outputDirectory: URL, failAfterFiles: Int? = nil) {
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.failAfterFiles = failAfterFiles
    }

    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    var parent: URL { outputDirectory.deletingLastPathComponent() }
    var name: String { outputDirectory.lastPathComponent }
    var temporaryPrefix: String { ".\(name).tmp-" }
    var previousPrefix: String { ".\(name).old-" }

    public func write(_ output: SiteOutput) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        try recoverAndClean()
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let staging = parent.appendingPathComponent(temporaryPrefix + token)
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
            try writeFiles(output, into: staging)
            try swapIn(staging, token: token)
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
    }

    /// Folders first, then the files on every core (writing thousands of small files is most of
    /// this step). An injected interruption writes in order, so it stops at a known file.
    private func writeFiles(_ output: SiteOutput, into staging: URL) throws {
        let fm = FileManager.default
        let paths = output.paths
        let folders = Set(paths.map { staging.appendingPathComponent($0).deletingLastPathComponent().path }).sorted()
        for folder in folders { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
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
                return "cannot write \(path): \(error.localizedDescription)"
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
            throw WriteError(description: "cannot move \(from.path) to \(to.path): \(String(cString: strerror(errno)))")
        }
    }
}
