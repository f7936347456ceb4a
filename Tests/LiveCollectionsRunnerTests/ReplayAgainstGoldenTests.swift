import Foundation
import LiveCollectionsRecording
import LiveCollectionsRunner
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// One scenario's replay, stored and compared with its golden while work
/// overlaps: the outcome is the one of the steps taken one after another,
/// and each step's error is the error.
@Suite("Replaying against a golden")
struct ReplayAgainstGoldenTests {
    /// A temporary folder, removed when the test lets go of it.
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws {
        temporary = try TemporaryFolder("replay-against-golden")
    }

    /// The repository's scenario `name`, loaded.
    static func scenario(_ name: String) throws -> Scenario {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/\(name).json")
        return try ScenarioLoader.load(fileAt: file, displayPath: "Scenarios/\(name).json")
    }

    /// `scenario` as a file in `folder` with `edit` applied to its text.
    static func edited(_ name: String, in folder: URL, _ edit: (String) -> String) throws -> Scenario {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        let text = edit(try String(contentsOf: source.appendingPathComponent("\(name).json"), encoding: .utf8))
        try FileManager.default.copyItem(at: source.appendingPathComponent("movies.json"), to: folder.appendingPathComponent("movies.json"))
        let file = folder.appendingPathComponent("\(name).json")
        try Data(text.utf8).write(to: file)
        return try ScenarioLoader.load(fileAt: file, displayPath: "\(name).json")
    }

    /// A golden store in `folder` whose golden of its scenario is `golden`,
    /// and that golden's run.
    static func goldens(in folder: URL, holding golden: ScenarioRecording) throws -> (store: ScenarioStore, run: RunID) {
        let store = try ScenarioStore(path: folder.appendingPathComponent("goldens.sqlite").path)
        let run = try store.record(golden, label: nil, packageVersion: "test", recordedAt: Date(timeIntervalSince1970: 0))
        try store.markGolden(run)
        return (store, run)
    }

    /// Stores each recording in `store`.
    static func storing(in store: any RunStore) -> (ScenarioRecording) -> @Sendable () throws(StoreError) -> RunID {
        { recording in
            { () throws(StoreError) in try store.record(recording, label: nil, packageVersion: "test", sourceRevision: nil, recordedAt: Date(timeIntervalSince1970: 0)) }
        }
    }

    @Test("gives what replaying, storing, reading the golden and comparing one after another give")
    func matchesTheStepsOneAfterAnother() throws {
        let scenario = try Self.scenario("07-carousels")
        let expected = ScenarioReplay.run(scenario)
        let (goldens, goldenRun) = try Self.goldens(in: folder, holding: expected)
        let working = try ScenarioStore(path: folder.appendingPathComponent("runs.sqlite").path)

        var steps: [Int] = []
        let replay = try ReplayAgainstGolden.replay(scenario, goldens: goldens, progress: { step, _ in steps.append(step) }, store: Self.storing(in: working))

        #expect(replay.recording == expected)
        #expect(try working.recording(of: replay.run) == expected)
        #expect(replay.golden?.run == goldenRun)
        #expect(replay.golden?.recording == expected)
        #expect(replay.comparison == RecordingComparison(expected: expected, actual: expected))
        #expect(replay.comparison?.isMatch == true)
        #expect(steps == Array(scenario.steps.indices))
    }

    @Test("compares a replay that differs from its golden, and says how")
    func aDifferentReplayIsCompared() throws {
        let scenario = try Self.scenario("02-table-view-single-section")
        var golden = ScenarioReplay.run(scenario)
        golden.steps[1].at += 1
        let goldens = try Self.goldens(in: folder, holding: golden).store
        let working = try ScenarioStore(path: folder.appendingPathComponent("runs.sqlite").path)

        let replay = try ReplayAgainstGolden.replay(scenario, goldens: goldens, store: Self.storing(in: working))

        #expect(replay.comparison == RecordingComparison(expected: golden, actual: replay.recording))
        #expect(replay.comparison?.isMatch == false)
    }

    @Test("stores the run but compares nothing without a golden store, or without the scenario's golden")
    func withoutAGoldenNothingIsCompared() throws {
        let scenario = try Self.scenario("02-table-view-single-section")
        let working = try ScenarioStore(path: folder.appendingPathComponent("runs.sqlite").path)
        let emptyGoldens = try ScenarioStore(path: folder.appendingPathComponent("goldens.sqlite").path)

        for goldens in [nil, emptyGoldens] {
            let replay = try ReplayAgainstGolden.replay(scenario, goldens: goldens, store: Self.storing(in: working))
            #expect(replay.golden == nil)
            #expect(replay.comparison == nil)
            #expect(try working.recording(of: replay.run) == replay.recording)
        }
    }

    @Test("reads the golden of a failed replay but does not compare it")
    func aFailedReplayIsNotCompared() throws {
        // The cell that showed c4 is reused twice: the second time, c4 has no cell.
        let reuse = #"{ "at": 2000, "reuseCell": { "carousel": "c4", "showing": "c2" } },"#
        let scenario = try Self.edited("07-carousels", in: folder) {
            $0.replacingOccurrences(of: #"    { "at": 2000, "note""#, with: "    \(reuse)\n    \(reuse)\n    { \"at\": 2000, \"note\"")
        }
        let recording = ScenarioReplay.run(scenario)
        guard case .failed = recording.outcome else {
            Issue.record("the edited scenario should fail: \(recording.outcome.text)")
            return
        }
        let goldens = try Self.goldens(in: folder, holding: recording).store
        let working = try ScenarioStore(path: folder.appendingPathComponent("runs.sqlite").path)

        let replay = try ReplayAgainstGolden.replay(scenario, goldens: goldens, store: Self.storing(in: working))

        #expect(replay.recording.outcome == recording.outcome)
        #expect(replay.golden != nil)
        #expect(replay.comparison == nil)
    }

    @Test("throws the store's error when the run cannot be stored")
    func aFailingStoreIsTheError() throws {
        let scenario = try Self.scenario("02-table-view-single-section")
        let failure = StoreError(kind: .readOnly, message: "runs.sqlite: read-only", path: "runs.sqlite")
        #expect(throws: failure) {
            try ReplayAgainstGolden.replay(scenario, goldens: nil) { _ in { () throws(StoreError) -> RunID in throw failure } }
        }
    }

    @Test("stores the run, then throws the golden store's error when the golden cannot be read")
    func anUnreadableGoldenIsTheErrorAfterTheRunIsStored() throws {
        let scenario = try Self.scenario("02-table-view-single-section")
        let goldens = try Self.goldens(in: folder, holding: ScenarioReplay.run(scenario)).store
        // The golden's file is replaced by one that is not a database.
        try Data("not a database".utf8).write(to: folder.appendingPathComponent("goldens.sqlite"))
        let working = try ScenarioStore(path: folder.appendingPathComponent("runs.sqlite").path)

        var thrown: StoreError?
        do {
            _ = try ReplayAgainstGolden.replay(scenario, goldens: goldens, store: Self.storing(in: working))
        } catch {
            thrown = error
        }
        #expect(thrown?.path == folder.appendingPathComponent("goldens.sqlite").path, "\(String(describing: thrown))")
        #expect(try working.runs().count == 1)
    }
}
