import Foundation
import Testing
@testable import Zhinan

/// Every input in the fuzz corpus (`Tests/Fuzz/corpus/<target>/`) — the handmade seeds and every
/// crash or hang a fuzz run found, once fixed — runs through its target in the ordinary test run,
/// so a fixed finding stays fixed even where the libFuzzer build cannot run.
@Suite struct FuzzCorpusTests {
    static let corpus = Paths.tests.deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    static func inputs(_ target: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: corpus.appendingPathComponent(target), includingPropertiesForKeys: nil)
            .sorted { $0.path < $1.path }
    }

    @Test(arguments: [
        ("document", FuzzEntryPoints.document),
        ("spec", FuzzEntryPoints.spec),
        ("search", FuzzEntryPoints.search),
    ] as [(String, @Sendable (Data) -> Void)])
    func everyCorpusInputRunsQuickly(target: String, run: @Sendable (Data) -> Void) throws {
        let inputs = try Self.inputs(target)
        #expect(!inputs.isEmpty)
        for input in inputs {
            let start = Date()
            run(try Data(contentsOf: input))
            #expect(Date().timeIntervalSince(start) < 2, "\(input.lastPathComponent) took too long")
        }
    }
}
