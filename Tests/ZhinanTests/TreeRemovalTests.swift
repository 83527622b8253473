import Foundation
import Testing
@testable import Zhinan

/// A folder is removed whole, its files on every core; links in it are removed, never followed.
@Suite struct TreeRemovalTests {
    @Test func aFolderGoesWithEverythingInItAndNothingOutsideIt() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        var files: [String: String] = ["outside/kept.txt": "kept", "tree/a.html": "a", "tree/.hidden": "h"]
        // More names than one run of a folder (1,024), and folders within folders.
        for index in 0..<2_500 { files["tree/zh-hans/page-\(index).html"] = "\(index)" }
        for depth in 1...5 { files["tree/" + (1...depth).map { "level\($0)" }.joined(separator: "/") + "/file.txt"] = "\(depth)" }
        try scratch.write(files)
        let tree = scratch.url.appendingPathComponent("tree"), outside = scratch.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("empty"), withIntermediateDirectories: true)
        // Links to a folder and to a file outside: the links go, what they point to stays.
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("linked-folder").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("zh-hans/linked-file").path,
                                                   withDestinationPath: outside.appendingPathComponent("kept.txt").path)
        TreeRemoval.remove(tree.path)
        #expect(!FileManager.default.fileExists(atPath: tree.path))
        #expect(try String(contentsOf: outside.appendingPathComponent("kept.txt"), encoding: .utf8) == "kept")

        // A file, and a path that is not there.
        let file = outside.appendingPathComponent("kept.txt")
        TreeRemoval.remove(file.path)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        TreeRemoval.remove(scratch.url.appendingPathComponent("nothing").path)
        #expect(FileManager.default.fileExists(atPath: outside.path))
    }
}
