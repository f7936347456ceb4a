#if PostgreSQL
import Foundation
import GRDB
import LiveCollectionsRecording

/// Recorded runs in a shared PostgreSQL database, for many machines
/// recording at once (a CI matrix of shards, several branches).
///
/// Stores the same rows as ``ScenarioStore`` (its record types and JSON
/// texts), with the same promises: a run is one transaction; identifiers
/// come from an identity column, so concurrent writers never share one; a
/// run's rows are read in one snapshot, so a reader never sees half of a
/// run. A run copied in also stores its ``StoredRun/fingerprint``, unique:
/// a run copied twice (``importOnce(_:)``) is stored once.
///
/// Opened through ``RunStoreLocation/open(mode:environment:)``; built only
/// with the package's `PostgreSQL` trait.
public final class PostgresRunStore: RunStore, FaultInjectingRunStore {
    /// The URL without its password.
    public let location: String
    private let connection: PostgresConnectionHandle

    /// Connects to `location` and, in the modes that write, brings its
    /// schema up to date; `readOnly` checks the schema and writes nothing.
    init(_ location: PostgresLocation, mode: ScenarioStore.OpenMode, environment: [String: String]) throws(StoreError) {
        self.location = location.description
        connection = try PostgresConnectionHandle(location, environment: environment)
        switch mode {
        case .readOnly: try checkSchema()
        case .createIfMissing, .mustExist, .writableWithoutUpgrade: try migrate()
        }
    }

    // MARK: Schema

    /// The schema version this store writes.
    public static var schemaVersion: Int { PostgresSchema.version }

    /// The migrations applied, or nil when the database has no store yet.
    private func appliedMigrations() throws -> Set<String>? {
        let exists = try connection.query("SELECT to_regclass($1) IS NOT NULL AS present", [PostgresSchema.migrationsTable.databaseValue])
        guard try exists.first?.decode(Bool.self, forColumn: "present") == true else { return nil }
        let rows = try connection.query("SELECT identifier FROM \(PostgresSchema.migrationsTable)")
        return Set(try rows.map { try $0.decode(String.self, forColumn: "identifier") })
    }

    /// Fails if `applied` holds migrations this version does not know.
    private func checkNotSuperseded(_ applied: Set<String>) throws {
        let unknown = applied.subtracting(PostgresSchema.migrations.map(\.identifier)).sorted()
        guard unknown.isEmpty else {
            throw StoreError(
                kind: .schema,
                message: "\(location): schema version \(applied.count) is newer than this store's version \(Self.schemaVersion): "
                    + "written by a newer version of the scenarios tool (unknown migrations: \(unknown.joined(separator: ", ")))",
                path: location)
        }
    }

    /// Applies the migrations the database lacks, each in its transaction,
    /// under an advisory lock (concurrent openings wait for each other).
    private func migrate() throws(StoreError) {
        try connection.transaction {
            try connection.query("SELECT pg_advisory_xact_lock($1)", [PostgresSchema.lockKey.databaseValue])
            try connection.query("""
                CREATE TABLE IF NOT EXISTS \(PostgresSchema.migrationsTable) (
                    identifier TEXT PRIMARY KEY, "appliedAt" TIMESTAMPTZ NOT NULL DEFAULT now())
                """)
            let applied = try appliedMigrations() ?? []
            try checkNotSuperseded(applied)
            for migration in PostgresSchema.migrations where !applied.contains(migration.identifier) {
                for statement in migration.statements { try connection.query(statement) }
                try connection.query(
                    "INSERT INTO \(PostgresSchema.migrationsTable) (identifier) VALUES ($1)", [migration.identifier.databaseValue])
            }
        }
    }

