import Foundation

/// YAML parsed from a file, kept for the life of the process by path and content: `zhinan serve`
/// rebuilds on every save, and reading the unchanged examples, glossary and interface strings
/// again (Yams is slow) took most of a small site's rebuild. Keyed by the text's digest, so a
/// changed file is always parsed again; one entry per path, so it does not grow.
final class ParseMemo: @unchecked Sendable {
    static let shared = ParseMemo()

    private let lock = NSLock()
    private var entries: [String: (digest: Digest, value: any Sendable, diagnostics: [Diagnostic])] = [:]

    /// The value `parse` makes of `text` (and the diagnostics it reports, replayed into `diagnostics`).
    func value<T: Sendable>(_ kind: String, path: String, text: String, into diagnostics: inout Diagnostics,
                            parse: (inout Diagnostics) -> T) -> T {
        let key = kind + "\u{0}" + path
        let digest = Digest.of(text)
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if let known, known.digest == digest, let value = known.value as? T {
            known.diagnostics.forEach { diagnostics.append($0) }
            return value
        }
        var own = Diagnostics()
        let value = parse(&own)
        own.all.forEach { diagnostics.append($0) }
        lock.lock()
        entries[key] = (digest, value, own.all)
        lock.unlock()
        return value
    }
}
