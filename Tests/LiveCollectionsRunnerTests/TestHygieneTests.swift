import Foundation
import LiveCollectionsTestSupport
import Testing

/// The tests leave nothing behind: a ``TemporaryFolder`` goes with its last
/// reference, also when the test throws, read-only folders inside it too and
/// nothing through a link; ``Subprocess`` ends a child that outlives its time
/// with everything it started; `scripts/check-test-leftovers.sh` finds a
/// folder a run left.
@Suite("tests leave nothing behind")
struct TestHygieneTests {
    @Test func aTemporaryFolderGoesWithItsLastReferenceReadOnlyFoldersInsideItToo() throws {
        let outside = try TemporaryFolder("hygiene-outside")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: outside.path)
        defer { _ = chmod(outside.path, 0o700) }
        var path = ""
        do {
            let folder = try TemporaryFolder("hygiene")
            path = folder.path
            #expect(folder.url.lastPathComponent.hasPrefix("scenario-tests-hygiene-"))
            let locked = folder.url("a/locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: locked.appendingPathComponent("file"))
            try FileManager.default.createSymbolicLink(atPath: folder.path("a/link"), withDestinationPath: outside.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path("a"))
            #expect(FileManager.default.fileExists(atPath: locked.appendingPathComponent("file").path))
        }
        #expect(!path.isEmpty && !FileManager.default.fileExists(atPath: path), "\(path) is left")
        let mode = try FileManager.default.attributesOfItem(atPath: outside.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o555, "a folder reached through a link is left as it was")
    }

    struct Midway: Error {}

    @Test func aTemporaryFolderGoesWhenTheTestThrowsMidway() throws {
        var path = ""
        func failing() throws {
            let folder = try TemporaryFolder("hygiene")
            path = folder.path
            try Data().write(to: folder.url("file"))
            throw Midway()
        }
        #expect(throws: Midway.self) { try failing() }
        #expect(!path.isEmpty && !FileManager.default.fileExists(atPath: path), "\(path) is left")
    }

    /// Whether process `pid` is gone (or a zombie about to be reaped), after
    /// up to five seconds.
    static func isGone(_ pid: Int32) -> Bool {
        for _ in 0..<500 {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            if stat.isEmpty || stat.split(separator: ")").last?.split(separator: " ").first == "Z" { return true }
            usleep(10_000)
        }
        return false
    }

    @Test func aChildStillRunningAfterItsTimeEndsWithWhatItStarted() throws {
        let start = Date()
        let finished = try Subprocess.run("/bin/sh", ["-c", "sleep 300 & echo $!; wait"], timeout: 1)
        #expect(Date().timeIntervalSince(start) < 30, "took \(Date().timeIntervalSince(start)) s")
        let grandchild = try #require(Int32(finished.output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(finished.output)")
        #expect(Self.isGone(grandchild), "sleep \(grandchild), started by the child, is still running")
        #expect(finished.status != 0)
    }

    @Test func whatAChildLeavesRunningWhenItExitsIsEnded() throws {
        let start = Date()
        // The grandchild holds the output pipe: the read ends only when it does.
        let finished = try Subprocess.run("/bin/sh", ["-c", "sleep 300 & echo $!"], timeout: 60)
        #expect(Date().timeIntervalSince(start) < 30, "took \(Date().timeIntervalSince(start)) s")
        #expect(finished.status == 0)
        let grandchild = try #require(Int32(finished.output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(finished.output)")
        #expect(Self.isGone(grandchild), "sleep \(grandchild), left by the child, is still running")
    }

    @Test func aProcessATestStartedIsEndedByEnd() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "sleep 300"]
        Subprocess.end(process)  // never started: nothing to do
        try process.run()
        Subprocess.end(process, grace: 0.1)
        #expect(!process.isRunning)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }

    @Test(.enabled(if: ExternalTool.isAvailable("bash", "find"), "needs bash and find"))
    func theLeftoverCheckListsAFolderMadeAfterItsMarker() throws {
        let bash = try #require(ExternalTool.path("bash"), "bash is not on PATH")
        let script = TestFiles.repository().appendingPathComponent("scripts/check-test-leftovers.sh").path
        let temporary = try TemporaryFolder("hygiene-tmp")
        let older = temporary.url("\(TemporaryFolder.prefix)older")
        try FileManager.default.createDirectory(at: older, withIntermediateDirectories: true)
        let marker = temporary.url("marker")
        try Data().write(to: marker)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: marker.path)
        let left = temporary.url("\(TemporaryFolder.prefix)left")
        try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(20)], ofItemAtPath: left.path)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        let result = try Subprocess.run(bash, [script, marker.path], environment: environment, timeout: 120)
        #expect(result.status == 1, "\(result.output)")
        let folders = result.output.split(separator: "\n").filter { $0.hasPrefix("  folder ") }
        #expect(folders == ["  folder \(left.path): not removed by the test that made it"], "\(result.output)")
    }
}
