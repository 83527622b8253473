import Foundation

/// Values made of texts, kept by the text's bytes (equal bytes, equal value), up to `byteLimit`
/// bytes of text: `serve` asks again about every guideline of a saved document on each save, and
/// most of them did not change. A large clean build, which asks about each text once or
/// twice, stops keeping them at the limit.
final class TextMemo<Value: Sendable>: @unchecked Sendable {
    let byteLimit: Int

    /// How many answers past the limit are kept, the latest (0: none).
    let recentLimit: Int

    private let lock = NSLock()
    private var known: [TextBytes: Value] = [:]
    private var bytes = 0
    /// Answers made since the limit was reached, up to `recentLimit`; then cleared and begun again.
    private var recent: [TextBytes: Value] = [:]

    init(byteLimit: Int, recent: Int) {
        self.byteLimit = byteLimit
        recentLimit = recent
    }

    func value(_ text: String, _ make: () -> Value) -> Value {
        let key = TextBytes(text)
        lock.lock()
        let found = known[key] ?? (recent.isEmpty ? nil : recent[key])
        lock.unlock()
        if let found { return found }
        let made = make()
        let cost = text.utf8.count
        lock.lock()
        if bytes + cost <= byteLimit {
            if known.updateValue(made, forKey: key) == nil { bytes += cost }
        } else if recentLimit > 0 {
            if recent.count >= recentLimit { recent.removeAll(keepingCapacity: true) }
            recent[key] = made
        }
        lock.unlock()
        return made
    }

    /// A string hashed and compared by its UTF-8 bytes (not as Unicode text: no normalising).
    struct TextBytes: Hashable {
        let text: String

        init(_ text: String) {
            var text = text
            text.makeContiguousUTF8()
            self.text = text
        }

        func hash(into hasher: inout Hasher) {
            text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (a: TextBytes, b: TextBytes) -> Bool {
            a.text.utf8.withContiguousStorageIfAvailable { x in
                b.text.utf8.withContiguousStorageIfAvailable { y in
                    x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
            }.flatMap { $0 } ?? a.text.utf8.elementsEqual(b.text.utf8)
        }
    }
}
