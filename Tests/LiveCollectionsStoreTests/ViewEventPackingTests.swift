import Foundation
import GRDB
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// A run of consecutive view events with one time, view and batch is one
/// `viewCall` row (ended early by an event after which the view's state is
/// recorded); recordings read back event for event, and files written with
/// one event text per row read back as typed events after the upgrade.
@Suite struct ViewEventPackingTests {
    static let tricky = ["quote \" and backslash \\", "line\nbreak", "tab\tand \u{1}", "émoji 🎬", ""]

    static var recording: ScenarioRecording {
        let moves = (0..<500).map {
            EventRecord(at: 100, view: "table", batch: 1, kind: .call(.moveItem(from: IndexPath(itemIndex: $0, sectionIndex: 0), to: IndexPath(itemIndex: $0 + 1, sectionIndex: 0))))
        }
        let events = [EventRecord(at: 100, view: "table", batch: 1, kind: .call(.beginBatch))] + moves + [
            EventRecord(at: 100, view: "carousel 2", batch: 1, kind: .call(.beginBatch)),
            EventRecord(at: 100, view: "table", batch: 1, kind: .call(.endBatch), shows: [["1"]]),
            EventRecord(at: 100, view: "table", kind: .call(.reloadData), shows: [["2"]]),
            EventRecord(at: 400, view: "table", batch: 1, kind: .call(.animationsCompleted(true))),
        ] + tricky.flatMap { text in
            [
                EventRecord(at: 400, view: "table", kind: .call(.rejected(text))),
                EventRecord(at: 400, view: "table", kind: .didDeleteItems([text, text])),
                EventRecord(at: 400, view: "table", kind: .nowShows(text)),
                EventRecord(at: 400, view: "table", kind: .handOff(rows: [], of: text, to: [text])),
                EventRecord(at: 400, view: "table", kind: .inaccurateDelta(sourceDuplicates: [text], targetDuplicates: [])),
            ]
        }
        return ScenarioRecording(
            scenario: "01-packing", title: "Packing", contentHash: "h", outcome: .passed,
            steps: [
                StepRecord(
                    index: StepRecord.setupIndex, at: 0, action: "setup", events: [EventRecord(at: 0, view: "table", kind: .call(.reloadData), shows: [["1"]])],
                    views: [RecordedViewState(view: "table", sections: [["1"]])]),
                StepRecord(index: 0, at: 100, action: "update", events: events, views: [RecordedViewState(view: "table", sections: [["1"]])]),
                StepRecord(index: 1, at: 900, action: "animationStyle reloadData"),
            ],
            finalState: [RecordedViewState(view: "table", sections: [["1"]])],
            viewStyles: ["table": .table, "carousel 2": .collection]
        )
    }

