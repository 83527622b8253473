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

    static func file(at path: String, digest: Digest) -> File? {
        FileIdentity.of(path).map { File(digest: digest, size: $0.size, modified: $0.modified, inode: $0.inode) }
    }
}
