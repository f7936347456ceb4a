import Foundation
import LiveCollectionsRecording
import LiveCollectionsRunner
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsTestSupport
@testable import ScenariosCLI
import Testing

/// `review` without a terminal: the list of pending changes (a changed run,
/// a new scenario, an obsolete golden), accepting some or all of them,
/// rejecting them all, the runs it refuses and why; and the runs CI wrote
/// with `verify --artifacts`, accepted once a replay here records the same
/// (`review --from`, `approve --from`).
@Suite("scenarios review")
struct ReviewCommandTests {
    static let changed = "07-carousels"
    static let new = "16-copied-table"
    static let obsolete = "15-custom-animations-all-sections"

    /// The three lines of `review --list` for the workspace ``prepared()`` makes.
    static let pendingRows = [
        "scenario                           run    change",
        "07-carousels                       run 1  changed: the heading differs",
        "16-copied-table                    run 2  new: no golden yet",
        "15-custom-animations-all-sections  -      obsolete: its scenario file is gone",
    ]

    /// A workspace with three pending changes: 07's title edited and
    /// verified (run 1), a copy of 02 as a new scenario verified (run 2),
    /// and 15's scenario file deleted.
    static func prepared() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.edit(changed, replacing: #""title": "Table of carousels""#, with: #""title": "Table of carousels, edited""#)
        let changedRun = try workspace.run("verify", "--record", "never", changed)
        #expect(changedRun.status == 1, "\(changedRun.output)\(changedRun.error)")
        try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json")).write(to: workspace.url("Scenarios/\(new).json"))
        let newRun = try workspace.run("verify", "--record", "never", new)
        #expect(newRun.status == 1, "\(newRun.output)\(newRun.error)")
        try FileManager.default.removeItem(at: workspace.url("Scenarios/\(obsolete).json"))
        return workspace
    }

    /// The bytes of the golden store and of every text golden, by path.
    static func goldenFiles(_ workspace: Workspace) throws -> [String: Data] {
        var files = ["goldens.sqlite": try Data(contentsOf: workspace.url("Scenarios/goldens.sqlite"))]
        for name in try FileManager.default.contentsOfDirectory(atPath: workspace.url("Scenarios/goldens").path) {
            files["goldens/\(name)"] = try Data(contentsOf: workspace.url("Scenarios/goldens/\(name)"))
        }
        return files
    }

