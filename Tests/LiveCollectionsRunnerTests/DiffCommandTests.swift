import Foundation
import LiveCollectionsRunner
import Testing

/// `diff`, between labels and between runs, through the built tool.
@Suite("scenarios diff")
struct DiffCommandTests {
    /// Every scenario, in the order the tool lists them.
    private static let scenarios = [
        "01-collection-view-single-section", "02-table-view-single-section", "03-collection-view-discrete-sections",
        "04-table-view-discrete-sections", "05-collection-view-sectioned-data", "06-table-view-sectioned-data",
        "07-carousels", "08-sectioned-carousels", "09-data-factory", "10-non-unique-single-section",
        "11-non-unique-sections", "12-manual-timing", "13-custom-animations-single-section",
        "14-custom-animations-discrete-sections", "15-custom-animations-all-sections",
    ]

    /// Appends North by Northwest (14) instead of L.A. Confidential (12) in the last step of 01.
    private static func editAppend(in workspace: Workspace) throws {
        try workspace.edit("01-collection-view-single-section", replacing: #""append": [11, 12]"#, with: #""append": [11, 14]"#)
    }

    /// Brings in The Lion King (38) instead of Forrest Gump (37) in the last step of 09.
    private static func editUpdate(in workspace: Workspace) throws {
        try workspace.edit("09-data-factory", replacing: #""update": [36, 30, 37, 34]"#, with: #""update": [36, 30, 38, 34]"#)
    }

    private static let appendDifference = [
        "  (the scenario file changed since the expected run was recorded)",
        "  step 4 at 1500 ms: append [11, 14]",
        "    - step 4 at 1500 ms: append [11, 12]",
        "    + step 4 at 1500 ms: append [11, 14]",
        "    - shows view: [8(Heat), 7(Gladiator), 1(Alien), 10(Jaws), 5(E.T. the Extra-Terrestrial), 11(King Kong), 12(L.A. Confidential)]",
        "    + shows view: [8(Heat), 7(Gladiator), 1(Alien), 10(Jaws), 5(E.T. the Extra-Terrestrial), 11(King Kong), 14(North by Northwest)]",
        "  end of the replay",
        "    - final view: [8(Heat), 7(Gladiator), 1(Alien), 10(Jaws), 5(E.T. the Extra-Terrestrial), 11(King Kong), 12(L.A. Confidential)]",
        "    + final view: [8(Heat), 7(Gladiator), 1(Alien), 10(Jaws), 5(E.T. the Extra-Terrestrial), 11(King Kong), 14(North by Northwest)]",
    ]

    @Test func twoChangedScenariosAreTheOnlyOnesNotTheSame() throws {
        let workspace = try Workspace()
        let first = try workspace.run("run", "--label", "v1")
        #expect(first.status == 0, "\(first.error)")
        try Self.editAppend(in: workspace)
        try Self.editUpdate(in: workspace)
        let second = try workspace.run("run", "--label", "v2")
        #expect(second.status == 0, "\(second.error)")

        let diff = try workspace.run("diff", "--label", "v1", "--label", "v2")
        #expect(diff.status == 1)
        #expect(diff.error == "")
        let rows = Self.scenarios.enumerated().map { index, scenario in
            let result = ["01-collection-view-single-section", "09-data-factory"].contains(scenario) ? "changed" : "same"
            return scenario.padding(toLength: 40, withPad: " ", startingAt: 0)
                + "#\(index + 1)".padding(toLength: 5, withPad: " ", startingAt: 0)
                + "#\(index + 16)".padding(toLength: 5, withPad: " ", startingAt: 0)
                + result
        }
        #expect(diff.outputLines == ["scenario                                v1   v2   result"] + rows + [
            "recorded by: v1 \(PackageVersion.current) (test-revision); v2 \(PackageVersion.current) (test-revision)",
            "15 scenarios: 13 same, 2 changed, 0 missing",
            "01-collection-view-single-section: run #1 (v1) and run #16 (v2) differ",
        ] + Self.appendDifference + [
            "09-data-factory: run #9 (v1) and run #24 (v2) differ",
            "  (the scenario file changed since the expected run was recorded)",
            "  step 3 at 2000 ms: update [36, 30, 38, 34]",
            "    - step 3 at 2000 ms: update [36, 30, 37, 34]",
            "    + step 3 at 2000 ms: update [36, 30, 38, 34]",
            "    - shows view: [36(The Silence of the Lambs (in theaters)), 30(Back to the Future (in theaters)), 37(Forrest Gump), 34(Raiders of the Lost Ark)]",
            "    + shows view: [36(The Silence of the Lambs (in theaters)), 30(Back to the Future (in theaters)), 38(The Lion King), 34(Raiders of the Lost Ark)]",
            "  end of the replay",
            "    - final view: [36(The Silence of the Lambs (in theaters)), 30(Back to the Future (in theaters)), 37(Forrest Gump), 34(Raiders of the Lost Ark)]",
            "    + final view: [36(The Silence of the Lambs (in theaters)), 30(Back to the Future (in theaters)), 38(The Lion King), 34(Raiders of the Lost Ark)]",
        ])
        // The spot checks a reader makes first.
        #expect(diff.outputLines[1] == "01-collection-view-single-section       #1   #16  changed")
        #expect(diff.outputLines[2] == "02-table-view-single-section            #2   #17  same")
        #expect(diff.outputLines[9] == "09-data-factory                         #9   #24  changed")
    }

