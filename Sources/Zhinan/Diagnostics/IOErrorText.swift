import Foundation

/// A file-system error in words (`Permission denied`), never a dump of Foundation's error domains.
enum IOErrorText {
    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        let code: Int32? = switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: ENOENT
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: EACCES
        case NSFileWriteOutOfSpaceError: ENOSPC
        case NSFileWriteVolumeReadOnlyError: EROFS
        case NSFileWriteFileExistsError: EEXIST
        default: nil
        }
        guard let code = posixCode(nsError) ?? code else { return nsError.localizedFailureReason ?? nsError.localizedDescription }
        return String(cString: strerror(code))
    }

    /// The POSIX error under a Cocoa error, where Foundation kept it.
    private static func posixCode(_ error: NSError) -> Int32? {
        error.domain == NSPOSIXErrorDomain ? Int32(error.code) : (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap(posixCode)
    }
}
