import FlyingFox
import Foundation
import ZhinanTemplates
import Synchronization
import Zhinan

/// `zhinan serve`: builds, serves on the loopback interface, rebuilds on every change and makes open
/// pages reload (the script is added as pages are served; the files stay what `build` writes).
public actor PreviewServer {
    let builder: SiteBuilder
    private nonisolated let outputDirectory: URL
    let port: UInt16
    let log: @Sendable (String) -> Void
    /// The build version and errors, apart from the actor so pages are served while a build saves.
    private let shown = Shown()
    /// What the last build knew, kept in memory so that a rebuild does not read it back from disk.
    private let cache = CacheHolder()
    /// With `--timings`, each build's steps, logged after its summary line.
    private let clock: StepClock?

    public init(options: SiteBuilder.Options, port: UInt16, timings: Bool = false, log: @escaping @Sendable (String) -> Void) {
        let clock = timings ? StepClock() : nil
        builder = SiteBuilder(options: options, progress: clock.map { clock in { @Sendable step in clock.enter(step) } })
        (outputDirectory, self.clock, self.port, self.log) = (options.outputDirectory, clock, port, log)
    }

    static let versionPath = "/__zhinan/version"
    static let livePath = "/__zhinan/live"

    /// Watches, builds once, then serves and rebuilds on every change until the task is cancelled.
    public func run(announce: @escaping @Sendable (String) -> Void) async throws {
        let watcher = SourceWatcher(roots: [builder.options.contentDirectory, builder.options.templatesDirectory])
        defer { watcher.stop() }
        var built = watcher.sequence
        rebuild(reason: nil)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await server.appendRoute(HTTPRoute("GET \(Self.versionPath)")) { [weak self] _ in
            let version = self?.shown.state.version ?? 0
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/plain", .cacheControl: "no-store"], body: Data("\(version)".utf8))
        }
        await server.appendRoute(HTTPRoute("GET \(Self.livePath)"), to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveReload(shown: shown))))
        await server.appendRoute("GET *") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return self.respond(to: request.path)
        }
        let serving = Task { try await server.run() }
        try await server.waitUntilListening()
        if case .ip4(let host, let actualPort)? = await server.listeningAddress { announce("http://\(host):\(actualPort)/") }
        log("watching with \(watcher.mechanism)")
        for await change in watcher.changes {
            guard change.sequence > built else { continue }  // already covered by the last build
            // A save is a burst of events: build once one ends a save, or 15 ms after an unclosed write.
            for _ in 0..<15 {
                guard !watcher.settled else { break }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            built = watcher.sequence
            if clock != nil {
                log(String(format: "%8.0f ms  from the first event of the save to the build", Date().timeIntervalSince(change.noticed) * 1000))
            }
            let here = FileManager.default.currentDirectoryPath + "/"
            rebuild(reason: change.path.hasPrefix(here) ? String(change.path.dropFirst(here.count)) : change.path)
            if Task.isCancelled { break }
        }
        serving.cancel()
        await server.stop(timeout: 1)
    }

    private func rebuild(reason: String?) {
        let start = Date()
        // Pages hear of a good build as soon as its output is in place; of a failed one, after it.
        do {
            let result = try builder.build(cache: cache) { result in self.shown.update(problems: result.diagnostics.filter { $0.severity == .error }) }
            result.diagnostics.forEach { log($0.description) }
            let ms = Int(Date().timeIntervalSince(start) * 1000)
            let changed = result.written.map { $0.written.count + $0.removed.count } ?? 0
            log("\(reason.map { "\($0) changed: " } ?? "")built \(result.output.htmlPageCount) pages in \(ms) ms (\(plural(changed, "file")) written)")
        } catch let failure as BuildFailure {
            let problems = failure.diagnostics.filter { $0.severity == .error }
            failure.diagnostics.forEach { log($0.description) }
            log("\(plural(problems.count, "error")); still serving the last good site")
            shown.update(problems: problems)
        } catch {
            log("error: \(error)")
            shown.update(problems: [Diagnostic(.error, at: SourceLocation(path: builder.options.outputDirectory.path), "\(error)")])
        }
        if let clock {
            clock.enter(nil)
            let steps = clock.report(reset: true)
            if !steps.isEmpty { log(String(steps.dropLast())) }
        }
    }

    nonisolated func respond(to path: String) -> HTTPResponse {
        let root = outputDirectory.standardizedFileURL
        let relative = (path.removingPercentEncoding ?? path).split(separator: "/").map(String.init)
        // Never outside the output directory (`..`), nor a hidden file in it.
        guard !relative.contains(where: { $0.hasPrefix(".") }) else { return HTTPResponse(statusCode: .forbidden) }
        var url = relative.reduce(root) { $0.appendingPathComponent($1) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url = url.appendingPathComponent("index.html")
        }
        let found = FileManager.default.contents(atPath: url.path)
        if found == nil { url = root.appendingPathComponent("404.html") }
        let type = Self.contentTypes[url.pathExtension] ?? "application/octet-stream"
        guard var body = found ?? FileManager.default.contents(atPath: url.path) else { return HTTPResponse(statusCode: .notFound, body: Data("Not found\n".utf8)) }
        if type.hasPrefix("text/html") { body = withReload(body) }
        return HTTPResponse(statusCode: found == nil ? .notFound : .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: body)
    }

    /// The page reloads on a new build (WebSocket, or polling), keeping its scroll; a failed build's errors show over it.
    nonisolated func withReload(_ page: Data) -> Data {
        let (version, problems) = shown.state
        var html = String(decoding: page, as: UTF8.self)
        var script = "<script>(()=>{const v=\(version),k='zhinan-scroll:'+location.pathname,y=sessionStorage.getItem(k);"
        script += "if(y!==null){sessionStorage.removeItem(k);addEventListener('load',()=>scrollTo(0,+y));}"
        script += "const reload=()=>{sessionStorage.setItem(k,String(scrollY));location.reload();};"
        script += "const poll=()=>setInterval(async()=>{try{const r=await fetch('\(Self.versionPath)',{cache:'no-store'});"
        script += "if(Number(await r.text())!==v)reload();}catch(e){}},1000);"
        script += "try{const s=new WebSocket('ws://'+location.host+'\(Self.livePath)');let open=false;"
        script += "s.onopen=()=>{open=true};s.onmessage=e=>{if(Number(e.data)!==v)reload()};"
        script += "s.onclose=()=>{poll()};}catch(e){poll()}})();</script>"
        if !problems.isEmpty {
            let items = problems.prefix(50).map { "<li>\(HTML.escape($0.description))</li>" }.joined()
            script += "<div role=\"alert\" style=\"position:fixed;inset:auto 1rem 1rem 1rem;max-height:50vh;overflow:auto;z-index:99;"
            script += "background:#2b0b0e;color:#ffd7d5;font:13px/1.5 ui-monospace,monospace;padding:1rem;border-radius:8px\"><ul>\(items)</ul></div>"
        }
        html.insert(contentsOf: script, at: html.range(of: "</body>", options: .backwards)?.lowerBound ?? html.endIndex)
        return Data(html.utf8)
    }

    static let contentTypes = ["html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
                               "json": "application/json", "xml": "application/xml", "svg": "image/svg+xml"]
}

