import Foundation

/// Every bound Zhinan puts on its input, in one place. Content and specs are written by people,
/// but `zhinan lint` and `serve` also read whatever they are given: a limit turns input that would
/// exhaust the stack, memory or time into a located error instead of a crash or a hang. Each value
/// is far above anything a real guideline or spec needs and far below what does damage.
enum InputLimits {
    /// Block quotes, lists, emphasis and links inside one another in Markdown. Real guidelines
    /// nest three or four deep; every stage after parsing walks the tree recursively (and Swift
    /// frees nested enums recursively), and a few tens of thousands of levels overflow the stack.
    static let markdownNesting = 64

    /// Bytes of one content file. The largest real document is about 21 KB; cmark and the
    /// stages after it are linear, but at 4 MB a build already takes seconds per file.
    static let documentBytes = 4 << 20

    /// Bytes of one spec file (`zhinan lint`, `content/examples/*.yml`) or other YAML settings file.
    /// The largest real examples file is about 20 KB; a 50 MB spec took 25 s and 1.4 GB to read.
    static let yamlFileBytes = 1 << 20

    /// Sequences and mappings inside one another in YAML. Specs nest three or four deep; Yams
    /// composes recursively, so tens of thousands of `[` overflow the stack.
    static let yamlNesting = 64

    /// Values (scalars, sequences, mappings) a YAML text holds once every alias is expanded. An
    /// alias repeats its anchor's whole tree, so ten aliases of ten aliases … ("billion laughs")
    /// describe 10⁹ values in a few hundred bytes; reading them into specs grew memory without
    /// bound. A 1 MB spec written out without aliases holds at most about half a million.
    static let yamlValues = 250_000
}

/// Reads a file without ever holding more than a limit of it in memory, so that an enormous file
/// (or `/dev/zero`) is refused after reading `limit + 1` bytes rather than exhausting memory.
enum BoundedFile {
    enum Failure: Error, Equatable {
        /// The system's reason, in words (`Permission denied`).
        case unreadable(reason: String)
        /// The file has more than `limit` bytes; `size` is its size when known (a regular file).
        case tooLarge(size: Int?, limit: Int)

        /// `file is 5242880 bytes; at most 1048576 are allowed (…)`, for a diagnostic.
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
