import Dispatch
import Foundation
import Synchronization

/// Runs independent jobs on every core and returns their results in the jobs' order, so that what a
/// build writes never depends on which job finished first. (Inlinable: specialised in each caller's module.)
package enum ParallelMap {
    package static let cores = ProcessInfo.processInfo.activeProcessorCount

    @inlinable
    package static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: elements.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only: no two threads touch the same element.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: elements.count) { slots[$0] = transform(elements[$0]) }
        }
        return results.map { $0! }
    }

    /// `0..<count` cut into runs of `length` (the last one shorter), to be shared out among the cores.
    @inlinable
    package static func runs(_ count: Int, length: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
    }

    /// `transform` of each element, in runs of `length` on every core (a job each costs more than a cheap one's work).
    @inlinable
    package static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], inRunsOf length: Int,
                                                                _ transform: @Sendable (Element) -> Result) -> [Result] {
        map(runs(elements.count, length: length)) { run in elements[run].map(transform) }.flatMap { $0 }
    }
}

extension ParallelMap {
    /// Two independent pieces of work at once: the first on a thread of its own (not a dispatch
    /// worker, inside which a nested `map` would run on one core only), the second on this one.
    @inlinable
    package static func both<A: Sendable, B, Failure>(_ first: @escaping @Sendable () -> A, _ second: () throws(Failure) -> B) throws(Failure) -> (A, B) {
        let result = Mutex<A?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = first()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = 8 << 20  // as the main thread's: parsers recurse as deep as the input limits allow
        thread.start()
        let b = Result(catching: second)
        done.wait()
        return (result.withLock { $0! }, try b.get())
    }

    /// Frees `value` (the last build's record: millions of small objects) on a thread of its own, not the build's.
    package static func release(_ value: consuming some Sendable) {
        let value = value
        Thread.detachNewThread { withExtendedLifetime(value) {} }
    }
}
