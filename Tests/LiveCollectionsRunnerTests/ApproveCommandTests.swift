import Foundation
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsStore
import Testing

/// `approve`: failed runs are refused, and approving keeps one run per
/// golden in a file that does not grow; a run of an edited scenario file
/// that records the same takes the new fingerprint; `approve --from` with
/// a prefix of two pending runs accepts neither.
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

    /// A scenario file edited so that its fingerprint changes but its replay
    /// does not (whitespace: the fingerprint is of the file's bytes): the run
    /// is not "already the golden", approving it gives the golden the new
    /// fingerprint, so that even `verify --record all` finds nothing to
    /// re-record afterwards.
    @Test func approvingARunOfAnEditedScenarioFileThatRecordsTheSameTakesItsFingerprint() throws {
        let workspace = try Workspace()
        let file = workspace.url("Scenarios/07-carousels.json")
        let goldens = workspace.url("Scenarios/goldens.sqlite")
        let text = workspace.url("Scenarios/goldens/07-carousels.txt")
        let before = try #require(try ReviewCommandTests.golden(of: "07-carousels", in: workspace))
        let textBefore = try Data(contentsOf: text)
        try (Data(contentsOf: file) + Data("\n\n".utf8)).write(to: file)
        let scenario = try ScenarioLoader.load(fileAt: file, displayPath: "Scenarios/07-carousels.json")
        try #require(scenario.contentHash != before.contentHash, "the edit must change the fingerprint")
        let verify = try workspace.run("verify", "--record", "never", "07")
        #expect(verify.status == 0, "the replay records the same: \(verify.output)")

        let approved = try workspace.run("approve", "1")

        #expect(approved.status == 0, "\(approved.error)")
        #expect(approved.outputLines == [
            "approved run #1 of 07-carousels: it is now golden:07-carousels in Scenarios/goldens.sqlite, replacing the previous golden",
            "  its text: Scenarios/goldens/07-carousels.txt (commit both files)",
        ])
        let after = try #require(try ReviewCommandTests.golden(of: "07-carousels", in: workspace))
        #expect(after.contentHash == scenario.contentHash, "the golden keeps the old fingerprint \(after.contentHash)")
        var expected = before
        expected.contentHash = scenario.contentHash
        #expect(after == expected, "the golden records what it recorded, with the new fingerprint")
        #expect(try Data(contentsOf: text) == textBefore, "the text golden does not hold the fingerprint")

        let goldensBefore = try Data(contentsOf: goldens)
        let again = try workspace.run("verify", "--record", "all", "07")
        #expect(again.status == 0, "\(again.output)")
        #expect(try Data(contentsOf: goldens) == goldensBefore, "verify --record all re-recorded the golden")
    }

    /// `approve --from DIR 0` with two pending runs there whose names start
    /// with `0`: one line naming the ambiguity, nothing accepted, the
    /// goldens byte for byte as they were; a prefix of one is accepted.
    @Test func anAmbiguousPrefixFromArtifactsIsRefusedAndAcceptsNothing() throws {
        let titles = [("02-table-view-single-section", "Table view, one section"), ("07-carousels", "Table of carousels")]
        func edit(_ workspace: Workspace) throws {
            for (name, title) in titles {
                try workspace.edit(name, replacing: #""title": "\#(title)""#, with: #""title": "\#(title), edited""#)
            }
        }
        let ci = try Workspace()
        try edit(ci)
        let verify = try ci.run("verify", "--record", "never", "--artifacts", "art", "02", "07")
        #expect(verify.status == 1, "\(verify.output)\(verify.error)")
        let local = try Workspace()
        try edit(local)
        let folder = ci.url("art").path
        let before = try ReviewCommandTests.goldenFiles(local)

        let result = try local.run("approve", "--from", folder, "0")

        #expect(result.status == 1)
        #expect(result.output == "", "nothing accepted")
        #expect(result.errorLines.count == 1, "\(result.error)")
        let line = result.errorLines.first ?? ""
        #expect(line.hasPrefix("error: \(folder): more than one pending run starts with \"0\""), "\(line)")
        #expect(line.contains("02-table-view-single-section") && line.contains("07-carousels"), "\(line)")
        #expect(try ReviewCommandTests.goldenFiles(local) == before)

        let one = try local.run("approve", "--from", folder, "07")
        #expect(one.status == 0, "\(one.error)")
        #expect(try ReviewCommandTests.golden(of: "07-carousels", in: local)?.title == "Table of carousels, edited")
        #expect(try ReviewCommandTests.golden(of: "02-table-view-single-section", in: local)?.title == "Table view, one section")
    }
}
