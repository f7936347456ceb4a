import Foundation
import Testing

/// Record modes on CI and off it: CI never records unless asked, and every
/// mode that records something exits non-zero, so a rerun cannot pass
/// silently.
@Suite("scenarios record modes")
struct RecordModeCommandTests {
    /// A workspace with one more scenario, `99-copy` (a copy of 01, the last
    /// in name order), that has no golden.
    static func workspaceWithANewScenario() throws -> Workspace {
        let workspace = try Workspace()
        try FileManager.default.copyItem(
            at: workspace.url("Scenarios/01-collection-view-single-section.json"), to: workspace.url("Scenarios/99-copy.json"))
        return workspace
    }

    @Test func onCIWithoutRecordNothingIsRecordedAndAMissingGoldenFails() throws {
        let workspace = try Self.workspaceWithANewScenario()
        let goldens = try Data(contentsOf: workspace.url("Scenarios/goldens.sqlite"))

        let count = try GoldenTextCommandTests.scenarioNames(in: workspace).count

        let ci = try workspace.run("verify", environment: ["CI": "true"])

        #expect(ci.status == 1)
        #expect(Array(ci.outputLines.prefix(4)) == [
            "99-copy: no golden in Scenarios/goldens.sqlite",
            "  this replay: \(count) in .scenario-runs/runs.sqlite (on this CI machine, gone with it)",
            "  this job wrote no artifacts (verify --artifacts DIR, uploaded) to accept this very run from",
            "  or, on your machine (a replay is the same everywhere): scenarios verify --record missing 99-copy",
        ])
        #expect(ci.outputLines.last == "\(count) scenarios: \(count - 1) matched, 1 no golden")
        #expect(try Data(contentsOf: workspace.url("Scenarios/goldens.sqlite")) == goldens, "the goldens are untouched")
        #expect(!FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens/99-copy.txt").path))
    }

    @Test func anExplicitModeWinsOverCI() throws {
        let workspace = try Self.workspaceWithANewScenario()
        let byVariable = try workspace.run("verify", "99-copy", environment: ["CI": "true", "SCENARIOS_RECORD": "missing"])
        #expect(byVariable.status == 1, "it recorded a golden")
        #expect(byVariable.outputLines.last == "1 scenario: 1 recorded new golden")
        #expect(FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens/99-copy.txt").path))

        let again = try workspace.run("verify", environment: ["CI": "true"])
        #expect(again.status == 0, "\(again.output)")
        let count = try GoldenTextCommandTests.scenarioNames(in: workspace).count
        #expect(again.outputLines.last == "\(count) scenarios: \(count) matched")

        try workspace.edit("99-copy", replacing: #""append": [11, 12]"#, with: #""append": [11, 14]"#)
        let byArgument = try workspace.run("verify", "--record", "failed", "99-copy", environment: ["CI": "1"])
        #expect(byArgument.status == 1)
        #expect(byArgument.outputLines.last == "1 scenario: 1 re-recorded golden")
    }

    @Test(arguments: ["false", "0", ""])
    func aCIVariableThatSaysNoKeepsTheLocalDefault(value: String) throws {
        let workspace = try Self.workspaceWithANewScenario()
        let result = try workspace.run("verify", "99-copy", environment: ["CI": value])
        #expect(result.status == 1)
        #expect(result.outputLines.last == "1 scenario: 1 recorded new golden")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let mode: String
        let change: @Sendable (Workspace) throws -> Void
        /// The summary line, given the number of scenarios after the change.
        let summary: @Sendable (Int) -> String
        var testDescription: String { mode }
    }

    @Test(arguments: [
        Case(mode: "missing", change: { workspace in
            try FileManager.default.copyItem(
                at: workspace.url("Scenarios/01-collection-view-single-section.json"), to: workspace.url("Scenarios/99-copy.json"))
        }, summary: { "\($0) scenarios: \($0 - 1) matched, 1 recorded new golden" }),
        Case(mode: "failed", change: { workspace in
            try workspace.edit("12-manual-timing", replacing: #""calculate": [11, 9, 10, 5, 12]"#, with: #""calculate": [11, 9, 5, 10, 12]"#)
        }, summary: { "\($0) scenarios: \($0 - 1) matched, 1 re-recorded golden" }),
        Case(mode: "all", change: { workspace in
            try workspace.edit("07-carousels", replacing: #""description": ""#, with: #""description": "Edited. "#)
        }, summary: { "\($0) scenarios: \($0 - 1) matched, 1 re-recorded golden" }),
    ])
    func everyModeThatRecordsExitsNonZeroAndTheRerunPasses(testCase: Case) throws {
        let workspace = try Workspace()
        try testCase.change(workspace)
        let first = try workspace.run("verify", "--record", testCase.mode)
        #expect(first.status == 1, "\(first.output)")
        #expect(first.outputLines.last == testCase.summary(try GoldenTextCommandTests.scenarioNames(in: workspace).count))
        let second = try workspace.run("verify", "--record", testCase.mode)
        #expect(second.status == 0, "\(second.output)")
        let never = try workspace.run("verify", "--record", "never")
        #expect(never.status == 0, "\(never.output)")
    }

    @Test func recordAllLeavesGoldensThatAreTheSameAlone() throws {
        let workspace = try Workspace()
        let goldens = try Data(contentsOf: workspace.url("Scenarios/goldens.sqlite"))
        let all = try workspace.run("verify", "--record", "all")
        #expect(all.status == 0)
        let count = try GoldenTextCommandTests.scenarioNames(in: workspace).count
        #expect(all.outputLines.last == "\(count) scenarios: \(count) matched")
        #expect(try Data(contentsOf: workspace.url("Scenarios/goldens.sqlite")) == goldens)
    }
}
