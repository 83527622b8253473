import Foundation

/// The generated site: every path under `public/`, and for each its bytes or where they went.
///
/// `generate()` keeps the bytes in memory (`files`). `build` gives it a `sink`, and each file goes
/// to disk as it is made (`stored`), outside the output until the writer swaps it in, so a failed
/// build never leaves half a site and the site is never held whole in memory.
///
/// An incremental build does not remake a page whose inputs did not change: such a path is
/// `unchanged` — the output already holds its bytes — and only the others carry bytes.
public struct SiteOutput: Sendable, Equatable {
    private(set) var files: [String: Data] = [:]
    /// Files handed to the sink, and what became of them.
    private(set) var stored: [String: OutputSink.Stored] = [:]
    /// Where files go as they are added (nil: kept in `files`).
    private(set) var sink: OutputSink?
    /// Paths this build writes with the bytes the previous build wrote, which the output already holds.
    /// (A list, not a set: every page of every unchanged document is noted here on every rebuild,
    /// and `origins` already finds a path noted twice.)
    private(set) var unchanged: [String] = []
    /// What wrote each path, so that two sources of one path can both be named.
    private var origins: [String: Origin] = [:]
    /// Paths that two sources wrote; the build refuses to publish either.
    private(set) var collisions: [Collision] = []
    /// How many of the paths end in `.html`, counted as they are noted (counted at the end, over
    /// the 35,000 paths of 10,000 documents, it was the last thing a rebuild did, on one core).
    public private(set) var htmlPageCount = 0

    /// What wrote a path: in words, or one of a document id's pages kept from the last build, put
    /// into words only if another source writes the same path (the words for every kept page of
    /// 10,000 documents took 14 ms of every build).
    enum Origin: Sendable, Equatable {
        case text(String)
        case pageOf(group: String)
    }

    struct Collision: Sendable, Equatable {
        var path: String
        var first: Origin
        var second: Origin
    }

    /// `expected`: about how many paths the site has (the last build's count), so that the tables of
    /// paths are made that size at once rather than grown through every doubling on the way.
    init(sink: OutputSink? = nil, expected: Int = 0) {
        self.sink = sink
        origins.reserveCapacity(expected)
        if sink != nil { stored.reserveCapacity(expected) }
        if sink?.isSpare == true { unchanged.reserveCapacity(expected) }
    }

    mutating func add(_ path: String, _ text: String, from origin: String = "the site") {
        add(path, Data(text.utf8), from: origin)
    }

    mutating func add(_ path: String, _ data: Data, from origin: String = "the site") {
        guard sink != nil else { return add(path, .bytes(data), from: origin) }
        // Files added one by one (the search index's thousands of small ones) go to disk in
        // batches, on every core; a batch is bounded, so memory stays bounded too.
        note(path, origin)
        pending.append((path, data))
        pendingBytes += data.count
        if pending.count >= 512 || pendingBytes >= 8 << 20 { flush() }
    }

    /// Files added on this thread, not yet handed to the sink.
    private var pending: [(path: String, data: Data)] = []
    private var pendingBytes = 0

    /// Hands the pending files to the sink; `generate` ends with it, so its output is complete.
    mutating func flush() {
        guard let sink, !pending.isEmpty else { return }
        let batch = pending
        pending = []
        pendingBytes = 0
        for (file, result) in zip(batch, ParallelMap.map(batch) { sink.store($0.path, $0.data) }) {
            if let result { stored[file.path] = result }  // else the sink holds the failure
        }
    }

    /// A file made on a worker (see `OutputSink.made`).
    mutating func add(_ path: String, _ made: Made, from origin: String = "the site") {
        note(path, origin)
        switch made {
        case .bytes(let data): files[path] = data
        case .stored(let result): if let result { stored[path] = result }  // else the sink holds the failure
        }
    }

    /// A file as a worker leaves it: its bytes, or, with a sink, what the sink did with them.
    enum Made: Sendable {
        case bytes(Data)
        case stored(OutputSink.Stored?)
    }

    /// A path whose bytes are those of the previous build (its inputs did not change).
    mutating func keep(_ path: String, from origin: String = "the site") {
        note(path, origin)
        unchanged.append(path)
    }

    /// A page of the document id `group` that the output holds already.
    mutating func keep(_ path: String, ofGroup group: String) {
        note(path, .pageOf(group: group))
        unchanged.append(path)
    }

    private mutating func note(_ path: String, _ origin: String) { note(path, .text(origin)) }

    private mutating func note(_ path: String, _ origin: Origin) {
        if let first = origins.updateValue(origin, forKey: path) {
            collisions.append(Collision(path: path, first: first, second: origin))
        } else if Self.isHTML(path) {
            htmlPageCount += 1
        }
    }

    public static func == (a: SiteOutput, b: SiteOutput) -> Bool {
        a.files == b.files && a.stored == b.stored && Set(a.unchanged) == Set(b.unchanged)
    }

    /// Paths in byte order, the order files are written in.
    var paths: [String] { allPaths.sorted(by: Self.byteOrder) }

    /// Every path, in no particular order.
    public var allPaths: [String] {
        Array(files.keys) + stored.keys.filter { files[$0] == nil } + Set(unchanged).filter { files[$0] == nil && stored[$0] == nil }
    }

    /// (Every path is noted once with its origin.)
    var count: Int { origins.count }


    /// Whether a path ends in `.html`, by its bytes (a generic suffix of the UTF-8 view took 14 ms
    /// over the 61,000 paths of 10,000 documents).
    static func isHTML(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let n = bytes.count
            return n > 5 && bytes[n - 5] == 0x2E && bytes[n - 4] == 0x68 && bytes[n - 3] == 0x74 && bytes[n - 2] == 0x6D && bytes[n - 1] == 0x6C
        }
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// The text of a file this build made (nil for an unchanged one: read it from the output).
    func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}

extension String {
    /// An output path's folder and name: `zh-hans/a.html` → (`zh-hans`, `a.html`), `a.html` → (``, `a.html`).
    var folderAndName: (folder: String, name: String) {
        guard let slash = lastSlash else { return ("", self) }
        return (String(self[..<slash]), String(self[index(after: slash)...]))
    }

    /// An output path's folder, without making a string of it.
    var folder: Substring { lastSlash.map { self[..<$0] } ?? "" }

    /// Where the last `/` is. (From the bytes: the view's own `lastIndex(of:)` stepped back one index
    /// at a time, and output paths are split by the ten thousand on every build.)
    var lastSlash: Index? {
        let offset = utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: "/")) }
            ?? Array(utf8).lastIndex(of: UInt8(ascii: "/"))
        return offset.map { utf8.index(startIndex, offsetBy: $0) }
    }
}
