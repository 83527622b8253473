import Foundation
import Testing
@testable import Zhinan

/// A build that changed a few documents appends its changes to the cache file (see
/// `BuildCache+Changes.swift`): the file read back, the whole and its changes, is the cache the
/// build kept; a change with any byte altered is refused; and the whole is written again once the
/// changes grow past their share.
@Suite(.serialized) struct CacheChangesTests {
    typealias Project = IncrementalBuildTests.Project

    /// What a cache holds, compared field by field (entries by what they say, not by identity).
    static func expectSame(_ read: BuildCache, _ kept: BuildCache, _ name: String) {
        #expect(read.key == kept.key && read.recordCount == kept.recordCount && read.lockDigest == kept.lockDigest, "\(name)")
        #expect(read.terms.terms == kept.terms.terms, "\(name): term table")
        #expect(read.output == kept.output, "\(name): manifest")
        #expect(read.sitePages.mapValues(\.key) == kept.sitePages.mapValues(\.key)
                && read.sitePages.mapValues(\.paths) == kept.sitePages.mapValues(\.paths), "\(name): site pages")
        #expect(read.termFiles?.fileCount == kept.termFiles?.fileCount && read.termFiles?.frequency == kept.termFiles?.frequency,
                "\(name): term files")
        #expect(read.files.keys.sorted() == kept.files.keys.sorted(), "\(name): files")
        for (path, file) in kept.files {
            let other = read.files[path]
            #expect(other?.digest == file.digest && other?.outline == file.outline && other?.identity == file.identity
                    && other?.diagnostics.map(\.description) == file.diagnostics.map(\.description), "\(name): \(path)")
        }
        #expect(read.groups.keys.sorted() == kept.groups.keys.sorted(), "\(name): groups")
        for (id, group) in kept.groups {
            let other = read.groups[id]
            #expect(other?.renderKey == group.renderKey && other?.pages == group.pages, "\(name): \(id)'s pages")
            // (Not the rows the browser shows: the cache leaves them to the output's record files.)
            #expect(other?.search.terms == group.search.terms && other?.search.records.map(\.terms) == group.search.records.map(\.terms)
                    && other?.search.records.map(\.kind) == group.search.records.map(\.kind)
                    && other?.search.records.map(\.languages) == group.search.records.map(\.languages), "\(name): \(id)'s search records")
            #expect(other?.filesKey == group.filesKey && other?.firstRecord == group.firstRecord, "\(name): \(id)")
        }
    }

    @Test func aBuildsChangesAreAppendedAndReadAsKept() throws {
        let project = try Project()
        defer { project.scratch.cleanUp() }
        let holder = CacheHolder()
        func build() throws { try SiteBuilder(options: project.options(output: project.output)).build(cache: holder) }
        try build()
        let whole = try Data(contentsOf: project.cacheState)
        #expect(holder.cache?.fileState?.changes == 0)

        try project.edit("content/zh-hans/apple-pay.md", replacing: "最小宽度都为32pt。", with: "最小宽度都是32pt。")
        try build()
        try project.edit("content/en/apple-pay.md", replacing: "at least 32 pt wide", with: "never narrower than 32 pt")
        try project.remove("content/zh-hant/legacy.md")
        try build()
        let appended = try Data(contentsOf: project.cacheState)
        // The whole as it was, then two changes.
        #expect(appended.prefix(whole.count) == whole && appended.count > whole.count)
        #expect(holder.cache?.fileState?.changes == 2)
        let read = try #require(BuildCache.load(from: project.cacheState))
        #expect(read.fileState?.changes == 2 && read.fileState?.length == appended.count)
        Self.expectSame(read, try #require(holder.cache), "read back")
        // Written whole from what was read: the same again.
        Self.expectSame(try BuildCache.decode(read.encoded()), read, "written whole")

        // Any byte of the changes altered: the cache is refused.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var bytes = [UInt8](appended)
            let index = Int.random(in: whole.count..<bytes.count, using: &generator)
            bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
            #expect(throws: CacheCorrupt.self, "byte \(index)") { try BuildCache.decode(bytes) }
        }
        // Cut short within a change: refused too.
        #expect(throws: CacheCorrupt.self) { try BuildCache.decode([UInt8](appended.prefix(appended.count - 1))) }
    }

    /// A rebuild that changed nothing leaves the cache file as it was (no record of no changes);
    /// the next change is appended to it as usual.
    @Test func aRebuildThatChangedNothingLeavesTheFile() throws {
        let project = try Project()
        defer { project.scratch.cleanUp() }
        let holder = CacheHolder()
        func build() throws { try SiteBuilder(options: project.options(output: project.output)).build(cache: holder) }
        try build()
        try project.edit("content/zh-hans/apple-pay.md", replacing: "最小宽度都为32pt。", with: "最小宽度都是32pt。")
        try build()
        let before = try Data(contentsOf: project.cacheState)
        // (Its time of change is not compared: the file is moved aside during a build and back.)
        func identity() -> [Int?] {
            FileIdentity.of(project.cacheState).map { [$0.size, $0.modified, Int(exactly: $0.inode)] } ?? []
        }
        let first = identity()
        for _ in 0..<3 {
            try build()
            #expect(try Data(contentsOf: project.cacheState) == before)
            #expect(identity() == first, "not written, not replaced")
            #expect(holder.cache?.fileState?.changes == 1)
        }
        // Read by a process of its own (`serve` keeps its cache in memory): the same.
        try SiteBuilder(options: project.options(output: project.output)).build()
        #expect(try Data(contentsOf: project.cacheState) == before)

        try project.edit("content/en/apple-pay.md", replacing: "at least 32 pt wide", with: "never narrower than 32 pt")
        try build()
        let appended = try Data(contentsOf: project.cacheState)
        #expect(appended.prefix(before.count) == before && appended.count > before.count)
        #expect(holder.cache?.fileState?.changes == 2)
        Self.expectSame(try #require(BuildCache.load(from: project.cacheState)), try #require(holder.cache), "read back")
    }

    /// Changes are appended only to the file they were made against: another file of the same
    /// length in its place (another process's build) gets the whole cache.
    @Test func changesGoOnlyToTheFileTheyWereMadeAgainst() throws {
        let project = try Project()
        defer { project.scratch.cleanUp() }
        let holder = CacheHolder()
        try SiteBuilder(options: project.options(output: project.output)).build(cache: holder)
        // The same bytes, another file (a new inode).
        let bytes = try Data(contentsOf: project.cacheState)
        try FileManager.default.removeItem(at: project.cacheState)
        try bytes.write(to: project.cacheState)
        try project.edit("content/zh-hans/apple-pay.md", replacing: "最小宽度都为32pt。", with: "最小宽度都是32pt。")
        try SiteBuilder(options: project.options(output: project.output)).build(cache: holder)
        #expect(holder.cache?.fileState?.changes == 0)
        let read = try #require(BuildCache.load(from: project.cacheState))
        #expect(read.fileState?.changes == 0)
        Self.expectSame(read, try #require(holder.cache), "written whole")
    }

    /// A build killed after it moved the cache aside, or while it wrote a new one, leaves a file
    /// beside the cache; the next build removes it, and leaves the cache itself.
    @Test func aCacheLeftByAKilledBuildIsRemoved() throws {
        let project = try Project()
        defer { project.scratch.cleanUp() }
        try SiteBuilder(options: project.options(output: project.output)).build()
        let folder = project.cacheState.deletingLastPathComponent()
        let state = try Data(contentsOf: project.cacheState)
        for name in ["state.old-4242", "state.tmp-4243"] { try state.write(to: folder.appendingPathComponent(name)) }
        try Data("kept".utf8).write(to: folder.appendingPathComponent("state.notes"))
        #expect(IncrementalBuildTests.leftoverCaches(project).count == 2)
        let result = try SiteBuilder(options: project.options(output: project.output)).build()
        #expect(result.usedCache)
        #expect(IncrementalBuildTests.leftoverCaches(project).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("state.notes").path))
    }

    @Test func theWholeIsWrittenAgainWhenTheChangesOutgrowTheirShare() {
        var state = BuildCache.FileState(wholeLength: 1 << 20, length: 1 << 20, changes: 0, termLineage: 1, termCount: 0, languages: [], identity: nil)
        #expect(state.canAppend(200 << 10) && !state.canAppend(300 << 10))
        state.length += 200 << 10
        #expect(state.canAppend(56 << 10) && !state.canAppend(57 << 10))
        state.length = state.wholeLength
        state.changes = 63
        #expect(state.canAppend(10))
        state.changes = 64
        #expect(!state.canAppend(10))
        // A small cache: changes up to 64 kB in all.
        let small = BuildCache.FileState(wholeLength: 10_000, length: 10_000, changes: 0, termLineage: 1, termCount: 0, languages: [], identity: nil)
        #expect(small.canAppend(64 << 10) && !small.canAppend((64 << 10) + 1))
    }
}
