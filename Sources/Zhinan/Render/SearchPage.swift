/// The search results page of a language (`<language>/search.html?q=…`): every result of a query,
/// a page at a time. The page is a frame; the site's script runs the query and fills it in.
struct SearchPage: Encodable {
    var frame: Frame
}

extension PageRenderer {
    func searchContext(_ language: Language) -> SearchPage {
        var page = SearchPage(frame: frame(PageInfo(
            language: language, title: "\(view.string("search_results_label", language)) · \(view.string("site_name", language))",
            path: PagePaths.search(language), alternates: view.languages.map { ($0, PagePaths.search($0)) })))
        page.frame.noIndex = true
        return page
    }
}
