import Synchronization

/// Values made of texts, kept by the text's bytes (equal bytes, equal value), up to `byteLimit`
/// bytes of text: `serve` asks again about every guideline of a saved document on each save, and
/// most of them did not change. Past the limit, the latest `recentLimit` answers are kept: the
/// glossary check asks about each guideline's text right before or after its page does.
final class TextMemo<Value: Sendable>: Sendable {
    private let byteLimit = 8 << 20, recentLimit = 4096

    private struct State {
        var known: [TextBytes: Value] = [:]
        var bytes = 0
        /// Answers made since the limit was reached, up to `recentLimit`; then cleared and begun again.
        var recent: [TextBytes: Value] = [:]
    }

    private let state = Mutex(State())

    func value(_ text: String, _ make: () -> Value) -> Value {
        let key = TextBytes(text)
        if let found = state.withLock({ $0.known[key] ?? ($0.recent.isEmpty ? nil : $0.recent[key]) }) { return found }
        let made = make()
        let cost = text.utf8.count
        state.withLock { state in
            if state.bytes + cost <= byteLimit {
                if state.known.updateValue(made, forKey: key) == nil { state.bytes += cost }
            } else {
                if state.recent.count >= recentLimit { state.recent.removeAll(keepingCapacity: true) }
                state.recent[key] = made
            }
        }
        return made
    }
}
