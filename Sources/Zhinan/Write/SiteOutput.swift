import Foundation

/// The whole generated site, in memory: path under `public/` → bytes. Built completely before
/// anything touches the disk, so a failed build never writes half a site.
public struct SiteOutput: Sendable, Equatable {
    public private(set) var files: [String: Data] = [:]
    /// What wrote each path, so that two sources of one path can both be named.
    private var origins: [String: String] = [:]
    /// Paths that two sources wrote; the build refuses to publish either.
    public private(set) var collisions: [Collision] = []

    public struct Collision: Sendable, Equatable {
        public var path: String
        public var first: String
        public var second: String
    }

    public init() {}

    public mutating func add(_ path: String, _ text: String, from origin: String = "the site") {
        add(path, Data(text.utf8), from: origin)
    }

    public mutating func add(_ path: String, _ data: Data, from origin: String = "the site") {
        if let first = origins[path] { collisions.append(Collision(path: path, first: first, second: origin)) }
        files[path] = data
        origins[path] = origin
    }

    public static func == (a: SiteOutput, b: SiteOutput) -> Bool { a.files == b.files }

    /// Paths in byte order, the order files are written in.
    public var paths: [String] { files.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }

    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
