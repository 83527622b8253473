import Dispatch
import Foundation

/// Runs independent jobs on every core and returns their results in the jobs' order, so that
/// what a build writes never depends on which job finished first.
enum ParallelMap {
    /// How many cores there are to share work out among, asked once: Foundation reads the cgroup's
    /// CPU quota from `/sys/fs/cgroup` on every call, which every document's search analysis made
    /// (1% of a 10,000-document build).
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    static func run<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
        map(jobs) { $0() }
    }

    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: elements.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only: no two threads touch the same element.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                slots[index] = transform(elements[index])
            }
        }
        return results.map { $0! }
    }

    /// `0..<count` cut into runs of `length` (the last one shorter), to be shared out among the cores.
    static func runs(_ count: Int, length: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
    }

    /// `transform` of each element, in runs of `length` on every core (a job per element costs more
    /// than the work of a cheap one), in the elements' order.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], inRunsOf length: Int,
                                                        _ transform: @Sendable (Element) -> Result) -> [Result] {
        map(runs(elements.count, length: length)) { run in elements[run].map(transform) }.flatMap { $0 }
    }

    /// Two independent pieces of work at once, each on its own core where there are two: the
    /// steps of a build that read different inputs (the theme and the content) need not wait for
    /// each other. The first goes to a thread of its own and the second runs on this one: not
    /// through `concurrentPerform`, inside which a nested `map` runs on one core only, nor onto
    /// a global queue, whose few threads may all be waiting (a nested `both` stalled for a second
    /// until the queue made another).
    static func both<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A, _ second: () -> B) -> (A, B) {
        let slot = Slot<A>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.value = first()
            done.signal()
        }
        thread.stackSize = 8 << 20  // as the main thread's: parsers recurse as deep as the input limits allow
        thread.start()
        let b = second()
        done.wait()
        return (slot.value!, b)
    }

    /// Where the other thread leaves its result: written there once, read here after `wait`.
    private final class Slot<Value>: @unchecked Sendable {
        var value: Value?
    }
}

/// Work started now on a thread of its own, whose result is waited for where it is needed: for
/// what a build can make ahead while its own thread goes on through steps that use one core.
final class Background<Value: Sendable>: @unchecked Sendable {
    private var made: Value?
    private let done = DispatchSemaphore(value: 0)
    private var waited = false

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            made = work()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The result, once the work is done (asked for by one thread only).
    var value: Value {
        if !waited {
            done.wait()
            waited = true
        }
        return made!
    }
}

/// A value made the first time it is asked for, from any thread, once: the parts of a build that
/// a small rebuild may not need at all (the glossary's matchers, the template check).
final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

/// Answers kept for the life of the process, by key, from any thread: what is worked out once per
/// text or type and asked again and again (a spec word's YAML form, a value type's kind).
final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [Key: Value] = [:]

    init() {}

    /// The answer for `key`, made by `make` the first time (two threads may both make it; one is kept).
    func value(_ key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        let cached = known[key]
        lock.unlock()
        if let cached { return cached }
        let made = make()
        lock.lock()
        known[key] = made
        lock.unlock()
        return made
    }
}
