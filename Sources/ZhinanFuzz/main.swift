import Foundation

// `zhinan-fuzz TARGET …`: built by `scripts/fuzz` with `-sanitize=fuzzer,address -DZHINAN_LIBFUZZER`,
// it hands the rest of the command line to libFuzzer. A plain build (so that `swift build` and
// `swift test` still link) replays input files instead: `zhinan-fuzz document crash-…` reproduces
// a finding under the debugger or in the debug build.

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = fuzzTargets.first(where: { $0.name == arguments[1] })?.run else {
    let usage = "usage: zhinan-fuzz \(fuzzTargets.map(\.name).joined(separator: "|")) [libFuzzer options, or input files to replay]\n"
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
selectedTarget = target

#if ZHINAN_LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
func runLibFuzzer(_ argc: UnsafeMutablePointer<CInt>,
                  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

// libFuzzer sees the program name and the options after the target's name.
var argc = CommandLine.argc - 1
var argv = CommandLine.unsafeArgv
argv[1] = argv[0]
var rest = argv + 1
exit(runLibFuzzer(&argc, &rest) { bytes, count in
    selectedTarget(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
})
#else
for path in arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): error: cannot read file\n".utf8))
        exit(2)
    }
    let start = Date()
    target(data)
    print("\(path): ok in \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
}
#endif
