import Foundation
import Testing

/// `verify`, `approve` and the record modes, through the built tool.
@Suite("scenarios verify and approve")
struct VerifyCommandTests {
    @Test func theCommittedGoldensVerify() throws {
        let workspace = try Workspace()
        let result = try workspace.run("verify", "--record", "never")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.outputLines.last == "15 scenarios: 15 matched")
        #expect(result.errorLines.first == "[1/15] 01-collection-view-single-section: matched")
        #expect(!result.output.contains("\u{1B}"), "no colour when the output is not a terminal")
    }

    @Test func aChangedDeltaFailsWithADiffNamingTheScenarioAndStepAndApproveAcceptsIt() throws {
        let workspace = try Workspace()
        try workspace.edit("12-manual-timing", replacing: #""calculate": [11, 9, 10, 5, 12]"#, with: #""calculate": [11, 9, 5, 10, 12]"#)
        let failed = try workspace.run("verify", "--record", "never", "12")
        #expect(failed.status == 1)
        #expect(failed.outputLines == [
            "12-manual-timing: does not match its golden",
            "  golden: golden:12-manual-timing in Scenarios/goldens.sqlite",
            "  this replay: 1 in .scenario-runs/runs.sqlite",
            "  to see both: scenarios diff golden:12-manual-timing 1",
            "  to accept the change: scenarios approve 1",
            "  or: scenarios verify --record failed 12-manual-timing",
            "  (the scenario file changed since the expected run was recorded)",
            "  step 9 at 2000 ms: calculate [11, 9, 5, 10, 12]",
            "    - step 9 at 2000 ms: calculate [11, 9, 10, 5, 12]",
            "    - delta 2000 ms collection data: IndexDelta(deletions: [], insertions: [4], reloads: [0->1], moves: [2->0])",
            "    + step 9 at 2000 ms: calculate [11, 9, 5, 10, 12]",
            "    + delta 2000 ms collection data: IndexDelta(deletions: [], insertions: [4], reloads: [0->1], moves: [3->2, 2->0])",
            "  step 10 at 2000 ms: performAnimations",
            "    + event 2000 ms view: moveItem [0, 3] -> [0, 2]",
            "    - shows 2000 ms view: [11(King Kong), 9(Inception), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "    + shows 2000 ms view: [11(King Kong), 9(Inception), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
            "    - shows view: [11(King Kong), 9(Inception (IMAX)), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "    + shows view: [11(King Kong), 9(Inception (IMAX)), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
            "  end of the replay",
            "    - final view: [11(King Kong), 9(Inception (IMAX)), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "    + final view: [11(King Kong), 9(Inception (IMAX)), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
            "scenario          result",
            "12-manual-timing  changed",
            "1 scenario: 1 changed",
        ])
        let approved = try workspace.run("approve", "1")
        #expect(approved.status == 0)
        #expect(approved.outputLines == [
            "approved run #1 of 12-manual-timing: it is now golden:12-manual-timing in Scenarios/goldens.sqlite, replacing the previous golden",
            "  its text: Scenarios/goldens/12-manual-timing.txt (commit both files)",
        ])
        let passed = try workspace.run("verify", "--record", "never", "12")
        #expect(passed.status == 0)
        #expect(passed.outputLines.last == "1 scenario: 1 matched")
    }

    @Test func aMissingGoldenIsRecordedOnlyWhenTheModeAllows() throws {
        let workspace = try Workspace()
        try FileManager.default.removeItem(at: workspace.url("Scenarios/goldens.sqlite"))
        let never = try workspace.run("verify", "01", environment: ["SCENARIOS_RECORD": "never"])
        #expect(never.status == 1)
        #expect(never.errorLines.last?.hasPrefix("error: Scenarios/goldens.sqlite: ") == true)
        #expect(never.errorLines.last?.hasSuffix("(record goldens with `scenarios verify --record missing`, or pass --goldens PATH)") == true)
        let missing = try workspace.run("verify", "01")
        #expect(missing.status == 1, "a new golden fails the run so it gets looked at")
        #expect(missing.outputLines.first == "01-collection-view-single-section: recorded a new golden "
            + "(golden:01-collection-view-single-section in Scenarios/goldens.sqlite, text in Scenarios/goldens/01-collection-view-single-section.txt); "
            + "check it, then verify again")
        let again = try workspace.run("verify", "01", environment: ["SCENARIOS_RECORD": "never"])
        #expect(again.status == 0)
    }

    @Test func anUnknownRecordModeIsOneLine() throws {
        let workspace = try Workspace()
        let environment = try workspace.run("verify", environment: ["SCENARIOS_RECORD": "sometimes"])
        #expect(environment.status == 1)
        #expect(environment.errorLines == ["error: SCENARIOS_RECORD=sometimes: unknown record mode (expected one of: never, missing, failed, all)"])
        let argument = try workspace.run("verify", "--record", "sometimes")
        #expect(argument.status != 0)
        #expect(argument.error.contains("--record"))
    }
}
