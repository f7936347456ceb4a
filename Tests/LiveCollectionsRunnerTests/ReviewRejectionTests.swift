import Foundation
import LiveCollectionsTestSupport
import Testing

/// Rejections last: a rejected change is remembered beside the working
/// database and not asked about again until a newer run still differs;
/// `--reject NAME` rejects some, `--only PATTERN` narrows a review, and
/// `--accept NAME` can still accept a change rejected before.
@Suite("review: rejections, --reject and --only")
struct ReviewRejectionTests {
    typealias Prepared = ReviewCommandTests

    @Test func rejectingByNameRemembersThatRunOnly() throws {
        let workspace = try Prepared.prepared()
        let before = try Prepared.goldenFiles(workspace)

        let reject = try workspace.run("review", "--reject", "07-carousels")

        #expect(reject.status == 0, "\(reject.error)")
        #expect(reject.outputLines == [
            "rejected 07-carousels: the golden stays as it is; run 1 stays in .scenario-runs/runs.sqlite",
            "reviewed 3 changes: 0 accepted, 1 rejected, 2 skipped",
        ])
        #expect(try Prepared.goldenFiles(workspace) == before)
        let rejections = try String(contentsOf: workspace.url(".scenario-runs/rejections.json"), encoding: .utf8)
        #expect(rejections.contains(#""run" : ".scenario-runs/runs.sqlite run 1""#), "\(rejections)")
        #expect(rejections.contains(#""scenario" : "07-carousels""#), "\(rejections)")

        let list = try workspace.run("review", "--list")
        #expect(list.status == 1)
        #expect(list.outputLines == [Prepared.pendingRows[0]] + [
            "16-copied-table                    run 2  new: no golden yet",
            "15-custom-animations-all-sections  -      obsolete: its scenario file is gone",
            "2 pending changes in .scenario-runs/runs.sqlite (1 rejected before, not listed: a newer run that still differs is pending again): "
                + "review them with `scenarios review`",
        ])

        // Named, a change rejected before is accepted all the same.
        let accept = try workspace.run("review", "--accept", "07-carousels")
        #expect(accept.status == 0, "\(accept.error)")
        #expect(accept.outputLines.first == "approved run #1 of 07-carousels: it is now golden:07-carousels in Scenarios/goldens.sqlite, replacing the previous golden")
        #expect(!(try String(contentsOf: workspace.url(".scenario-runs/rejections.json"), encoding: .utf8)).contains("07-carousels"),
                "the rejection of an accepted change is forgotten")
    }

    @Test func onlyNarrowsTheListAndTheReview() throws {
        let workspace = try Prepared.prepared()

        let list = try workspace.run("review", "--list", "--only", "1*")
        #expect(list.status == 1)
        #expect(list.outputLines == [
            "scenario                           run    change",
            "16-copied-table                    run 2  new: no golden yet",
            "15-custom-animations-all-sections  -      obsolete: its scenario file is gone",
            "2 pending changes in .scenario-runs/runs.sqlite (scenarios matching 1*): review them with `scenarios review --only '1*'`",
        ])
        let prefix = try workspace.run("review", "--list", "--only", "*carousel*")
        #expect(prefix.outputLines.count == 3, "\(prefix.output)")
        #expect(prefix.outputLines[1].hasPrefix("07-carousels"))

        let none = try workspace.run("review", "--list", "--only", "*nothing*")
        #expect(none.status == 0)
        #expect(none.outputLines == ["no pending changes: every run in .scenario-runs/runs.sqlite (scenarios matching *nothing*) matches its golden"])

        let rejectAll = try workspace.run("review", "--reject-all", "--only", "16")
        #expect(rejectAll.outputLines.last == "reviewed 1 change: 0 accepted, 1 rejected, 0 skipped")

        let empty = try workspace.run("review", "--list", "--only", "")
        #expect(empty.status != 0)
        #expect(empty.errorLines.first?.contains("--only cannot be empty") == true, "\(empty.error)")
    }
}
