import Foundation
import LiveCollectionsRecording
@testable import LiveCollectionsRunner
import LiveCollectionsScenarios
import LiveCollectionsStore
import Testing

/// The one comparison of two recordings (what `verify` matches a replay
/// against its golden with, and `diff` shows): every field of every record
/// counts, each changed on its own makes the recordings differ, and each
/// difference is reported.
@Suite("Recordings compared field by field")
struct RecordingComparisonTests {
    /// The repository's scenarios, replayed: every kind of record (deltas,
    /// decisions, batches, completions, hand-offs, deleted items, reused
    /// cells, inaccurate deltas) appears in one of them.
    static let replays: [ScenarioRecording] = {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        guard let scenarios = try? ScenarioLoader.loadAll(in: directory, displayDirectory: "Scenarios") else { return [] }
        return scenarios.map { ScenarioReplay.run($0) }
    }()

    /// Scenario 07 (carousels): hand-offs, reused cells, deleted items.
    static var carousels: ScenarioRecording {
        replays.first { $0.scenario == "07-carousels" } ?? replays[0]
    }

    /// The first step with an event of `kind` (by name), and the event's index.
    static func place(in recording: ScenarioRecording, where matches: (EventRecord) -> Bool) -> (step: Int, event: Int)? {
        for (step, record) in recording.steps.enumerated() {
            if let event = record.events.firstIndex(where: matches) { return (step, event) }
        }
        return nil
    }

    /// Each field changed on its own, by name.
    static func changes(of base: ScenarioRecording) -> [(String, ScenarioRecording)] {
        var changes: [(String, ScenarioRecording)] = []
        func change(_ name: String, _ edit: (inout ScenarioRecording) -> Void) {
            var changed = base
            edit(&changed)
            changes.append((name, changed))
        }
        let step = base.steps.firstIndex { !$0.deltas.isEmpty && !$0.decisions.isEmpty && !$0.events.isEmpty && !$0.views.isEmpty } ?? 1
        let batchEnd = place(in: base) { $0.call == .endBatch } ?? (step, 0)
        let handOff = place(in: base) { if case .handOff = $0.kind { true } else { false } } ?? (step, 0)
        let completion = place(in: base) { if case .animationsCompleted = $0.call { true } else { false } } ?? (step, 0)
        change("scenario") { $0.scenario += "x" }
        change("title") { $0.title += "x" }
        change("outcome") { $0.outcome = .failed("x") }
        change("step index") { $0.steps[step].index += 100 }
        change("step time") { $0.steps[step].at += 1 }
        change("step action") { $0.steps[step].action += "x" }
        change("a step more") { $0.steps.append(StepRecord(index: 99, at: 9_999, action: "x")) }
        change("delta time") { $0.steps[step].deltas[0].at += 1 }
        change("delta source") { $0.steps[step].deltas[0].source += "x" }
        change("delta") { $0.steps[step].deltas[0].delta += "x" }
        change("decision time") { $0.steps[step].decisions[0].at += 1 }
        change("decision source") { $0.steps[step].decisions[0].source += "x" }
        change("decision style") { $0.steps[step].decisions[0].style += "x" }
        change("decision reason") { $0.steps[step].decisions[0].reason += "x" }
        change("event time") { $0.steps[batchEnd.step].events[batchEnd.event].at += 1 }
        change("event view") { $0.steps[batchEnd.step].events[batchEnd.event].view += "x" }
        change("event batch") { $0.steps[batchEnd.step].events[batchEnd.event].batch = ($0.steps[batchEnd.step].events[batchEnd.event].batch ?? 0) + 1 }
        change("event kind") { $0.steps[batchEnd.step].events[batchEnd.event].kind = .call(.rejected("x")) }
        change("what a view shows after a batch") { $0.steps[batchEnd.step].events[batchEnd.event].shows?.append(["x"]) }
        change("what a view shows after a batch, not recorded") { $0.steps[batchEnd.step].events[batchEnd.event].shows = nil }
        change("a completion's batch") { $0.steps[completion.step].events[completion.event].batch = 99 }
        change("the view a hand-off names") {
            guard case let .handOff(rows, _, names) = $0.steps[handOff.step].events[handOff.event].kind else { return }
            $0.steps[handOff.step].events[handOff.event].kind = .handOff(rows: rows, of: "other", to: names)
        }
        change("an event more") { $0.steps[step].events.append(EventRecord(at: 0, view: "x", kind: .nowShows("y"))) }
        change("view state name") { $0.steps[step].views[0].view += "x" }
        change("view state") { $0.steps[step].views[0].sections.append(["x"]) }
        change("final state") { $0.finalState[0].sections.append(["x"]) }
        change("view style") { $0.viewStyles["table"] = .collection }
        change("a view style more") { $0.viewStyles["x"] = .table }
        return changes
    }

