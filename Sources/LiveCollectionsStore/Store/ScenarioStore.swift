import Foundation
import GRDB

/// Recorded scenario runs and the golden run of each scenario, in SQLite.
///
/// A file store is a `DatabasePool` in WAL mode with a busy timeout, so
/// several processes can record into the same file at once; every run is
/// written in one transaction. The schema is brought up to date (see
/// `Migrations`) when the store opens, except in read-only mode, where an
/// out-of-date schema is an error.
///
/// Methods throw ``StoreError`` only, with the file, run or label involved.
public final class ScenarioStore: Sendable {
    /// How ``init(path:mode:)`` treats the file.
    public enum OpenMode: Sendable {
        /// Create the file if it does not exist; migrate it.
        case createIfMissing
        /// Fail with ``StoreError/Kind/missingFile`` if the file does not exist; migrate it.
        case mustExist
        /// Fail if the file does not exist; open one read-only connection and
        /// never write (an unmigrated or newer schema is an error, not migrated).
        case readOnly
    }

    /// How long a write waits for another connection's write to finish, in seconds.
    package static let busyTimeout: TimeInterval = 5

    /// The database file, or `nil` for an in-memory store.
    public let path: String?

    /// The connection(s): a pool for a file, a queue in memory or read-only.
    package let database: any DatabaseWriter

    /// Opens the store at `path`.
    ///
    /// - Throws: ``StoreError/Kind/missingFile`` (mode `mustExist` or
    ///   `readOnly` and no file), ``StoreError/Kind/corrupt`` (not an SQLite
    ///   file), ``StoreError/Kind/schema`` (read-only and not migrated, or
    ///   written by a newer version), ``StoreError/Kind/locked``.
    public convenience init(path: String, mode: OpenMode = .createIfMissing) throws(StoreError) {
        if mode != .createIfMissing, !FileManager.default.fileExists(atPath: path) {
            throw .missingFile(path)
        }
        let database: any DatabaseWriter
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(Self.busyTimeout)
            if mode == .readOnly {
                configuration.readonly = true
                database = try DatabaseQueue(path: path, configuration: configuration)
                try Self.checkSchema(of: database, path: path)
            } else {
                database = try Self.openPool(path: path, configuration: configuration)
            }
        } catch {
            throw StoreError(error, path: path)
        }
        self.init(database: database, path: path)
    }

    /// Opens an empty, migrated store in memory, for tests and dry runs.
    public convenience init(inMemory: Void = ()) throws(StoreError) {
        let database: DatabaseQueue
        do {
            database = try DatabaseQueue()
            try Self.migrate(database, path: nil)
        } catch {
            throw StoreError(error, path: nil)
        }
        self.init(database: database, path: nil)
    }

    private init(database: any DatabaseWriter, path: String?) {
        self.database = database
        self.path = path
    }

    // MARK: - Access

    /// Runs `body` in a read transaction; every failure becomes a ``StoreError``.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Runs `body` in one write transaction: all of it is committed, or none.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.write(body)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    // MARK: - Schema

    /// Opens and migrates the file at `path` in WAL mode.
    ///
    /// Two processes opening a new file at once can both try to switch it to
    /// WAL mode; SQLite fails one of them at once with `SQLITE_BUSY` rather
    /// than wait (the busy timeout does not apply to that deadlock), so the
    /// whole opening is retried until the busy timeout has passed.
    private static func openPool(path: String, configuration: Configuration) throws -> DatabasePool {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                let pool = try DatabasePool(path: path, configuration: configuration)
                try migrate(pool, path: path)
                return pool
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: .random(in: 0.005...0.05))
            }
        }
    }

    /// How many times opening retries a migration that failed because
    /// another process was running the same migration at the same time.
    private static let migrationAttempts = 3

    /// Applies the migrations `database` lacks, then checks that no newer
    /// version has migrated it further.
    private static func migrate(_ database: any DatabaseWriter, path: String?) throws {
        let migrator = Migrations.migrator
        for attempt in 1...migrationAttempts {
            do {
                try migrator.migrate(database)
                break
            } catch let error as DatabaseError {
                // Two processes opening a new file can both see a migration
                // as pending; the second one fails on the tables the first
                // just created. Look again before giving up.
                if try database.read(migrator.hasCompletedMigrations) { break }
                if attempt == migrationAttempts { throw error }
            }
        }
        try database.read { db in try checkNotSuperseded(db, migrator: migrator, path: path) }
    }

    /// Fails unless `database` has exactly the migrations this version knows.
    private static func checkSchema(of database: any DatabaseWriter, path: String) throws {
        let migrator = Migrations.migrator
        try database.read { db in
            try checkNotSuperseded(db, migrator: migrator, path: path)
            let applied = try migrator.appliedMigrations(db)
            let missing = migrator.migrations.filter { !applied.contains($0) }
            guard missing.isEmpty else {
                throw StoreError(
                    kind: .schema,
                    message: "\(path): not a scenario store, or one not migrated to this version "
                        + "(missing migrations: \(missing.joined(separator: ", "))); open it once without read-only to migrate it",
                    path: path)
            }
        }
    }

    /// Fails if `db` holds migrations this version does not know.
    private static func checkNotSuperseded(_ db: Database, migrator: DatabaseMigrator, path: String?) throws {
        let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted()
        guard unknown.isEmpty else {
            throw StoreError(
                kind: .schema,
                message: "\(StoreError.location(path)): written by a newer version of the store "
                    + "(unknown migrations: \(unknown.joined(separator: ", ")))",
                path: path)
        }
    }
}
