import CMappedFile
import Foundation

/// The bytes a build cache is read from: the cache file mapped into memory where it can be, else a
/// copy. Mapped, they are the page cache's own pages: read into fresh memory, a cache of 30 MB took
/// 20 ms on one core before any of it could be decoded, most of it the kernel clearing pages for
/// the copy. The entries a build keeps as they were read refer to them (`RawBytes`), so they live
/// as long as any entry does.
final class CacheBytes: @unchecked Sendable {
    /// Never written to once made.
    let buffer: UnsafeRawBufferPointer
    private let mapped: Bool

    /// A copy of `bytes`.
    init(copying bytes: [UInt8]) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        bytes.withUnsafeBytes { copy.copyMemory(from: $0) }
        buffer = UnsafeRawBufferPointer(copy)
        mapped = false
    }

    /// `count` bytes made by `fill`, which says whether it filled them all (nil when it did not).
    init?(count: Int, fill: (UnsafeMutableRawBufferPointer) -> Bool) {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        guard fill(bytes) else {
            bytes.deallocate()
            return nil
        }
        buffer = UnsafeRawBufferPointer(bytes)
        mapped = false
    }

    /// The first `count` bytes of the file open as `descriptor`, mapped; nil when they cannot be.
    init?(mapping descriptor: Int32, count: Int) {
        guard let start = zhinan_map_file(descriptor, count) else { return nil }
        buffer = UnsafeRawBufferPointer(start: start, count: count)
        mapped = true
    }

    /// Whether a read found the file shorter than when it was mapped (it was cut short meanwhile):
    /// what was read from there on is zeros, not the file's bytes. (A copy is never lost.)
    var lost: Bool { mapped && zhinan_mapping_lost(buffer.baseAddress) != 0 }

    deinit {
        if mapped {
            zhinan_unmap_file(buffer.baseAddress, buffer.count)
        } else {
            UnsafeMutableRawBufferPointer(mutating: buffer).deallocate()
        }
    }
}

/// Some of the bytes of a `CacheBytes`, which they keep: an entry written back as it was read.
struct RawBytes: Sendable {
    let source: CacheBytes
    let range: Range<Int>

    var count: Int { range.count }

    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(source) { try body(UnsafeRawBufferPointer(rebasing: source.buffer[range])) }
    }
}

/// A hold on a `CacheBytes` of its own, for what refers to some of them from many values: each
/// group's search records share one (`RecordTerms`). Retaining the `CacheBytes` itself from every
/// record, both cores counted on the one object, and the index pass over cached records slowed.
final class CacheBytesHold: Sendable {
    let source: CacheBytes

    init(_ source: CacheBytes) { self.source = source }
}
