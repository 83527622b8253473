/// Every file of an output directory as the last build left it: its digest and its identity (size,
/// modification time, inode). A file edited or replaced by hand no longer has that identity, and the
/// build starts from a clean slate instead of keeping bytes it did not write.
struct OutputManifest: Sendable, Equatable {
    struct File: Sendable, Equatable {
        var digest: Digest
        var size: Int
        /// Nanoseconds since 1970, and the inode: a file replaced or edited in place changes one of them.
        var modified: Int
        var inode: UInt64
    }

    var files: [String: File] = [:]
}
