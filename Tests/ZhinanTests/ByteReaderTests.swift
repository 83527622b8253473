import Foundation
import Testing
@testable import Zhinan

/// The cache's text reader takes exactly what the standard library takes as UTF-8, and nothing else.
@Suite struct ByteReaderTests {
    /// `bytes` as the cache writes text: its length, then the bytes.
    func read(_ bytes: [UInt8]) -> String? {
        var writer = ByteWriter()
        writer.uint(UInt64(bytes.count))
        writer.bytes += bytes
        return try? ByteReader.reading(writer.bytes) { try $0.string() }
    }

    @Test func textIsReadAsTheStandardLibraryValidatesIt() {
        let cases: [[UInt8]] = [
            [], Array("apple-pay.g1".utf8), Array("按钮的大小和留白。".utf8), Array("e\u{301} 👩‍💻 \u{FFFD}".utf8),
            [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x90, 0x80, 0x41], [0xF0, 0x90, 0x80],
            [0xEF, 0xBF, 0x41], [0x41, 0x80, 0x42], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBF, 0xBD], [0xE4, 0xB8],
        ]
        for bytes in cases {
            #expect(read(bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
        // Every sequence of up to three bytes from a set with leads, continuations and ASCII in it.
        let alphabet: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F]
        for a in alphabet {
            for b in alphabet {
                for c in alphabet {
                    for bytes in [[a], [a, b], [a, b, c]] {
                        #expect(read(bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
                    }
                }
            }
        }
    }

    /// Numbers (the search records' terms and counts) come back as written, across every length of
    /// their encoding; one that runs past the end, or past 32 bits, is corruption, not a number.
    @Test func numbersComeBackAsWrittenAndBrokenOnesAreCorrupt() throws {
        let values: [Int32] = [0, 1, 127, 128, 255, 16383, 16384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, Int32.max]
        var writer = ByteWriter()
        writer.numbers(values)
        writer.numbers([])
        writer.numbers([5])
        try ByteReader.reading(writer.bytes) { (reader: inout ByteReader) throws in
            #expect(try reader.numbers() == values)
            #expect(try reader.numbers() == [])
            #expect(try reader.numbers() == [5])
            #expect(reader.isAtEnd)
        }

        var cut = ByteWriter()
        cut.numbers([300])
        #expect(throws: CacheCorrupt.self) { try ByteReader.reading(Array(cut.bytes.dropLast())) { try $0.numbers() } }
        // 2^32 - 1 in five bytes: beyond Int32.
        #expect(throws: CacheCorrupt.self) { try ByteReader.reading([1, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) { try $0.numbers() } }
        // A sixth byte of one number.
        #expect(throws: CacheCorrupt.self) { try ByteReader.reading([1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]) { try $0.numbers() } }
    }

    /// A sized part is read back as the bytes written inside it, whatever its length, with what
    /// follows it intact (its length is written in place, in five bytes).
    @Test func sizedPartsComeBackWhole() throws {
        for length in [0, 1, 127, 128, 16_384, 300_000] {
            var writer = ByteWriter()
            writer.sized { $0.bytes += (0..<length).map { UInt8(truncatingIfNeeded: $0) } }
            writer.string("after")
            try ByteReader.reading(writer.bytes) { (reader: inout ByteReader) throws in
                let range = try reader.sized()
                #expect(Array(writer.bytes[range]) == (0..<length).map { UInt8(truncatingIfNeeded: $0) })
                #expect(try reader.string() == "after")
                #expect(reader.isAtEnd)
            }
        }
    }
}

/// A digest given in parts is the digest of all the bytes at once, however they are cut.
@Test func aDigestInPartsIsTheDigestOfTheWhole() {
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 15, 16, 17, 31, 32, 33, 100, 1000] {
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for _ in 0..<20 {
            var stream = DigestStream()
            var start = 0
            while start < length {
                let end = min(length, start + Int.random(in: 0...40, using: &generator))
                stream.add(Array(bytes[start..<end]))
                start = end
            }
            #expect(stream.digest == Digest.of(bytes), "\(length) bytes")
        }
    }
}


/// The search records of a cached group name their languages as lists, most of them the same list
/// as the record before: read back, each list is the one written, and one like the last is the last.
@Suite struct LanguageListReadingTests {
    @Test func aListLikeTheLastIsReadAsTheLast() throws {
        let zh = Language.zhHans, en = Language.en
        let lists: [[Language]] = [[zh, en], [zh, en], [en], [en, zh], [en, zh], [], [], [zh], [zh, en]]
        var writer = ByteWriter()
        for list in lists { writer.array(list) { $1.encode(to: &$0) } }
        let table = writer.languages
        try ByteReader.reading(writer.bytes) { (reader: inout ByteReader) throws in
            reader.languages = table
            var last: [Language] = []
            for (index, list) in lists.enumerated() {
                let before = last
                let read = try reader.languages(reusing: &last)
                #expect(read == list && last == list, "list \(index)")
                if index > 0, list == lists[index - 1], !list.isEmpty {
                    // The same storage, not a copy made for it.
                    #expect(read.withUnsafeBufferPointer { $0.baseAddress } == before.withUnsafeBufferPointer { $0.baseAddress }, "list \(index)")
                }
            }
            #expect(reader.isAtEnd)
        }
    }
}
