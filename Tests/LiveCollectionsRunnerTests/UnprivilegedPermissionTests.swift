import Foundation
import LiveCollectionsTestSupport
import Testing

/// The tests of read-only files and folders cannot fail for the superuser,
/// whom file permissions do not stop (CI runs as root). Run as root, this
/// suite runs them again in this same test binary as the unprivileged user
/// `nobody` (util-linux `setpriv`), so they are never skipped silently:
/// every one of them must run there and pass.
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
        let filters = Set(Self.tests.map(\.filter)).sorted().flatMap { ["--filter", $0] }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let (status, text) = try Subprocess.run(
            setpriv, ["--reuid=nobody", "--regid=nogroup", "--clear-groups", CommandLine.arguments[0], "--testing-library", "swift-testing"] + filters,
            environment: environment)
        #expect(status == 0, "\(text)")
        for test in Self.tests {
            #expect(text.contains(test.passed), "as nobody, not run or not passed: \(test.passed)\n\(text)")
        }
    }
}
