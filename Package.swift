// swift-tools-version:6.0
import PackageDescription

// The tests build many sites, and spend most of their time in search and the template renderer:
// those two targets are optimized even in a debug build (their assertions still checked). The others
// are not: optimizing them cost more compiling, on the way to every test, than it saved in the tests.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))]

let package = Package(
    name: "Zhinan",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "zhinan", targets: ["zhinan"]),
        .library(name: "Zhinan", targets: ["Zhinan"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The CommonMark reference parser, linked from the system (Debian: libcmark-dev).
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "COpenCC",
            path: "Sources/COpenCC",
            pkgConfig: "opencc",
            providers: [.apt(["libopencc-dev"])]
        ),
        // The rules model: components, the rules that judge them, and spec decoding. No dependencies,
        // so the site, the examples, the mockups and `zhinan lint` all judge with the same code.
        .target(name: "ZhinanRules"),
        // SVG mockups drawn from the same component values the rules judged.
        .target(name: "ZhinanMockups", dependencies: ["ZhinanRules"]),
        // Swaps the new public/ in for the old one in a single step (renameat2 / renamex_np).
        .target(name: "CAtomicSwap"),
        // jemalloc's options for the release program (the program only), read before `main`.
        .target(name: "CMallocTuning"),
        // Runs independent jobs on every core, results in the jobs' order (every stage, and search).
        .target(name: "ZhinanParallel"),
        // Text analysis and search: folding and terms, the glossary matcher, BM25F scoring, and the
        // index's term and record files. Used by check, render and index, and knows none of them.
        .target(name: "ZhinanSearch", dependencies: ["ZhinanParallel", "COpenCC"], swiftSettings: optimizedInDebug, plugins: ["FoldTable"]),
        // Writes OpenCC's t2s by character into ZhinanSearch at build time (see Plugins/FoldTable).
        .executableTarget(name: "fold-table", dependencies: ["COpenCC"], path: "Sources/FoldTable"),
        .plugin(name: "FoldTable", capability: .buildTool(), dependencies: ["fold-table"]),
        // The Mustache renderer every page goes through, and HTML escaping. Knows nothing of pages.
        .target(name: "ZhinanTemplates", swiftSettings: optimizedInDebug),
        // The site pipeline: load → parse → link → check → render → index → write.
        .target(
            name: "Zhinan",
            dependencies: [
                "ZhinanRules",
                "ZhinanMockups",
                "ZhinanParallel",
                "ZhinanSearch",
                "ZhinanTemplates",
                "CCmark",
                "CAtomicSwap",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `zhinan serve`: the local preview that rebuilds and reloads on change.
        .target(
            name: "ZhinanServe",
            dependencies: ["Zhinan", "ZhinanTemplates", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        // The thin command-line tool. It carries a copy of templates/ for `zhinan init`.
        .executableTarget(
            name: "zhinan",
            dependencies: [
                "Zhinan",
                "ZhinanSearch",
                "ZhinanServe",
                "ZhinanTemplates",
                "CMallocTuning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release program allocates through jemalloc (Debian: libjemalloc-dev, installed by
            // scripts/build-release): glibc's allocator took a fifth of a clean build's time at 10,000
            // documents, jemalloc a fraction of that, at a lower peak. Debug builds, which the tests and
            // the sanitizers use, keep glibc's. jemalloc's options: Sources/CMallocTuning.
            linkerSettings: [.linkedLibrary("jemalloc", .when(configuration: .release))],
            plugins: ["EmbedTemplates"]
        ),
        // Writes templates/ into a Swift file at build time (see Plugins/EmbedTemplates).
        .executableTarget(name: "embed-templates", path: "Sources/EmbedTemplates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        // Fuzz targets: `scripts/fuzz` builds this with libFuzzer; a plain build replays inputs.
        .executableTarget(name: "zhinan-fuzz", dependencies: ["Zhinan"], path: "Sources/ZhinanFuzz"),
        .testTarget(
            name: "ZhinanTests",
            // Depends on the executable too, so `swift test` builds the `zhinan` the CLI tests run.
            dependencies: ["Zhinan", "ZhinanRules", "ZhinanMockups", "ZhinanSearch", "ZhinanTemplates", "zhinan",
                           // The site's templates render through swift-mustache too, and the bytes are compared.
                           .product(name: "Mustache", package: "swift-mustache")],
            exclude: ["Fixtures", "Seeds"]
        ),
    ]
)
