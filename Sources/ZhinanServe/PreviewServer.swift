import FlyingFox
import Foundation
import Zhinan

/// `zhinan serve`: builds the site, serves the output on the loopback interface, watches content
/// and templates, rebuilds on every change and makes open pages reload themselves.
///
/// The reload script is added to HTML responses only as they are served, so the built files stay
/// exactly what `zhinan build` writes. A failed rebuild keeps the last good site on screen (the
/// write is atomic) and shows the errors over it.
public actor PreviewServer {
    let builder: SiteBuilder
    let port: UInt16
    let log: @Sendable (String) -> Void
    /// Bumped after every build, good or bad; pages poll it to know when to reload.
    private var version = 0
    private var problems: [Diagnostic] = []

    public init(options: SiteBuilder.Options, port: UInt16, log: @escaping @Sendable (String) -> Void) {
        builder = SiteBuilder(options: options)
        self.port = port
        self.log = log
    }

    static let versionPath = "/__zhinan/version"

    /// Builds once, then serves and watches until the task is cancelled.
    public func run(announce: @escaping @Sendable (String) -> Void) async throws {
        rebuild(reason: nil)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await server.appendRoute(HTTPRoute("GET \(Self.versionPath)")) { [weak self] _ in
            let version = await self?.version ?? 0
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/plain", .cacheControl: "no-store"], body: Data("\(version)".utf8))
        }
        await server.appendRoute("GET *") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return await self.respond(to: request.path)
        }
        let serving = Task { try await server.run() }
        try await server.waitUntilListening()
        if case .ip4(let host, let actualPort)? = await server.listeningAddress {
            announce("http://\(host):\(actualPort)/")
        }
        let watcher = SourceWatcher(roots: [builder.options.contentDirectory, builder.options.templatesDirectory])
        var signature = watcher.signature()
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 300_000_000)
            let now = watcher.signature()
            if now != signature {
                let changed = SourceWatcher.firstDifference(signature, now).map { path in
                    let here = FileManager.default.currentDirectoryPath + "/"
                    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
                }
                signature = now
                rebuild(reason: changed)
            }
        }
        serving.cancel()
        await server.stop(timeout: 1)
    }

    private func rebuild(reason: String?) {
        let start = Date()
        do {
            let result = try builder.build()
            problems = result.diagnostics.filter { $0.severity == .error }
            result.diagnostics.forEach { log($0.description) }
            let ms = Int(Date().timeIntervalSince(start) * 1000)
            log("\(reason.map { "\($0) changed: " } ?? "")built \(result.output.paths.filter { $0.hasSuffix(".html") }.count) pages in \(ms) ms")
        } catch let failure as BuildFailure {
            problems = failure.diagnostics.filter { $0.severity == .error }
            failure.diagnostics.forEach { log($0.description) }
            log("\(problems.count) error\(problems.count == 1 ? "" : "s"); still serving the last good site")
        } catch {
            problems = [Diagnostic(.error, at: SourceLocation(path: builder.options.outputDirectory.path), "\(error)")]
            log("error: \(error)")
        }
        version += 1
    }

    func respond(to path: String) -> HTTPResponse {
        let root = builder.options.outputDirectory.standardizedFileURL
        let relative = (path.removingPercentEncoding ?? path).split(separator: "/").map(String.init)
        // Never outside the output directory.
        guard !relative.contains(".."), !relative.contains(where: { $0.hasPrefix(".") }) else {
            return HTTPResponse(statusCode: .forbidden)
        }
        var url = relative.reduce(root) { $0.appendingPathComponent($1) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url = url.appendingPathComponent("index.html")
        }
        var status = HTTPStatusCode.ok
        var data = FileManager.default.contents(atPath: url.path)
        if data == nil {
            status = .notFound
            url = root.appendingPathComponent("404.html")
            data = FileManager.default.contents(atPath: url.path)
        }
        let type = Self.contentType(of: url.pathExtension)
        guard var body = data else { return HTTPResponse(statusCode: .notFound, body: Data("Not found\n".utf8)) }
        if type.hasPrefix("text/html") { body = withReload(body) }
        return HTTPResponse(statusCode: status, headers: [.contentType: type, .cacheControl: "no-store"], body: body)
    }

    /// The served page polls the build version and reloads when it changes; errors of a failed
    /// build are shown over the page, escaped.
    func withReload(_ page: Data) -> Data {
        var html = String(decoding: page, as: UTF8.self)
        var script = "<script>(()=>{let v=\(version);setInterval(async()=>{try{const r=await fetch('\(Self.versionPath)',{cache:'no-store'});"
        script += "const n=Number(await r.text());if(n!==v)location.reload();}catch(e){}},500);})();</script>"
        if !problems.isEmpty {
            let items = problems.prefix(50).map { "<li>\(HTML.escape($0.description))</li>" }.joined()
            script += "<div role=\"alert\" style=\"position:fixed;inset:auto 1rem 1rem 1rem;max-height:50vh;overflow:auto;z-index:99;"
            script += "background:#2b0b0e;color:#ffd7d5;font:13px/1.5 ui-monospace,monospace;padding:1rem;border-radius:8px\"><ul>\(items)</ul></div>"
        }
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: script, at: end.lowerBound)
        } else {
            html += script
        }
        return Data(html.utf8)
    }

    static func contentType(of fileExtension: String) -> String {
        switch fileExtension {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}

/// Notices changes in folders by their files' names, sizes and modification times.
struct SourceWatcher {
    let roots: [URL]

    /// The first path (in sorted order) that was added, removed or changed.
    static func firstDifference(_ old: [String: String], _ new: [String: String]) -> String? {
        Set(old.keys).union(new.keys).sorted().first { old[$0] != new[$0] }
    }

    func signature() -> [String: String] {
        var files: [String: String] = [:]
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else { continue }
            for case let url as URL in enumerator {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                files[url.path] = "\(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)/\(values?.fileSize ?? 0)"
            }
        }
        return files
    }
}
