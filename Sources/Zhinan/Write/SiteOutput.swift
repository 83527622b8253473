import Foundation

/// The whole generated site, in memory: path under `public/` → bytes. Built completely before
/// anything touches the disk, so a failed build never writes half a site.
public struct SiteOutput: Sendable, Equatable {
    public private(set) var files: [String: Data] = [:]

    public init() {}

    public mutating func add(_ path: String, _ text: String) {
        files[path] = Data(text.utf8)
    }

    public mutating func add(_ path: String, _ data: Data) {
        files[path] = data
    }

    /// Paths in byte order, the order files are written in.
    public var paths: [String] { files.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }

    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
