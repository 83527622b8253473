import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `zhinan serve` as a person uses it: it builds, serves on 127.0.0.1, and rebuilds when a file changes.
@Suite struct ServeTests {
    func get(_ url: URL) async throws -> (Int, String) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Reads the process's standard output until the line that names the address.
    func address(from pipe: Pipe) throws -> URL {
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let match = text.firstMatch(of: /Serving (http:\/\/127\.0\.0\.1:\d+\/)/) { return URL(string: String(match.output.1))! }
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no address in: \(text)"])
    }

    @Test func servesRebuildsOnChangeAndNeverLeavesTheOutput() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = scratch.url
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let root = try address(from: out)

        let (status, home) = try await get(root)
        #expect(status == 200)
        #expect(home.contains("<html lang=\"zh-Hans\">"))
        #expect(home.contains("fetch('/__zhinan/version'"), "served pages reload themselves")
        #expect(!(try String(contentsOf: scratch.url.appendingPathComponent("public/index.html"), encoding: .utf8)).contains("__zhinan"),
                "the built files stay as zhinan build writes them")
        #expect(try await get(root.appendingPathComponent("zh-hans/nope.html")).0 == 404)
        let before = try await get(root.appendingPathComponent("__zhinan/version")).1

        // Change a sentence: the version moves and the page shows the new text.
        let page = scratch.url.appendingPathComponent("content/zh-hans/marks.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "标记不是按钮。", with: "标记从来不是按钮。").utf8).write(to: page)
        var after = before
        for _ in 0..<50 where after == before {
            try await Task.sleep(nanoseconds: 200_000_000)
            after = try await get(root.appendingPathComponent("__zhinan/version")).1
        }
        #expect(after != before)
        #expect(try await get(root.appendingPathComponent("zh-hans/marks.html")).1.contains("标记从来不是按钮。"))

        // A broken change keeps the last good site and shows the error over it.
        try Data("---\ntitle: [\n---\n".utf8).write(to: page)
        var broken = ""
        for _ in 0..<50 where !broken.contains("role=\"alert\"") {
            try await Task.sleep(nanoseconds: 200_000_000)
            broken = try await get(root.appendingPathComponent("zh-hans/marks.html")).1
        }
        #expect(broken.contains("标记从来不是按钮。"))
        #expect(broken.contains("content/zh-hans/marks.md:3:1: error: malformed front matter"))
    }
}
