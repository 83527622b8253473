/// The search results page of a language (`<language>/search.html?q=…`): every result of a query,
/// a page at a time. The page is a frame; the site's script runs the query and fills it in.
struct SearchPage: Encodable { var frame: Frame }

extension PageRenderer {
    func searchContext(_ language: Language) -> SearchPage {
        var page = SearchPage(frame: siteFrame(language, titled: "search_results_label", at: PagePaths.search))
        page.frame.noIndex = true
        return page
    }
}
