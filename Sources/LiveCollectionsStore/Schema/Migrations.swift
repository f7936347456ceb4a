import GRDB
import LiveCollectionsRecording

/// The store's schema, as named, forward-only migrations. Each migration runs
/// in its own transaction and is never edited once shipped: a schema change
/// is a new migration appended at the end.
///
/// Migrations talk to the database in its own language (table and column
/// names as strings), so they do not change when record types do.
package enum Migrations {
    /// A migrator with every migration registered, in order.
    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createRunTables", migrate: createRunTables)
        migrator.registerMigration("createGoldenTable", migrate: createGoldenTable)
        migrator.registerMigration("createStepViewStateTable", migrate: createStepViewStateTable)
        migrator.registerMigration("addRunSourceRevision", migrate: addRunSourceRevision)
        migrator.registerMigration("packViewEvents", migrate: packViewEvents)
        migrator.registerMigration("viewStatesAsChanges", migrate: viewStatesAsChanges)
        migrator.registerMigration("structuredViewEvents", migrate: structuredViewEvents)
        return migrator
    }

    /// Runs, their steps, the deltas, decisions and view events of every step,
    /// and the final state of every view.
    private static func createRunTables(_ db: Database) throws {
        try db.create(table: "run") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("scenario", .text).notNull()
            t.column("contentHash", .text).notNull()
            t.column("packageVersion", .text).notNull()
            t.column("label", .text)
            t.column("title", .text).notNull()
            t.column("recordedAt", .datetime).notNull()
            t.column("outcome", .text).notNull().check(sql: "outcome IN ('passed', 'failed')")
            t.column("failureMessage", .text)
            // A failed run says why; a passed run has nothing to say.
            t.check(sql: "(outcome = 'failed') = (failureMessage IS NOT NULL)")
        }
        try db.create(index: "run_on_scenario", on: "run", columns: ["scenario"])
        try db.create(index: "run_on_label", on: "run", columns: ["label"])

        try db.create(table: "step") { t in
            t.column("runId", .integer).notNull().references("run", onDelete: .cascade)
            t.column("stepIndex", .integer).notNull()
            t.column("atMilliseconds", .integer).notNull()
            t.column("action", .text).notNull()
            t.primaryKey(["runId", "stepIndex"])
        }

        // The three kinds of per-step records share a shape: the step they
        // belong to, their position in the step, their time, then their data.
        func createStepRecordTable(_ name: String, columns: [String]) throws {
            try db.create(table: name) { t in
                t.column("runId", .integer).notNull()
                t.column("stepIndex", .integer).notNull()
                t.column("ordinal", .integer).notNull()
                t.column("atMilliseconds", .integer).notNull()
                for column in columns {
                    t.column(column, .text).notNull()
                }
                t.primaryKey(["runId", "stepIndex", "ordinal"])
                t.foreignKey(["runId", "stepIndex"], references: "step", onDelete: .cascade)
            }
        }
        try createStepRecordTable("delta", columns: ["source", "delta"])
        try createStepRecordTable("decision", columns: ["source", "style", "reason"])
        try createStepRecordTable("viewEvent", columns: ["view", "text"])

        // Sections are a JSON array of arrays of strings, so empty sections
        // survive the round trip.
        try db.create(table: "finalState") { t in
            t.column("runId", .integer).notNull().references("run", onDelete: .cascade)
            t.column("viewOrdinal", .integer).notNull()
            t.column("view", .text).notNull()
            t.column("sections", .jsonText).notNull()
            t.primaryKey(["runId", "viewOrdinal"])
        }
    }

    /// The golden run of each scenario: the run new runs are compared with.
    private static func createGoldenTable(_ db: Database) throws {
        try db.create(table: "golden") { t in
            t.primaryKey("scenario", .text)
            // A golden run cannot be deleted while it is golden.
            t.column("runId", .integer).notNull().references("run", onDelete: .restrict)
        }
        try db.create(index: "golden_on_runId", on: "golden", columns: ["runId"])
    }

    /// What every view displays at the end of each step (for documentation
    /// pictures of the data before and after a step). Runs recorded before
    /// this migration simply have no rows here.
    private static func createStepViewStateTable(_ db: Database) throws {
        try db.create(table: "stepViewState") { t in
            t.column("runId", .integer).notNull()
            t.column("stepIndex", .integer).notNull()
            t.column("viewOrdinal", .integer).notNull()
            t.column("view", .text).notNull()
            t.column("sections", .jsonText).notNull()
            t.primaryKey(["runId", "stepIndex", "viewOrdinal"])
            t.foreignKey(["runId", "stepIndex"], references: "step", onDelete: .cascade)
        }
    }

    /// Where the package a run was recorded by came from, beside its
    /// version: `git describe` of the checkout the tool ran from, if any.
    /// Runs recorded before this migration have none.
    private static func addRunSourceRevision(_ db: Database) throws {
        try db.alter(table: "run") { t in
            t.add(column: "sourceRevision", .text)
        }
    }

    /// A `viewEvent` row holds a run of consecutive events of one step with
    /// the same time and view, their texts as a JSON array in `texts`
    /// (before: one event per row, in `text`). A batch of thousands of moves
    /// was thousands of rows, each costing more to write than its text. Every
    /// stored row becomes a run of one event, so its ordinal stays in order.
    private static func packViewEvents(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE viewEvent RENAME COLUMN text TO texts")
        try db.execute(sql: "UPDATE viewEvent SET texts = json_array(texts)")
    }

    /// The `sections` column of `stepViewState` and `finalState` may hold a
    /// state as its changes from the same view's state at an earlier step
    /// (a JSON object, see `StoredSections`), not only whole (a JSON array).
    /// Nothing stored changes: every stored state is whole, which stays
    /// valid. The version moves so that an older tool, which reads only
    /// whole states, refuses a file that may hold changes instead of
    /// misreading it.
    private static func viewStatesAsChanges(_ db: Database) throws {}

    /// View events as typed values (`viewCall`: each event's kind and values
    /// in `events`, its batch, what its view shows after it) instead of
    /// their texts (`viewEvent`). Every stored event is read into its typed
    /// form (``LegacyEventText``); batches are numbered as the view numbers
    /// them; what a view showed after each batch was not stored before, so
    /// migrated runs have none. A text no version wrote fails the
    /// migration, which leaves the file as it was. Runs gain the style of
    /// each view (`viewStyles`, a JSON object), empty for migrated runs.
    private static func structuredViewEvents(_ db: Database) throws {
        try db.alter(table: "run") { t in
            t.add(column: "viewStyles", .jsonText).notNull().defaults(to: "{}")
        }
        try db.create(table: "viewCall") { t in
            t.column("runId", .integer).notNull()
            t.column("stepIndex", .integer).notNull()
            t.column("ordinal", .integer).notNull()
            t.column("atMilliseconds", .integer).notNull()
            t.column("view", .text).notNull()
            t.column("batch", .integer)
            t.column("events", .jsonText).notNull()
            t.column("shows", .jsonText)
            t.column("showsStepEnd", .boolean).notNull()
            t.primaryKey(["runId", "stepIndex", "ordinal"])
            t.foreignKey(["runId", "stepIndex"], references: "step", onDelete: .cascade)
        }
        let insert = try db.makeStatement(sql: """
            INSERT INTO viewCall (runId, stepIndex, ordinal, atMilliseconds, view, batch, events, shows, showsStepEnd)
            VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0)
            """)
        let rows = try Row.fetchCursor(db, sql: "SELECT runId, stepIndex, atMilliseconds, view, texts FROM viewEvent ORDER BY runId, stepIndex, ordinal")
        var run: Int64 = -1
        var step = Int.min
        var ordinal = 0
        var batches = LegacyEventText.Batches()
        while let row = try rows.next() {
            let (runId, stepIndex, at, view): (Int64, Int, Int, String) = (try row.decode(atIndex: 0), try row.decode(atIndex: 1), try row.decode(atIndex: 2), try row.decode(atIndex: 3))
            // A new step (of this run or the next) numbers its rows from 0;
            // a new run numbers its views' batches afresh.
            if runId != run || stepIndex != step { (step, ordinal) = (stepIndex, 0) }
            if runId != run { (run, batches) = (runId, LegacyEventText.Batches()) }
            // Events of one stored row that belong to different batches
            // become rows of their own.
            var group: [EventRecord.Kind] = []
            var groupBatch: Int?
            func flush() throws {
                guard !group.isEmpty else { return }
                try insert.execute(arguments: [runId, stepIndex, ordinal, at, view, groupBatch, StoredEvents.encode(group)])
                ordinal += 1
                group = []
            }
            for text in try SectionsJSON.decodeList(try row.decode(String.self, atIndex: 4)) {
                let kind: EventRecord.Kind
                do {
                    kind = try LegacyEventText.kind(of: text, view: view)
                } catch {
                    throw LegacyEventText.Unreadable(description: "run \(runId), step \(stepIndex), view \(view): \(error)")
                }
                let batch = batches.batch(of: kind, view: view)
                if !group.isEmpty, batch != groupBatch { try flush() }
                groupBatch = batch
                group.append(kind)
            }
            try flush()
        }
        try db.drop(table: "viewEvent")
    }
}
