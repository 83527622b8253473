import Foundation
import ZhinanParallel

/// Removes a folder and everything in it, the files of each folder on every core. A clean build
/// over an existing output removes the previous output and its spare copy: at 10,000 documents,
/// 70,000 files, which `FileManager.removeItem` unlinked one by one on one core for half a second
/// after the site was built.
enum TreeRemoval {
    /// Removes `path` (a file, a link, or a folder with all it holds; a link is removed, never
    /// followed). Whatever cannot be removed this way is left to `FileManager` at the end.
    static func remove(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        // Every folder, parents before their children, with the names of what it holds that is
        // not a folder.
        var folders: [(path: String, names: [String])] = []
        var waiting = [path]
        while let folder = waiting.popLast() {
            guard let stream = opendir(folder) else { continue }
            var names: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name == "." || name == ".." { continue }
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var child = stat()
                    isFolder = lstat(folder + "/" + name, &child) == 0 && child.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder { waiting.append(folder + "/" + name) } else { names.append(name) }
            }
            closedir(stream)
            folders.append((folder, names))
        }
        // The files, in runs of a folder's names, on every core.
        _ = ParallelMap.map(runs(folders.map { ($0.path, $0.names) })) { run in
            let descriptor = open(run.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            for name in run.items { unlinkat(descriptor, name, 0) }
        }
        // The folders, children before their parents.
        for (folder, _) in folders.reversed() { rmdir(folder) }
        // Anything left (a file that appeared meanwhile, one that could not be unlinked).
        if lstat(path, &status) == 0 { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Each folder's items cut into runs of at most 1,024, to be shared out among the cores: one
    /// big folder (a language's pages) is most of a site's files.
    static func runs<Item>(_ byFolder: [(String, [Item])]) -> [(folder: String, items: ArraySlice<Item>)] {
        byFolder.flatMap { folder, items in
            ParallelMap.runs(items.count, length: 1024).map { (folder, items[$0]) }
        }
    }
}
