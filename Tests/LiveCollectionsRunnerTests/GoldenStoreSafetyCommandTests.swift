import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// The committed goldens are opened read-only unless something is recorded
/// into them, and never upgraded without being asked.
@Suite("scenarios golden store safety")
struct GoldenStoreSafetyCommandTests {
    @Test func commandsThatRecordNothingLeaveTheGoldensFileAsItWas() throws {
        let workspace = try Workspace()
        let path = workspace.url("Scenarios/goldens.sqlite")
        let before = try Data(contentsOf: path)
        for arguments in [["verify"], ["verify", "--record", "never"], ["list"], ["show", "golden:07"], ["docs", "-o", "out"],
                          ["export", "golden:01"], ["goldens", "remove-obsolete"]] {
            let result = try ToolProcess.run(arguments, in: workspace.directory)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(try Data(contentsOf: path) == before, "\(arguments)")
        }
    }

    /// An event's text as versions before typed events wrote it: a
    /// hand-off without its view, a completion without its batch.
    static func olderText(_ event: EventRecord) -> String {
        switch event.kind {
        case let .handOff(rows, _, names):
            "hand-off [" + rows.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ") + "] to " + names.joined(separator: ", ")
        case .call(.animationsCompleted(let finished)): finished ? "animationsCompleted" : "animationsCompleted (not finished)"
        default: event.text
        }
    }

    /// The goldens with the last three migrations undone, as an older
    /// version left them: view events as texts, one per row, in
    /// `viewEvent.text`, no view styles; every view state whole (read back
    /// through the store, so states stored as changes are written out).
    static func downgrade(_ url: URL) throws {
        let store = try ScenarioStore(path: url.path, mode: .readOnly)
        let recordings = try store.runs().map { ($0.id.rawValue, try store.recording(of: $0.id)) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE viewEvent (
                    runId INTEGER NOT NULL, stepIndex INTEGER NOT NULL, ordinal INTEGER NOT NULL, atMilliseconds INTEGER NOT NULL,
                    view TEXT NOT NULL, texts TEXT NOT NULL,
                    PRIMARY KEY (runId, stepIndex, ordinal),
                    FOREIGN KEY (runId, stepIndex) REFERENCES step (runId, stepIndex) ON DELETE CASCADE);
                DROP TABLE viewCall;
                ALTER TABLE run DROP COLUMN viewStyles;
                DELETE FROM grdb_migrations WHERE identifier = 'structuredViewEvents';
                """)
            for (runId, recording) in recordings {
                for step in recording.steps {
                    for (ordinal, event) in step.events.enumerated() {
                        try db.execute(
                            sql: "INSERT INTO viewEvent (runId, stepIndex, ordinal, atMilliseconds, view, texts) VALUES (?, ?, ?, ?, ?, json_array(?))",
                            arguments: [runId, step.index, ordinal, event.at, event.view, olderText(event)])
                    }
                }
            }
            func whole(_ sections: [[String]]) throws -> String {
                String(decoding: try JSONEncoder().encode(sections), as: UTF8.self)
            }
            for (runId, recording) in recordings {
                for step in recording.steps {
                    for (ordinal, state) in step.views.enumerated() {
                        try db.execute(
                            sql: "UPDATE stepViewState SET sections = ? WHERE runId = ? AND stepIndex = ? AND viewOrdinal = ?",
                            arguments: [try whole(state.sections), runId, step.index, ordinal])
                    }
                }
                for (ordinal, state) in recording.finalState.enumerated() {
                    try db.execute(
                        sql: "UPDATE finalState SET sections = ? WHERE runId = ? AND viewOrdinal = ?",
                        arguments: [try whole(state.sections), runId, ordinal])
                }
            }
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'viewStatesAsChanges'")
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stepViewState WHERE sections LIKE '{%'") == 0)
            try db.execute(sql: """
                CREATE TEMP TABLE expanded AS
                    SELECT v.runId, v.stepIndex, v.ordinal AS run, e.key AS position, v.atMilliseconds, v.view, e.value AS text
                    FROM viewEvent v, json_each(v.texts) e;
                DELETE FROM viewEvent;
                ALTER TABLE viewEvent RENAME COLUMN texts TO text;
                INSERT INTO viewEvent (runId, stepIndex, ordinal, atMilliseconds, view, text)
                    SELECT runId, stepIndex, ROW_NUMBER() OVER (PARTITION BY runId, stepIndex ORDER BY run, position) - 1,
                           atMilliseconds, view, text
                    FROM expanded;
                DROP TABLE expanded;
                DELETE FROM grdb_migrations WHERE identifier = 'packViewEvents';
                """)
        }
        try queue.close()
    }

    @Test func anOlderGoldensFileIsUpgradedOnlyByTheExplicitCommand() throws {
        let workspace = try Workspace()
        let url = workspace.url("Scenarios/goldens.sqlite")
        try Self.downgrade(url)
        #expect(try workspace.run("run", "01").status == 0)
        let before = try Data(contentsOf: url)
        let message = "error: Scenarios/goldens.sqlite: schema version 4 is older than this store's version 7, or not a scenario store "
            + "(missing migrations: packViewEvents, viewStatesAsChanges, structuredViewEvents) (upgrade it with `scenarios goldens upgrade`, then commit it)"
        try FileManager.default.copyItem(
            at: workspace.url("Scenarios/01-collection-view-single-section.json"), to: workspace.url("Scenarios/99-copy.json"))
        for arguments in [["verify", "--record", "never"], ["verify"], ["verify", "--record", "all"], ["approve", "1"], ["show", "golden:07"], ["list"]] {
            let result = try ToolProcess.run(arguments, in: workspace.directory)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.errorLines == [message], "\(arguments)")
            #expect(try Data(contentsOf: url) == before, "\(arguments)")
        }
        try FileManager.default.removeItem(at: workspace.url("Scenarios/99-copy.json"))

        let upgrade = try workspace.run("goldens", "upgrade")
        #expect(upgrade.status == 0)
        #expect(upgrade.outputLines == ["Scenarios/goldens.sqlite: upgraded from schema version 4 to 7; commit it"])
        #expect(try workspace.run("goldens", "upgrade").outputLines == ["Scenarios/goldens.sqlite: already at schema version 7"])
        // Every call reads back as the version that wrote the file recorded
        // it, with the batches and views it did not store worked out.
        let shown = try workspace.run("show", "golden:07")
        #expect(shown.outputLines.contains("  event 600 ms reload delegate: hand-off [[0, 2], [0, 0]] of table to carousel c3, carousel c1"))
        #expect(shown.outputLines.contains("  event 1500 ms table: animationsCompleted batch 3"))
        // What the older version did not record (what a view shows after each
        // batch, each view's style) is the only difference from a replay
        // now, and recording the goldens again brings it in.
        let verified = try ToolProcess.run(["verify", "--record", "never"], in: workspace.directory)
        #expect(verified.status == 1)
        let changes = verified.outputLines.filter { $0.hasPrefix("    - ") || $0.hasPrefix("    + ") }
        #expect(!changes.isEmpty)
        let unrecorded = changes.filter {
            $0.hasSuffix("what the view shows after it is not recorded") || $0.hasSuffix(" after it") || $0.hasPrefix("    + shows ")
                || $0 == "    - " || $0.hasPrefix("    + view") || $0.hasPrefix("    + cell") || $0.hasPrefix("    + table")
        }
        #expect(unrecorded == changes)
        let recorded = try ToolProcess.run(["verify", "--record", "failed"], in: workspace.directory)
        #expect(recorded.outputLines.last?.hasSuffix(" re-recorded golden") == true, "\(recorded.outputLines.suffix(3))")
        #expect(try workspace.run("verify", "--record", "never").status == 0)
    }

    @Test func aNewerGoldensFileIsOneLineNamingBothVersions() throws {
        let workspace = try Workspace()
        let url = workspace.url("Scenarios/goldens.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('fromTheFuture')") }
        try queue.close()
        #expect(try workspace.run("run", "01").status == 0)
        let before = try Data(contentsOf: url)
        for arguments in [["verify"], ["goldens", "upgrade"], ["approve", "1"]] {
            let result = try ToolProcess.run(arguments, in: workspace.directory)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.errorLines == [
                "error: Scenarios/goldens.sqlite: schema version 8 is newer than this store's version 7: written by a newer version "
                    + "of the store (unknown migrations: fromTheFuture) (update the scenarios tool to the version that wrote it)",
            ], "\(arguments)")
            #expect(try Data(contentsOf: url) == before, "\(arguments)")
        }
    }
}
