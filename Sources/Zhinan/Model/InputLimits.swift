import Foundation

/// Every bound on input: what would exhaust the stack, memory or time is a located error instead.
enum InputLimits {
    /// Containers inside one another in Markdown: every stage after parsing walks the tree recursively.
    static let markdownNesting = 64

    /// Bytes of one content file: the stages are linear, but a 4 MB document takes seconds.
    static let documentBytes = 4 << 20

    /// Bytes of one spec file (`zhinan lint`, `content/examples/*.yml`); settings files are bounded as documents are.
    static let yamlFileBytes = 1 << 20

    /// Sequences and mappings inside one another in YAML: Yams composes recursively.
    static let yamlNesting = 64

    /// Values a YAML text holds once every alias is expanded (ten aliases of ten aliases … describe 10⁹ in a few hundred bytes).
    static let yamlValues = 250_000
}

/// Reads a file without holding more than `limit + 1` bytes of it (`/dev/zero` is refused).
enum BoundedFile {
    enum Failure: Error, Equatable {
        case unreadable(reason: String)
        /// `size` when known (a regular file).
        case tooLarge(size: Int?, limit: Int)

        func message(what: String) -> String {
            switch self {
            case .unreadable: "cannot read file"
            case .tooLarge(let size, let limit):
                "\(what) \(size.map { "is \($0) bytes" } ?? "has more than \(limit) bytes"); at most \(limit) bytes are allowed"
            }
        }
    }

    static func read(_ url: URL, limit: Int) -> Result<Data, Failure> {
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: url) } catch { return .failure(.unreadable(reason: IOErrorText.describe(error))) }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch { return .failure(.unreadable(reason: IOErrorText.describe(error))) }
        guard data.count <= limit else {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
            return .failure(.tooLarge(size: size.flatMap { $0 > limit ? $0 : nil }, limit: limit))
        }
        return .success(data)
    }
}
