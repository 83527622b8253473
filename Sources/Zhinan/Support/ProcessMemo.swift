import Synchronization

/// A value made the first time it is asked for, from any thread, once.
final class Lazy<Value: Sendable>: Sendable {
    private let made = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        made.withLock { made in
            if made == nil { made = make() }
            return made!
        }
    }
}

/// Answers kept for the life of the memo (of the process, for a static one), by key, from any thread.
final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let known: Mutex<[Key: Value]>

    init(capacity: Int = 0) { known = Mutex(Dictionary(minimumCapacity: capacity)) }

    /// The answer for `key`, made by `make` the first time (two threads may both make it; one is kept).
    func value(_ key: Key, _ make: () -> Value) -> Value {
        if let cached = known.withLock({ $0[key] }) { return cached }
        let made = make()
        known.withLock { $0[key] = made }
        return made
    }
}
