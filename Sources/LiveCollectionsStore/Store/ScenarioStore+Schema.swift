import Foundation
import GRDB

extension ScenarioStore {
    /// The schema version this store writes: the number of migrations it knows.
    public static var schemaVersion: Int { Migrations.migrator.migrations.count }

    /// Brings the file at `path` to the current schema, in one transaction
    /// per migration; the runs it holds are kept. A file already current is
    /// not written to (one from before ``applicationID`` gets it with the
    /// next write, as with every open mode).
    ///
    /// - Returns: The schema version before and after (equal when the file
    ///   was already current).
    /// - Throws: ``StoreError/Kind/missingFile``, ``StoreError/Kind/folder``,
    ///   ``StoreError/Kind/empty`` (nothing to upgrade), ``StoreError/Kind/foreign``
    ///   and ``StoreError/Kind/corrupt`` (the file is left as it was),
    ///   ``StoreError/Kind/readOnly``, ``StoreError/Kind/schema`` (written by
    ///   a newer version).
    public static func upgrade(path: String) throws(StoreError) -> (from: Int, to: Int) {
        let existing: ExistingFile?
        do {
            existing = try inspectFile(at: path, mayWrite: true)
        } catch {
            throw StoreError(error, path: path)
        }
        switch existing {
        case nil: throw .missingFile(path)
        case .empty(let detail): throw .empty(path, detail)
        case .store: try checkWritable(path, exists: true)
        }
        do {
            let queue = try DatabaseQueue(path: path)
            let applied = try queue.read { db in try appliedIdentifiers(db) }
            if hasCompletedMigrations(applied) {
                // Nothing to do but check the file is not from a newer version.
                try migrate(queue, path: path)
            } else {
                // Each migration commits on its own: the file is migrated in
                // a copy in memory, then replaced in one step (SQLite's
                // backup writes it in one transaction), so that a migration
                // failing half-way leaves the file as it was.
                let staging = try DatabaseQueue()
                try queue.backup(to: staging)
                try migrate(staging, path: path)
                try staging.backup(to: queue)
            }
            try queue.close()
            let before = applied.count
            return (before, schemaVersion)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Opens and migrates the file at `path`.
    ///
    /// Two processes opening a new file at once both set it up and migrate
    /// it; where SQLite fails one of them at once with `SQLITE_BUSY` rather
    /// than wait (the busy timeout does not apply to a lock it could not get
    /// without a deadlock, such as a file an older version is switching to
    /// WAL mode), the whole opening is retried until the busy timeout has
    /// passed.
    static func openFile(path: String, configuration: Configuration, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                try migrate(queue, path: path)
                return queue
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: .random(in: 0.005...0.05))
            }
        }
    }

    /// Creates the store file at `path`, migrated whole before any other
    /// process can see it: the file is set up under a temporary name beside
    /// it, then linked in place only if `path` is still free (`link(2)`
    /// fails on an existing file). A process that loses the race opens the
    /// winner's file instead. For the goldens (``OpenMode/writableWithoutUpgrade``),
    /// which refuse a file whose schema is not current: migrated in place,
    /// a new file is seen part-migrated by a process that opens it meanwhile.
    static func createFile(path: String, configuration: Configuration, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        let staging = "\(path).new-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        defer { unlink(staging) }
        try openFile(path: staging, configuration: configuration, busyTimeout: busyTimeout).close()
        if link(staging, path) != 0, errno != EEXIST {
            // A file system without hard links: set it up in place.
            return try openFile(path: path, configuration: configuration, busyTimeout: busyTimeout)
        }
        let database = try DatabaseQueue(path: path, configuration: configuration)
        try checkSchema(of: database, path: path)
        return database
    }

    /// How many times opening retries a migration that failed because
    /// another process was running the same migration at the same time.
    private static let migrationAttempts = 3

    /// Applies the migrations `database` lacks, then checks that no newer
    /// version has migrated it further. A file with migrations to apply
    /// (a new one included) is marked with ``applicationID`` first, so that
    /// a new file is recognised as a store from its first page on.
    ///
    /// A new file (no migration applied) holds nothing yet, so its schema
    /// is written without syncing each migration's commit (SQLite's
    /// `synchronous = OFF` on this connection while they run): a crash
    /// then can only lose the empty file's schema, never a run. The
    /// connection's setting is restored before this returns, and the
    /// first run recorded syncs the whole file with its commit.
    static func migrate(_ database: any DatabaseWriter, path: String?) throws {
        let (pending, unsynced) = try database.read { db in
            let applied = try appliedIdentifiers(db)
            try checkNotSuperseded(applied, path: path)
            return (!hasCompletedMigrations(applied), writesSchemaUnsynced(applied: applied, path: path))
        }
        guard pending else { return try applyMigrations(database) }
        try database.write(markAsStore)
        guard unsynced else { return try applyMigrations(database) }
        let synchronous = try database.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = OFF") }
        let migrated = Result { try applyMigrations(database) }
        try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = \(synchronous ?? 2)") }
        try migrated.get()
    }

    /// Whether a file's migrations may commit without syncing: only a file
    /// (not a store in memory) that no migration has touched, so that holds
    /// no run; a file with runs is migrated with every commit synced.
    package static func writesSchemaUnsynced(applied: Set<String>, path: String?) -> Bool {
        applied.isEmpty && path != nil
    }

    /// Runs the migrations `database` lacks (``migrate(_:path:)``).
    private static func applyMigrations(_ database: any DatabaseWriter) throws {
        for attempt in 1...migrationAttempts {
            do {
                try Migrations.migrator.migrate(database)
                break
            } catch let error as DatabaseError {
                // Two processes opening a new file can both see a migration
                // as pending; the second one fails on the tables the first
                // just created. Look again before giving up.
                if try database.read({ db in try hasCompletedMigrations(appliedIdentifiers(db)) }) { break }
                if attempt == migrationAttempts { throw error }
            }
        }
    }

    /// Fails unless `database` has exactly the migrations this version knows.
    static func checkSchema(of database: any DatabaseWriter, path: String) throws {
        let migrations = Migrations.migrator.migrations
        try database.read { db in
            let appliedIdentifiers = try appliedIdentifiers(db)
            try checkNotSuperseded(appliedIdentifiers, path: path)
            let applied = migrations.filter(appliedIdentifiers.contains)
            let missing = migrations.filter { !applied.contains($0) }
            guard missing.isEmpty else {
                throw StoreError(
                    kind: .outdatedSchema,
                    message: "\(path): schema version \(applied.count) is older than this store's version \(schemaVersion), "
                        + "or not a scenario store (missing migrations: \(missing.joined(separator: ", ")))",
                    path: path)
            }
        }
    }

    /// The identifiers of the migrations applied to `db`, known or not;
    /// none before the migrations table exists.
    ///
    /// Our own query, not `DatabaseMigrator.appliedIdentifiers(_:)` (which
    /// its `hasBeenSuperseded(_:)` and `hasCompletedMigrations(_:)` read
    /// through, so the checks below are made on this set instead): GRDB's
    /// selects first and looks for the table only when the select fails.
    /// A select that fails to compile takes no lock, so another process
    /// creating the store (its migrator creates the table first) can
    /// create the table in between, and GRDB's then throws "no such table".
    /// This one looks for the table first, a read that holds its lock until
    /// the transaction ends. With GRDB's instead,
    /// `MigrationRaceTests.anotherProcessCreatingTheMigrationsTableAtAnyMomentIsNoError()`
    /// fails.
    private static func appliedIdentifiers(_ db: Database) throws -> Set<String> {
        guard try db.tableExists("grdb_migrations") else { return [] }
        return try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
    }

    /// Whether every migration this version knows is among `applied`
    /// (``appliedIdentifiers(_:)``): GRDB's `hasCompletedMigrations(_:)`.
    private static func hasCompletedMigrations(_ applied: Set<String>) -> Bool {
        Set(Migrations.migrator.migrations).isSubset(of: applied)
    }

    /// Fails if `applied` (``appliedIdentifiers(_:)``) holds migrations
    /// this version does not know: GRDB's `hasBeenSuperseded(_:)`, which
    /// says only whether.
    private static func checkNotSuperseded(_ applied: Set<String>, path: String?) throws {
        let unknown = applied.subtracting(Migrations.migrator.migrations).sorted()
        guard unknown.isEmpty else {
            throw StoreError(
                kind: .schema,
                message: "\(StoreError.location(path)): schema version \(applied.count) is newer than this store's version "
                    + "\(schemaVersion): written by a newer version of the store (unknown migrations: \(unknown.joined(separator: ", ")))",
                path: path)
        }
    }
}
