import LiveCollectionsRunner
import LiveCollectionsScenarios
import Testing

/// `scenarios verify` and `ScenarioGolden.verify` (an app's tests) read the
/// same text golden of a scenario, and agree on what CI is.
@Suite struct ScenarioGoldenAgreementTests {
    @Test(arguments: ["Scenarios", "app/Scenarios", "/tmp/sessions"])
    func theToolsTextGoldensAreTheFolderTheTestsRead(scenarios: String) {
        let paths = ToolPaths.resolve(scenarios: scenarios, database: nil, goldens: nil, environment: [:])
        #expect(paths.goldenTexts == GoldenTextFolder.beside(scenarios: scenarios).directory)
        #expect(GoldenTextFolder.beside(scenarios: scenarios).path(of: "90-feed") == "\(scenarios)/goldens/90-feed.txt")
    }

    /// Where the tool's default record mode is `never`, so is the tests'.
    @Test(arguments: [nil, "", "true", "1", "TRUE", " yes ", "false", "False", "0", " 0 "])
    func theTestsAndTheToolAgreeOnCI(value: String?) throws {
        let environment = ["CI": value].compactMapValues { $0 }
        let toolSeesCI = try RecordMode.resolve(argument: nil, environment: environment) == .never
        #expect(try ScenarioGolden.RecordMode.resolve(argument: nil, environment: environment).mode == (toolSeesCI ? .never : .missing))
    }
}
