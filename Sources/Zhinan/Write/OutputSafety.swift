import Foundation

/// The output-safety contract. A build replaces its output whole, so only a directory that is absent,
/// empty, or marked by a previous build (`.zhinan-output`); never the filesystem root, the home or working
/// directory or one that contains it, nor one that is, contains or lies inside the content or templates.
enum OutputSafety {
    /// Written into every output, so the next build knows the directory is its own to replace.
    static let markerName = ".zhinan-output"
    static let markerPrefix = "zhinan-output"
    /// The number is bumped when the layout of `public/` changes in a way a reader of the marker must know.
    static var markerText: String {
        "\(markerPrefix) 1\n# Written by `zhinan build`. The next build replaces this directory whole; do not keep other files here.\n"
    }

    /// A directory a build must not replace or write into, and what it is ("the content directory").
    typealias Protected = (url: URL, role: String)

    /// Why the output may not be replaced (the most specific reason), in words that say how to go on; nil when it is safe.
    static func problem(output: URL, display: String, protected: [Protected]) -> String? {
        let shown = "'\(display)'", ownDirectory = "build into a directory of its own, such as --output public"
        let refusal = { (reason: String) in "refusing to replace \(shown): it \(reason)" }
        guard !display.trimmingCharacters(in: .whitespaces).isEmpty else { return "the output path is empty; name a directory, such as --output public" }
        let target = resolved(output)
        if target == "/" { return refusal("is the filesystem root; \(ownDirectory)") }
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        if !home.isEmpty, target == resolved(URL(fileURLWithPath: home)) { return refusal("is your home directory; \(ownDirectory)") }
        for directory in protected {
            let protectedPath = resolved(directory.url)
            if target == protectedPath {
                return refusal("is \(directory.role); choose another output directory")
            } else if contains(target, protectedPath) {
                return refusal("contains \(directory.role) (\(protectedPath)); choose another output directory")
            } else if contains(protectedPath, target) {
                return "refusing to write into \(shown): it lies inside \(directory.role), so later builds would read it as input; choose a directory outside it"
            }
        }
        let here = resolved(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if contains(target, here) { return refusal("\(target == here ? "is" : "contains") the directory zhinan runs in; \(ownDirectory)") }
        // What is at the output path now: nothing, an empty directory or a marked output is fine.
        var status = stat()
        guard lstat(output.path, &status) == 0 else {
            let code = errno
            return code == ENOENT ? nil : "cannot inspect \(shown): \(String(cString: strerror(code)))"
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return refusal("is a symbolic link; build into the directory it points to, by its own path")
        default: return refusal("is a file, not a directory; zhinan only replaces a directory it wrote")
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: output.path)
        } catch { return "cannot read \(shown): \(IOErrorText.describe(error))" }
        let marker = FileManager.default.contents(atPath: output.appendingPathComponent(markerName).path)
        if entries.isEmpty || marker?.starts(with: Data(markerPrefix.utf8)) == true { return nil }
        return refusal("is not empty and no Zhinan build wrote it (it has no \(markerName) file); "
            + "zhinan replaces its output whole, so choose a new or empty directory, or move this one's files away first")
    }

    /// `ancestor` is `path` or one of the directories above it (whole components only).
    static func contains(_ ancestor: String, _ path: String) -> Bool {
        ancestor == path || ancestor == "/" || path.hasPrefix(ancestor.hasSuffix("/") ? ancestor : ancestor + "/")
    }

    /// The path with `.`, `..` and links resolved (for a path not there yet, its nearest existing
    /// ancestor's), so `public/../content` and a link to `content` are both seen for what they are.
    static func resolved(_ url: URL) -> String {
        var path = url.standardizedFileURL.path
        var rest: [String] = []
        var hops = 0
        while true {
            if let real = realpath(path, nil) {
                defer { free(real) }
                let base = String(cString: real)
                guard !rest.isEmpty else { return base }
                return (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            // A dangling link is judged by where it points, not by where it sits.
            if hops < 40, let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                hops += 1
                let directory = (path as NSString).deletingLastPathComponent
                path = URL(fileURLWithPath: destination, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
                    .standardizedFileURL.path
                continue
            }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return url.standardizedFileURL.path }
            rest.append((path as NSString).lastPathComponent)
            path = parent
        }
    }
}
