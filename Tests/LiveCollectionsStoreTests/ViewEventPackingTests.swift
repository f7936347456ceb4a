import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Schema 5 stores a run of consecutive view events with one time and view
/// as one row; recordings read back event for event, and files written with
/// one event per row read back the same after the upgrade.
@Suite struct ViewEventPackingTests {
    static let tricky = ["quote \" and backslash \\", "line\nbreak", "tab\tand \u{1}", "émoji 🎬", ""]

    static var recording: ScenarioRecording {
        let moves = (0..<500).map { EventRecord(at: 100, view: "table", text: "moveItem [0, \($0)] -> [0, \($0 + 1)]") }
        let events = [EventRecord(at: 100, view: "table", text: "beginBatch")] + moves + [
            EventRecord(at: 100, view: "carousel 2", text: "beginBatch"),
            EventRecord(at: 100, view: "table", text: "endBatch"),
            EventRecord(at: 400, view: "table", text: "animationsCompleted"),
        ] + tricky.map { EventRecord(at: 400, view: "table", text: $0) }
        return ScenarioRecording(
            scenario: "01-packing", title: "Packing", contentHash: "h", outcome: .passed,
            steps: [
                StepRecord(index: StepRecord.setupIndex, at: 0, action: "setup", events: [EventRecord(at: 0, view: "table", text: "reloadData")]),
                StepRecord(index: 0, at: 100, action: "update", events: events),
                StepRecord(index: 1, at: 900, action: "animationStyle reloadData"),
            ],
            finalState: [ViewState(view: "table", sections: [["1"]])]
        )
    }

    @Test func eventsReadBackOneByOneFromRunsOfRows() throws {
        let store = try ScenarioStore()
        let id = try store.record(Self.recording, label: nil, packageVersion: "1", recordedAt: Date())
        #expect(try store.recording(of: id) == Self.recording)
        let rows = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT stepIndex, ordinal, atMilliseconds, view, json_array_length(texts) AS count FROM viewEvent ORDER BY stepIndex, ordinal")
                .map { "\($0["stepIndex"] as Int) \($0["ordinal"] as Int) \($0["atMilliseconds"] as Int) \($0["view"] as String) \($0["count"] as Int)" }
        }
        // beginBatch + 500 moves, then another view, then the table again, then a later time.
        #expect(rows == ["-1 0 0 table 1", "0 0 100 table 501", "0 1 100 carousel 2 1", "0 2 100 table 1", "0 3 400 table 6"])
    }

    @Test func aFileWithOneEventPerRowReadsBackTheSameAfterTheUpgrade() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try OlderStore.make(at: path, upTo: "addRunSourceRevision") { db in
            try db.execute(sql: OlderStore.runSQL + "INSERT INTO step (runId, stepIndex, atMilliseconds, action) VALUES (1, 0, 0, 'update [1]');")
            for (ordinal, text) in (["beginBatch"] + Self.tricky + ["endBatch"]).enumerated() {
                try db.execute(
                    sql: "INSERT INTO viewEvent (runId, stepIndex, ordinal, atMilliseconds, view, text) VALUES (1, 0, ?, 0, 'view', ?)",
                    arguments: [ordinal, text])
            }
        }
        let versions = try ScenarioStore.upgrade(path: path)
        #expect(versions.from == 4 && versions.to == 6)
        let store = try ScenarioStore(path: path, mode: .readOnly)
        let events = try store.recording(of: RunID(rawValue: 1)).steps.flatMap(\.events)
        #expect(events == (["beginBatch"] + Self.tricky + ["endBatch"]).map { EventRecord(at: 0, view: "view", text: $0) })
    }

    @Test func aDamagedTextsColumnIsAnErrorNotATrap() throws {
        let store = try ScenarioStore()
        let id = try store.record(Self.recording, label: nil, packageVersion: "1", recordedAt: Date())
        try store.database.write { db in try db.execute(sql: "UPDATE viewEvent SET texts = '[\"a\", 3]' WHERE ordinal = 0") }
        #expect(throws: StoreError.self) { try store.recording(of: id) }
    }
}
