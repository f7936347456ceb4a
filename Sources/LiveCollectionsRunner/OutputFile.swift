import Foundation

/// One file a command writes where the user says (an export, a JUnit report,
/// a shrunk scenario, a text golden), written so that nothing the tool did
/// not write is ever replaced:
///
/// - an existing file is replaced only when ``isOurs`` recognises it as one
///   this command wrote; anything else there is refused in one line;
/// - a symbolic link, a folder or a device at the path is refused: the tool
///   never writes through a link;
/// - the new contents go to a temporary sibling that is then renamed over
///   the path, so an interrupted write leaves the old file whole.
struct OutputFile {
    /// The file, as the user names it.
    let path: String
    /// What the file holds, for messages: `the JUnit report`.
    let contents: String
    /// The command that writes it, for messages: `scenarios verify --junit`.
    let writer: String
    /// What to do about a file this command did not write.
    var fix = "move it away, or name another file"
    /// Whether a missing folder is created (else it is an error).
    var createsFolder = false
    /// Whether an existing file's bytes are of a file this command wrote;
    /// nil when every regular file at the path is (a folder the tool owns,
    /// such as the text goldens'), which is then not read.
    let isOurs: ((Data) -> Bool)?

    /// Fails unless the file may be written: a command calls it before its
    /// work, so a path it may not write is refused at once.
    func check() throws(CommandFailure) {
        switch FileKind.of(path) {
        case .missing:
            return
        case .file:
            guard let isOurs else { return }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure("\(path): cannot be read (permission denied?), so it is left as it is; name another file for \(contents)")
            }
            guard isOurs(data) else {
                throw CommandFailure("\(path): exists and was not written by `\(writer)`: \(fix)")
            }
        case let kind:
            throw CommandFailure("\(path): is \(kind.phrase), not a file `\(writer)` wrote; name a file for \(contents)")
        }
    }

    /// Writes `data` to the file (creating its folder if ``createsFolder``),
    /// after ``check()``.
    func write(_ data: Data) throws(CommandFailure) {
        try check()
        let manager = FileManager.default
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).scenarios-\(UUID().uuidString)")
        do {
            if createsFolder { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
            guard manager.createFile(atPath: temporary.path, contents: data) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw CommandFailure("\(path): cannot write \(contents) (\(Self.reason(for: GeneratedFolder.folderNaming(path))))")
        }
    }

    /// Why a file in `folder` cannot be written, in words.
    static func reason(for folder: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "its folder \(folder) does not exist"
        }
        guard isFolder.boolValue else { return "\(folder) is a file, not a folder" }
        return access(folder, W_OK) == 0 ? "the file system refused the write" : "its folder \(folder) is read-only"
    }
}