    @Test func theSameLabelsAreTheSameAndExitZero() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "--label", "v1", "01", "02").status == 0)
        #expect(try workspace.run("run", "--label", "v2", "01", "02").status == 0)
        let diff = try workspace.run("diff", "--label", "v1", "--label", "v2")
        #expect(diff.status == 0)
        #expect(diff.error == "")
        #expect(diff.outputLines == [
            "scenario                           v1  v2  result",
            "01-collection-view-single-section  #1  #3  same",
            "02-table-view-single-section       #2  #4  same",
            "recorded by: v1 \(PackageVersion.current) (test-revision); v2 \(PackageVersion.current) (test-revision)",
            "2 scenarios: 2 same, 0 changed, 0 missing",
        ])
    }

    @Test func scenariosNotRunUnderOneLabelAreMissingInIt() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "--label", "v1").status == 0)
        #expect(try workspace.run("run", "--label", "v3", "01").status == 0)
        let diff = try workspace.run("diff", "--label", "v1", "--label", "v3")
        #expect(diff.status == 1)
        #expect(diff.error == "")
        let missing = Self.scenarios.dropFirst().map { scenario in
            scenario.padding(toLength: 40, withPad: " ", startingAt: 0) + "-   -    missing in v3"
        }
        #expect(diff.outputLines == [
            "scenario                                v1  v3   result",
            "01-collection-view-single-section       #1  #16  same",
        ] + missing + [
            "recorded by: v1 \(PackageVersion.current) (test-revision); v3 \(PackageVersion.current) (test-revision)",
            "15 scenarios: 1 same, 0 changed, 14 missing",
        ])
        #expect(diff.outputLines.filter { $0.hasSuffix("missing in v3") }.count == 14)

        let reversed = try workspace.run("diff", "--label", "v3", "--label", "v1")
        #expect(reversed.status == 1)
        #expect(reversed.outputLines.filter { $0.hasSuffix("missing in v3") }.count == 14)
        #expect(reversed.outputLines.last == "15 scenarios: 1 same, 0 changed, 14 missing")
    }

    @Test func twoRunsWithTheSameReplayAreTheSame() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "01").status == 0)
        #expect(try workspace.run("run", "01").status == 0)
        let diff = try workspace.run("diff", "1", "#2")
        #expect(diff.status == 0)
        #expect(diff.error == "")
        #expect(diff.outputLines == ["run #1 (01-collection-view-single-section) and run #2 (01-collection-view-single-section): same"])
    }

    @Test func twoRunsWithDifferentReplaysShowTheDifference() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "01").status == 0)
        try Self.editAppend(in: workspace)
        #expect(try workspace.run("run", "01").status == 0)
        let diff = try workspace.run("diff", "1", "2")
        #expect(diff.status == 1)
        #expect(diff.error == "")
        #expect(diff.outputLines == [
            "run #1 (01-collection-view-single-section) and run #2 (01-collection-view-single-section): changed",
        ] + Self.appendDifference)
    }

    @Test(arguments: [
        (["diff", "1"], "Error: give two runs (diff 12 15, diff golden:07-carousels 15) or two labels (diff --label v1 --label v2)"),
        (["diff"], "Error: give two runs (diff 12 15, diff golden:07-carousels 15) or two labels (diff --label v1 --label v2)"),
        (["diff", "1", "2", "3"], "Error: give two runs (diff 12 15, diff golden:07-carousels 15) or two labels (diff --label v1 --label v2)"),
        (["diff", "--label", "a"], "Error: --label takes exactly two labels: --label v1 --label v2"),
        (["diff", "--label", "a", "--label", "b", "--label", "c"], "Error: --label takes exactly two labels: --label v1 --label v2"),
        (["diff", "1", "2", "--label", "a", "--label", "b"], "Error: give either two runs or two --label options, not both"),
    ])
    func argumentsThatDoNotNameTwoThingsAreRejected(arguments: [String], message: String) throws {
        let workspace = try Workspace()
        let result = try ToolProcess.run(arguments, in: workspace.directory)
        #expect(result.status == 64, "ArgumentParser's exit status for a validation error")
        #expect(result.output == "")
        #expect(result.errorLines.first == message)
        #expect(result.errorLines.contains("  See 'scenarios diff --help' for more information."))
        #expect(!FileManager.default.fileExists(atPath: workspace.url(".scenario-runs").path), "nothing is created")
    }
}
