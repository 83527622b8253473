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

/// The preview keeps up: no edit is lost, and open pages hear about a build instead of polling.
@Suite struct ServeLiveTests {
    func start(in scratch: Scratch) throws -> (Process, Pipe) {
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
        return (process, out)
    }

    func edit(_ scratch: Scratch, _ from: String, _ to: String) throws {
        let page = scratch.url.appendingPathComponent("content/zh-hans/marks.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: page)
    }

    func builtPage(_ scratch: Scratch) -> String {
        (try? String(contentsOf: scratch.url.appendingPathComponent("public/zh-hans/marks.html"), encoding: .utf8)) ?? ""
    }

    /// An edit made while the first build runs, before the address is printed, still lands.
    @Test func editDuringTheFirstBuildIsNotLost() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let (process, out) = try start(in: scratch)
        defer { process.terminate(); process.waitUntilExit() }
        try await Task.sleep(nanoseconds: 50_000_000)
        try edit(scratch, "标记不是按钮。", "标记早就不是按钮。")
        _ = try ServeTests().address(from: out)
        var page = builtPage(scratch)
        for _ in 0..<100 where !page.contains("标记早就不是按钮。") {
            try await Task.sleep(nanoseconds: 100_000_000)
            page = builtPage(scratch)
        }
        #expect(page.contains("标记早就不是按钮。"))
    }

    /// A save written in two parts with a pause between them, the file held open (a slow editor):
    /// the page ends up with the whole of it, however the builds fell between the parts.
    @Test func aSaveWrittenInPartsEndsWhole() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let (process, out) = try start(in: scratch)
        defer { process.terminate(); process.waitUntilExit() }
        _ = try ServeTests().address(from: out)
        let source = scratch.url.appendingPathComponent("content/zh-hans/marks.md")
        let text = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "标记不是按钮。", with: "标记分两次写成，不是按钮。")
        let bytes = Array(text.utf8)
        let handle = try FileHandle(forWritingTo: source)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: bytes[..<(bytes.count / 2)])
        try await Task.sleep(nanoseconds: 80_000_000)  // longer than serve waits after a bare write
        try handle.write(contentsOf: bytes[(bytes.count / 2)...])
        try handle.close()
        var page = builtPage(scratch)
        for _ in 0..<100 where !page.contains("标记分两次写成，不是按钮。") {
            try await Task.sleep(nanoseconds: 100_000_000)
            page = builtPage(scratch)
        }
        #expect(page.contains("标记分两次写成，不是按钮。"))
    }

    /// A page's socket hears the current build version at once, then each new one as it lands.
    @Test func pagesAreToldOfEachBuild() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let (process, out) = try start(in: scratch)
        defer { process.terminate(); process.waitUntilExit() }
        let root = try ServeTests().address(from: out)
        let (_, page) = try await ServeTests().get(root.appendingPathComponent("zh-hans/marks.html"))
        #expect(page.contains("new WebSocket("))
        #expect(page.contains("sessionStorage.setItem(k,String(scrollY))"), "the reload keeps the reader's place")
        let socket = try MiniWebSocket(host: root.host!, port: root.port!, path: "/__zhinan/live")
        defer { socket.close() }
        let first = try socket.receiveText()
        try edit(scratch, "标记不是按钮。", "标记仍然不是按钮。")
        let second = try socket.receiveText()
        #expect(Int(second)! > Int(first)!)
        #expect(builtPage(scratch).contains("标记仍然不是按钮。"))
    }
}

/// Just enough of a WebSocket client to hear text frames (libcurl here has no WebSocket support):
/// the handshake, then unmasked server frames with short payloads.
final class MiniWebSocket {
    private let descriptor: Int32

    init(host: String, port: Int, path: String) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        var timeout = timeval(tv_sec: 15, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        _ = request.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        var header = [UInt8]()
        while !header.suffix(4).elementsEqual([13, 10, 13, 10]) { header.append(try byte()) }
        guard String(decoding: header, as: UTF8.self).hasPrefix("HTTP/1.1 101") else { throw CocoaError(.fileReadUnknown) }
    }

    private func byte() throws -> UInt8 {
        var value: UInt8 = 0
        guard read(descriptor, &value, 1) == 1 else { throw CocoaError(.fileReadUnknown) }
        return value
    }

    func receiveText() throws -> String {
        while true {
            let opcode = try byte() & 0x0F
            var length = Int(try byte() & 0x7F)
            if length == 126 { length = Int(try byte()) << 8 | Int(try byte()) }
            let payload = try (0..<length).map { _ in try byte() }
            if opcode == 1 { return String(decoding: payload, as: UTF8.self) }
        }
    }

    func close() { _ = Glibc.close(descriptor) }
}
