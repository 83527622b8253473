import Foundation
import Zhinan

/// The fuzz targets by name, as `scripts/fuzz` and a reproducing run name them.
let fuzzTargets: [(name: String, run: @Sendable (Data) -> Void)] = [
    ("document", FuzzEntryPoints.document),
    ("spec", FuzzEntryPoints.spec),
    ("search", FuzzEntryPoints.search),
]

/// The target libFuzzer's callback runs. Set once, before libFuzzer starts, and only read after.
nonisolated(unsafe) var selectedTarget: @Sendable (Data) -> Void = { _ in }
