import Foundation

/// Stage 6, index: the in-browser search index, split so that a query loads only what it needs.
///
/// Every guideline, every section and every introduction of every language is a record. Tokens
/// (see `SearchText`) map to the records that contain them, spread over `tokenShards` files by a
/// hash of the token; records themselves are stored `recordsPerShard` to a file. A query loads the
/// manifest, the token shards of its own tokens, and the record shards of its best results — a few
/// kilobytes instead of the whole index. Files are scripts (`zhinan._load(…)`), not JSON, so the
/// search works from `file://`, where browsers refuse to fetch.
public struct SearchIndex {
    public struct Record: Sendable {
        public var url: String
        public var title: String
        public var text: String
        public var language: Language
    }

    let records: [Record]
    public static let tokenShards = 64
    public static let recordsPerShard = 32
    public static let folder = "search"

    public init(site: Site) {
        records = site.documents.flatMap { document in
            document.segments.compactMap { segment -> Record? in
                let text = segment.plainText
                guard !text.isEmpty || segment.id == Segment.introID else { return nil }
                let path = PagePaths.document(document.id, in: document.language)
                let url = segment.id == Segment.introID ? path : path + "#" + segment.id
                return Record(url: url, title: Self.title(of: segment, in: document), text: segment.id == Segment.introID && text.isEmpty ? document.title : text,
                              language: document.language)
            }
        }
    }

    /// A guideline's title is its lead sentence, or the start of its text; a section's, its heading.
    static func title(of segment: Segment, in document: Document) -> String {
        switch segment.items.first {
        case .guideline(let guideline)?:
            let lead = guideline.lead ?? String(segment.plainText.prefix(40))
            return "\(lead) · \(document.title)"
        case .heading(let heading)?:
            return "\(heading.content.plainText) · \(document.title)"
        default:
            return document.title
        }
    }

    /// FNV-1a, the same in the browser's script, to pick a token's shard: of the whole token for
    /// Chinese, of its first two letters for a word — so that a word being typed ("minim") finds
    /// every word it begins ("minimum") in one shard.
    public static func shard(of token: String) -> Int {
        let key = token.first.map(SearchText.isCJK) == true ? token : String(token.prefix(2))
        var hash: UInt32 = 0x811C_9DC5
        for unit in key.utf16 {
            hash ^= UInt32(unit)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % UInt32(tokenShards))
    }

    public func write(into output: inout SiteOutput) {
        // Folding and counting tokens is per record: in parallel. Merging stays in record order.
        let analysed = ParallelMap.map(records) { record -> (folded: String, counts: [String: Int], title: Set<String>) in
            let folded = SearchText.fold(record.title + "\n" + record.text)
            var counts: [String: Int] = [:]
            for token in SearchText.tokens(folded) { counts[token, default: 0] += 1 }
            return (folded, counts, Set(SearchText.tokens(SearchText.fold(record.title))))
        }
        let folded = analysed.map(\.folded)
        // Postings: token → [(record, term frequency, 1 when the token is in the title)], in record order.
        var postings: [String: [(Int, Int, Int)]] = [:]
        for (index, record) in analysed.enumerated() {
            for (token, count) in record.counts { postings[token, default: []].append((index, count, record.title.contains(token) ? 1 : 0)) }
        }
        // Written by hand rather than through `Any`: this is the largest part of the output.
        var shards = Array(repeating: [String](), count: Self.tokenShards)
        for token in postings.keys.sorted() {
            let list = postings[token]!.map { "[\($0.0),\($0.1),\($0.2)]" }.joined(separator: ",")
            shards[Self.shard(of: token)].append(JSONText.encode(token) + ":[" + list + "]")
        }
        for (index, entries) in shards.enumerated() {
            output.add("\(Self.folder)/t\(index).js", "zhinan._load(\"t\(index)\",{\(entries.joined(separator: ","))});\n")
        }
        for start in stride(from: 0, to: records.count, by: Self.recordsPerShard) {
            let slice = records[start..<min(start + Self.recordsPerShard, records.count)]
            let rows = slice.map { [$0.url, $0.title, String($0.text.prefix(280))] }
            output.add("\(Self.folder)/r\(start / Self.recordsPerShard).js", Self.script("r\(start / Self.recordsPerShard)", rows))
        }
        output.add("\(Self.folder)/manifest.js", Self.script("manifest", manifest(folded: folded)))
    }

    /// What every query needs first: the index's shape, and the traditional characters whose
    /// simplified forms occur in the site, so the script can fold a query the way the index was.
    func manifest(folded: [String]) -> [String: Any] {
        let used = Set(folded.joined())
        let fold = SearchText.traditionalToSimplified.filter { used.contains($0.value) }
            .sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined()
        // Records come language by language; the ranges let a query favour the reader's language
        // before it loads any record.
        var languages: [String: [Int]] = [:]
        for (index, record) in records.enumerated() {
            let range = languages[record.language.tag] ?? [index, index]
            languages[record.language.tag] = [min(range[0], index), max(range[1], index)]
        }
        return ["records": records.count, "recordsPerShard": Self.recordsPerShard, "tokenShards": Self.tokenShards, "fold": fold,
                "languages": languages]
    }

    static func script(_ name: String, _ value: Any) -> String {
        "zhinan._load(\"\(name)\",\(JSONText.encode(value)));\n"
    }
}
