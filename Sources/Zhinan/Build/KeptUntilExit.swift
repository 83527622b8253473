import Foundation

/// What a one-shot command leaves for the process's exit to take back, instead of freeing it piece
/// by piece just before it ends: a build's outlines, search records, manifest and both caches are
/// hundreds of thousands of small objects at 10,000 documents, and freeing them took a tenth of a
/// second after the site was already in place. The system takes the whole heap back at once.
///
/// Only for processes that end after one build (`zhinan build`); a long-running `serve` must free.
public enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits.
    public static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(value)
    }
}
