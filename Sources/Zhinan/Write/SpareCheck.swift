import Foundation
import Synchronization

/// The spare's files checked against the output's manifest ahead of `SiteWriter.finishUpdate`, while
/// the site is still being made.
///
/// An incremental build keeps a file only while it is the one the last build recorded (see
/// `OutputManifest`): each kept file of the spare is looked up (`fstatat`) before the spare is
/// exchanged with the output. At 10,000 documents that is 35,000 lookups, about 50 ms of CPU, and
/// they were the last 30 ms of a one-document edit, on both cores. The lookups need nothing the
/// build makes, only the last manifest, so here they run from the start on a thread of their own,
/// in the time the build's threads leave (loading and checking a large site leave one core idle about
/// a third of the time). What is not checked when `finishUpdate` asks is checked then, on every core.
///
/// The thread has the build's priority. In the scheduler's idle class (`SCHED_IDLE`) it was no
/// faster on a quiet machine, and on a busy one it held up the build: preempted, most likely while
/// it held a lock the build's threads wanted (the allocator's), it ran again only when the machine
/// had nothing else to run. A one-document edit at 10,000 documents, beside three busy loops on the
/// two cores: 2.7 s, against 0.56 s at the build's priority and 0.63 s with no check ahead.
///
/// `finish` never waits for that thread, which a busy machine may not run for a while: it takes
/// every run the thread has not started, and checks again the one run the thread may be in the
/// middle of; the thread's answer for a run counts only if it was given before. The two share
/// nothing but atomics and the runs' answers, each written once by the thread before it marks the
/// run answered.
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

        mutating func add(_ other: Outcome) {
            unconfirmed.formUnion(other.unconfirmed)
            unread.formUnion(other.unread)
        }
    }

    private typealias Files = [String: OutputManifest.File]
    /// A run of the manifest's files, by their places in its table.
    private typealias Run = Range<Files.Index>

    private let spare: String
    /// `live`'s files, and the runs they are checked in (cut when the check starts).
    private let files: Files
    private let runs: [Run]
    /// The next run nobody has taken.
    private let next = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    /// Per run: 1 once the thread's answer is in `answers` (written before, read only after).
    private let answered: UnsafeMutablePointer<Atomic<Int>>
    private let answers: UnsafeMutablePointer<Outcome>

    /// Starts checking the spare directory `spare` against `live`, the manifest of the output.
    /// (`startsThread`: false in tests, for a thread that never gets to run.)
    init(spare: URL, live: OutputManifest, startsThread: Bool = true) {
        self.spare = spare.path
        files = live.files
        runs = Self.runs(of: files)
        answered = .allocate(capacity: runs.count)
        answers = .allocate(capacity: runs.count)
        for index in runs.indices {
            (answered + index).initialize(to: Atomic(0))
            (answers + index).initialize(to: Outcome())
        }
        guard startsThread else { return }
        let thread = Thread { [self] in
            while !stopped.load(ordering: .relaxed), let index = claim() {
                answers[index] = check(runs[index])
                answered[index].store(1, ordering: .releasing)
            }
        }
        thread.start()
    }

    deinit {
        answered.deinitialize(count: runs.count)
        answered.deallocate()
        answers.deinitialize(count: runs.count)
        answers.deallocate()
    }

    /// Lets the thread stop after the run it is checking (a build that ends another way).
    func stop() { stopped.store(true, ordering: .relaxed) }

    /// Checks, on every core, every run the thread has not answered, and returns what was found.
    /// Asked once.
    func finish() -> Outcome {
        stop()
        // The runs nobody took, on every core; after these, every run was taken by someone.
        var outcome = Outcome()
        var taken = [Bool](repeating: false, count: runs.count)
        for (part, indices) in ParallelMap.map(Array(0..<ParallelMap.cores), { [self] _ -> (Outcome, [Int]) in
            var part = Outcome(), indices: [Int] = []
            while let index = claim() {
                part.add(check(runs[index]))
                indices.append(index)
            }
            return (part, indices)
        }) {
            outcome.add(part)
            for index in indices { taken[index] = true }
        }
        // The others are the thread's: its answer where it gave one; any other (the run it may be in
        // the middle of) checked here.
        for index in runs.indices where !taken[index] {
            outcome.add(answered[index].load(ordering: .acquiring) == 1 ? answers[index] : check(runs[index]))
        }
        return outcome
    }

    /// The manifest's files in runs of 1,024, by their places in its table: nothing is copied or
    /// grouped (grouped by folder first, as `finishUpdate` did, the 35,000 files of 10,000 documents
    /// took 20 ms of CPU to copy about).
    private static func runs(of files: Files) -> [Run] {
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
        return made
    }

    private func claim() -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < runs.count ? index : nil
    }
    /// Looks up each file of a run by its name in its folder (a run spans the site's few folders,
    /// each opened once for the run).
    private func check(_ run: Run) -> Outcome {
        var folders: [Substring: Int32] = [:]
        defer { for descriptor in folders.values where descriptor >= 0 { close(descriptor) } }
        var outcome = Outcome()
        var position = run.lowerBound
        while position != run.upperBound {
            let (path, file) = files[position]
            files.formIndex(after: &position)
            let slash = path.lastSlash
            let folderName = slash.map { path[..<$0] } ?? ""
            let folder = folders[folderName] ?? {
                let descriptor = open(folderName.isEmpty ? spare : spare + "/" + folderName, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                folders[folderName] = descriptor
                if descriptor < 0 { outcome.unread.insert(String(folderName)) }
                return descriptor
            }()
            guard folder >= 0 else { continue }
            let nameStart = slash.map { path.utf8.distance(from: path.startIndex, to: $0) + 1 } ?? 0
            let now = path.withCString { OutputManifest.identity(of: $0 + nameStart, in: folder) }
            guard let now, now.inode == file.inode, now.size == file.size, now.modified == file.modified else {
                outcome.unconfirmed.insert(path)
                continue
            }
        }
        return outcome
    }
}
