import Foundation

/// A program some tests run (git, sqlite3, script, setpriv, rsvg-convert,
/// python3, a browser), found on `PATH` as a shell finds it, never at a
/// fixed path.
public enum ExternalTool {
    /// The path of `name` in a directory of `PATH`, if any.
    public static func path(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a test that needs `names` runs: when each is on `PATH`, and
    /// always on CI (``isCI(_:)``), where CI installs them, so that a missing
    /// one fails the test (it looks the tool up with `#require`) instead of
    /// skipping it quietly.
    public static func isAvailable(_ names: String..., environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isCI(environment) || names.allSatisfy { path($0, environment: environment) != nil }
    }

    /// Whether the tests run on CI, where what a test needs is installed and
    /// its absence is a failure: `CI` set to anything but empty, `false` or
    /// `0` (any case, spaces trimmed). CI services set `CI=true` (some `1`
    /// or `True`), and `.ci/run` keeps the value it is given or sets `true`.
    /// The same rule as the `scenarios` tool's (its record mode is `never`
    /// on CI); `ExternalToolTests` holds the two together.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "false", "0"].contains(value)
    }
}

/// Files the tests set up.
public enum TestFiles {
    /// The environment variable naming the checkout whose files the tests
    /// read, for a test binary run from a copy elsewhere (the unprivileged
    /// run of the read-only tests, which may not enter the checkout).
    public static let repositoryVariable = "LIVECOLLECTIONS_TEST_REPOSITORY"

    /// The checkout whose files the tests read: the folder in
    /// `LIVECOLLECTIONS_TEST_REPOSITORY` when it is set, else the one
    /// holding the `Tests` folder of `sourceFile` (the caller's `#filePath`).
    public static func repository(
        _ sourceFile: String = #filePath, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let given = environment[repositoryVariable], !given.isEmpty { return URL(fileURLWithPath: given, isDirectory: true) }
        var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while folder.pathComponents.count > 1, folder.lastPathComponent != "Tests" { folder = folder.deletingLastPathComponent() }
        return folder.deletingLastPathComponent()
    }

    /// Whether file permissions stop this process from writing a read-only
    /// file (they do not stop the superuser).
    public static let permissionsApply: Bool = {
        guard let folder = try? TemporaryFolder("permissions-probe") else { return false }
        let path = folder.path("probe")
        guard FileManager.default.createFile(atPath: path, contents: Data()),
            (try? FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)) != nil
        else { return false }
        return !FileManager.default.isWritableFile(atPath: path)
    }()

    /// Copies a folder's files by their bytes (not `copyItem`, which keeps
    /// their owner: a user other than the owner, such as the unprivileged
    /// run of the read-only tests, may not), leaving out SQLite's `-shm`
    /// and `-wal` files, which belong to a connection of the source's.
    public static func copyContents(of source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) where !name.hasSuffix("-shm") && !name.hasSuffix("-wal") {
            let from = source.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                try copyContents(of: from, to: destination.appendingPathComponent(name))
            } else {
                try Data(contentsOf: from).write(to: destination.appendingPathComponent(name))
            }
        }
    }
}
