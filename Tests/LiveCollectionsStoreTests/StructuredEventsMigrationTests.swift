import Foundation
import GRDB
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Migration `structuredViewEvents` (schema 7): the event texts older
/// stores kept in `viewEvent`, each line as the golden text wrote it, become
/// typed events in `viewCall`, their batches numbered as the view numbered
/// them; a text no version wrote fails the upgrade and leaves the file as
/// it was.
@Suite struct StructuredEventsMigrationTests {
    /// One stored `viewEvent` row of schema 5 or 6: a run of texts.
    struct OldRow {
        var runId = 1
        var stepIndex: Int
        var at: Int
        var view: String
        var texts: [String]
    }

    /// A file at `migration` (schema 5 or later) holding run 1 (and 2 if
    /// any row names it), steps -1, 0 and 1 of each, and `rows`; marked as
    /// a store, so that opening it changes nothing before the migration.
    static func makeOldFile(at path: String, upTo migration: String = "viewStatesAsChanges", _ rows: [OldRow]) throws {
        try OlderStore.make(at: path, upTo: migration) { db in
            try db.execute(sql: "PRAGMA application_id = \(ScenarioStore.applicationID)")
            try db.execute(sql: OlderStore.runSQL)
            if rows.contains(where: { $0.runId == 2 }) {
                try db.execute(sql: """
                    INSERT INTO run (id, scenario, contentHash, packageVersion, title, recordedAt, outcome)
                    VALUES (2, '02-old', 'h', '0.0.9', 'Old too', '2026-01-02 03:04:05.678', 'passed');
                    """)
            }
            for runId in Set(rows.map(\.runId)) {
                for step in -1...1 {
                    try db.execute(
                        sql: "INSERT INTO step (runId, stepIndex, atMilliseconds, action) VALUES (?, ?, ?, ?)",
                        arguments: [runId, step, max(0, step) * 1_000, "step \(step)"])
                }
            }
            var ordinals: [String: Int] = [:]
            for row in rows {
                let key = "\(row.runId) \(row.stepIndex)"
                let ordinal = ordinals[key, default: 0]
                ordinals[key] = ordinal + 1
                let column = migration == "addRunSourceRevision" ? "text" : "texts"
                let texts = migration == "addRunSourceRevision" ? row.texts[0] : Self.jsonList(row.texts)
                try db.execute(
                    sql: "INSERT INTO viewEvent (runId, stepIndex, ordinal, atMilliseconds, view, \(column)) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [row.runId, row.stepIndex, ordinal, row.at, row.view, texts])
            }
        }
    }

    /// `texts` as a JSON array, as schema 5 stored them.
    static func jsonList(_ texts: [String]) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: texts)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(itemIndex: item, sectionIndex: section) }

    /// Every kind of line older stores wrote, each as the code of its time
    /// wrote it (`RecordedEvent.description` for calls; interpolated lists
    /// and index paths for the delegates; `IndexPathPair` descriptions for
    /// the oldest hand-offs).
    static let oldRows: [OldRow] = [
        OldRow(stepIndex: -1, at: 0, view: "table", texts: ["reloadData"]),
        OldRow(stepIndex: 0, at: 1_000, view: "table", texts: [
            "beginBatch", "deleteItems [[0, 1], [0, 2]] fade", "insertItems [[0, 0]]", "reloadItems [[1, 3]] automatic",
            "moveItem [0, 2] -> [0, 5]", "deleteSections [1] left", "insertSections [2, 3]", "reloadSections [0] none", "moveSection 1 -> 0",
            "endBatch",
        ]),
        OldRow(stepIndex: 0, at: 1_000, view: "carousel c1", texts: [
            "beginBatch", "insertItems [[0, 0]]", "rejected: attempt to insert item 0 into section 0, but there are only 0 sections after the update",
        ]),
        OldRow(stepIndex: 0, at: 1_000, view: "reload delegate", texts: ["hand-off \([path(0, 1), path(1, 2)]) to carousel c1, carousel c2"]),
        OldRow(stepIndex: 0, at: 1_000, view: "deletion delegate", texts: ["didDeleteItems [c2, c3]", "didDeleteItems []"]),
        OldRow(stepIndex: 0, at: 1_000, view: "cell c4", texts: ["cell c4 now shows carousel c2"]),
        OldRow(stepIndex: 0, at: 1_000, view: "table", texts: ["inaccurate delta: duplicates before \(["1", "1"]), after \([String]())"]),
        // A stored row whose events belong to a batch and to none.
        OldRow(stepIndex: 0, at: 1_100, view: "table", texts: [
            "beginBatch", "deleteSections [0]", "reloadSections [0]", "fallbackToReloadData: section 0 is deleted and reloaded", "reloadData",
        ]),
        // Completions name the oldest batch of their view that ended and
        // has not completed; a rejected batch has none.
        OldRow(stepIndex: 1, at: 2_300, view: "table", texts: ["animationsCompleted", "animationsCompleted (not finished)"]),
        OldRow(stepIndex: 1, at: 2_300, view: "reload delegate", texts: [
            // As the oldest versions wrote index path pairs.
            "hand-off [[0, 2]->[1, 0], [0, 3]->[0, 3]] to carousel c1, carousel c4",
        ]),
        OldRow(stepIndex: 1, at: 2_300, view: "carousel c1", texts: ["animationsCompleted"]),
        // Another run: its batches numbered from 1 again.
        OldRow(runId: 2, stepIndex: 1, at: 2_000, view: "table", texts: ["beginBatch", "endBatch", "animationsCompleted"]),
    ]

    @Test func everyKindOfOldLineBecomesATypedEvent() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try Self.makeOldFile(at: path, Self.oldRows)
        let versions = try ScenarioStore.upgrade(path: path)
        #expect(versions.from == 6 && versions.to == 7)
        let store = try ScenarioStore(path: path, mode: .readOnly)
        let first = try store.recording(of: RunID(rawValue: 1))
        func event(_ at: Int, _ view: String, _ batch: Int?, _ kind: EventRecord.Kind) -> EventRecord {
            EventRecord(at: at, view: view, batch: batch, kind: kind)
        }
        let p = Self.path
        #expect(first.steps.map(\.events) == [
            [event(0, "table", nil, .call(.reloadData))],
            [
                event(1_000, "table", 1, .call(.beginBatch)), event(1_000, "table", 1, .call(.deleteItems([p(0, 1), p(0, 2)], .fade))),
                event(1_000, "table", 1, .call(.insertItems([p(0, 0)], nil))), event(1_000, "table", 1, .call(.reloadItems([p(1, 3)], .automatic))),
                event(1_000, "table", 1, .call(.moveItem(from: p(0, 2), to: p(0, 5)))), event(1_000, "table", 1, .call(.deleteSections([1], .left))),
                event(1_000, "table", 1, .call(.insertSections([2, 3], nil))), event(1_000, "table", 1, .call(.reloadSections([0], RowAnimation.none))),
                event(1_000, "table", 1, .call(.moveSection(from: 1, to: 0))), event(1_000, "table", 1, .call(.endBatch)),
                event(1_000, "carousel c1", 1, .call(.beginBatch)), event(1_000, "carousel c1", 1, .call(.insertItems([p(0, 0)], nil))),
                event(1_000, "carousel c1", 1, .call(.rejected("attempt to insert item 0 into section 0, but there are only 0 sections after the update"))),
                event(1_000, "reload delegate", nil, .handOff(rows: [p(0, 1), p(1, 2)], of: "table", to: ["carousel c1", "carousel c2"])),
                event(1_000, "deletion delegate", nil, .didDeleteItems(["c2", "c3"])), event(1_000, "deletion delegate", nil, .didDeleteItems([])),
                event(1_000, "cell c4", nil, .nowShows("carousel c2")),
                event(1_000, "table", nil, .inaccurateDelta(sourceDuplicates: ["1", "1"], targetDuplicates: [])),
                event(1_100, "table", 2, .call(.beginBatch)), event(1_100, "table", 2, .call(.deleteSections([0], nil))),
                event(1_100, "table", 2, .call(.reloadSections([0], nil))),
                event(1_100, "table", 2, .call(.fallbackToReloadData("section 0 is deleted and reloaded"))), event(1_100, "table", nil, .call(.reloadData)),
            ],
            [
                event(2_300, "table", 1, .call(.animationsCompleted(true))), event(2_300, "table", 2, .call(.animationsCompleted(false))),
                event(2_300, "reload delegate", nil, .handOff(rows: [p(1, 0), p(0, 3)], of: "table", to: ["carousel c1", "carousel c4"])),
                event(2_300, "carousel c1", nil, .call(.animationsCompleted(true))),
            ],
        ])
        // The text of each line now: the same, but for a hand-off, which
        // names the view its rows are on (the oldest form its rows on
        // screen only), and a completion, which names its batch.
        let oldTexts = Self.oldRows.filter { $0.runId == 1 }.flatMap(\.texts)
        let changed = [
            "hand-off [[0, 1], [1, 2]] to carousel c1, carousel c2": "hand-off [[0, 1], [1, 2]] of table to carousel c1, carousel c2",
            "animationsCompleted": "animationsCompleted batch 1",
            "animationsCompleted (not finished)": "animationsCompleted batch 2 (not finished)",
            "hand-off [[0, 2]->[1, 0], [0, 3]->[0, 3]] to carousel c1, carousel c4": "hand-off [[1, 0], [0, 3]] of table to carousel c1, carousel c4",
        ]
        var expectedTexts = oldTexts.map { changed[$0] ?? $0 }
        expectedTexts[expectedTexts.count - 1] = "animationsCompleted"  // carousel c1's batch was rejected: no batch to name
        #expect(first.steps.flatMap(\.events).map(\.text) == expectedTexts)
        #expect(first.viewStyles == [:])
        #expect(try store.recording(of: RunID(rawValue: 2)).steps.flatMap(\.events) == [
            event(2_000, "table", 1, .call(.beginBatch)), event(2_000, "table", 1, .call(.endBatch)), event(2_000, "table", 1, .call(.animationsCompleted(true))),
        ])

        // The stored rows: a stored row's events of different batches are
        // rows of their own, numbered in order within each step; nothing
        // says what a view showed (older stores did not record it).
        let rows = try store.database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT runId, stepIndex, ordinal, view, batch, json_array_length(events) AS count, shows IS NULL AND NOT showsStepEnd AS nothingShown
                FROM viewCall ORDER BY runId, stepIndex, ordinal
                """).map { row in
                    #expect(row["nothingShown"] as Bool)
                    return "\(row["runId"] as Int) \(row["stepIndex"] as Int) \(row["ordinal"] as Int) \(row["view"] as String) "
                        + "\((row["batch"] as Int?).map(String.init) ?? "-") \(row["count"] as Int)"
                }
        }
        #expect(rows.filter { $0.hasPrefix("1 ") } == [
            "1 -1 0 table - 1",
            "1 0 0 table 1 10", "1 0 1 carousel c1 1 3", "1 0 2 reload delegate - 1", "1 0 3 deletion delegate - 2", "1 0 4 cell c4 - 1",
            "1 0 5 table - 1", "1 0 6 table 2 4", "1 0 7 table - 1",
            "1 1 0 table 1 1", "1 1 1 table 2 1", "1 1 2 reload delegate - 1", "1 1 3 carousel c1 - 1",
        ])
        // Run 2's first rows are in the step where run 1's last rows are:
        // its numbering starts again from 0.
        #expect(rows.filter { $0.hasPrefix("2 ") } == ["2 1 0 table 1 3"])
        let styles = try store.database.read { db in try String.fetchAll(db, sql: "SELECT viewStyles FROM run ORDER BY id") }
        #expect(styles == ["{}", "{}"])
    }

    /// The ids of an inaccurate delta were written as Swift writes an array
    /// of strings (`["it\'s"]`): every such line migrates, whatever the
    /// identifiers hold.
    @Test(arguments: [["1", "1"], [], ["a b", "c, d", "[x]"], ["q\"uote", "back\\slash", "tab\t", "line\nbreak"], ["é🎬"], ["it's"], ["\u{1}"], ["\0"]])
    func anInaccurateDeltaMigratesWhateverItsIdentifiers(ids: [String]) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        let text = "inaccurate delta: duplicates before \(ids), after \(ids.reversed() as [String])"
        try Self.makeOldFile(at: path, [OldRow(stepIndex: 0, at: 0, view: "table", texts: [text])])
        // Swift escapes what JSON does not know too (`\'`, `\u{1}`, `\0`).
        _ = try ScenarioStore.upgrade(path: path)
        let events = try ScenarioStore(path: path, mode: .readOnly).recording(of: RunID(rawValue: 1)).steps.flatMap(\.events)
        #expect(events == [EventRecord(at: 0, view: "table", kind: .inaccurateDelta(sourceDuplicates: ids, targetDuplicates: ids.reversed()))])
    }

    /// A text no version wrote fails the upgrade, naming the file and the
    /// text; the file is left as it was (from schema 6, and from schema 4,
    /// whose earlier migrations succeed), and no part of the failed
    /// migration stays.
    @Test(arguments: ["teleport [0, 1]", "", "completion", "reload hand-off", "moveItem [0, 1]", "deleteItems [[0]]",
                      "deleteItems [[0, 1]] sideways", "hand-off [[0, 1]]", "inaccurate delta: duplicates before x", "insertSections"],
          ["viewStatesAsChanges", "addRunSourceRevision"])
    func aTextNoVersionWroteFailsTheUpgradeAndLeavesTheFile(text: String, migration: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try Self.makeOldFile(at: path, upTo: migration, [
            OldRow(stepIndex: 0, at: 0, view: "table", texts: ["beginBatch"]),
            OldRow(stepIndex: 0, at: 0, view: "other", texts: [text]),
        ])
        let before = try StoreFile.bytes(path)
        let error = #expect(throws: StoreError.self) { try ScenarioStore.upgrade(path: path) }
        #expect(error.map { $0.message.hasPrefix(path + ": ") } == true, "\(String(describing: error))")
        if !text.isEmpty { #expect(error?.message.contains(text) == true, "\(String(describing: error))") }
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains("run 1, step 0, view other") == true, "\(String(describing: error))")
        #expect(try StoreFile.bytes(path) == before)
        // The failed migration itself left nothing behind.
        let (applied, tables) = try DatabaseQueue(path: path).read { db in
            (try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations"), try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        }
        #expect(!applied.contains("structuredViewEvents") && applied.contains(migration))
        #expect(tables.contains("viewEvent") && !tables.contains("viewCall"))
        #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: .readOnly) }
    }

    @Test func aTextsColumnThatIsNotAListOfTextsFailsTheUpgrade() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try Self.makeOldFile(at: path, [OldRow(stepIndex: 0, at: 0, view: "table", texts: ["reloadData"])])
        try DatabaseQueue(path: path).write { db in try db.execute(sql: #"UPDATE viewEvent SET texts = '["reloadData", 3]'"#) }
        let before = try StoreFile.bytes(path)
        let error = #expect(throws: StoreError.self) { try ScenarioStore.upgrade(path: path) }
        #expect(error?.kind == .corrupt)
        #expect(try StoreFile.bytes(path) == before)
    }
}
