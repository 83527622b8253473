import ArgumentParser
import Foundation
import ZhinanSearch

/// `zhinan search-terms` (hidden): folds and cuts each string of a JSON list on standard input as
/// the index does, so that the browser tests can prove the shipped script tokenizes alike.
struct SearchTerms: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-terms", abstract: "Print search's folding and terms of JSON strings on standard input.",
        shouldDisplay: false)

    func run() throws {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        guard let texts = try JSONSerialization.jsonObject(with: input) as? [String] else { throw ValidationError("expected a JSON list of strings on standard input") }
        struct Row: Encodable {
            var folded: String
            var terms: [String]
        }
        FileHandle.standardOutput.write(try JSONEncoder().encode(texts.map(SearchText.fold).map { Row(folded: $0, terms: SearchText.terms($0)) }))
    }
}