    /// Fails unless the database has exactly the migrations this version knows.
    private func checkSchema() throws(StoreError) {
        let location = location
        try connection.transaction {
            guard let applied = try appliedMigrations() else {
                throw StoreError(
                    kind: .missingFile, message: "\(location): no scenario store in this database yet (no table \(PostgresSchema.migrationsTable))",
                    path: location)
            }
            try checkNotSuperseded(applied)
            let missing = PostgresSchema.migrations.map(\.identifier).filter { !applied.contains($0) }
            guard missing.isEmpty else {
                throw StoreError(
                    kind: .outdatedSchema,
                    message: "\(location): schema version \(applied.count) is older than this store's version \(Self.schemaVersion) "
                        + "(missing migrations: \(missing.joined(separator: ", ")))",
                    path: location)
            }
        }
    }

    // MARK: Recording

    public func record(
        _ recording: ScenarioRecording, label: String?, packageVersion: String, sourceRevision: String?, recordedAt: Date
    ) throws(StoreError) -> RunID {
        try record(recording, label: label, packageVersion: packageVersion, sourceRevision: sourceRevision, recordedAt: recordedAt, injecting: nil)
    }

    package func record(
        _ recording: ScenarioRecording, label: String?, packageVersion: String, sourceRevision: String?, recordedAt: Date,
        injecting fault: InsertionFault?
    ) throws(StoreError) -> RunID {
        try checkStepIndices(of: recording)
        let run = RunRecord(recording, label: label, packageVersion: packageVersion, sourceRevision: sourceRevision, recordedAt: recordedAt)
        return try store(StoredRun(record: run, recording: recording), fingerprint: nil, fault: fault).id
    }

    public func importOnce(_ run: StoredRun) throws(StoreError) -> (id: RunID, isNew: Bool) {
        try checkStepIndices(of: run.recording)
        return try store(run, fingerprint: run.fingerprint, fault: nil)
    }

    /// Stores `run` in one transaction, unless `fingerprint` is given and a
    /// run with it is stored already (then nothing is written and that run
    /// is returned).
    private func store(_ run: StoredRun, fingerprint: String?, fault: InsertionFault?) throws(StoreError) -> (id: RunID, isNew: Bool) {
        var record = run.record
        record.id = nil
        let fields: [String: DatabaseValue]
        do {
            fields = try record.databaseDictionary.filter { $0.key != RunRecord.Columns.id.name }
        } catch {
            throw StoreError(error, path: location)
        }
        let columns = fields.keys.sorted()
        return try connection.transaction {
            var remaining = fault?.afterRows
            try Self.count(1, against: &remaining)
            // A concurrent copy of the same run waits here for the other
            // transaction, then inserts nothing.
            let (runTable, idColumn, fingerprintColumn) = (Self.runTable, Self.column(.id), PostgresSchema.fingerprintColumn)
            let inserted = try connection.query(
                "INSERT INTO \(runTable) (\(columns.map(Self.quoted).joined(separator: ", ")), \(fingerprintColumn)) "
                    + "VALUES (\((1...columns.count + 1).map { "$\($0)" }.joined(separator: ", "))) "
                    + "ON CONFLICT (\(fingerprintColumn)) DO NOTHING RETURNING \(idColumn)",
                columns.map { fields[$0] ?? .null } + [fingerprint.databaseValue])
            guard let id = try inserted.first?.decode(Int64.self, forColumn: RunRecord.Columns.id.name) else {
                let existing = try connection.query("SELECT \(idColumn) FROM \(runTable) WHERE \(fingerprintColumn) = $1", [fingerprint.databaseValue])
                guard let id = try existing.first?.decode(Int64.self, forColumn: RunRecord.Columns.id.name) else {
                    throw StoreError(kind: .postgres, message: "\(location): a run with fingerprint \(run.fingerprint) was neither stored nor found", path: location)
                }
                return (RunID(rawValue: id), false)
            }
            let rows = RecordingRows(run.recording, runId: id)
            try insert(rows.steps, remaining: &remaining)
            try insert(rows.deltas, remaining: &remaining)
            try insert(rows.decisions, remaining: &remaining)
            try insert(rows.events, remaining: &remaining)
            try insert(rows.stepViewStates, remaining: &remaining)
            try insert(rows.finalStates, remaining: &remaining)
            return (RunID(rawValue: id), true)
        }
    }

