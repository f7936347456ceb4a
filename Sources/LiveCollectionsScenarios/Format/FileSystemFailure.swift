import Foundation

/// What the system said when a file operation failed, in its own words
/// (`Read-only file system`, `Permission denied`), for one-line messages:
/// Foundation's own description of such an error on Linux is often only
/// its domain and code (`NSCocoaErrorDomain error 512`).
package enum FileSystemFailure {
    /// The system's reason for `error`: the text of the POSIX error it is
    /// or wraps (`NSUnderlyingErrorKey`, followed down), else its
    /// description.
    package static func reason(of error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let described = error as NSError
        if described.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(described.code))) }
        if let underlying = described.userInfo[NSUnderlyingErrorKey] as? any Error { return reason(of: underlying) }
        return error.localizedDescription
    }
}
