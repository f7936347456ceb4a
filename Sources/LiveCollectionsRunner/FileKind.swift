import Foundation

/// What stands at a path, read without following a symbolic link there
/// (`lstat`): the tool writes and deletes only regular files and folders it
/// made, and never reaches through a link.
enum FileKind: Equatable {
    /// Nothing is there.
    case missing
    /// A regular file.
    case file
    /// A folder (not a link to one).
    case folder
    /// A symbolic link, to whatever it points at (or to nothing).
    case link(destination: String)
    /// A device, socket or pipe.
    case other

    /// The kind of the entry at `path` itself.
    static func of(_ path: String) -> FileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK:
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return .link(destination: destination)
        default: return .other
        }
    }

    /// How an error names it: `a file`, `a folder`, `a symbolic link (to T)`.
    var phrase: String {
        switch self {
        case .missing: "missing"
        case .file: "a file"
        case .folder: "a folder"
        case .link(let destination): "a symbolic link (to \(destination))"
        case .other: "a device, socket or pipe"
        }
    }

    /// Whether `relative` is a plain path below a folder: not empty, not
    /// absolute, and no `.` or `..` component, so that joining it to the
    /// folder cannot name anything outside it.
    static func isContained(_ relative: String) -> Bool {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0") else { return false }
        return relative.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
