import Foundation
import Testing
@testable import Zhinan

/// The build record's reader reads back what was written, and calls anything broken corrupt rather
/// than reading past it.
@Suite struct ByteReaderTests {
    /// `bytes` as the record writes text (its length, then the bytes), and the text after it.
    func read(_ bytes: [UInt8]) -> [String]? {
        var writer = ByteWriter()
        writer.raw(bytes)
        writer.string("next")
        var reader = ByteReader(writer.bytes)
        return try? [reader.string(), reader.string()]
    }

    /// Text comes back as written. Bytes that no `String` wrote (a record's part whose digest holds
    /// never has any) are read as the standard library repairs them, and no further than their length.
    @Test func textComesBackAsWritten() {
        for text in ["", "apple-pay.g1", "按钮的大小和留白。", "e\u{301} 👩‍💻 \u{FFFD}"] {
            #expect(read(Array(text.utf8)) == [text, "next"])
        }
        // Every sequence of up to three bytes from a set with leads, continuations and ASCII in it.
        let alphabet: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F]
        for a in alphabet {
            for b in alphabet {
                for c in alphabet {
                    for bytes in [[a], [a, b], [a, b, c]] {
                        #expect(read(bytes) == [String(decoding: bytes, as: UTF8.self), "next"], "\(bytes)")
                    }
                }
            }
        }
    }

    /// Numbers come back as written, across every length of their encoding; a count beyond the end,
    /// a number that runs past the end, or text cut short is corruption, not a value.
    @Test func valuesComeBackAsWrittenAndBrokenOnesAreCorrupt() throws {
        let values = [0, 1, -1, 63, -64, 64, 127, 128, 16_384, -2_097_152, Int(Int32.max), Int.max, Int.min]
        var writer = ByteWriter()
        writer.array(values) { $0.int($1) }
        writer.strings(["", "一", "two"])
        writer.digest(Digest.of("x"))
        var reader = ByteReader(writer.bytes)
        #expect(try reader.array { try $0.int() } == values)
        #expect(try reader.strings() == ["", "一", "two"])
        #expect(try reader.digest() == Digest.of("x"))
        #expect(reader.isAtEnd)

        for cut in 0..<writer.bytes.count {
            var short = ByteReader(Array(writer.bytes.prefix(cut)))
            #expect(throws: RecordCorrupt.self) {
                _ = try short.array { try $0.int() }
                _ = try short.strings()
                _ = try short.digest()
            }
        }
        var huge = ByteReader([0xFF, 0xFF, 0x03, 0x41])
        #expect(throws: RecordCorrupt.self) { try huge.strings() }
    }
}