/// The build version and the last build's errors, read by requests while the actor builds, and pushed to open pages.
final class Shown: Sendable {
    private struct State {
        var version = 0
        var problems: [Diagnostic] = []
        var listeners: [UUID: AsyncStream<Int>.Continuation] = [:]
    }

    private let current = Mutex(State())

    var state: (version: Int, problems: [Diagnostic]) { current.withLock { ($0.version, $0.problems) } }

    /// A new version, with the build's errors (none: a good build), told to every open page.
    func update(problems: [Diagnostic]) {
        current.withLock { current in
            current.version += 1
            current.problems = problems
            for listener in current.listeners.values { listener.yield(current.version) }
        }
    }

    /// The current version first, then each new one.
    func subscribe() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        current.withLock { current in
            current.listeners[id] = continuation
            continuation.yield(current.version)
        }
        continuation.onTermination = { [weak self] _ in self?.current.withLock { _ = $0.listeners.removeValue(forKey: id) } }
        return stream
    }
}

/// One page's socket: it hears the build version, and says nothing back.
struct LiveReload: WSMessageHandler {
    let shown: Shown

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let versions = shown.subscribe()
        return AsyncStream { continuation in
            let task = Task {
                for await version in versions { continuation.yield(.text(String(version))) }
                continuation.finish()
            }
            // When the page goes away, stop listening.
            let closing = Task {
                for await _ in client {}
                task.cancel()
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel(); closing.cancel() }
        }
    }
}
