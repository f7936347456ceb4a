import LiveCollectionsRunner
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

    /// Every value CI services set for `CI` counts, `1` as well as `true`;
    /// unset, empty, `false` and `0` do not.
    @Test(arguments: ["true", "1", "TRUE", "True", " true ", "yes"])
    func everyValueCIServicesSetCounts(value: String) {
        #expect(ExternalTool.isAvailable("no-such-tool-here", environment: ["PATH": "/bin", "CI": value]), "CI=\(value)")
    }

    @Test(arguments: [nil, "", "false", "FALSE", "0", " 0 "])
    func unsetEmptyFalseOrZeroIsNotCI(value: String?) {
        let environment = ["PATH": "/bin", "CI": value].compactMapValues { $0 }
        #expect(!ExternalTool.isAvailable("no-such-tool-here", environment: environment), "CI=\(value ?? "(unset)")")
    }

    /// The tests and the `scenarios` tool agree on what CI is: where a
    /// missing tool fails a test, the tool's default record mode is `never`.
    @Test(arguments: [nil, "", "true", "1", "TRUE", " yes ", "false", "False", "0", " 0 "])
    func theTestsAndTheToolAgreeOnCI(value: String?) throws {
        let environment = ["CI": value].compactMapValues { $0 }
        let toolSeesCI = try RecordMode.resolve(argument: nil, environment: environment) == .never
        #expect(ExternalTool.isCI(environment) == toolSeesCI, "CI=\(value ?? "(unset)")")
    }
}
