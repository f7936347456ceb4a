import Foundation
import Testing

/// One scenario file that does not load is that scenario's failure: the
/// others are listed, replayed, verified and documented, and the command
/// exits 1.
@Suite("scenarios with a bad scenario file")
struct BadScenarioFileCommandTests {
    static let truncated = "Scenarios/31-cut-short.json: malformed JSON: the document ends early, at line 4, column 46 (is the file cut short?)"
    static let folder = "Scenarios/30-x.json: is a folder, not a scenario file (rename the folder or move it out of the scenario directory)"

    /// A workspace with a truncated scenario and a folder named like one.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        let whole = try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json"))
        try whole.prefix(100).write(to: workspace.url("Scenarios/31-cut-short.json"))
        try FileManager.default.createDirectory(at: workspace.url("Scenarios/30-x.json"), withIntermediateDirectories: true)
        return workspace
    }

    @Test func listShowsEveryScenarioAndNamesTheBadOnes() throws {
        let result = try Self.workspace().run("list")
        #expect(result.status == 1)
        #expect(result.outputLines.contains { $0.hasPrefix("01-collection-view-single-section ") })
        #expect(result.outputLines.contains { $0.hasPrefix("30-x ") && $0.hasSuffix("does not load") })
        #expect(Array(result.outputLines.suffix(2)) == [Self.folder, Self.truncated])
    }

    @Test func runReplaysTheOthers() throws {
        let result = try Self.workspace().run("run", "01", "30", "31")
        #expect(result.status == 1)
        #expect(result.outputLines.contains { $0.hasPrefix("01-collection-view-single-section  #1") && $0.hasSuffix("passed") })
        #expect(result.outputLines.last == "1 run recorded in .scenario-runs/runs.sqlite: 1 passed, 0 failed; 2 scenario files did not load")
    }

    @Test func verifyReportsItInTheSummaryJUnitAndAnnotations() throws {
        let workspace = try Self.workspace()
        let result = try workspace.run("verify", "--record", "never", "--junit", "report.xml", "01", "30", "31", environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1)
        #expect(result.outputLines.contains(Self.truncated))
        #expect(result.outputLines.contains { $0.hasPrefix("::error file=Scenarios/31-cut-short.json") }, "\(result.output)")
        #expect(result.outputLines.last == "3 scenarios: 1 matched, 2 not loaded")
        let junit = try String(contentsOf: workspace.url("report.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="scenarios verify" tests="3" failures="2""#))
        #expect(junit.contains(#"<failure type="not loaded" message="Scenarios/30-x.json: is a folder"#))
    }

    @Test func verifyOfEveryScenarioDoesNotCallTheirGoldensObsolete() throws {
        let workspace = try Self.workspace()
        let whole = try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json"))
        try whole.prefix(100).write(to: workspace.url("Scenarios/02-table-view-single-section.json"))
        let result = try workspace.run("verify", "--record", "never")
        #expect(result.status == 1)
        #expect(!result.output.contains("02-table-view-single-section: obsolete golden"))
        #expect(result.outputLines.last?.hasSuffix("3 not loaded") == true, "\(result.output)")
    }

    @Test func docsDocumentsTheOthersAndFails() throws {
        let workspace = try Self.workspace()
        let result = try workspace.run("docs", "-o", "pages")
        #expect(result.status == 1)
        #expect(result.outputLines.contains("left out: \(Self.truncated)"))
        #expect(FileManager.default.fileExists(atPath: workspace.url("pages/01-collection-view-single-section.md").path))
    }

    @Test func aMisnamedFileIsNamedWithTheFix() throws {
        let workspace = try Workspace()
        try FileManager.default.copyItem(at: workspace.url("Scenarios/01-collection-view-single-section.json"), to: workspace.url("Scenarios/my-feed.json"))
        let verify = try workspace.run("verify", "my-feed")
        #expect(verify.status == 1)
        #expect(verify.errorLines.last?.hasPrefix(#"error: unknown scenario "my-feed" (Scenarios/my-feed.json is not named NN-name.json, so it is not a scenario; rename it to e.g. "#) == true, "\(verify.error)")
        let list = try workspace.run("list")
        #expect(list.status == 0)
        #expect(list.errorLines.first?.hasPrefix("warning: Scenarios/my-feed.json is not named NN-name.json") == true)
    }
}
