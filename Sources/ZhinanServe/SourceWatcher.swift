import Foundation
import Synchronization

/// Tells `serve` which source file changed: by inotify on Linux, else by comparing file names, sizes
/// and times every 0.3 s. It watches from its creation, so no edit during the first build is lost.
final class SourceWatcher: @unchecked Sendable {
    /// Changes as noticed; only the newest waits while a build runs (a save's burst, one rebuild).
    let changes: AsyncStream<Change>
    private let continuation: AsyncStream<Change>.Continuation
    private let state = Mutex((stopped: false, count: 0, newestSettled: true))
    private(set) var mechanism = "polling"

    /// A noticed change: the path, and how many changes had been noticed with it.
    struct Change: Sendable {
        var path: String
        var sequence: Int
        /// When it was noticed (for `serve --timings`).
        var noticed = Date()
    }

    init(roots: [URL]) {
        let roots = roots.map(\.standardizedFileURL)
        (changes, continuation) = AsyncStream<Change>.makeStream(bufferingPolicy: .bufferingNewest(1))
        #if os(Linux)
        if let inotify = Inotify(roots: roots, report: { [weak self] in self?.notice($0, settled: $1) }) {
            mechanism = "inotify"
            startThread { [weak self] in inotify.run { self?.isStopped ?? true } }
            return
        }
        #endif
        startThread { [weak self] in
            var signature = Self.signature(of: roots)
            while !(self?.isStopped ?? true) {
                Thread.sleep(forTimeInterval: 0.3)
                let now = Self.signature(of: roots)
                // A scan cannot tell a save in progress from a finished one.
                if let changed = Set(signature.keys).union(now.keys).sorted().first(where: { signature[$0] != now[$0] }) {
                    self?.notice(changed, settled: false)
                }
                signature = now
            }
        }
    }

    /// How many changes have been noticed so far; a build that starts now covers all of them.
    var sequence: Int { state.withLock { $0.count } }

    /// Whether the newest change ended a save (closed, renamed, deleted): after a bare write, more is likely.
    var settled: Bool { state.withLock { $0.newestSettled } }

    private func notice(_ path: String, settled: Bool) {
        let change = state.withLock { state in
            state.count += 1
            state.newestSettled = settled
            return Change(path: path, sequence: state.count)
        }
        continuation.yield(change)
    }

    deinit { stop() }

    var isStopped: Bool { state.withLock { $0.stopped } }

    func stop() {
        state.withLock { $0.stopped = true }
        continuation.finish()
    }

    private func startThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread { body() }
        thread.name = "zhinan-watcher"
        thread.start()
    }

    static func signature(of roots: [URL]) -> [String: String] {
        roots.reduce(into: [:]) { files, root in
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else { return }
            for case let url as URL in enumerator {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                files[url.path] = "\(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)/\(values?.fileSize ?? 0)"
            }
        }
    }
}

#if os(Linux)
/// Kernel file events for directory trees: every folder gets a watch, as inotify watches single ones.
final class Inotify: @unchecked Sendable {
    private let descriptor: Int32
    private var directories: [Int32: String] = [:]
    private let report: @Sendable (String, Bool) -> Void
    /// Saves that editors make by writing, renaming over, creating, deleting or moving files.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                                     | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Events that end a save; a write (`IN_MODIFY`) or a new file (`IN_CREATE`) is followed by its close.
    private static let settling = mask & ~UInt32(IN_MODIFY | IN_CREATE)

    init?(roots: [URL], report: @escaping @Sendable (String, Bool) -> Void) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.report = report
        for root in roots where !watchTree(root.path) {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Watches `path` and every folder below it; false when the kernel refuses a watch.
    private func watchTree(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return true }
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        guard watch >= 0 else { return false }
        directories[watch] = path
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().allSatisfy { watchTree(path + "/" + $0) }
    }

    /// Reads events until `stopped` says so; a stop is noticed at the next event or within 200 ms.
    func run(until stopped: () -> Bool) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while !stopped() {
            guard poll(&poller, 1, 200) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            handle(buffer[0..<count])
        }
    }

    /// Each record: wd (4), mask (4), cookie (4), name length (4), then the name, NUL-padded.
    private func handle(_ bytes: ArraySlice<UInt8>) {
        var offset = bytes.startIndex
        while offset + 16 <= bytes.endIndex {
            func word(_ at: Int) -> UInt32 { bytes[at..<at + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) } }
            let watch = Int32(bitPattern: word(offset)), mask = word(offset + 4), length = Int(word(offset + 12))
            let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, bytes.endIndex)].prefix { $0 != 0 }
            offset += 16 + length
            guard let directory = directories[watch] else { continue }
            let path = nameBytes.isEmpty ? directory : directory + "/" + String(decoding: nameBytes, as: UTF8.self)
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { _ = watchTree(path) }
            if mask & UInt32(IN_IGNORED) != 0 { directories[watch] = nil }
            let settled = mask & Self.settling != 0 || mask & UInt32(IN_ISDIR) != 0
            if mask & Self.mask != 0 { report(path, settled) }
        }
    }
}
#endif
