import Foundation

/// A string hashed and compared by its UTF-8 bytes (not as Unicode text: no normalising).
struct TextBytes: Hashable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    func hash(into hasher: inout Hasher) { text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) } }

    static func == (a: TextBytes, b: TextBytes) -> Bool { GlossaryMatcher.sameBytes(a.text, b.text) }

    /// A term by the bytes of its normal form C, which is what `String`'s `==` compares: equal keys, equal strings.
    /// (A `String` is normalised at every hash and comparison; nearly every term, ASCII or Chinese, is in that form.)
    static func term(_ term: String) -> TextBytes { TextBytes(GlossaryMatcher.isSurelyNormalized(term) ? term : term.precomposedStringWithCanonicalMapping) }
}
