import Foundation
import Testing
import Yams
@testable import Zhinan

/// The glossary is read through `YAMLDecoder`.
@Suite struct GlossaryReadingTests {
    @Test func theSitesGlossaryIsRead() throws {
        let text = try String(contentsOf: Paths.content.appendingPathComponent(Glossary.fileName), encoding: .utf8)
        let read = try #require(try? YAMLDecoder().decode([GlossaryLoader.Entry].self, from: text))
        #expect(!read.isEmpty)
    }
}
