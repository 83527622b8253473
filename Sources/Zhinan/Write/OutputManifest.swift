/// Every file of an output directory as the last build left it: its digest and identity (size, modification time, inode).
/// A file edited or replaced by hand loses that identity: the build starts clean rather than keep bytes it did not write.
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
