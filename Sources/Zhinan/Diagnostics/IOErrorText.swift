import Foundation

/// A file-system error in words (`Permission denied`), never a dump of Foundation's error domains.
enum IOErrorText {
    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let code = posixCode(nsError) { return String(cString: strerror(code)) }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return String(cString: strerror(ENOENT))
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        case NSFileWriteVolumeReadOnlyError: return String(cString: strerror(EROFS))
        case NSFileWriteFileExistsError: return String(cString: strerror(EEXIST))
        default: break
        }
        if let reason = nsError.localizedFailureReason { return reason }
        return nsError.localizedDescription
    }

    /// The POSIX error under a Cocoa error, where Foundation kept it.
    private static func posixCode(_ error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return posixCode(underlying) }
        return nil
    }
}
