import Foundation

/// Every file of an output directory as the last build left it: each file's digest, and the
/// identity the file system gives it (size, modification time, inode). The next build keeps a file
/// only while it still has that identity: a page edited or replaced by hand, or by a `git checkout`
/// of `public/`, shows up, and the build starts from a clean slate instead of keeping bytes it did
/// not write.
struct OutputManifest: Sendable, Equatable {
    struct File: Sendable, Equatable {
        var digest: Digest
        var size: Int
        /// Modification time in nanoseconds since 1970, and the inode: a file replaced or edited in
        /// place changes one of them.
        var modified: Int
        var inode: UInt64
    }

    var files: [String: File] = [:]

    /// The file system's identity of a file, or nil when it is not a regular file.
    static func identity(of path: String) -> (size: Int, modified: Int, inode: UInt64)? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return (Int(status.st_size), Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec), UInt64(status.st_ino))
    }

    /// The same, for a name in an open folder.
    static func identity(of name: String, in folder: Int32) -> (size: Int, modified: Int, inode: UInt64)? {
        name.withCString { identity(of: $0, in: folder) }
    }

    static func identity(of name: UnsafePointer<CChar>, in folder: Int32) -> (size: Int, modified: Int, inode: UInt64)? {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return (Int(status.st_size), Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec), UInt64(status.st_ino))
    }

    static func file(at path: String, digest: Digest) -> File? {
        identity(of: path).map { File(digest: digest, size: $0.size, modified: $0.modified, inode: $0.inode) }
    }

}