    static func golden(of scenario: String, in workspace: Workspace) throws -> ScenarioRecording? {
        try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly).goldenRun(of: scenario)?.recording
    }

    /// Runs the tool with standard input from /dev/null (and its output a
    /// pipe): no terminal, and no key will ever come.
    static func runWithoutTerminal(_ arguments: [String], in workspace: Workspace) throws -> ToolProcess.Result {
        let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/null"))
        defer { try? input.close() }
        return try ToolProcess.run(arguments, in: workspace.directory, input: input)
    }

    // MARK: Listing

    @Test func nothingPendingIsOneLineAndExitsZero() throws {
        let workspace = try Workspace()
        // A run that records the same as its golden is not pending.
        #expect(try workspace.run("run", Self.changed).status == 0)

        let result = try workspace.run("review", "--list")

        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.outputLines == ["no pending changes: every run in .scenario-runs/runs.sqlite matches its golden"])
    }

    @Test func aChangedANewAndAnObsoleteChangeAreListedOneLineEach() throws {
        let workspace = try Self.prepared()

        let result = try workspace.run("review", "--list")

        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(result.outputLines == Self.pendingRows + [
            "3 pending changes in .scenario-runs/runs.sqlite: review them with `scenarios review`",
        ])
    }

    @Test func aChangedStepIsCountedInItsLine() throws {
        let workspace = try Workspace()
        try workspace.edit(
            "01-collection-view-single-section", replacing: #""title": "Cars (4K Restoration)""#, with: #""title": "Cars (8K Restoration)""#)
        #expect(try workspace.run("verify", "--record", "never", "01").status == 1)

        let result = try workspace.run("review", "--list")

        #expect(result.status == 1)
        #expect(result.outputLines == [
            "scenario                           run    change",
            "01-collection-view-single-section  run 1  changed: 2 steps differ",
            "1 pending change in .scenario-runs/runs.sqlite: review them with `scenarios review`",
        ])
    }

    @Test func withoutATerminalPlainReviewListsAndNeverWaits() throws {
        let workspace = try Self.prepared()
        let before = try Self.goldenFiles(workspace)

        let result = try Self.runWithoutTerminal(["review"], in: workspace)

        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(result.outputLines == Self.pendingRows + [
            "3 pending changes in .scenario-runs/runs.sqlite: review them with `scenarios review`",
        ])
        #expect(try Self.goldenFiles(workspace) == before)
    }

    // MARK: Deciding

    @Test func acceptingOneNameAcceptsThatOneOnly() throws {
        let workspace = try Self.prepared()
        let before = try Self.goldenFiles(workspace)

        let result = try workspace.run("review", "--accept", Self.changed)

        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        #expect(result.outputLines == [
            "approved run #1 of 07-carousels: it is now golden:07-carousels in Scenarios/goldens.sqlite, replacing the previous golden",
            "  its text: Scenarios/goldens/07-carousels.txt (commit both files)",
            "reviewed 3 changes: 1 accepted, 0 rejected, 2 skipped; commit Scenarios/goldens.sqlite and Scenarios/goldens",
        ])
        let after = try Self.goldenFiles(workspace)
        #expect(after["goldens.sqlite"] != before["goldens.sqlite"])
        #expect(after["goldens/07-carousels.txt"] != before["goldens/07-carousels.txt"])
        #expect(Set(after.keys) == Set(before.keys), "no text golden added or removed")
        for (path, data) in before where path != "goldens.sqlite" && path != "goldens/07-carousels.txt" {
            #expect(after[path] == data, "\(path) changed")
        }
        #expect(try Self.golden(of: Self.changed, in: workspace)?.title == "Table of carousels, edited")
        #expect(try Self.golden(of: Self.new, in: workspace) == nil)
        #expect(try Self.golden(of: Self.obsolete, in: workspace) != nil)

        let verify = try workspace.run("verify", "--record", "never", Self.changed)
        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.outputLines.last == "1 scenario: 1 matched")
        let list = try workspace.run("review", "--list")
        #expect(list.status == 1)
        #expect(list.outputLines == [
            "scenario                           run    change",
            "16-copied-table                    run 2  new: no golden yet",
            "15-custom-animations-all-sections  -      obsolete: its scenario file is gone",
            "2 pending changes in .scenario-runs/runs.sqlite: review them with `scenarios review`",
        ])
    }

    @Test func acceptingAnUnknownOrAmbiguousNameNamesThePendingOnesAndWritesNothing() throws {
        let workspace = try Self.prepared()
        let before = try Self.goldenFiles(workspace)

        let unknown = try workspace.run("review", "--accept", "nope")
        #expect(unknown.status == 1)
        #expect(unknown.output == "")
        #expect(unknown.errorLines == [
            "error: --accept nope: no pending change of such a scenario "
                + "(pending: 07-carousels, 16-copied-table, 15-custom-animations-all-sections); nothing was decided",
        ])

        // 07 is pending, 1 starts two of them: nothing is decided, 07 neither.
        let ambiguous = try workspace.run("review", "--accept", "07", "1")
        #expect(ambiguous.status == 1)
        #expect(ambiguous.output == "")
        #expect(ambiguous.errorLines == [
            "error: --accept 1: 2 pending changes start with it "
                + "(16-copied-table, 15-custom-animations-all-sections); give more of the name; nothing was decided",
        ])

        #expect(try Self.goldenFiles(workspace) == before)
        #expect(try workspace.run("review", "--list").outputLines.count == 5)
    }

    /// A pending scenario's full name accepts it, even when it starts the
    /// name of another pending scenario: the full name is not a prefix to
    /// resolve (as `verify`, `run` and `approve --from` read a full name).
    @Test func aFullNameAcceptsItsScenarioWhenItAlsoStartsAnother() throws {
        let workspace = try Workspace()
        let source = try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json"))
        try source.write(to: workspace.url("Scenarios/16-copy.json"))
        try source.write(to: workspace.url("Scenarios/16-copy-2.json"))
        #expect(try workspace.run("verify", "--record", "never", "16-copy", "16-copy-2").status == 1)

        let result = try workspace.run("review", "--accept", "16-copy")

        #expect(result.status == 0, "\(result.error)")
        #expect(result.errorLines == [])
        #expect(result.outputLines.first == "approved run #1 of 16-copy: it is now golden:16-copy in Scenarios/goldens.sqlite")
        #expect(try Self.golden(of: "16-copy", in: workspace) != nil)
        #expect(try Self.golden(of: "16-copy-2", in: workspace) == nil)
    }

    /// A scenario's full name with nothing pending is refused, never taken
    /// as a prefix of another pending scenario's name.
    @Test func aFullNameWithNothingPendingIsRefusedNotTakenAsAPrefix() throws {
        let workspace = try Workspace()
        let source = try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json"))
        try source.write(to: workspace.url("Scenarios/16-copy.json"))
        try source.write(to: workspace.url("Scenarios/16-copy-2.json"))
        #expect(try workspace.run("verify", "--record", "never", "16-copy", "16-copy-2").status == 1)
        #expect(try workspace.run("review", "--accept", "16-copy").status == 0)

        let result = try workspace.run("review", "--accept", "16-copy")

        #expect(result.status == 1)
        #expect(result.errorLines == [
            "error: --accept 16-copy: nothing is pending for 16-copy, its newest run matches its golden (pending: 16-copy-2); nothing was decided",
        ])
        #expect(try Self.golden(of: "16-copy-2", in: workspace) == nil)
    }

    @Test func rejectingEverythingWritesNothing() throws {
        let workspace = try Self.prepared()
        let before = try Self.goldenFiles(workspace)

        let result = try workspace.run("review", "--reject-all")

        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        #expect(result.outputLines == [
            "rejected 07-carousels: the golden stays as it is; run 1 stays in .scenario-runs/runs.sqlite",
            "rejected 16-copied-table: no golden is recorded; run 2 stays in .scenario-runs/runs.sqlite",
            "rejected 15-custom-animations-all-sections: its golden stays (remove it with `scenarios goldens remove-obsolete`)",
            "reviewed 3 changes: 0 accepted, 3 rejected, 0 skipped",
        ])
        #expect(try Self.goldenFiles(workspace) == before)
        // Rejections last: the same runs are not pending again ...
        let list = try workspace.run("review", "--list")
        #expect(list.status == 0, "\(list.output)")
        #expect(list.outputLines == [
            "no pending changes in .scenario-runs/runs.sqlite: 3 changes rejected before are not listed "
                + "(a newer run that still differs is pending again; `--accept NAME` accepts one now)",
        ])
        // ... until a newer run of the scenario still differs.
        #expect(try workspace.run("verify", "--record", "never", "07").status == 1)
        let again = try workspace.run("review", "--list")
        #expect(again.status == 1)
        #expect(again.outputLines.dropFirst().first?.hasPrefix("07-carousels  run 3  changed") == true, "\(again.output)")
        #expect(again.outputLines.last == "1 pending change in .scenario-runs/runs.sqlite (2 rejected before, not listed: "
            + "a newer run that still differs is pending again): review them with `scenarios review`")
    }

    @Test func acceptingEverythingDecidesEveryChangeObsoleteGoldenIncluded() throws {
        let workspace = try Self.prepared()

        let result = try workspace.run("review", "--accept-all")

        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        #expect(result.outputLines == [
            "approved run #1 of 07-carousels: it is now golden:07-carousels in Scenarios/goldens.sqlite, replacing the previous golden",
            "  its text: Scenarios/goldens/07-carousels.txt (commit both files)",
            "approved run #2 of 16-copied-table: it is now golden:16-copied-table in Scenarios/goldens.sqlite",
            "  its text: Scenarios/goldens/16-copied-table.txt (commit both files)",
            "removed the obsolete golden of 15-custom-animations-all-sections",
            "1 obsolete golden removed from Scenarios/goldens.sqlite and Scenarios/goldens; commit the change",
            "reviewed 3 changes: 3 accepted, 0 rejected, 0 skipped; commit Scenarios/goldens.sqlite and Scenarios/goldens",
        ])
        #expect(try Self.golden(of: Self.obsolete, in: workspace) == nil)
        #expect(!FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens/\(Self.obsolete).txt").path))
        #expect(try Self.golden(of: Self.new, in: workspace)?.scenario == Self.new)
        #expect(FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens/\(Self.new).txt").path))

        let list = try workspace.run("review", "--list")
        #expect(list.status == 0)
        #expect(list.outputLines == ["no pending changes: every run in .scenario-runs/runs.sqlite matches its golden"])
        let verify = try workspace.run("verify", "--record", "never")
        #expect(verify.status == 0, "\(verify.output)")
    }

    // MARK: Runs that cannot be accepted

    @Test func aStaleRunIsListedWithTheReasonAndRefused() throws {
        let workspace = try Workspace()
        try workspace.edit(Self.changed, replacing: #""title": "Table of carousels""#, with: #""title": "Table of carousels, edited""#)
        #expect(try workspace.run("verify", "--record", "never", Self.changed).status == 1)
        try workspace.edit(Self.changed, replacing: #""title": "Table of carousels, edited""#, with: #""title": "Table of carousels, edited twice""#)
        let recorded = try ScenarioStore(path: workspace.url(".scenario-runs/runs.sqlite").path, mode: .readOnly).runs().first?.contentHash
        let file = workspace.url("Scenarios/\(Self.changed).json")
        let here = try ScenarioLoader.load(fileAt: file, displayPath: "Scenarios/\(Self.changed).json").contentHash
        let reason = "recorded from another version of Scenarios/07-carousels.json (scenario file \(try #require(recorded)), here \(here)): "
            + "verify again, then review the new run"
        let before = try Self.goldenFiles(workspace)

        let list = try workspace.run("review", "--list")
        #expect(list.status == 1)
        #expect(list.outputLines == [
            "scenario      run    change",
            "07-carousels  run 1  changed: the heading differs (cannot be accepted: \(reason))",
            "1 pending change in .scenario-runs/runs.sqlite: review them with `scenarios review`",
        ])

        for mode in [["--accept", Self.changed], ["--accept-all"]] {
            let accept = try ToolProcess.run(["review"] + mode, in: workspace.directory)
            #expect(accept.status == 1, "\(mode)")
            #expect(accept.outputLines == [
                "error: 07-carousels: run 1 cannot be accepted: \(reason)",
                "reviewed 1 change: 0 accepted, 0 rejected, 0 skipped, 1 could not be decided",
            ], "\(mode)")
        }
        #expect(try Self.goldenFiles(workspace) == before)
    }

    @Test func aFailedRunIsListedWithTheReasonAndRefused() throws {
        let workspace = try Workspace()
        let name = "01-collection-view-single-section"
        let message = "rejected batch: view: attempt to delete item 7 from section 0 which only contains 6 items before the update"
        var recording = try #require(try Self.golden(of: name, in: workspace))
        recording.outcome = .failed(message)
        try FileManager.default.createDirectory(at: workspace.url(".scenario-runs"), withIntermediateDirectories: true)
        let working = try ScenarioStore(path: workspace.url(".scenario-runs/runs.sqlite").path)
        _ = try working.record(recording, label: nil, packageVersion: PackageVersion.current, recordedAt: Date(timeIntervalSince1970: 0))
        let before = try Self.goldenFiles(workspace)

        let list = try workspace.run("review", "--list")
        #expect(list.status == 1)
        #expect(list.outputLines == [
            "scenario                           run    change",
            "\(name)  run 1  changed: the end differs (cannot be accepted: the replay failed: \(message))",
            "1 pending change in .scenario-runs/runs.sqlite: review them with `scenarios review`",
        ])

        let accept = try workspace.run("review", "--accept-all")
        #expect(accept.status == 1)
        #expect(accept.outputLines == [
            "error: \(name): run 1 cannot be accepted: the replay failed: \(message)",
            "reviewed 1 change: 0 accepted, 0 rejected, 0 skipped, 1 could not be decided",
        ])
        #expect(try Self.goldenFiles(workspace) == before)
    }

    // MARK: Runs from CI artifacts

    /// What the tests read of a `run.json`.
    struct ArtifactFile: Decodable {
        let run: Int64
        let packageVersion: String
        let recording: ScenarioRecording
    }

    /// A workspace "on CI" with 07's title edited, verified with
    /// `--artifacts art`.
    static func ciWorkspace() throws -> Workspace {
        let ci = try Workspace()
        try ci.edit(changed, replacing: #""title": "Table of carousels""#, with: #""title": "Table of carousels, edited""#)
        let verify = try ci.run("verify", "--record", "never", "--artifacts", "art", changed)
        #expect(verify.status == 1, "\(verify.output)\(verify.error)")
        return ci
    }

    /// A workspace "on the reviewer's machine" with the same edit.
    static func localWorkspace(title: String = "Table of carousels, edited") throws -> Workspace {
        let local = try Workspace()
        try local.edit(changed, replacing: #""title": "Table of carousels""#, with: #""title": "\#(title)""#)
        return local
    }

    /// A CI run is proved by replaying its scenario here: this version
    /// records exactly what the file says, so it is accepted as recorded.
    @Test func aCIRunIsListedAndAcceptedWhenThisVersionRecordsTheSame() throws {
        let ci = try Self.ciWorkspace()
        let folder = ci.url("art").path
        let artifactPath = "\(folder)/07-carousels/run.json"
        let artifact = try JSONDecoder().decode(ArtifactFile.self, from: Data(contentsOf: URL(fileURLWithPath: artifactPath)))
        #expect(artifact.run == 1)
        #expect(artifact.packageVersion == PackageVersion.current)
        #expect(artifact.recording.title == "Table of carousels, edited")
        let local = try Self.localWorkspace()

        let list = try local.run("review", "--from", folder, "--list")
        #expect(list.status == 1)
        #expect(list.error == "")
        #expect(list.outputLines == [
            "scenario      run       change",
            "07-carousels  CI run 1  changed: the heading differs",
            "1 pending change in the artifacts in \(folder): review them with `scenarios review --from \(folder)`",
        ])

        let accept = try local.run("review", "--from", folder, "--accept-all")
        #expect(accept.status == 0, "\(accept.error)")
        #expect(accept.error == "")
        #expect(accept.outputLines == [
            "stored \(artifactPath) (run 1 where it was recorded, by version \(PackageVersion.current) (\(ToolProcess.sourceRevision))) "
                + "as run 1 in .scenario-runs/runs.sqlite: replayed here, it records the same",
            "approved run #1 of 07-carousels: it is now golden:07-carousels in Scenarios/goldens.sqlite, replacing the previous golden",
            "  its text: Scenarios/goldens/07-carousels.txt (commit both files)",
            "reviewed 1 change: 1 accepted, 0 rejected, 0 skipped; commit Scenarios/goldens.sqlite and Scenarios/goldens",
        ])
        #expect(try Self.golden(of: Self.changed, in: local) == artifact.recording)
        // The working database holds the imported run alone, as recorded (the replay that checked it is not stored).
        let working = try ScenarioStore(path: local.url(".scenario-runs/runs.sqlite").path, mode: .readOnly)
        let runs = try working.runs()
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(try working.recording(of: run.id) == artifact.recording)
        #expect(run.packageVersion == PackageVersion.current)
        #expect(run.sourceRevision == ToolProcess.sourceRevision)

        // The text golden is what CI's replay wrote as new.txt, and CI's own approval writes the same.
        let text = try Data(contentsOf: local.url("Scenarios/goldens/07-carousels.txt"))
        #expect(text == (try Data(contentsOf: ci.url("art/07-carousels/new.txt"))))
        #expect(try ci.run("approve", "1").status == 0)
        #expect(text == (try Data(contentsOf: ci.url("Scenarios/goldens/07-carousels.txt"))))
        let verify = try local.run("verify", "--record", "never", Self.changed)
        #expect(verify.status == 0, "\(verify.output)")
        let nothing = try local.run("review", "--from", folder, "--list")
        #expect(nothing.status == 0)
        #expect(nothing.outputLines == ["no pending changes: every run in the artifacts in \(folder) matches its golden"])
    }

    @Test func approveFromMakesTheCIRunTheGolden() throws {
        let ci = try Self.ciWorkspace()
        let folder = ci.url("art").path
        let artifact = try JSONDecoder().decode(ArtifactFile.self, from: Data(contentsOf: ci.url("art/07-carousels/run.json")))
        let local = try Self.localWorkspace()

        let result = try local.run("approve", "--from", folder, "07")

        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        #expect(result.outputLines == [
            "stored \(folder)/07-carousels/run.json (run 1 where it was recorded, by version \(PackageVersion.current) (\(ToolProcess.sourceRevision))) "
                + "as run 1 in .scenario-runs/runs.sqlite: replayed here, it records the same",
            "approved run #1 of 07-carousels: it is now golden:07-carousels in Scenarios/goldens.sqlite, replacing the previous golden",
            "  its text: Scenarios/goldens/07-carousels.txt (commit both files)",
        ])
        #expect(try Self.golden(of: Self.changed, in: local) == artifact.recording)
        #expect(try ScenarioStore(path: local.url(".scenario-runs/runs.sqlite").path, mode: .readOnly).runs().count == 1)
        #expect(try local.run("verify", "--record", "never", Self.changed).status == 0)

        let again = try local.run("approve", "--from", folder, "07")
        #expect(again.status == 1)
        #expect(again.errorLines == ["error: \(folder): no pending run of \"07\" (pending there: none, every run there is a golden already)"])
    }

    /// A run recorded by another version of the tool is not refused for
    /// its version: replayed here, it records the same, so it is this
    /// version's run too.
    @Test func aCIRunOfAnotherVersionOfTheToolThatRecordsTheSameIsAccepted() throws {
        let ci = try Self.ciWorkspace()
        let local = try Self.localWorkspace()
        let folder = local.url("downloaded").path
        try TestFiles.copyContents(of: ci.url("art"), to: local.url("downloaded"))
        let file = local.url("downloaded/07-carousels/run.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let field = #""packageVersion":"\#(PackageVersion.current)""#
        #expect(text.contains(field))
        try Data(text.replacingOccurrences(of: field, with: #""packageVersion":"0.0.9""#).utf8).write(to: file)

        let list = try local.run("review", "--from", folder, "--list")
        #expect(list.status == 1)
        #expect(list.outputLines == [
            "scenario      run       change",
            "07-carousels  CI run 1  changed: the heading differs",
            "1 pending change in the artifacts in \(folder): review them with `scenarios review --from \(folder)`",
        ])
        let approve = try local.run("approve", "--from", folder, "07")
        #expect(approve.status == 0, "\(approve.error)")
        #expect(approve.outputLines.first == "stored \(folder)/07-carousels/run.json (run 1 where it was recorded, by version 0.0.9 (\(ToolProcess.sourceRevision))) "
            + "as run 1 in .scenario-runs/runs.sqlite: replayed here, it records the same")
        #expect(try local.run("verify", "--record", "never", Self.changed).status == 0)
    }

    @Test func aCIRunOfAnotherScenarioFileIsRefused() throws {
        let ci = try Self.ciWorkspace()
        let folder = ci.url("art").path
        let artifact = try JSONDecoder().decode(ArtifactFile.self, from: Data(contentsOf: ci.url("art/07-carousels/run.json")))
        let local = try Self.localWorkspace(title: "Table of carousels, edited here")
        let here = try ScenarioLoader.load(fileAt: local.url("Scenarios/07-carousels.json"), displayPath: "x").contentHash
        #expect(here != artifact.recording.contentHash)
        let before = try Self.goldenFiles(local)
        let reason = "recorded from another version of Scenarios/07-carousels.json "
            + "(scenario file \(artifact.recording.contentHash), here \(here)): verify again, then review the new run"

        let list = try local.run("review", "--from", folder, "--list")
        #expect(list.status == 1)
        #expect(list.outputLines == [
            "scenario      run       change",
            "07-carousels  CI run 1  changed: the heading differs (cannot be accepted: \(reason))",
            "1 pending change in the artifacts in \(folder): review them with `scenarios review --from \(folder)`",
        ])
        let approve = try local.run("approve", "--from", folder, "07-carousels")
        #expect(approve.status == 1)
        #expect(approve.output == "")
        #expect(approve.errorLines == ["error: 07-carousels: CI run 1 cannot be accepted: \(reason)"])
        let accept = try local.run("review", "--from", folder, "--accept-all")
        #expect(accept.status == 1)
        #expect(accept.outputLines.first == "error: 07-carousels: CI run 1 cannot be accepted: \(reason)")
        #expect(try Self.goldenFiles(local) == before)
        #expect(!FileManager.default.fileExists(atPath: local.url(".scenario-runs/runs.sqlite").path), "nothing stored")
    }

    @Test func aMalformedRunFileIsOneLineNamingIt() throws {
        let local = try Self.localWorkspace()
        try FileManager.default.createDirectory(at: local.url("art/07-carousels"), withIntermediateDirectories: true)
        let folder = local.url("art").path
        let before = try Self.goldenFiles(local)
        let cases = [
            ("{\"format\": \"scenarios run artifact 1\"", "not JSON"),
            ("{\"format\": \"scenarios run artifact 1\", \"scenario\": \"07-carousels\"}", "no field run"),
        ]
        for (text, reason) in cases {
            try Data(text.utf8).write(to: local.url("art/07-carousels/run.json"))
            let reason = "\(folder)/07-carousels/run.json: not a run written by `scenarios verify --artifacts` (\(reason)); "
                + "write the folder again with `verify --artifacts`"
            let list = try local.run("review", "--from", folder, "--list")
            #expect(list.status == 1)
            #expect(list.error == "")
            #expect(list.outputLines == [
                "scenario      run       change",
                "07-carousels  run.json  unusable CI run (cannot be accepted: \(reason))",
                "1 pending change in the artifacts in \(folder): review them with `scenarios review --from \(folder)`",
            ])
            let approve = try local.run("approve", "--from", folder, "07")
            #expect(approve.status == 1)
            #expect(approve.output == "")
            #expect(approve.errorLines == ["error: 07-carousels: run.json cannot be accepted: \(reason)"])
        }
        #expect(try Self.goldenFiles(local) == before)

        let missing = try local.run("review", "--from", "nowhere", "--list")
        #expect(missing.status == 1)
        #expect(missing.errorLines == ["error: nowhere: no such folder; pass --from the folder `verify --artifacts DIR` wrote (downloaded from CI)"])
    }
}

