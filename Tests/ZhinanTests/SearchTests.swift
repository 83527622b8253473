import Foundation
import Testing
@testable import Zhinan

@Suite struct SearchTests {
    @Test func foldingBringsBothScriptsAndBothWidthsTogether() {
        #expect(SearchText.fold("付款表單") == SearchText.fold("付款表单"))
        #expect(SearchText.fold("付款表單") == "付款表单")
        #expect(SearchText.fold("Apple Pay") == "apple pay")
        #expect(SearchText.fold("ＡＰＰＬＥ　Ｐａｙ") == "apple　pay")
        #expect(SearchText.fold("靈動島") == "灵动岛")
    }

    @Test func chineseIsCutIntoCharactersAndPairsWordsIntoWords() {
        #expect(SearchText.tokens("付款表单") == ["付", "款", "付款", "表", "款表", "单", "表单"])
        #expect(SearchText.tokens("apple pay按钮, 32pt") == ["apple", "pay", "按", "钮", "按钮", "32pt"])
    }

    @Test func theIndexIsSplitAndEveryGuidelineIsARecord() throws {
        let result = try SiteBuilder(options: options(content: Paths.content, output: URL(fileURLWithPath: "/unused"))).generate()
        let output = result.output
        let manifest = try #require(output.text("search/manifest.js"))
        #expect(manifest.hasPrefix("zhinan._load(\"manifest\",{"))
        let tokenFiles = output.paths.filter { $0.hasPrefix("search/t") }
        let recordFiles = output.paths.filter { $0.hasPrefix("search/r") }
        #expect(tokenFiles.count == SearchIndex.tokenShards)
        let guidelines = result.site.documents.flatMap(\.guidelines).count
        let records = recordFiles.compactMap { output.text($0) }.joined()
        #expect(records.components(separatedBy: ".html#").count - 1 >= guidelines, "every guideline is a record that lands on it")
        #expect(records.contains("\"zh-hans/apple-pay.html#apple-pay.button.minimum-width\""))
        // A query needs the manifest, a few token files and a few record files: no file is a large share of the index.
        let sizes = output.paths.filter { $0.hasPrefix("search/") }.map { output.files[$0]!.count }
        let total = sizes.reduce(0, +)
        #expect(sizes.allSatisfy { $0 * 20 < total })
        // Words share a shard with every word of the same first two letters, so a prefix finds them.
        #expect(SearchIndex.shard(of: "minimum") == SearchIndex.shard(of: "mi"))
        #expect(SearchIndex.shard(of: "minimum") == SearchIndex.shard(of: "minim"))
        // The token a shard holds is the token the script will look for there.
        let shard = SearchIndex.shard(of: "表单")
        #expect(output.text("search/t\(shard).js")!.contains("\"表单\":["))
    }
}
