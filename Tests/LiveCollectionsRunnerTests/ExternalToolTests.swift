import LiveCollectionsTestSupport
import Testing

/// Tests that need a program find it on `PATH`, and with `CI=true` a
/// missing one fails its test instead of skipping it.
@Suite("external tools for tests")
struct ExternalToolTests {
    @Test func aToolIsFoundOnPathNotAtAFixedPlace() {
        #expect(ExternalTool.path("sh", environment: ["PATH": "/nowhere:/bin"]) == "/bin/sh")
        #expect(ExternalTool.path("sh", environment: ["PATH": "/nowhere"]) == nil)
    }

    @Test func aMissingToolSkipsOnlyOutsideCI() {
        #expect(!ExternalTool.isAvailable("no-such-tool-here", environment: ["PATH": "/bin"]))
        #expect(ExternalTool.isAvailable("no-such-tool-here", environment: ["PATH": "/bin", "CI": "true"]), "under CI the test runs, and fails")
        #expect(ExternalTool.isAvailable("sh", environment: ["PATH": "/bin"]))
    }
}