/// `review --serve` in a build without the ReviewServer trait (the
/// default): one line saying how to build it, and nothing served.
@Suite("scenarios review --serve without its trait")
struct ReviewServeWithoutTraitTests {
    @Test(.enabled(if: !ReviewServing.isAvailable, "this build has the ReviewServer trait"))
    func servingIsOneLineSayingHowToBuildIt() throws {
        let workspace = try Workspace()
        try workspace.edit("07-carousels", replacing: #""title": "Table of carousels""#, with: #""title": "Table of carousels, renamed""#)
        #expect(try workspace.run("verify", "--record", "never", "07").status == 1)

        let result = try workspace.run("review", "--serve")

        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorLines == [
            "error: review --serve: this build has no review server (the package's ReviewServer trait, off by default); "
                + "build the tool with `swift build --traits ReviewServer` and run it with `review --serve`, or review in the terminal with `scenarios review`",
        ])
        // Run through `swift run` (here, from outside the package), the
        // command to paste builds the trait in.
        let swiftRun = try workspace.run("review", "--serve", environment: ["SCENARIOS_COMMAND": ""])
        let package = Guides.repository.standardizedFileURL.path
        #expect(swiftRun.errorLines.first?.contains("run it as `swift run --traits ReviewServer --package-path \(package)") == true, "\(swiftRun.error)")
    }
}
