import Foundation
import ZhinanParallel

/// Removes a folder and everything in it, the files on every core (a large site's output: tens of thousands).
enum TreeRemoval {
    /// Removes `path` (a file, a link, never followed, or a folder with all it holds).
    static func remove(_ path: String) {
        guard let isDirectory = isFolder(path) else { return }
        guard isDirectory else {
            unlink(path)
            return
        }
        // Every folder, parents before their children, with the names of what it holds that is no folder.
        var folders: [(path: String, names: [String])] = []
        var waiting = [path]
        while let folder = waiting.popLast() {
            guard let entries = entries(of: folder) else { continue }
            var names: [String] = []
            for (name, type) in entries {
                let isFolder = type == UInt8(DT_UNKNOWN) ? Self.isFolder(folder + "/" + name) == true : type == UInt8(DT_DIR)
                if isFolder { waiting.append(folder + "/" + name) } else { names.append(name) }
            }
            folders.append((folder, names))
        }
        // The files, in runs of a folder's names, on every core.
        _ = ParallelMap.map(runs(folders)) { folder, names in
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            for name in names { unlinkat(descriptor, name, 0) }
        }
        // The folders, children before their parents.
        for (folder, _) in folders.reversed() { rmdir(folder) }
        // Anything left (a file that appeared meanwhile, one that could not be unlinked).
        if isFolder(path) != nil { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Whether `path` is a folder (a link is one only to what it is: never followed); nil when nothing is there.
    static func isFolder(_ path: String) -> Bool? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT == S_IFDIR : nil
    }

    /// Each folder's items in runs of at most 1,024 for the cores: one folder holds most of a site.
    static func runs<Item>(_ byFolder: some Sequence<(String, [Item])>) -> [(String, ArraySlice<Item>)] {
        byFolder.flatMap { folder, items in ParallelMap.runs(items.count, length: 1024).map { (folder, items[$0]) } }
    }

    /// The names a folder holds (not `.` and `..`) with their `d_type`; nil when it cannot be opened.
    static func entries(of path: String) -> [(name: String, type: UInt8)]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        return entries
    }
}
