import Foundation

/// A content file as read from disk: its text, and where it belongs.
struct SourceFile: Hashable, Sendable {
    var displayPath: String
    var language: Language
    var documentID, text: String
    var convertedFrom: Language? = nil

    var start: SourceLocation { SourceLocation(path: displayPath) }
}

/// A content file's bytes as read, before they are decoded: what the build cache compares.
struct ContentFile: Sendable {
    var displayPath: String
    var language: Language
    var documentID: String
    /// Where the file is (a path: a `URL` for each unchanged file cost more than asking about it).
    var path: String
    /// The bytes; nil when the build cache vouched for the file (see `FileIdentity`) and it was not read.
    var data: Data?
    let digest: Digest
    var identity: FileIdentity?
    /// How a converted document is made from the file at `path` (nil: the file is the document).
    var conversion: ScriptConversion? = nil

    /// The text, strictly UTF-8; without bytes at hand the file is read again, and must still be the bytes of `digest`.
    func decoded(into diagnostics: inout Diagnostics) -> SourceFile? {
        var data = self.data
        if data == nil {
            data = InputText.readData(URL(fileURLWithPath: path, isDirectory: false), display: conversion?.sourcePath ?? displayPath,
                                      within: nil, what: "document", into: &diagnostics)
            if let conversion, let read = data, let text = InputText.decode(read, display: conversion.sourcePath, into: &diagnostics) {
                data = Data(conversion.apply(text).text.utf8)
            }
            if let read = data, Digest.of(read) != digest {
                diagnostics.error("the file changed while the build was running; build again", at: SourceLocation(path: displayPath))
                return nil
            }
        }
        return data.flatMap { InputText.decode($0, display: displayPath, into: &diagnostics) }
            .map { SourceFile(displayPath: displayPath, language: language, documentID: documentID, text: $0, convertedFrom: conversion?.source) }
    }

    var withoutBytes: ContentFile {
        var file = self
        file.data = nil
        return file
    }
}

extension ContentFile {
    init(displayPath: String, language: Language, documentID: String, path: String, data: Data, identity: FileIdentity? = nil,
         conversion: ScriptConversion? = nil) {
        self.init(displayPath: displayPath, language: language, documentID: documentID, path: path, data: data, digest: Digest.of(data),
                  identity: identity, conversion: conversion)
    }
}

/// What the file system says of a file, which changes whenever its bytes do: the cache compares it.
struct FileIdentity: Hashable, Sendable {
    var size, modified, changed: Int
    var inode: UInt64

    /// The identity of a regular file (not followed through a link), a relative path looked up in `folder`; nil for anything else.
    static func of(_ path: String, in folder: Int32 = AT_FDCWD) -> FileIdentity? {
        var status = stat()
        guard fstatat(folder, path, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileIdentity(size: Int(status.st_size), modified: Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec),
                            changed: Int(status.st_ctim.tv_sec) * 1_000_000_000 + Int(status.st_ctim.tv_nsec), inode: UInt64(status.st_ino))
    }

    /// Settled: its last change is two seconds old, so any later one shows even on a coarse clock.
    func isSettled(at now: Date) -> Bool { Double(changed) / 1e9 < now.timeIntervalSince1970 - 2 }
}