    @Test func aRecordingMatchesItself() {
        for recording in Self.replays {
            let comparison = RecordingComparison(expected: recording, actual: recording)
            #expect(comparison.isMatch && !comparison.scenarioFileChanged && comparison.report.isEmpty, "\(recording.scenario)")
        }
        #expect(Self.replays.count >= 22)
    }

    @Test func everyFieldChangedOnItsOwnMakesTheRecordingsDiffer() {
        let base = Self.carousels
        let changes = Self.changes(of: base)
        #expect(changes.count == 28)
        for (field, changed) in changes {
            #expect(changed != base, "\(field): the edit changed nothing")
            let comparison = RecordingComparison(expected: base, actual: changed)
            #expect(!comparison.isMatch, "\(field)")
            #expect(comparison.report.contains { $0.hasPrefix("    - ") || $0.hasPrefix("    + ") }, "\(field): \(comparison.report)")
            #expect(!RecordingComparison(expected: changed, actual: base).isMatch, "\(field), the other way")
            // The step comparison that skips shared view states agrees with `==`.
            for (a, b) in zip(base.steps, changed.steps) {
                #expect(RecordingComparison.equal(a, b) == (a == b), "\(field), step \(a.index)")
            }
        }
    }

    /// The step comparison names every field of the records it compares:
    /// a field added to a record fails here until it is compared there.
    @Test func theComparisonKnowsEveryFieldOfTheRecords() {
        let step = StepRecord(index: 0, at: 0, action: "")
        #expect(Mirror(reflecting: step).children.map(\.label) == ["index", "at", "action", "deltas", "decisions", "events", "views"])
        let event = EventRecord(at: 0, view: "", kind: .nowShows(""))
        #expect(Mirror(reflecting: event).children.map(\.label) == ["at", "view", "batch", "kind", "shows"])
        let recording = ScenarioRecording(scenario: "", title: "", contentHash: "", outcome: .passed, steps: [], finalState: [])
        #expect(Mirror(reflecting: recording).children.map(\.label)
            == ["scenario", "title", "contentHash", "outcome", "steps", "finalState", "viewStyles"])
    }

    /// The scenario file's fingerprint is reported, not a difference: a
    /// changed file that replays the same still matches.
    @Test func aChangedScenarioFileAloneIsReportedButMatches() {
        var changed = Self.carousels
        changed.contentHash = "0000000000000000"
        let comparison = RecordingComparison(expected: Self.carousels, actual: changed)
        #expect(comparison.isMatch && comparison.scenarioFileChanged)
    }

    /// Stored and read back, every scenario's recording is the same record
    /// and writes the same golden text: every call, batch, completion,
    /// hand-off and view state survives store -> read -> render.
    @Test func everyRecordingSurvivesTheStoreUnchanged() throws {
        let store = try ScenarioStore()
        for recording in Self.replays {
            let run = try store.record(recording, label: nil, packageVersion: "test", recordedAt: Date(timeIntervalSince1970: 0))
            let read = try store.recording(of: run)
            #expect(read == recording, "\(recording.scenario)")
            #expect(RecordingText.document(of: read) == RecordingText.document(of: recording), "\(recording.scenario)")
            #expect(RecordingComparison(expected: recording, actual: read).isMatch, "\(recording.scenario)")
        }
    }
}
