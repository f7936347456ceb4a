import Foundation
import LiveCollectionsStore
import Testing

/// `prune --keep N`: the working database keeps the newest N runs of each
/// scenario and label.
@Suite("scenarios prune")
struct PruneCommandTests {
    @Test func pruneKeepsTheNewestRunsOfEachScenarioAndLabel() throws {
        let workspace = try Workspace()
        for arguments in [["run", "01", "02"], ["run", "01", "02"], ["run", "01"], ["run", "--label", "v1", "01"], ["run", "--label", "v1", "01"]] {
            #expect(try ToolProcess.run(arguments, in: workspace.directory).status == 0)
        }
        let prune = try workspace.run("prune", "--keep", "1")
        #expect(prune.status == 0, "\(prune.error)")
        #expect(prune.outputLines == ["removed 4 runs from .scenario-runs/runs.sqlite, keeping the newest 1 of each scenario and label"])
        let store = try ScenarioStore(path: workspace.url(".scenario-runs/runs.sqlite").path, mode: .readOnly)
        #expect(try store.runs().map(\.id.rawValue) == [4, 5, 7])
        #expect(try workspace.run("prune", "--keep", "1").outputLines.first?.hasPrefix("removed 0 runs") == true)
    }

    @Test func keepMustBeAtLeastOne() throws {
        let workspace = try Workspace()
        let result = try workspace.run("prune", "--keep", "0")
        #expect(result.status == 64)
        #expect(result.errorLines.first == "Error: --keep must be at least 1 (got 0); to start over, delete the working database yourself")
    }
}
