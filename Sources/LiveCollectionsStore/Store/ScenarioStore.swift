import Foundation
import GRDB

/// Recorded scenario runs and the golden run of each scenario, in SQLite.
///
/// A file store is a `DatabasePool` in WAL mode with a busy timeout, so
/// several processes can record into the same file at once; every run is
/// written in one transaction. A new file has 16 KiB pages (``pageSize``).
/// The schema is brought up to date (see `Migrations`) when the store opens
/// in ``OpenMode/createIfMissing`` or ``OpenMode/mustExist``; in the other
/// modes an older schema is an error until ``upgrade(path:)`` is called, and
/// a newer one always is.
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
        /// Create the file with the current schema if it does not exist;
        /// open an existing file for writing only if its schema is already
        /// current (an older one is ``StoreError/Kind/outdatedSchema``: it is
        /// upgraded by ``ScenarioStore/upgrade(path:)`` alone). For files
        /// people commit, such as goldens.
        case writableWithoutUpgrade
    }

    /// How long a write waits for another connection's write to finish, in seconds.
    package static let busyTimeout: TimeInterval = 5

    /// The page size of a new file, in bytes. A large run is a few large
    /// texts (view states, runs of view events, deltas) of up to megabytes;
    /// with SQLite's default 4 KiB pages, storing a run of 100,000 items
    /// wrote and read thousands of pages one system call at a time (record
    /// and compare: about 200 ms; with 16 KiB pages about 125 ms). Larger
    /// pages cost the common case: every commit writes each page it touches
    /// whole, and a run of a small scenario touches a few pages per table
    /// (with 64 KiB pages the main job's 22 runs took about 20% longer;
    /// with 16 KiB, as long as with 4 KiB).
    package static let pageSize = 16_384

    /// The database file, or `nil` for an in-memory store.
    public let path: String?

    /// The connection(s): a pool for a file, a queue in memory or read-only.
    package let database: any DatabaseWriter

    /// Opens the store at `path`.
    ///
    /// - Throws: ``StoreError/Kind/missingFile`` (mode `mustExist` or
    ///   `readOnly` and no file), ``StoreError/Kind/corrupt`` (not an SQLite
    ///   file), ``StoreError/Kind/outdatedSchema`` (read-only or
    ///   `writableWithoutUpgrade`, and an older schema),
    ///   ``StoreError/Kind/schema`` (written by a newer version),
    ///   ``StoreError/Kind/locked``.
    public convenience init(path: String, mode: OpenMode = .createIfMissing) throws(StoreError) {
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists, mode == .mustExist || mode == .readOnly {
            throw .missingFile(path)
        }
        let database: any DatabaseWriter
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(Self.busyTimeout)
            if mode != .readOnly {
                // Only a new file takes it: an existing file keeps its pages.
                configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA page_size = \(Self.pageSize)") }
            }
            switch mode {
            case .readOnly:
                configuration.readonly = true
                database = try DatabaseQueue(path: path, configuration: configuration)
                try Self.checkSchema(of: database, path: path)
            case .writableWithoutUpgrade where exists:
                // Checked through a read-only connection first: opening the
                // pool may switch the file to WAL mode, a write.
                var readOnly = configuration
                readOnly.readonly = true
                try Self.checkSchema(of: try DatabaseQueue(path: path, configuration: readOnly), path: path)
                database = try DatabasePool(path: path, configuration: configuration)
                try Self.checkSchema(of: database, path: path)
            case .createIfMissing, .mustExist, .writableWithoutUpgrade:
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

    init(database: any DatabaseWriter, path: String?) {
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
}
