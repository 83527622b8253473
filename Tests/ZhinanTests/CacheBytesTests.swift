import Foundation
import Testing
@testable import Zhinan

/// A build cache is read in place, mapped from its file. A file cut short while it is mapped must
/// not end the process (a read past the file's end raises SIGBUS): the rest reads as zeros, the
/// mapping says it was lost, and the cache is refused.
@Suite struct CacheBytesTests {
    func mapped(_ bytes: [UInt8]) throws -> (CacheBytes, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zhinan-mapped-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        let descriptor = open(url.path, O_RDWR)
        defer { close(descriptor) }
        return (try #require(CacheBytes(mapping: descriptor, count: bytes.count)), url)
    }

    @Test func aMappedFileReadsAsItsBytes() throws {
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let (mapping, url) = try mapped(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(Array(mapping.buffer) == bytes)
        #expect(!mapping.lost)
    }

    @Test func aFileCutShortWhileMappedReadsAsZerosAndIsLost() throws {
        let bytes = [UInt8](repeating: 0xA5, count: 5 * 4096 + 100)
        let (mapping, url) = try mapped(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        // Cut to a page and a half: the second page reads to the file's end and zeros, the rest fault.
        #expect(truncate(url.path, 4096 + 2048) == 0)
        let read = Array(mapping.buffer)
        #expect(read.count == bytes.count)
        #expect(read.prefix(4096 + 2048).allSatisfy { $0 == 0xA5 })
        #expect(read.dropFirst(4096 + 2048).allSatisfy { $0 == 0 })
        #expect(mapping.lost)
        // Another mapping, of a file left whole, is not lost with it.
        let (other, otherURL) = try mapped(bytes)
        defer { try? FileManager.default.removeItem(at: otherURL) }
        #expect(Array(other.buffer) == bytes && !other.lost)
    }

    @Test func aCacheCutShortWhileReadIsRefused() throws {
        let project = try IncrementalBuildTests.Project()
        defer { project.scratch.cleanUp() }
        try SiteBuilder(options: project.options(output: project.output)).build()
        let whole = try [UInt8](Data(contentsOf: project.cacheState))
        #expect(BuildCache.load(from: project.cacheState) != nil)
        let (mapping, url) = try mapped(whole)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(truncate(url.path, off_t(whole.count / 2)) == 0)
        #expect(throws: CacheCorrupt.self) { try BuildCache.decode(mapping) }
    }

    /// The search records of a cache read from a file stay in its bytes (`RecordTerms`): they read
    /// as the records written, and where the file is cut short after it was read, the cache says
    /// so (`sourceLost`), and a build starts again clean instead of using them.
    @Test func recordsKeptInACacheFileReadAsWrittenUntilItIsCutShort() throws {
        let project = try IncrementalBuildTests.Project()
        defer { project.scratch.cleanUp() }
        try SiteBuilder(options: project.options(output: project.output)).build()
        let whole = try [UInt8](Data(contentsOf: project.cacheState))
        let copy = try BuildCache.decode(whole)
        let (mapping, url) = try mapped(whole)
        defer { try? FileManager.default.removeItem(at: url) }
        let cache = try BuildCache.decode(mapping)
        func records(_ cache: BuildCache) -> [[UInt8]] {
            cache.groups.keys.sorted().flatMap { cache.groups[$0]!.search.records.map(\.terms.bytes) }
        }
        #expect(!records(copy).isEmpty && records(cache) == records(copy))
        #expect(!cache.sourceLost)
        #expect(truncate(url.path, 0) == 0)
        #expect(records(cache) != records(copy))
        #expect(cache.sourceLost && !copy.sourceLost)
    }

    /// The payload is decoded while its checksum is worked out: a cache with any byte changed is
    /// still refused, whatever decoding made of it, and decoding it never crashes.
    @Test func aCacheWithAnyByteChangedIsRefused() throws {
        let project = try IncrementalBuildTests.Project()
        defer { project.scratch.cleanUp() }
        try SiteBuilder(options: project.options(output: project.output)).build()
        let whole = try [UInt8](Data(contentsOf: project.cacheState))
        #expect(try BuildCache.decode(whole).files.count > 0)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var changed = whole
            let index = Int.random(in: 0..<changed.count, using: &generator)
            changed[index] ^= UInt8.random(in: 1...255, using: &generator)
            #expect(throws: CacheCorrupt.self, "byte \(index)") { try BuildCache.decode(changed) }
        }
    }
}