    @Test func eventsReadBackOneByOneFromRunsOfRows() throws {
        let store = try ScenarioStore()
        let id = try store.record(Self.recording, label: nil, packageVersion: "1", recordedAt: Date())
        #expect(try store.recording(of: id) == Self.recording)
        let rows = try store.database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT stepIndex, ordinal, atMilliseconds, view, batch, json_array_length(events) AS count, shows, showsStepEnd
                FROM viewCall ORDER BY stepIndex, ordinal
                """)
                .map { row in
                    let batch = (row["batch"] as Int?).map { " batch \($0)" } ?? ""
                    let shows = (row["shows"] as String?).map { " shows \($0)" } ?? ((row["showsStepEnd"] as Bool) ? " shows (step end)" : "")
                    return "\(row["stepIndex"] as Int) \(row["ordinal"] as Int) \(row["atMilliseconds"] as Int) \(row["view"] as String)\(batch) "
                        + "\(row["count"] as Int)\(shows)"
                }
        }
        // beginBatch + 500 moves, then another view, then the table's end
        // of the batch (what it shows then is what it shows at the step's
        // end), then a reload outside the batch, then a later time: the
        // completion of batch 1, then the delegate events outside any batch.
        #expect(rows == [
            "-1 0 0 table 1 shows (step end)", "0 0 100 table batch 1 501", "0 1 100 carousel 2 batch 1 1",
            "0 2 100 table batch 1 1 shows (step end)", #"0 3 100 table 1 shows [["2"]]"#, "0 4 400 table batch 1 1", "0 5 400 table 25",
        ])
    }

    /// The files of schema 4 held one event text per row (`viewEvent`);
    /// schema 5 packed them into runs of one; schema 7 reads each text into
    /// a typed event, numbering the batches as the view did. Strings with
    /// quotes, backslashes, control and non-ASCII characters come through.
    @Test func aFileWithOneEventPerRowReadsBackTypedAfterTheUpgrade() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        let texts = ["beginBatch", "moveItem [0, 1] -> [0, 0]", "endBatch"]
            + Self.tricky.map { "rejected: \($0)" } + Self.tricky.map { "view now shows \($0)" }
            + ["didDeleteItems [\(Self.tricky.filter { !$0.isEmpty && !$0.contains(",") }.joined(separator: ", "))]", "animationsCompleted"]
        try OlderStore.make(at: path, upTo: "addRunSourceRevision") { db in
            try db.execute(sql: OlderStore.runSQL + "INSERT INTO step (runId, stepIndex, atMilliseconds, action) VALUES (1, 0, 0, 'update [1]');")
            for (ordinal, text) in texts.enumerated() {
                try db.execute(
                    sql: "INSERT INTO viewEvent (runId, stepIndex, ordinal, atMilliseconds, view, text) VALUES (1, 0, ?, 0, 'view', ?)",
                    arguments: [ordinal, text])
            }
        }
        let versions = try ScenarioStore.upgrade(path: path)
        #expect(versions.from == 4 && versions.to == 7)
        let store = try ScenarioStore(path: path, mode: .readOnly)
        let events = try store.recording(of: RunID(rawValue: 1)).steps.flatMap(\.events)
        let kinds: [EventRecord.Kind] = Self.tricky.map { .call(.rejected($0)) } + Self.tricky.map { .nowShows($0) }
            + [.didDeleteItems(Self.tricky.filter { !$0.isEmpty && !$0.contains(",") })]
        let expected = [
            EventRecord(at: 0, view: "view", batch: 1, kind: .call(.beginBatch)),
            EventRecord(at: 0, view: "view", batch: 1, kind: .call(.moveItem(from: IndexPath(itemIndex: 1, sectionIndex: 0), to: IndexPath(itemIndex: 0, sectionIndex: 0)))),
            EventRecord(at: 0, view: "view", batch: 1, kind: .call(.endBatch)),
        ] + kinds.map { EventRecord(at: 0, view: "view", kind: $0) } + [EventRecord(at: 0, view: "view", batch: 1, kind: .call(.animationsCompleted(true)))]
        #expect(events == expected)
        // The texts read back as written, but for the completion, which now names its batch.
        #expect(events.map(\.text) == texts.dropLast() + ["animationsCompleted batch 1"])
    }

    @Test(arguments: [
        #"[["moveItem", 0, 1, 0]]"#, #"[["moveItem", "0", 1, 0, 2]]"#, #"[["teleport"]]"#, #"[["beginBatch"]] x"#, "not JSON", "",
    ])
    func aDamagedEventsColumnIsAnErrorNotATrap(events: String) throws {
        let store = try ScenarioStore()
        let id = try store.record(Self.recording, label: nil, packageVersion: "1", recordedAt: Date())
        try store.database.write { db in
            try db.execute(sql: "UPDATE viewCall SET events = ? WHERE stepIndex = 0 AND ordinal = 0", arguments: [events])
            #expect(db.changesCount == 1)
        }
        let error = #expect(throws: StoreError.self) { try store.recording(of: id) }
        #expect(error?.kind == .corrupt)
    }

    @Test(arguments: [#"[["a"], 3]"#, #"{"changesFrom": 0}"#, "[", "null"])
    func aDamagedShowsColumnIsAnErrorNotATrap(shows: String) throws {
        let store = try ScenarioStore()
        let id = try store.record(Self.recording, label: nil, packageVersion: "1", recordedAt: Date())
        try store.database.write { db in
            try db.execute(sql: "UPDATE viewCall SET shows = ? WHERE stepIndex = 0 AND ordinal = 3", arguments: [shows])
            #expect(db.changesCount == 1)
        }
        let error = #expect(throws: StoreError.self) { try store.recording(of: id) }
        #expect(error?.kind == .corrupt)
    }
}
