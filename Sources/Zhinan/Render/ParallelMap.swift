import Dispatch
import Foundation

/// Runs independent jobs on every core and returns their results in the jobs' order, so that
/// what a build writes never depends on which job finished first.
enum ParallelMap {
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
