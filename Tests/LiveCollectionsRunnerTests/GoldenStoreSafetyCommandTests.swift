import Foundation
import GRDB
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

    /// The goldens with the last two migrations undone, as an older version
    /// left them: every view state whole (read back through the store, so
    /// states stored as changes are written out), one view event per row
    /// again, in `text`.
    static func downgrade(_ url: URL) throws {
        let store = try ScenarioStore(path: url.path, mode: .readOnly)
        let recordings = try store.runs().map { ($0.id.rawValue, try store.recording(of: $0.id)) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
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
        let message = "error: Scenarios/goldens.sqlite: schema version 4 is older than this store's version 6, or not a scenario store "
            + "(missing migrations: packViewEvents, viewStatesAsChanges) (upgrade it with `scenarios goldens upgrade`, then commit it)"
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
        #expect(upgrade.outputLines == ["Scenarios/goldens.sqlite: upgraded from schema version 4 to 6; commit it"])
        #expect(try workspace.run("verify", "--record", "never").status == 0)
        #expect(try workspace.run("goldens", "upgrade").outputLines == ["Scenarios/goldens.sqlite: already at schema version 6"])
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
                "error: Scenarios/goldens.sqlite: schema version 7 is newer than this store's version 6: written by a newer version "
                    + "of the store (unknown migrations: fromTheFuture) (update the scenarios tool to the version that wrote it)",
            ], "\(arguments)")
            #expect(try Data(contentsOf: url) == before, "\(arguments)")
        }
    }
}
