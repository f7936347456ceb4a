import Foundation
import LiveCollectionsRunner
import LiveCollectionsTestSupport
import LiveCollectionsStore
import Testing

/// One way to name a run: a working run number or `golden:NAME`, accepted by
/// `show`, `diff` and `export` and printed by `verify`.
@Suite("scenarios run references")
struct RunReferenceCommandTests {
    @Test func showPrintsAGoldenByItsReference() throws {
        let workspace = try Workspace()
        let store = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        let summary = try store.summary(of: try #require(try store.golden(for: "07-carousels")))
        let full = try workspace.run("show", "golden:07-carousels")
        #expect(full.status == 0)
        #expect(full.outputLines.first == "golden:07-carousels: 07-carousels, recorded \(ISO8601DateFormatter().string(from: summary.recordedAt)) "
            + "by version \(summary.recordedBy), scenario file \(summary.contentHash)")
        let text = try String(contentsOf: workspace.url("Scenarios/goldens/07-carousels.txt"), encoding: .utf8)
        #expect(full.outputLines.dropFirst().joined(separator: "\n") + "\n" == text)
        let prefix = try workspace.run("show", "golden:07")
        #expect(prefix.output == full.output)
    }

    @Test func theCommandsVerifyPrintsNameTheRightRuns() throws {
        let workspace = try Workspace()
        try workspace.edit("12-manual-timing", replacing: #""calculate": [11, 9, 10, 5, 12]"#, with: #""calculate": [11, 9, 5, 10, 12]"#)
        #expect(try workspace.run("run", "01", "02").status == 0, "working runs 1 and 2, so numbers differ from golden ids")
        let verify = try workspace.run("verify", "--record", "never", "12")
        #expect(verify.status == 1)
        let command = try #require(verify.outputLines.first { $0.hasPrefix("  to see both: scenarios ") })
        #expect(command == "  to see both: scenarios diff golden:12-manual-timing 3")

        let arguments = command.dropFirst("  to see both: scenarios ".count).split(separator: " ").map(String.init)
        let diff = try ToolProcess.run(arguments, in: workspace.directory)
        #expect(diff.status == 1)
        #expect(diff.outputLines.first == "golden:12-manual-timing (12-manual-timing) and run #3 (12-manual-timing): changed")
        #expect(Array(diff.outputLines.dropFirst()) == Array(verify.outputLines.drop(while: { !$0.hasPrefix("  (the scenario file changed") })
            .prefix(while: { !$0.hasPrefix("scenario ") })))

        let show = try workspace.run("show", "3")
        #expect(show.outputLines.first?.hasPrefix("run #3: 12-manual-timing, recorded ") == true)
        let same = try workspace.run("diff", "golden:01", "1")
        #expect(same.outputLines == ["golden:01-collection-view-single-section (01-collection-view-single-section) and run #1 (01-collection-view-single-section): same"])
    }

    @Test func exportNamesTheReference() throws {
        let workspace = try Workspace()
        let export = try workspace.run("export", "golden:09")
        #expect(export.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
        #expect(object["reference"] as? String == "golden:09-data-factory")
        #expect(object["scenario"] as? String == "09-data-factory")
    }

    /// Without `SCENARIOS_SOURCE_REVISION`, a run records `git describe` of
    /// the checkout the tool was built from.
    @Test(.enabled(if: ExternalTool.isAvailable("git"), "needs git"))
    func aRunRecordsTheCheckoutsGitDescribe() throws {
        let repository = Workspace.repositoryScenarios.deletingLastPathComponent()
        let git = try #require(ExternalTool.path("git"), "git is not on PATH: apt-get install git")
        let described = try Subprocess.run(git, ["-C", repository.path, "describe", "--tags", "--always", "--dirty"])
        try #require(described.status == 0, "\(described.output)")
        let describe = described.output.trimmingCharacters(in: .whitespacesAndNewlines)

        let workspace = try Workspace()
        let process = try ToolProcess.start(["run", "01"], in: workspace.directory)
        process.environment?["SCENARIOS_SOURCE_REVISION"] = nil
        let finished = try Subprocess.finish(process, separateErrors: false, timeout: ToolProcess.timeout)
        #expect(finished.status == 0, "\(String(decoding: finished.output, as: UTF8.self))")
        let store = try ScenarioStore(path: workspace.url(".scenario-runs/runs.sqlite").path, mode: .readOnly)
        let summary = try store.summary(of: RunID(rawValue: 1))
        // The tree may change between the two calls (dirty or not); the commit part is stable.
        let commit = describe.replacingOccurrences(of: "-dirty", with: "")
        #expect(summary.sourceRevision?.hasPrefix(commit) == true, "\(summary.sourceRevision ?? "nil") from \(describe)")
        let show = try workspace.run("show", "1", environment: ["SCENARIOS_SOURCE_REVISION": "ignored"])
        #expect(show.outputLines.first?.contains("by version \(PackageVersion.current) (\(summary.sourceRevision ?? "")), ") == true)
    }
}
