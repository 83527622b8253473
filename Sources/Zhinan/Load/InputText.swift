import Foundation

/// Every input text file is read alike: strict UTF-8 without a byte-order mark, CRLF as LF, bounded, not through a link out of its tree.
enum InputText {
    /// Reads `url`, shown as `display`, which must lie in `root` (nil: no containment check).
    static func read(_ url: URL, display: String, within root: InputRoot?, into diagnostics: inout Diagnostics) -> String? {
        readData(url, display: display, within: root, into: &diagnostics).flatMap { decode($0, display: display, into: &diagnostics) }
    }

    /// `name` in the content directory: nil when there is none, `text` nil when it cannot be read.
    static func contentFile(_ name: String, in directory: URL, display: String,
                            into diagnostics: inout Diagnostics) -> (path: String, text: String?)? {
        let url = directory.appendingPathComponent(name)
        // A link is read (and refused) even when it leads nowhere.
        guard FileManager.default.fileExists(atPath: url.path)
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil else { return nil }
        let path = "\(display)/\(name)"
        return (path, read(url, display: path, within: InputRoot(directory, display: display), into: &diagnostics))
    }

    /// `name` in the content directory, parsed once a process per text and `languages`: nil when absent, `unreadable` when unreadable.
    static func parsedContentFile<T: Sendable>(_ name: String, in directory: URL, display: String, memo kind: String,
                                               languages: Languages? = nil, unreadable: T, into diagnostics: inout Diagnostics,
                                               _ parse: (String, String, inout Diagnostics) -> T) -> T? {
        guard let (path, text) = contentFile(name, in: directory, display: display, into: &diagnostics) else { return nil }
        guard let text else { return unreadable }
        let input = [Digest.of(text).description] + (languages?.all.flatMap(\.declared) ?? [])
        return ParseMemo.shared.value(kind, path: path, input: input, into: &diagnostics) { parse(text, path, &$0) }
    }

    static func readData(_ url: URL, display: String, within root: InputRoot?, what: String = "file", into diagnostics: inout Diagnostics) -> Data? {
        let at = SourceLocation(path: display)
        if let root, let problem = root.escape(of: url) {
            diagnostics.error(problem, at: at)
            return nil
        }
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            diagnostics.error("cannot read file: \(String(cString: strerror(errno)))", at: at)
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            diagnostics.error("cannot read file: it is not a regular file", at: at)
            return nil
        }
        switch BoundedFile.read(url, limit: InputLimits.documentBytes) {
        case .success(let data): return data
        case .failure(.unreadable(let reason)): diagnostics.error("cannot read file: \(reason)", at: at)
        case .failure(let failure): diagnostics.error(failure.message(what: what), at: at)
        }
        return nil
    }

    static func decode(_ data: Data, display: String, into diagnostics: inout Diagnostics) -> String? {
        guard let text = String(validating: data, as: UTF8.self) else {
            // Located at the first byte that does not decode: its line, and its column in characters.
            let bytes = [UInt8](data)
            var offset = 0, iterator = bytes.makeIterator(), decoder = UTF8()
            while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
            let lines = String(decoding: bytes[0..<offset], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            diagnostics.error("file is not valid UTF-8 (byte 0x\(String(format: "%02X", offset < bytes.count ? bytes[offset] : 0)))",
                              at: SourceLocation(path: display, line: lines.count, column: (lines.last?.count ?? 0) + 1))
            return nil
        }
        return normalized(text)
    }

    /// Without a leading byte-order mark, and with CRLF or CR as LF (CRLF is one Character).
    static func normalized(_ text: String) -> String {
        // Most inputs have neither (a CR is byte 0x0D in UTF-8, a BOM EF BB BF): returned uncopied.
        let bom = text.utf8.starts(with: [0xEF, 0xBB, 0xBF])
        // (memchr: in a debug build, which the tests run, `utf8.contains` steps through a generic iterator.)
        let hasCR = text.utf8.withContiguousStorageIfAvailable { $0.isEmpty ? false : memchr($0.baseAddress!, 0x0D, $0.count) != nil } ?? text.utf8.contains(0x0D)
        if !bom, !hasCR { return text }
        // Foundation's search sees the two scalars of a CRLF, which `String.replacing` sees as one character.
        return (bom ? String(Substring(text.utf8.dropFirst(3))) : text).replacingOccurrences(of: "\r\n?", with: "\n", options: .regularExpression)
    }
}

/// An input tree (content/, templates/): what it contains once symbolic links are followed.
struct InputRoot: Sendable {
    var url: URL
    var display: String

    init(_ url: URL, display: String) { (self.url, self.display) = (url, display) }

    /// Nil when `url` (followed through any links) lies inside the tree; otherwise the message.
    func escape(of url: URL) -> String? {
        let target = OutputSafety.resolved(url)
        guard !OutputSafety.contains(OutputSafety.resolved(self.url), target) else { return nil }
        return "symbolic link leads outside \(display)/ (to \(target)); input files must lie inside it"
    }
}