    /// The most values one statement binds (PostgreSQL allows 65,535).
    private static let bindsPerStatement = 30_000

    /// Inserts `rows` (of one table), many rows per statement.
    private func insert<Row: RecordingRow>(_ rows: [Row], remaining: inout Int?) throws {
        guard !rows.isEmpty else { return }
        let columns = Array(Row.Columns.allCases)
        let perStatement = max(1, Self.bindsPerStatement / columns.count)
        let head = "INSERT INTO \(Self.quoted(Row.databaseTableName)) (\(columns.map { Self.quoted($0.name) }.joined(separator: ", "))) VALUES "
        var start = rows.startIndex
        while start < rows.endIndex {
            var end = min(start + perStatement, rows.endIndex)
            var injected: StoreError?
            if let left = remaining, end - start > left {
                end = start + left
                injected = StoreError(kind: .postgres, message: "\(location): injected failure (test hook)", path: location)
            }
            if end > start {
                var binds: [DatabaseValue] = []
                binds.reserveCapacity((end - start) * columns.count)
                var tuples: [String] = []
                for row in rows[start..<end] {
                    let first = binds.count
                    for column in columns { binds.append(row[column]?.databaseValue ?? .null) }
                    tuples.append("(" + (first + 1...first + columns.count).map { "$\($0)" }.joined(separator: ", ") + ")")
                }
                try connection.query(head + tuples.joined(separator: ", "), binds)
                if let left = remaining { remaining = left - (end - start) }
            }
            if let injected { throw injected }
            start = end
        }
    }

    /// Counts `rows` against the rows left before an injected failure.
    private static func count(_ rows: Int, against remaining: inout Int?) throws {
        guard let left = remaining else { return }
        guard left >= rows else { throw StoreError(kind: .postgres, message: "injected failure (test hook)", path: nil) }
        remaining = left - rows
    }

    /// `name` as a quoted identifier.
    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The `run` table's name, quoted.
    private static let runTable = quoted(RunRecord.databaseTableName)

    /// A column of the `run` table, quoted.
    private static func column(_ column: RunRecord.Columns) -> String {
        quoted(column.name)
    }

    /// Fails unless step indices strictly increase (as ``ScenarioStore`` does).
    private func checkStepIndices(of recording: ScenarioRecording) throws(StoreError) {
        for (previous, step) in zip(recording.steps, recording.steps.dropFirst()) where step.index <= previous.index {
            throw StoreError.invalidRecording(
                "\(recording.scenario)", "step index \(step.index) follows step index \(previous.index); indices must increase", path: location)
        }
    }

    // MARK: Reading

