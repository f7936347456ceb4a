import Foundation
import GRDB
import LiveCollectionsRecording
@testable import LiveCollectionsStore
import Testing

/// Two runs stored alike hold the same recording; any difference in what a
/// recording holds (but the scenario file's fingerprint) stores them
/// differently.
@Suite struct StoresAlikeTests {
    @Test func equalRecordingsInTwoStoresAreStoredAlikeFingerprintAside() throws {
        let directory = try TemporaryDirectory()
        let goldens = try ScenarioStore(path: directory.path("goldens.sqlite"))
        let runs = try ScenarioStore(path: directory.path("runs.sqlite"))
        _ = try runs.record(Fixtures.passed("other"), label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        let golden = try goldens.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        var edited = Fixtures.rich
        edited.contentHash = "0000000000000000"
        let run = try runs.record(edited, label: "pr", packageVersion: "2", recordedAt: Fixtures.date(60))
        #expect(golden != run, "the runs have different identifiers, which are not compared")
        #expect(try goldens.storesAlike(golden, run, in: runs))
        #expect(try runs.storesAlike(run, golden, in: goldens))
    }

    /// Every field of a recording, changed on its own, is seen.
    @Test func anyChangeStoresARunDifferently() throws {
        let store = try ScenarioStore()
        let base = Fixtures.rich
        let golden = try store.record(base, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        var changes: [(String, ScenarioRecording)] = []
        func change(_ name: String, _ edit: (inout ScenarioRecording) -> Void) {
            var recording = base
            edit(&recording)
            changes.append((name, recording))
        }
        change("scenario") { $0.scenario += "x" }
        change("title") { $0.title += "x" }
        change("outcome") { $0.outcome = .failed("broken") }
        change("a step's time") { $0.steps[1].at += 1 }
        change("a step's action") { $0.steps[1].action += "x" }
        change("a step fewer") { $0.steps.removeLast() }
        change("a step more") { $0.steps.append(StepRecord(index: ($0.steps.last?.index ?? -1) + 1, at: 9_000, action: "wait")) }
        change("an event more") { $0.steps[1].events.append(EventRecord(at: 0, view: "other", text: "reloadData")) }
        change("a delta") { $0.steps[1].deltas[0].delta += "x" }
        change("a decision") { $0.steps[1].decisions[0].reason += "x" }
        change("an event") { $0.steps[1].events[0].text += "x" }
        change("an event's view") { $0.steps[1].events[0].view += "x" }
        change("a view state's cell") { $0.steps[0].views[0].sections[0][0] += "x" }
        change("a view state's name") { $0.steps[2].views[0].view += "x" }
        change("a final cell") { $0.finalState[0].sections[0].append("x") }
        change("an empty section more") { $0.finalState[0].sections.append([]) }
        for (name, recording) in changes {
            #expect(recording != base, "\(name)")
            let run = try store.record(recording, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
            #expect(try !store.storesAlike(golden, run, in: store), "\(name)")
        }
    }

    /// A golden whose states an older version stored whole is stored
    /// differently from the same recording stored now, and still reads back
    /// equal: `verify` then compares the recordings.
    @Test func aStateStoredWholeByAnOlderVersionIsStoredDifferentlyButReadsBackEqual() throws {
        let store = try ScenarioStore()
        var recording = Fixtures.rich
        let cells = (0..<50).map { "\($0)(movie \($0))" }
        recording.steps[1].views = [ViewState(view: "table", sections: [cells])]
        recording.steps[2].views = [ViewState(view: "table", sections: [Array(cells.dropFirst())])]
        let now = try store.record(recording, label: nil, packageVersion: "2", recordedAt: Fixtures.date())
        let older = try store.record(recording, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        try store.database.write { db in
            try db.execute(
                sql: "UPDATE stepViewState SET sections = ? WHERE runId = ? AND sections LIKE '{%'",
                arguments: [SectionsJSON.encode([Array(cells.dropFirst())]), older.rawValue])
            #expect(db.changesCount == 1)
        }
        #expect(try !store.storesAlike(now, older, in: store))
        #expect(try store.recording(of: older) == store.recording(of: now))
    }

    @Test func anUnknownRunIsNamed() throws {
        let store = try ScenarioStore()
        let run = try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        let error = #expect(throws: StoreError.self) { try store.storesAlike(run, RunID(rawValue: 99), in: store) }
        #expect(error?.kind == .unknownRun)
        let other = try ScenarioStore()
        let otherError = #expect(throws: StoreError.self) { try store.storesAlike(run, run, in: other) }
        #expect(otherError?.kind == .unknownRun)
    }
}
