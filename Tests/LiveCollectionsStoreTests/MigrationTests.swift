import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// The schema: named migrations in order, the tables and constraints they
/// create, and a file that stays usable across openings.
@Suite struct MigrationTests {
    static let expectedMigrations = ["createRunTables", "createGoldenTable", "createStepViewStateTable", "addRunSourceRevision", "packViewEvents",
                                      "viewStatesAsChanges", "structuredViewEvents"]

    @Test func migrationsAreNamedAndOrdered() throws {
        #expect(Migrations.migrator.migrations == Self.expectedMigrations)

        let directory = try TemporaryDirectory()
        let store = try ScenarioStore(path: directory.path("runs.sqlite"))
        let applied = try store.database.read { db in try Migrations.migrator.appliedMigrations(db) }
        #expect(applied == Self.expectedMigrations)
    }

    /// A file written before the step view states existed is brought up to
    /// date when it opens, and its runs read back with no view states.
    @Test func anOlderFileIsMigratedForwardWithItsRunsIntact() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try OlderStore.make(at: path, upTo: "createGoldenTable") { db in
            try db.execute(sql: OlderStore.runSQL + """
                INSERT INTO step (runId, stepIndex, atMilliseconds, action) VALUES (1, 0, 0, 'update [1]');
                INSERT INTO viewEvent (runId, stepIndex, ordinal, atMilliseconds, view, text) VALUES (1, 0, 0, 0, 'view', 'reloadData');
                """)
        }
        #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: .readOnly) }
        let store = try ScenarioStore(path: path, mode: .mustExist)
        let applied = try store.database.read { db in try Migrations.migrator.appliedMigrations(db) }
        #expect(applied == Self.expectedMigrations)
        let recording = try store.recording(of: RunID(rawValue: 1))
        #expect(recording.steps == [StepRecord(index: 0, at: 0, action: "update [1]", events: [EventRecord(at: 0, view: "view", kind: .call(.reloadData))])])
        #expect(recording.viewStyles == [:])
        #expect(try store.summary(of: RunID(rawValue: 1)).packageVersion == "0.0.9")
    }

    @Test func reopeningAMigratedFileKeepsItsData() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let id: RunID
        do {
            let store = try ScenarioStore(path: path)
            id = try store.record(Fixtures.rich, label: "main", packageVersion: "1", recordedAt: Fixtures.date())
            try store.markGolden(id)
        }

        for mode in [ScenarioStore.OpenMode.createIfMissing, .mustExist, .readOnly, .writableWithoutUpgrade] {
            let store = try ScenarioStore(path: path, mode: mode)
            #expect(try store.recording(of: id) == Fixtures.rich, "\(mode)")
            #expect(try store.golden(for: Fixtures.rich.scenario) == id, "\(mode)")
            #expect(try store.runs().count == 1, "\(mode)")
            let applied = try store.database.read { db in try Migrations.migrator.appliedMigrations(db) }
            #expect(applied == Self.expectedMigrations, "\(mode)")
        }
    }

    /// Column name, NOT NULL, position in the primary key (0: not in it).
    struct ColumnShape: Hashable, CustomStringConvertible {
        var name: String
        var notNull: Bool
        var primaryKey: Int
        var description: String { "\(name)\(notNull ? " NOT NULL" : "")\(primaryKey > 0 ? " PK\(primaryKey)" : "")" }
    }

    static let expectedTables: [String: [ColumnShape]] = [
        "run": [
            .init(name: "id", notNull: false, primaryKey: 1),  // INTEGER PRIMARY KEY: the rowid, never NULL
            .init(name: "scenario", notNull: true, primaryKey: 0),
            .init(name: "contentHash", notNull: true, primaryKey: 0),
            .init(name: "packageVersion", notNull: true, primaryKey: 0),
            .init(name: "label", notNull: false, primaryKey: 0),
            .init(name: "title", notNull: true, primaryKey: 0),
            .init(name: "recordedAt", notNull: true, primaryKey: 0),
            .init(name: "outcome", notNull: true, primaryKey: 0),
            .init(name: "failureMessage", notNull: false, primaryKey: 0),
            .init(name: "sourceRevision", notNull: false, primaryKey: 0),
            .init(name: "viewStyles", notNull: true, primaryKey: 0),
        ],
        "step": [
            .init(name: "runId", notNull: true, primaryKey: 1),
            .init(name: "stepIndex", notNull: true, primaryKey: 2),
            .init(name: "atMilliseconds", notNull: true, primaryKey: 0),
            .init(name: "action", notNull: true, primaryKey: 0),
        ],
        "delta": stepRecordColumns(["source", "delta"]),
        "decision": stepRecordColumns(["source", "style", "reason"]),
        "viewCall": [
            .init(name: "runId", notNull: true, primaryKey: 1),
            .init(name: "stepIndex", notNull: true, primaryKey: 2),
            .init(name: "ordinal", notNull: true, primaryKey: 3),
            .init(name: "atMilliseconds", notNull: true, primaryKey: 0),
            .init(name: "view", notNull: true, primaryKey: 0),
            .init(name: "batch", notNull: false, primaryKey: 0),
            .init(name: "events", notNull: true, primaryKey: 0),
            .init(name: "shows", notNull: false, primaryKey: 0),
            .init(name: "showsStepEnd", notNull: true, primaryKey: 0),
        ],
        "finalState": [
            .init(name: "runId", notNull: true, primaryKey: 1),
            .init(name: "viewOrdinal", notNull: true, primaryKey: 2),
            .init(name: "view", notNull: true, primaryKey: 0),
            .init(name: "sections", notNull: true, primaryKey: 0),
        ],
        "golden": [
            .init(name: "scenario", notNull: true, primaryKey: 1),
            .init(name: "runId", notNull: true, primaryKey: 0),
        ],
        "stepViewState": [
            .init(name: "runId", notNull: true, primaryKey: 1),
            .init(name: "stepIndex", notNull: true, primaryKey: 2),
            .init(name: "viewOrdinal", notNull: true, primaryKey: 3),
            .init(name: "view", notNull: true, primaryKey: 0),
            .init(name: "sections", notNull: true, primaryKey: 0),
        ],
    ]

    static func stepRecordColumns(_ data: [String]) -> [ColumnShape] {
        [
            .init(name: "runId", notNull: true, primaryKey: 1),
            .init(name: "stepIndex", notNull: true, primaryKey: 2),
            .init(name: "ordinal", notNull: true, primaryKey: 3),
            .init(name: "atMilliseconds", notNull: true, primaryKey: 0),
        ] + data.map { .init(name: $0, notNull: true, primaryKey: 0) }
    }

    @Test(arguments: StoreLocation.allCases)
    func schemaHasTheTablesAndColumns(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)

        try store.database.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
                """)
            #expect(Set(tables) == Set(Self.expectedTables.keys))
            for (table, expected) in Self.expectedTables {
                let columns = try Row.fetchAll(db, sql: "SELECT name, \"notnull\", pk FROM pragma_table_info(?) ORDER BY cid", arguments: [table])
                    .map { ColumnShape(name: $0["name"], notNull: $0["notnull"], primaryKey: $0["pk"]) }
                #expect(columns == expected, "table \(table)")
            }
            let indexes = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
            #expect(indexes == ["golden_on_runId", "run_on_label", "run_on_scenario"])
        }
    }

    @Test func foreignKeysTieEveryRowToItsRun() throws {
        let store = try ScenarioStore()
        let references = try store.database.read { db in
            try Dictionary(uniqueKeysWithValues: Self.expectedTables.keys.map { table in
                let keys = try Row.fetchAll(db, sql: "SELECT \"table\", \"from\", on_delete FROM pragma_foreign_key_list(?)", arguments: [table])
                    .map { "\($0["from"] as String) -> \($0["table"] as String) \($0["on_delete"] as String)" }
                return (table, Set(keys))
            })
        }
        #expect(references == [
            "run": [],
            "step": ["runId -> run CASCADE"],
            "delta": ["runId -> step CASCADE", "stepIndex -> step CASCADE"],
            "decision": ["runId -> step CASCADE", "stepIndex -> step CASCADE"],
            "viewCall": ["runId -> step CASCADE", "stepIndex -> step CASCADE"],
            "finalState": ["runId -> run CASCADE"],
            "golden": ["runId -> run RESTRICT"],
            "stepViewState": ["runId -> step CASCADE", "stepIndex -> step CASCADE"],
        ])
    }

    @Test func checksRejectAnInconsistentOutcome() throws {
        let store = try ScenarioStore()
        func insert(_ outcome: String, _ message: String?) throws {
            try store.database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO run (scenario, contentHash, packageVersion, title, recordedAt, outcome, failureMessage)
                        VALUES ('s', 'h', '1', 't', '2024-01-01 00:00:00.000', ?, ?)
                        """,
                    arguments: [outcome, message])
            }
        }
        #expect(throws: DatabaseError.self) { try insert("passed", "why") }
        #expect(throws: DatabaseError.self) { try insert("failed", nil) }
        #expect(throws: DatabaseError.self) { try insert("skipped", nil) }
        try insert("failed", "")
        try insert("passed", nil)
    }

    @Test func fileStoreHasARollbackJournalABusyTimeoutAndDurableCommits() throws {
        let directory = try TemporaryDirectory()
        let store = try ScenarioStore(path: directory.path("runs.sqlite"))

        let (journalMode, busyTimeout, synchronous) = try store.database.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA busy_timeout"),
                try Int.fetchOne(db, sql: "PRAGMA synchronous")
            )
        }
        let writerBusyTimeout = try store.database.write { db in try Int.fetchOne(db, sql: "PRAGMA busy_timeout") }

        #expect(journalMode == ScenarioStore.journalMode)
        #expect(busyTimeout == Int(ScenarioStore.defaultBusyTimeout * 1_000))
        #expect(writerBusyTimeout == Int(ScenarioStore.defaultBusyTimeout * 1_000))
        #expect(try ScenarioStore(path: directory.path("other.sqlite"), busyTimeout: 7).database.write { db in
            try Int.fetchOne(db, sql: "PRAGMA busy_timeout")
        } == 7_000)
        // FULL: a commit is on disk when it returns.
        #expect(synchronous == 2)
    }

    /// Only a new file's schema is written without syncing each commit:
    /// a file holding anything a migration made (runs included) is
    /// migrated with every commit synced, and a new file's connection
    /// syncs again once it is open.
    @Test func onlyANewFilesSchemaIsWrittenUnsynced() throws {
        #expect(ScenarioStore.writesSchemaUnsynced(applied: [], path: "runs.sqlite"))
        #expect(!ScenarioStore.writesSchemaUnsynced(applied: [], path: nil))
        for count in 1...Self.expectedMigrations.count {
            let applied = Set(Self.expectedMigrations.prefix(count))
            #expect(!ScenarioStore.writesSchemaUnsynced(applied: applied, path: "runs.sqlite"), "\(applied)")
        }
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        _ = try ScenarioStore(path: path)
        let reopened = try ScenarioStore(path: path)
        for store in [try ScenarioStore(path: directory.path("new.sqlite")), reopened] {
            #expect(try store.database.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2)
        }
    }

    @Test func readOnlyRefusesAnotherApplicationsDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE unrelated (x)") }

        let error = #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: .readOnly) }

        #expect(error?.kind == .foreign)
        #expect(error?.message == "\(path): an SQLite database of another application (tables unrelated), not a scenario store")
        // Read-only did not migrate it.
        let tables = try DatabaseQueue(path: path).read { db in try db.tableExists("run") }
        #expect(!tables)
    }

    @Test(arguments: [ScenarioStore.OpenMode.createIfMissing, .mustExist, .readOnly, .writableWithoutUpgrade])
    func aNewerSchemaIsRefused(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        _ = try ScenarioStore(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('fromTheFuture')")
        }

        let error = #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: mode) }

        #expect(error?.kind == .schema)
        #expect(error?.message == "\(path): schema version 8 is newer than this store's version 7: "
            + "written by a newer version of the store (unknown migrations: fromTheFuture)")
    }
}