    /// A read of several statements in one snapshot.
    private func read<T>(_ body: () throws -> T) throws(StoreError) -> T {
        try connection.transaction("ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }

    /// The `run` row of `run`.
    private func runRecord(_ run: RunID) throws -> RunRecord {
        guard let row = try connection.query(
            "SELECT * FROM \(Self.runTable) WHERE \(Self.column(.id)) = $1", [run.rawValue.databaseValue]).first else {
            throw StoreError.unknownRun(run, path: location)
        }
        return try RunRecord(row: row)
    }

    /// The rows of `Row`'s table for run `runId`, in key order.
    private func rows<Row: RecordingRow>(_ type: Row.Type, run runId: Int64) throws -> [Row] {
        let order = Row.keyOrder.map { Self.quoted($0.name) }.joined(separator: ", ")
        return try connection.query(
            "SELECT * FROM \(Self.quoted(Row.databaseTableName)) WHERE \(Self.quoted(Row.Columns.runId.name)) = $1 ORDER BY \(order)",
            [runId.databaseValue])
            .map { try Row(row: $0) }
    }

    public func storedRun(_ run: RunID) throws(StoreError) -> StoredRun {
        let (record, recording) = try read { () throws -> (RunRecord, ScenarioRecording) in
            let record = try runRecord(run)
            let id = run.rawValue
            let rows = RecordingRows(
                steps: try rows(StepRow.self, run: id), deltas: try rows(DeltaRow.self, run: id),
                decisions: try rows(DecisionRow.self, run: id), events: try rows(ViewEventRow.self, run: id),
                stepViewStates: try rows(StepViewStateRow.self, run: id), finalStates: try rows(FinalStateRow.self, run: id))
            return (record, try rows.recording(of: record))
        }
        return StoredRun(record: record, recording: recording)
    }

    public func recording(of run: RunID) throws(StoreError) -> ScenarioRecording {
        try storedRun(run).recording
    }

    public func summary(of run: RunID) throws(StoreError) -> RunSummary {
        try read { try runRecord(run).summary(id: run.rawValue, isGolden: false) }
    }

    public func runs(scenario: String? = nil, label: String? = nil) throws(StoreError) -> [RunSummary] {
        var conditions: [String] = []
        var binds: [DatabaseValue] = []
        if let scenario {
            binds.append(scenario.databaseValue)
            conditions.append("\(Self.column(.scenario)) = $\(binds.count)")
        }
        if let label {
            binds.append(label.databaseValue)
            conditions.append("\(Self.column(.label)) = $\(binds.count)")
        }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        return try read {
            summaries(of: try connection.query("SELECT * FROM \(Self.runTable)\(filter) ORDER BY \(Self.column(.id))", binds).map(RunRecord.init(row:)))
        }
    }

    public func latestRuns(label: String) throws(StoreError) -> [RunSummary] {
        let location = location
        return try read {
            let labelled = try connection.query(
                "SELECT * FROM \(Self.runTable) WHERE \(Self.column(.label)) = $1", [label.databaseValue]).map(RunRecord.init(row:))
            guard !labelled.isEmpty else { throw StoreError.unknownLabel(label, path: location) }
            return summaries(of: RunRecord.newestOfEachScenario(labelled))
        }
    }

    private func summaries(of records: [RunRecord]) -> [RunSummary] {
        records.compactMap { record in record.id.map { record.summary(id: $0, isGolden: false) } }
    }

    // MARK: Pruning

    @discardableResult
    public func pruneRuns(keepingNewest count: Int) throws(StoreError) -> Int {
        try connection.transaction {
            let (run, id, scenario, label, recordedAt) = (Self.runTable, Self.column(.id), Self.column(.scenario), Self.column(.label), Self.column(.recordedAt))
            return try connection.query("""
                DELETE FROM \(run) WHERE \(id) IN (
                    SELECT \(id) FROM (
                        SELECT \(id), ROW_NUMBER() OVER (PARTITION BY \(scenario), \(label) ORDER BY \(recordedAt) DESC, \(id) DESC) AS newness FROM \(run)
                    ) AS ranked WHERE newness > $1
                ) RETURNING \(id)
                """, [Int64(max(count, 0)).databaseValue]).count
        }
    }

    @discardableResult
    public func pruneRuns(keepingNewest count: Int, of scenarios: some Sequence<String>, label: String?) throws(StoreError) -> Int {
        let scenarios = Set(scenarios).sorted()
        return try connection.transaction {
            var deleted = 0
            for scenario in scenarios {
                let (run, id, recordedAt) = (Self.runTable, Self.column(.id), Self.column(.recordedAt))
                deleted += try connection.query("""
                    DELETE FROM \(run) WHERE \(id) IN (
                        SELECT \(id) FROM \(run) WHERE \(Self.column(.scenario)) = $1 AND \(Self.column(.label)) IS NOT DISTINCT FROM $2
                        ORDER BY \(recordedAt) DESC, \(id) DESC OFFSET $3
                    ) RETURNING \(id)
                    """, [scenario.databaseValue, label.databaseValue, Int64(max(count, 0)).databaseValue]).count
            }
            return deleted
        }
    }
}
#endif
