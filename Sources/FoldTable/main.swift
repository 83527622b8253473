import COpenCC
import Foundation

// `fold-table OUTPUT` writes OUTPUT, a Swift file of OpenCC's t2s by character (`SearchText.foldPairs`): each Han
// character that t2s, converting it alone, turns into one other, then that one. All go in one call, a line each,
// so that no two make a phrase.

let han = [0x2E80...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF].joined().compactMap(Unicode.Scalar.init)
let lines = han.map { String($0) + "\n" }.joined()
guard CommandLine.arguments.count == 2, let t2s = opencc_open("t2s.json"), t2s != opencc_t(bitPattern: -1),
      let converted = opencc_convert_utf8(t2s, lines, lines.utf8.count) else {
    FileHandle.standardError.write(Data("usage: fold-table OUTPUT (with OpenCC's t2s.json: Debian's libopencc-data)\n".utf8))
    exit(1)
}
let results = String(cString: converted).split(separator: "\n", omittingEmptySubsequences: false)
(opencc_convert_utf8_free(converted), opencc_close(t2s))  // (the fuzz build's tools run under LeakSanitizer)
let pairs = zip(han, results).compactMap { (traditional: Unicode.Scalar, line: Substring) -> String? in
    line.unicodeScalars.count == 1 && line.unicodeScalars.first != traditional ? String(traditional) + line : nil
}
let swift = "// Generated at build time by the FoldTable plugin from OpenCC's t2s. Do not edit.\n\n"
    + "extension SearchText {\n    static let foldPairs = \"\(pairs.joined())\"\n}\n"
guard FileManager.default.createFile(atPath: CommandLine.arguments[1], contents: Data(swift.utf8)) else {
    FileHandle.standardError.write(Data("fold-table: cannot write \(CommandLine.arguments[1])\n".utf8))
    exit(1)
}
