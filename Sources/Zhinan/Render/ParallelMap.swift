import Dispatch
import Foundation

/// Runs independent jobs on every core and returns their results in the jobs' order, so that
/// what a build writes never depends on which job finished first.
enum ParallelMap {
    /// How many cores there are to share work out among.
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

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
