import Foundation
import LiveCollectionsTestSupport
import Testing

/// The tests of read-only files and folders cannot fail for the superuser,
/// whom file permissions do not stop (CI runs as root). Run as root, this
/// suite runs them again in this same test binary as the unprivileged user
/// `nobody` (util-linux `setpriv`), so they are never skipped silently:
/// every one of them must run there and pass. They run from copies in a
/// folder `nobody` can reach (``UnprivilegedStage``), wherever the checkout is.
@Suite("read-only checks as an unprivileged user")
struct UnprivilegedPermissionTests {
    /// The tests that need file permissions to apply, and what each must
    /// report when it has run.
    static let tests: [(filter: String, passed: String)] = [
        ("ReadOnlyFileTests", "Test aReadOnlyFileIsRefusedByTheOpeningsThatWrite(opening:) with 4 test cases passed"),
        ("ReadOnlyFileTests", "Test aReadOnlyFolderIsRefusedByTheOpeningsThatWrite(opening:) with 4 test cases passed"),
        ("aReadOnlyGoldensFileIsOneLineWithoutSQLWhenAGoldenIsRecorded", "Test aReadOnlyGoldensFileIsOneLineWithoutSQLWhenAGoldenIsRecorded() passed"),
        ("shrinkingWithACommandInAReadOnlyFolderSaysWhy", "Test shrinkingWithACommandInAReadOnlyFolderSaysWhy() passed"),
    ]

    @Test(.enabled(if: getuid() == 0, "not the superuser: the read-only tests run as they are"))
    func theReadOnlyTestsPassAsNobody() throws {
        let setpriv = try #require(ExternalTool.path("setpriv"), "setpriv is not on PATH: apt-get install util-linux")
        let stage = try UnprivilegedStage()
        let filters = Set(Self.tests.map(\.filter)).sorted().flatMap { ["--filter", $0] }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["HOME"] = stage.folder.path
        environment[TestFiles.repositoryVariable] = stage.repository.path
        let (status, text) = try Subprocess.run(
            setpriv, ["--reuid=nobody", "--regid=nogroup", "--clear-groups", stage.testBinary.path, "--testing-library", "swift-testing"] + filters,
            in: stage.folder.url, environment: environment)
        #expect(status == 0, "\(text)")
        for test in Self.tests {
            #expect(text.contains(test.passed), "as nobody, not run or not passed: \(test.passed)\n\(text)")
        }
    }
}

/// What the unprivileged run needs, where `nobody` can reach it: the
/// checkout may lie in a folder others cannot enter (a clone under `/root`,
/// or in a `mktemp -d` folder), and with it the build. A temporary folder
/// everyone may read holds a copy of the test binary, of what lies beside
/// it that the tests use (the `scenarios` tool, resource bundles), and of
/// the repository's files those tests read (`Scenarios/`, found through
/// `LIVECOLLECTIONS_TEST_REPOSITORY`); removed when the test ends.
struct UnprivilegedStage {
    let folder: TemporaryFolder
    /// The copy of the test binary.
    let testBinary: URL
    /// The copy of the repository's files.
    let repository: URL

    init() throws {
        folder = try TemporaryFolder("unprivileged")
        guard chmod(folder.path, 0o755) == 0 else { throw Unreachable(path: folder.path, reason: "cannot make it readable by everyone") }
        // Every folder above it must let others through.
        var above = folder.url.deletingLastPathComponent()
        while above.path != "/" {
            let mode = (try FileManager.default.attributesOfItem(atPath: above.path)[.posixPermissions] as? NSNumber)?.intValue ?? 0
            guard mode & 0o001 != 0 else { throw Unreachable(path: above.path, reason: "others may not enter it; set TMPDIR to a folder everyone can enter") }
            above = above.deletingLastPathComponent()
        }
        let built = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let binaries = folder.url("bin")
        try FileManager.default.createDirectory(at: binaries, withIntermediateDirectories: true)
        testBinary = binaries.appendingPathComponent(built.lastPathComponent)
        try Self.place(built, at: testBinary)
        try Self.place(ToolProcess.executable, at: binaries.appendingPathComponent(ToolProcess.executable.lastPathComponent))
        let beside = built.deletingLastPathComponent()
        for name in try FileManager.default.contentsOfDirectory(atPath: beside.path) where name.hasSuffix(".resources") {
            try TestFiles.copyContents(of: beside.appendingPathComponent(name), to: binaries.appendingPathComponent(name))
        }
        repository = folder.url("repository")
        try TestFiles.copyContents(of: Workspace.repositoryScenarios, to: repository.appendingPathComponent("Scenarios"))
    }

    /// A hard link to the executable at `source` (no copy of a large
    /// binary), or a copy where it cannot link (another file system).
    private static func place(_ source: URL, at destination: URL) throws {
        if (try? FileManager.default.linkItem(at: source, to: destination)) == nil {
            try FileManager.default.copyItem(at: source, to: destination)
        }
    }

    struct Unreachable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): the unprivileged run cannot reach it: \(reason)" }
    }
}
