import Foundation
import Zhinan

/// The fuzz targets by name, as `scripts/fuzz` and a reproducing run name them.
enum FuzzTargets {
    static let all: [(name: String, run: @Sendable (Data) -> Void)] = [
        ("document", FuzzEntryPoints.document),
        ("spec", FuzzEntryPoints.spec),
        ("search", FuzzEntryPoints.search),
    ]

    static func named(_ name: String) -> (@Sendable (Data) -> Void)? {
        all.first { $0.name == name }?.run
    }

    static var usage: String {
        "usage: zhinan-fuzz \(all.map(\.name).joined(separator: "|")) [libFuzzer options, or input files to replay]\n"
    }
}

/// The target libFuzzer's callback runs. Set once, before libFuzzer starts, and only read after.
nonisolated(unsafe) var selectedTarget: @Sendable (Data) -> Void = { _ in }
