import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// `approve`: failed runs are refused, and approving keeps one run per
/// golden in a file that does not grow.
@Suite("scenarios approve")
struct ApproveCommandTests {
    @Test func aFailedRunIsRefusedWithTheReasonAndTheFix() throws {
        let workspace = try Workspace()
        let goldensPath = workspace.url("Scenarios/goldens.sqlite").path
        let goldens = try ScenarioStore(path: goldensPath, mode: .readOnly)
        var recording = try goldens.recording(of: try #require(try goldens.golden(for: "01-collection-view-single-section")))
        recording.outcome = .failed("rejected batch: view: attempt to delete item 7 from section 0 which only contains 6 items before the update")
        try FileManager.default.createDirectory(at: workspace.url(".scenario-runs"), withIntermediateDirectories: true)
        let working = try ScenarioStore(path: workspace.url(".scenario-runs/runs.sqlite").path)
        _ = try working.record(recording, label: nil, packageVersion: "0.1.0", recordedAt: Date(timeIntervalSince1970: 0))
        let before = try Data(contentsOf: URL(fileURLWithPath: goldensPath))
        let text = try Data(contentsOf: workspace.url("Scenarios/goldens/01-collection-view-single-section.txt"))

        let result = try workspace.run("approve", "1")

        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorLines == [
            "error: run #1 of 01-collection-view-single-section failed, so it cannot be a golden: rejected batch: view: attempt to delete "
                + "item 7 from section 0 which only contains 6 items before the update (see it with `scenarios show 1`; fix the replay, "
                + "then verify again and approve the new run)",
        ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: goldensPath)) == before)
        #expect(try Data(contentsOf: workspace.url("Scenarios/goldens/01-collection-view-single-section.txt")) == text)
    }

    @Test func approvingTwiceKeepsOneRunPerGoldenAndTheFileNoLarger() throws {
        let workspace = try Workspace()
        let path = workspace.url("Scenarios/goldens.sqlite").path
        func size() throws -> Int { try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1 }
        let before = try size()
        let scenarios = try ScenarioStore(path: path, mode: .readOnly).goldens().count

        // Each run differs from the golden it replaces: the title is edited, then restored.
        for (run, title) in [("1", "Table of carousels, edited"), ("2", "Table of carousels")] {
            let current = run == "1" ? "Table of carousels" : "Table of carousels, edited"
            try workspace.edit("07-carousels", replacing: #""title": "\#(current)""#, with: #""title": "\#(title)""#)
            #expect(try workspace.run("run", "07").status == 0)
            let approved = try workspace.run("approve", run)
            #expect(approved.status == 0, "\(approved.error)")
            #expect(approved.outputLines.first == "approved run #\(run) of 07-carousels: it is now golden:07-carousels in Scenarios/goldens.sqlite, replacing the previous golden")
        }

        let store = try ScenarioStore(path: path, mode: .readOnly)
        let runs = try store.runs()
        #expect(runs.count == scenarios, "one run per golden")
        #expect(runs.allSatisfy { $0.isGolden })
        #expect(Set(runs.map(\.scenario)).count == scenarios)
        let after = try size()
        #expect(after <= before, "the goldens file is \(after) bytes, \(before) before")
        #expect(try workspace.run("verify", "--record", "never").status == 0)
    }

    @Test func approvingARunThatRecordsTheSameAsItsGoldenChangesNoByte() throws {
        let workspace = try Workspace()
        let goldens = workspace.url("Scenarios/goldens.sqlite")
        let text = workspace.url("Scenarios/goldens/07-carousels.txt")
        let (before, textBefore) = (try Data(contentsOf: goldens), try Data(contentsOf: text))
        #expect(try workspace.run("run", "07").status == 0)

        let approved = try workspace.run("approve", "1")

        #expect(approved.status == 0, "\(approved.error)")
        #expect(approved.error == "")
        #expect(approved.outputLines == [
            "run #1 of 07-carousels is already the golden (golden:07-carousels in Scenarios/goldens.sqlite records the same): nothing changed",
        ])
        #expect(try Data(contentsOf: goldens) == before, "the goldens file changed")
        #expect(try Data(contentsOf: text) == textBefore)
        #expect(!FileManager.default.fileExists(atPath: goldens.path + "-journal"))
    }
}
