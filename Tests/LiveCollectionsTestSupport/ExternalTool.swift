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

/// Runs another program and waits for it.
public enum Subprocess {
    /// Runs `executable` with `arguments` in `directory` under
    /// `environment`; its exit status and its standard output and error
    /// together. A process still running after `timeout` seconds is
    /// terminated (and its status says so).
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 600
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Files the tests set up.
public enum TestFiles {
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
