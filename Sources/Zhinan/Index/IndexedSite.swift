import Foundation
import ZhinanParallel
import ZhinanSearch

/// Stage 6, index: the in-browser search index of every document's records (see `SearchIndex`).
struct IndexedSite: Sendable {
    /// What the next build needs of this index: the term table every kept search record is numbered
    /// in, where each work's records start (by its key), and what the term files were made with.
    var terms: TermTable
    var firstRecords: [String: Int]
    var recordCount: Int
    var termFiles: TermFileSet

    /// `previous`: the last build's index and search records by id; `read`: an output file as that build wrote it, or nil.
    static func index(_ rendered: RenderedSite, site: SiteOutline, previous: (index: IndexedSite, search: (String) -> SearchGroup?)?,
                      read: @escaping @Sendable (String) -> Data?, into sink: FileSink) throws -> IndexedSite {
        // Every document id's records, then the site's own, by the key of the work that made them.
        let ids = rendered.searchKeys, groups = rendered.searchGroups
        var terms = rendered.terms
        let last = previous.map { previous in
            // The last build's records of the ids made again, and of the ids that are gone.
            let replaced = Set(previous.index.firstRecords.keys).subtracting(ids.filter { !rendered.madeSearch.contains($0) })
            return SearchIndex.Previous(firstRecord: ids.map { rendered.madeSearch.contains($0) ? nil : previous.index.firstRecords[$0] },
                                        count: previous.index.recordCount, files: previous.index.termFiles,
                                        replaced: replaced.sorted().compactMap(previous.search), read: read)
        }
        // The facts of the terms that have none (all, when the table was read from disk): kept with the
        // table, so that `serve`'s next build works out only those of the terms its save added.
        terms.prepareFacts()
        var files = IndexFiles()
        let index = SearchIndex(groups: groups, terms: terms, previous: last, languages: site.configured.all.map(\.id))
        let termFiles = try index.write(into: &files)
        let manifest = SearchManifest(groups: groups, languages: site.configured, tokenShards: termFiles.fileCount)
        files += [("\(SearchIndex.folder)/manifest.js", Data(SearchIndex.script("manifest", manifest.json).utf8))] + SearchIndex.foldingFiles
        _ = ParallelMap.map(files, inRunsOf: 256) { path, data in
            if let data { sink.add(path, data, from: .text("the search index")) } else { sink.keep([path], from: .text("the search index")) }
        }
        return IndexedSite(terms: terms, firstRecords: Dictionary(zip(ids, index.firstRecords), uniquingKeysWith: { _, last in last }),
                           recordCount: groups.reduce(0) { $0 + $1.records.count }, termFiles: termFiles)
    }
}
