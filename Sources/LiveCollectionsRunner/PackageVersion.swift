import Foundation

/// The version of this package, stored with every recorded run, and where
/// the running tool was built from.
public enum PackageVersion {
    /// The current version: the one place the package states it. Raise it
    /// with each release tag (`v` + this).
    public static let current = "0.2.0"

    /// The environment variable that gives the source revision instead of
    /// `git describe` (a CI job building from an archive can set the commit).
    public static let sourceRevisionVariable = "SCENARIOS_SOURCE_REVISION"

    /// The checkout this file was compiled from: two folders up from it.
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the running tool comes from: `SCENARIOS_SOURCE_REVISION` when
    /// set (empty: none), else `git describe --tags --always --dirty` of the
    /// checkout it was built from, when it still is a git checkout and git
    /// answers; nil otherwise.
    public static func sourceRevision(environment: [String: String]) -> String? {
        if let given = environment[sourceRevisionVariable] {
            return given.isEmpty ? nil : given
        }
        guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent(".git").path) else { return nil }
        return gitDescribe(in: checkout)
    }

    /// `git describe --tags --always --dirty` in `directory`, or nil.
    static func gitDescribe(in directory: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path, "describe", "--tags", "--always", "--dirty"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
