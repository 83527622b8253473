import Foundation
import Testing
@testable import Zhinan

/// The spare's files checked ahead of an incremental write (`SpareCheck`) confirm only a file that is
/// the output's own as recorded; everything else is left for `SiteWriter.finishUpdate` to look at.
@Suite struct SpareCheckTests {
    /// An output of `pages` (path → text) in `live/` of the scratch space, its manifest, and where
    /// its spare goes (`spare/`, linked to the output's files at `linked` as an update leaves it).
    struct Output {
        let live: URL
        let spare: URL
        var manifest = OutputManifest()

        init(_ pages: [String: String], in scratch: Scratch, linked: (String) -> Bool) throws {
            try scratch.write(pages.reduce(into: [:]) { $0["live/" + $1.key] = $1.value })
            live = scratch.url.appendingPathComponent("live")
            spare = scratch.url.appendingPathComponent("spare")
            for path in pages.keys {
                manifest.files[path] = OutputManifest.file(at: live.appendingPathComponent(path).path, digest: .zero)
            }
            for path in pages.keys where linked(path) {
                let target = spare.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.linkItem(at: live.appendingPathComponent(path), to: target)
            }
        }
    }

    @Test func onlyTheRecordedFilesAreConfirmed() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        var pages = ["index.html": "home", "zh-hans/edited.html": "e", "zh-hans/replaced.html": "r",
                     "zh-hans/missing.html": "m", "en/a.html": "a", "gone/f.html": "f"]
        // More files than one run (1,024) in a folder.
        for index in 0..<1_500 { pages["zh-hans/page-\(index).html"] = "\(index)" }
        // The spare holds every file but the folder `gone`.
        let output = try Output(pages, in: scratch) { !$0.hasPrefix("gone/") }
        // Edited in place through the output (the same file, another size and time), replaced in the
        // spare by another file of the same bytes, and removed from the spare.
        let handle = try FileHandle(forWritingTo: output.live.appendingPathComponent("zh-hans/edited.html"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("dited".utf8))
        try handle.close()
        let replaced = output.spare.appendingPathComponent("zh-hans/replaced.html")
        try FileManager.default.removeItem(at: replaced)
        try Data("r".utf8).write(to: replaced)
        try FileManager.default.removeItem(at: output.spare.appendingPathComponent("zh-hans/missing.html"))

        // With its thread, and as if its thread never got to run (a machine busy with other work):
        // `finish` does not wait for it.
        for startsThread in [true, false] {
            let outcome = SpareCheck(spare: output.spare, live: output.manifest, startsThread: startsThread).finish()
            #expect(outcome.unconfirmed == ["zh-hans/edited.html", "zh-hans/replaced.html", "zh-hans/missing.html"])
            #expect(outcome.unread == ["gone"])
            for path in pages.keys {
                let expected = !outcome.unconfirmed.contains(path) && !path.hasPrefix("gone/")
                #expect(outcome.confirms(path, in: path.folder) == expected, "\(path)")
            }
            #expect(outcome.confirms("zh-hans/page-1499.html", in: "zh-hans"))
            #expect(!outcome.confirms("gone/f.html", in: "gone"))
        }
    }

    /// `finish` asked while the thread is anywhere in its work: the answer is always the same.
    @Test func finishingWhileTheThreadChecksGivesTheSameAnswer() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        var pages: [String: String] = [:]
        for index in 0..<5_000 { pages["zh-hans/page-\(index).html"] = "\(index)" }
        // Every tenth file missing from the spare: one in every run (runs are of 1,024).
        let missing = Set(pages.keys.filter { Int($0.dropFirst("zh-hans/page-".count).dropLast(".html".count))! % 10 == 0 })
        let output = try Output(pages, in: scratch) { !missing.contains($0) }
        // (A run of 1,024 lookups takes a millisecond or two: the thread is caught in the middle of
        // one in some rounds.)
        for round in 0..<60 {
            let check = SpareCheck(spare: output.spare, live: output.manifest)
            usleep(UInt32.random(in: 0...3_000))
            let outcome = check.finish()
            #expect(outcome.unconfirmed == missing && outcome.unread.isEmpty, "round \(round)")
        }
    }

    /// A check whose thread was stopped still checks every file when it is asked to finish.
    @Test func aStoppedCheckStillChecksEverythingWhenItFinishes() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let output = try Output(["a.html": "a"], in: scratch) { _ in false }
        try scratch.write(["spare/a.html": "other"])
        let check = SpareCheck(spare: output.spare, live: output.manifest)
        check.stop()
        let outcome = check.finish()
        #expect(outcome.unconfirmed == ["a.html"])
        #expect(!outcome.confirms("a.html", in: ""))
    }
}
