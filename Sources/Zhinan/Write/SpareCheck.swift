import Foundation

/// The spare's files checked against the output's manifest ahead of `SiteWriter.finishUpdate`, while
/// the site is still being made.
///
/// An incremental build keeps a file only while it is the one the last build recorded (see
/// `OutputManifest`): each kept file of the spare is looked up (`fstatat`) before the spare is
/// exchanged with the output. At 10,000 documents that is 35,000 lookups, about 50 ms of CPU, and
/// they were the last 30 ms of a one-document edit, on both cores. The lookups need nothing the
/// build makes, only the last manifest, so here they run from the start on a thread of the lowest
/// priority (nice 19), which the kernel gives the time the build's own threads leave (loading and
/// checking a large site leave one core idle about a third of the time). What is not checked when
/// `finishUpdate` asks is checked then, on every core.
///
/// A file is confirmed when its inode, size and modification time are the recorded ones. Every
/// other name (a file missing, replaced, edited in place, or not yet looked at) is left for
/// `finishUpdate`'s own check, so the answer is the one it would have reached alone. A file edited
/// by hand after it was confirmed is the output's file with another time: the next build finds it,
/// as it finds one edited after `finishUpdate`'s own check.
final class SpareCheck: @unchecked Sendable {
    /// What the check found: the paths it could not confirm, and the folders it could not open
    /// (none of their paths is confirmed).
    struct Outcome: Sendable {
        var unconfirmed: Set<String> = []
        var unread: Set<String> = []

        /// Whether the spare's file at `path` (in `folder`) was confirmed to be `live`'s record of it.
        /// Only for paths of `live`: a path the check never saw is not in `unconfirmed` either.
        func confirms(_ path: String, in folder: Substring) -> Bool {
            (unread.isEmpty || !unread.contains(String(folder))) && !unconfirmed.contains(path)
        }
    }

    private typealias Files = [String: OutputManifest.File]
    /// A run of the manifest's files, by their places in its table.
    private typealias Run = Range<Files.Index>

    private let spare: String
    /// `live`'s files.
    private let files: Files
    private let lock = NSLock()
    /// Set once the manifest is cut into runs (on the check's thread).
    private var runs: [Run] = []
    private let cut = DispatchSemaphore(value: 0)
    private var next = 0
    private var stopped = false
    private var outcome = Outcome()
    private let threadDone = DispatchSemaphore(value: 0)

    /// Starts checking the spare directory `spare` against `live`, the manifest of the output.
    init(spare: URL, live: OutputManifest) {
        self.spare = spare.path
        files = live.files
        let thread = Thread { [self] in
            Self.lowerPriority()
            cutIntoRuns()
            while let index = claim(byThread: true) { check(index) }
            threadDone.signal()
        }
        thread.start()
    }

    /// Lets the thread stop after the run it is checking (a build that ends another way; `finish`
    /// would still check the rest).
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    /// Checks what is left on every core, waits for the thread, and returns what was found. Asked once.
    func finish() -> Outcome {
        cut.wait()
        cut.signal()
        _ = ParallelMap.map(Array(0..<ParallelMap.cores)) { [self] _ in
            while let index = claim() { check(index) }
        }
        threadDone.wait()
        lock.lock()
        defer { lock.unlock() }
        return outcome
    }

    /// The manifest's files in runs of 1,024, by their places in its table: nothing is copied or
    /// grouped (grouped by folder first, as `finishUpdate` did, the 35,000 files of 10,000 documents
    /// took 20 ms of CPU to copy about).
    private func cutIntoRuns() {
        var made: [Run] = []
        var start = files.startIndex, index = start, count = 0
        while index != files.endIndex {
            files.formIndex(after: &index)
            count += 1
            if count % 1024 == 0 || index == files.endIndex {
                made.append(start..<index)
                start = index
            }
        }
        lock.lock()
        runs = made
        lock.unlock()
        cut.signal()
    }

    /// The next run to check. The thread stops claiming once `stop` is called; `finish` checks the rest whatever.
    private func claim(byThread: Bool = false) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !(byThread && stopped), next < runs.count else { return nil }
        next += 1
        return next - 1
    }

    /// Looks up each file of a run by its name in its folder (a run spans the site's few folders,
    /// each opened once for the run).
    private func check(_ index: Int) {
        let run = runs[index]
        var folders: [Substring: Int32] = [:]
        defer { for descriptor in folders.values where descriptor >= 0 { close(descriptor) } }
        var unconfirmed: [String] = [], unread: [String] = []
        var position = run.lowerBound
        while position != run.upperBound {
            let (path, file) = files[position]
            files.formIndex(after: &position)
            let slash = path.lastSlash
            let folderName = slash.map { path[..<$0] } ?? ""
            let folder = folders[folderName] ?? {
                let descriptor = open(folderName.isEmpty ? spare : spare + "/" + folderName, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                folders[folderName] = descriptor
                if descriptor < 0 { unread.append(String(folderName)) }
                return descriptor
            }()
            guard folder >= 0 else { continue }
            let nameStart = slash.map { path.utf8.distance(from: path.startIndex, to: $0) + 1 } ?? 0
            let now = path.withCString { OutputManifest.identity(of: $0 + nameStart, in: folder) }
            guard let now, now.inode == file.inode, now.size == file.size, now.modified == file.modified else {
                unconfirmed.append(path)
                continue
            }
        }
        guard !unconfirmed.isEmpty || !unread.isEmpty else { return }
        lock.lock()
        outcome.unconfirmed.formUnion(unconfirmed)
        outcome.unread.formUnion(unread)
        lock.unlock()
    }

    /// This thread in the scheduler's idle class (`SCHED_IDLE`): it runs only on a core that has
    /// nothing else to run, and a thread of the build that wakes is placed on such a core at once,
    /// as on an idle one. (At nice 19 instead, the kernel counted the core as busy: two of the
    /// build's threads shared the other core for milliseconds at a time, and the edit got no faster.)
    private static func lowerPriority() {
        #if os(Linux)
        var parameters = sched_param()
        parameters.sched_priority = 0
        let schedIdle: Int32 = 5  // SCHED_IDLE, which Glibc's module does not name
        _ = pthread_setschedparam(pthread_self(), schedIdle, &parameters)
        #endif
    }
}
