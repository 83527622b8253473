import Foundation

/// The generated site, in memory: path under `public/` → bytes. Built completely before anything
/// touches the disk, so a failed build never writes half a site.
///
/// An incremental build does not remake a page whose inputs did not change: such a path is
/// `unchanged` — the output already holds its bytes — and only the others carry bytes.
public struct SiteOutput: Sendable, Equatable {
    private(set) var files: [String: Data] = [:]
    /// Paths this build writes with the bytes the previous build wrote, which the output already holds.
    private(set) var unchanged: Set<String> = []
    /// What wrote each path, so that two sources of one path can both be named.
    private var origins: [String: String] = [:]
    /// Paths that two sources wrote; the build refuses to publish either.
    private(set) var collisions: [Collision] = []

    struct Collision: Sendable, Equatable {
        var path: String
        var first: String
        var second: String
    }

    init() {}

    mutating func add(_ path: String, _ text: String, from origin: String = "the site") {
        add(path, Data(text.utf8), from: origin)
    }

    mutating func add(_ path: String, _ data: Data, from origin: String = "the site") {
        note(path, origin)
        files[path] = data
    }

    /// A path whose bytes are those of the previous build (its inputs did not change).
    mutating func keep(_ path: String, from origin: String = "the site") {
        note(path, origin)
        unchanged.insert(path)
    }

    private mutating func note(_ path: String, _ origin: String) {
        if let first = origins[path] { collisions.append(Collision(path: path, first: first, second: origin)) }
        origins[path] = origin
    }

    public static func == (a: SiteOutput, b: SiteOutput) -> Bool { a.files == b.files && a.unchanged == b.unchanged }

    /// Paths in byte order, the order files are written in.
    var paths: [String] { allPaths.sorted(by: Self.byteOrder) }

    /// Every path, in no particular order.
    public var allPaths: [String] { unchanged.isEmpty ? Array(files.keys) : Array(files.keys) + unchanged.filter { files[$0] == nil } }

    var count: Int { files.count + unchanged.filter { files[$0] == nil }.count }

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// The text of a file this build made (nil for an unchanged one: read it from the output).
    func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}

extension String {
    /// An output path's folder and name: `zh-hans/a.html` → (`zh-hans`, `a.html`), `a.html` → (``, `a.html`).
    var folderAndName: (folder: String, name: String) {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", self) }
        return (String(self[..<slash]), String(self[index(after: slash)...]))
    }
}
