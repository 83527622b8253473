import Synchronization

/// What was made of an input, kept for the process (one entry per path), so `serve` does not parse it again on every save.
final class ParseMemo: Sendable {
    static let shared = ParseMemo()

    private struct Entry: Sendable {
        var input: any Hashable & Sendable
        var value: any Sendable
        var diagnostics: Diagnostics
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The value `make` makes while `input` is what it was at `path`, its diagnostics replayed.
    func value<T: Sendable, Input: Hashable & Sendable>(_ kind: String, path: String, input: Input, into diagnostics: inout Diagnostics,
                                                        make: (inout Diagnostics) -> T) -> T {
        let key = kind + "\u{0}" + path
        if let known = entries.withLock({ $0[key] }), AnyHashable(known.input) == AnyHashable(input), let value = known.value as? T {
            diagnostics.append(contentsOf: known.diagnostics)
            return value
        }
        var own = Diagnostics()
        let value = make(&own)
        diagnostics.append(contentsOf: own)
        entries.withLock { $0[key] = Entry(input: input, value: value, diagnostics: own) }
        return value
    }
}
