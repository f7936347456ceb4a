import Foundation

/// A folder of one test's own in the system's temporary directory (`TMPDIR`,
/// else `/tmp`), named ``prefix``, a purpose and a random part
/// (`scenario-tests-workspace-Ab3xZ9`), removed with everything in it when
/// the last reference to it goes.
///
/// Hold it (a local of the test, a stored property of the suite, of a
/// fixture) for as long as the test uses the folder: it is removed also
/// when the test fails or throws midway. `scripts/check-test-leftovers.sh`
/// lists the folders of this prefix a test run left behind.
public final class TemporaryFolder: Sendable {
    /// How the name of every temporary folder the tests make begins.
    public static let prefix = "scenario-tests-"

    /// The folder.
    public let url: URL

    /// The folder's path.
    public var path: String { url.path }

    /// Makes a new, empty folder, readable by its owner only (as `mkdtemp`
    /// makes it); `purpose` (letters, digits and `-`) names what it is for.
    public init(_ purpose: String = "folder") throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.prefix)\(purpose)-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard mkdtemp(&bytes) != nil else {
            throw CreationFailed(template: template, reason: String(cString: strerror(errno)))
        }
        let made = bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        url = URL(fileURLWithPath: String(decoding: made, as: UTF8.self), isDirectory: true)
    }

    deinit { Self.remove(url) }

    /// The URL of `relative` in the folder.
    public func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// The path of `relative` in the folder.
    public func path(_ relative: String) -> String { url(relative).path }

    /// Removes `url` and everything in it. A folder a test left read-only
    /// (its owner may not delete what is in it) is made writable first.
    /// What cannot be removed is named on standard error.
    public static func remove(_ url: URL) {
        let manager = FileManager.default
        if (try? manager.removeItem(at: url)) != nil || !manager.fileExists(atPath: url.path) { return }
        makeWritable(url.path)
        do {
            try manager.removeItem(at: url)
        } catch {
            FileHandle.standardError.write(Data("warning: could not remove the test's temporary folder \(url.path): \(error)\n".utf8))
        }
    }

    /// Gives the owner write access to the folder at `path` and to every
    /// folder in it, never through a link (`lstat`): a link may lead out of it.
    private static func makeWritable(_ path: String) {
        _ = chmod(path, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            let inside = path + "/" + name
            var status = stat()
            if lstat(inside, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { makeWritable(inside) }
        }
    }

    /// `mkdtemp` failed.
    public struct CreationFailed: Error, CustomStringConvertible {
        /// The name asked for, random part as `XXXXXX`.
        public let template: String
        /// The system's reason.
        public let reason: String

        public var description: String {
            "cannot make a temporary folder \(template): \(reason) (check that TMPDIR, or /tmp, exists and is writable)"
        }
    }
}
