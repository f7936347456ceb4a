import Foundation
import LiveCollectionsRecording
import LiveCollectionsRunner
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// A CI run is never trusted as a file: `review --from` and `approve --from`
/// replay its scenario here and accept only a run this version records
/// exactly so, about the bytes that were shown. Each bad file is refused or
/// listed with one line, the goldens stay byte for byte, and the good runs
/// beside it are still accepted.
@Suite("review --from: CI runs proven by replay")
struct ReviewArtifactTrustTests {
    typealias Files = ReviewCommandTests

    /// CI's folder with runs of 07 (title edited) and 02 (title edited),
    /// and a reviewer's workspace with the same edits.
    static func folders() throws -> (ci: Workspace, local: Workspace, folder: String) {
        let edits = [("07-carousels", "Table of carousels"), ("02-table-view-single-section", "Table view, one section")]
        let ci = try Workspace()
        let local = try Workspace()
        for workspace in [ci, local] {
            for (name, title) in edits {
                try workspace.edit(name, replacing: #""title": "\#(title)""#, with: #""title": "\#(title), edited""#)
            }
        }
        let verify = try ci.run("verify", "--record", "never", "--artifacts", "art", "02", "07")
        #expect(verify.status == 1, "\(verify.output)\(verify.error)")
        try TestFiles.copyContents(of: ci.url("art"), to: local.url("art"))
        return (ci, local, local.url("art").path)
    }

    /// A table row with its columns one space apart.
    static func columns(_ row: String) -> String {
        row.replacingOccurrences(of: " {2,}", with: " ", options: .regularExpression)
    }

    /// Rewrites one run file's JSON in place.
    static func rewrite(_ file: URL, _ change: (inout [String: Any]) throws -> Void) throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        try change(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: file)
    }

    /// The first view event of the recording in `object`, changed by `change`.
    static func editFirstEvent(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) throws {
        var recording = try #require(object["recording"] as? [String: Any])
        var steps = try #require(recording["steps"] as? [[String: Any]])
        let index = try #require(steps.firstIndex { ($0["events"] as? [Any])?.isEmpty == false })
        var events = try #require(steps[index]["events"] as? [[String: Any]])
        change(&events[0])
        steps[index]["events"] = events
        recording["steps"] = steps
        object["recording"] = recording
    }

    @Test func aRunWhoseCallsWereEditedIsRefusedAndTheOtherIsAccepted() throws {
        let (_, local, folder) = try Self.folders()
        try Self.rewrite(URL(fileURLWithPath: "\(folder)/07-carousels/run.json")) { object in
            try Self.editFirstEvent(&object) { event in event["shows"] = [["c1", "c2", "c3", "c9"]] }
        }
        let before = try Files.goldenFiles(local)

        let list = try local.run("review", "--from", folder, "--list")
        #expect(list.status == 1)
        let row = try #require(list.outputLines.first { $0.hasPrefix("07-carousels") })
        #expect(row.contains("(cannot be accepted: this version does not record what the file says (first difference, this replay - and the file +, at setup: + shows 0 ms table: [c1, c2, c3, c9])"), "\(row)")
        #expect(row.hasSuffix("verify here (`scenarios verify 07-carousels`) and review that run, or check out the commit CI ran (test-revision) and review from there)"), "\(row)")
        #expect(list.outputLines.map(Self.columns).contains("02-table-view-single-section CI run 1 changed: the heading differs"), "\(list.output)")

        let accept = try local.run("review", "--from", folder, "--accept-all")
        #expect(accept.status == 1, "one change could not be accepted")
        #expect(accept.outputLines.contains { $0.hasPrefix("error: 07-carousels: CI run 2 cannot be accepted: this version does not record what the file says") }, "\(accept.output)")
        #expect(accept.outputLines.contains("approved run #1 of 02-table-view-single-section: it is now golden:02-table-view-single-section in Scenarios/goldens.sqlite, replacing the previous golden"), "\(accept.output)")
        let after = try Files.goldenFiles(local)
        #expect(after["goldens/07-carousels.txt"] == before["goldens/07-carousels.txt"], "the edited run's golden text stays")
        #expect(try Files.golden(of: "07-carousels", in: local)?.title == "Table of carousels", "the edited run's golden stays")
        #expect(try local.run("verify", "--record", "never", "02").status == 0, "the good run is the golden")
    }

    /// A run another commit recorded (the same scenario file, another
    /// library): replayed here it records otherwise, so it is refused with
    /// the commit CI ran.
    @Test func aDifferingRunOfAnotherCommitIsRefusedNamingThatCommit() throws {
        let (_, local, folder) = try Self.folders()
        try Self.rewrite(URL(fileURLWithPath: "\(folder)/02-table-view-single-section/run.json")) { object in
            object["sourceRevision"] = "v0.0.9-4-gabc1234"
            try Self.editFirstEvent(&object) { event in event["at"] = 1 }
        }
        let before = try Files.goldenFiles(local)

        let approve = try local.run("approve", "--from", folder, "02")

        #expect(approve.status == 1)
        #expect(approve.output == "")
        #expect(approve.errorLines.count == 1, "\(approve.error)")
        #expect(approve.errorLines.first?.hasPrefix("error: 02-table-view-single-section: CI run 1 cannot be accepted: this version does not record what the file says") == true)
        #expect(approve.errorLines.first?.hasSuffix("or check out the commit CI ran (v0.0.9-4-gabc1234) and review from there") == true, "\(approve.error)")
        #expect(try Files.goldenFiles(local) == before)
        #expect(!FileManager.default.fileExists(atPath: local.url(".scenario-runs/runs.sqlite").path), "nothing stored")
    }

    /// The bytes shown are the bytes decided about: a file replaced between
    /// the display and the decision is refused, and nothing changes.
    @Test func aFileSwappedBetweenDisplayAndDecisionIsRefused() throws {
        let (ci, local, folder) = try Self.folders()
        let tool = ScenarioTool(
            paths: ToolPaths.resolve(scenarios: local.url("Scenarios").path, database: local.url(".scenario-runs/runs.sqlite").path, goldens: nil, environment: [:]),
            console: ScenarioConsole(output: { _ in }, progress: { _ in }), environment: ["SCENARIOS_SOURCE_REVISION": "test-revision"])
        let changes = try tool.pendingChanges(from: .artifacts(folder))
        let shown = try #require(changes.first { $0.scenario == "07-carousels" })
        #expect(shown.isAcceptable)
        let before = try Files.goldenFiles(local)
        // Between display and key press, another run replaces the file.
        try Self.rewrite(URL(fileURLWithPath: "\(folder)/07-carousels/run.json")) { object in object["run"] = 99 }

        do {
            try tool.accept(shown)
            Issue.record("a file changed since it was shown was accepted")
        } catch {
            #expect(error.message == "\(folder)/07-carousels/run.json: changed since it was shown (or is gone), so nothing was accepted: review the folder again")
        }
        #expect(try Files.goldenFiles(local) == before)
        // Put back as shown, it is accepted.
        try FileManager.default.removeItem(atPath: "\(folder)/07-carousels/run.json")
        try FileManager.default.copyItem(at: ci.url("art/07-carousels/run.json"), to: URL(fileURLWithPath: "\(folder)/07-carousels/run.json"))
        try tool.accept(shown)
        #expect(try Files.golden(of: "07-carousels", in: local)?.title == "Table of carousels, edited")
    }

    /// A 50 MB run file is refused before it is read; its neighbours,
    /// malformed or misplaced files among them, are listed each with its
    /// reason and the good run is accepted.
    @Test func aLargeFileAndMalformedNeighboursAreListedAndTheGoodRunIsAccepted() throws {
        let (_, local, folder) = try Self.folders()
        // 50 MB of title, otherwise a whole run.
        try Self.rewrite(URL(fileURLWithPath: "\(folder)/02-table-view-single-section/run.json")) { object in
            var recording = try #require(object["recording"] as? [String: Any])
            recording["title"] = String(repeating: "x", count: 50_000_000)
            object["recording"] = recording
        }
        try FileManager.default.createDirectory(atPath: "\(folder)/01-collection-view-single-section", withIntermediateDirectories: true)
        try Data("{\"format\": \"scenarios run artifact 1\"".utf8).write(to: URL(fileURLWithPath: "\(folder)/01-collection-view-single-section/run.json"))
        try FileManager.default.createDirectory(atPath: "\(folder)/03-collection-view-discrete-sections", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(folder)/07-carousels/run.json", toPath: "\(folder)/03-collection-view-discrete-sections/run.json")
        let before = try Files.goldenFiles(local)

        let list = try local.run("review", "--from", folder, "--list")
        #expect(list.status == 1)
        #expect(list.error == "")
        let rows = list.outputLines.dropFirst().dropLast().map(Self.columns)
        #expect(rows.count == 4, "\(list.output)")
        #expect(rows.contains { $0.hasPrefix("01-collection-view-single-section run.json unusable CI run (cannot be accepted: \(folder)/01-collection-view-single-section/run.json: not a run written by `scenarios verify --artifacts` (not JSON)") }, "\(list.output)")
        #expect(rows.contains { $0.hasPrefix("02-table-view-single-section run.json unusable CI run (cannot be accepted: \(folder)/02-table-view-single-section/run.json: is 50.0 MB, more than the 10 MiB a run file may hold, so it was not read") }, "\(list.output)")
        #expect(rows.contains { $0.hasPrefix("03-collection-view-discrete-sections run.json unusable CI run (cannot be accepted: \(folder)/03-collection-view-discrete-sections/run.json holds a run of \"07-carousels\" filed as \"07-carousels\", which belongs in \(folder)/07-carousels/run.json") }, "\(list.output)")
        #expect(rows.contains { $0.hasPrefix("07-carousels CI run 2 changed: the heading differs") && !$0.contains("cannot be accepted") }, "\(list.output)")

        let accept = try local.run("review", "--from", folder, "--accept-all")
        #expect(accept.status == 1)
        #expect(accept.outputLines.filter { $0.hasPrefix("error: ") }.count == 3, "\(accept.output)")
        #expect(accept.outputLines.last == "reviewed 4 changes: 1 accepted, 0 rejected, 0 skipped, 3 could not be decided; commit Scenarios/goldens.sqlite and Scenarios/goldens")
        let after = try Files.goldenFiles(local)
        for (file, data) in before where file != "goldens.sqlite" && file != "goldens/07-carousels.txt" {
            #expect(after[file] == data, "\(file) unchanged")
        }
        #expect(try Files.golden(of: "07-carousels", in: local)?.title == "Table of carousels, edited")
        #expect(try Files.golden(of: "02-table-view-single-section", in: local)?.title == "Table view, one section")
    }
}
