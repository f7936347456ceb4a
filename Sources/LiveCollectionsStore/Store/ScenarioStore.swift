import Foundation
import GRDB

/// Recorded scenario runs and the golden run of each scenario, in SQLite.
///
/// A file store is one connection with a busy timeout, so several
/// processes can record into the same file at once (their writes take
/// turns); every run is written in one transaction. A new file has 16 KiB
/// pages (``pageSize``) and a rollback journal (see ``journalMode``).
/// The schema is brought up to date (see `Migrations`) when the store opens
/// in ``OpenMode/createIfMissing`` or ``OpenMode/mustExist``; in the other
/// modes an older schema is an error until ``upgrade(path:)`` is called, and
/// a newer one always is.
///
/// A store file is marked with ``applicationID``; a file from before the
/// mark is recognised by its migrations and gets the mark the first time
/// the store writes to it. Any other file (a folder, a file that is not
/// SQLite, another application's database) is refused and left as it was.
///
/// Methods throw ``StoreError`` only, with the file, run or label involved.
public final class ScenarioStore: RunStore, FaultInjectingRunStore {
    /// How ``init(path:mode:)`` treats the file.
    public enum OpenMode: Sendable {
        /// Create the file if it does not exist (or set up an empty one); migrate it.
        case createIfMissing
        /// Fail with ``StoreError/Kind/missingFile`` if the file does not
        /// exist (``StoreError/Kind/empty`` if it is empty); migrate it.
        case mustExist
        /// Fail if the file does not exist or is empty; open one read-only
        /// connection and never write (an unmigrated or newer schema is an
        /// error, not migrated).
        case readOnly
        /// Create the file with the current schema if it does not exist (or
        /// set up an empty one); open an existing file for writing only if
        /// its schema is already current (an older one is
        /// ``StoreError/Kind/outdatedSchema``: it is upgraded by
        /// ``ScenarioStore/upgrade(path:)`` alone). For files people commit,
        /// such as goldens.
        case writableWithoutUpgrade
    }

    /// How long a store waits, by default, for another connection's write
    /// to finish, in seconds: as long as the longest write of another
    /// process may take (storing a large run, compacting a goldens file),
    /// so that a writer never fails while another is merely busy; a lock
    /// held longer than this is a process that hangs, and the error names it.
    public static let defaultBusyTimeout: TimeInterval = 300

    /// The environment variable that sets how long a store opened by the
    /// tool waits for another connection's write, in whole seconds.
    public static let busyTimeoutVariable = "SCENARIOS_LOCK_TIMEOUT"

    /// How long `environment` says to wait for another connection's write
    /// (``busyTimeoutVariable``), else ``defaultBusyTimeout``.
    ///
    /// - Throws: ``StoreError/Kind/invalidLocation`` for a value that is
    ///   not a whole number of seconds from 1 on.
    public static func busyTimeout(environment: [String: String]) throws(StoreError) -> TimeInterval {
        guard let text = environment[busyTimeoutVariable], !text.isEmpty else { return defaultBusyTimeout }
        guard let seconds = Int(text.trimmingCharacters(in: .whitespaces)), seconds > 0 else {
            throw StoreError(
                kind: .invalidLocation,
                message: "\(busyTimeoutVariable)=\(text): not a whole number of seconds from 1 on; set it to how long a write may wait "
                    + "for another, such as \(Int(defaultBusyTimeout))",
                path: nil)
        }
        return TimeInterval(seconds)
    }

    /// How long this store waits for another connection's write to finish,
    /// in seconds (``defaultBusyTimeout`` unless given when it opened).
    public let busyTimeout: TimeInterval

    /// The page size of a new file, in bytes. A large run is a few large
    /// texts (view states, runs of view events, deltas) of up to megabytes,
    /// which SQLite's default 4 KiB pages write and read a page, and a system
    /// call, at a time; larger pages cost the common case instead, since
    /// every commit writes each page it touches whole and a small run
    /// touches a few pages per table. 16 KiB serves both (the benchmark's
    /// scale and scenario parts measure each).
    package static let pageSize = 16_384

    /// The journal of a new file: SQLite's rollback journal, deleted when a
    /// transaction ends, with SQLite's default `synchronous = FULL`.
    ///
    /// Chosen over WAL for what this store writes: a run is one large
    /// transaction. In WAL mode a run is written twice, into the
    /// write-ahead log, then into the file by the checkpoint when the store
    /// closes, which then deletes a log as large as the run. With a rollback
    /// journal a run is written once, into the file, and the journal holds
    /// only the few pages the run changed. Each commit syncs the journal and
    /// the file, so a run is on disk when `record` returns (in WAL mode, with
    /// the `synchronous = NORMAL` a pool sets, only after the next
    /// checkpoint); a small run pays for those syncs. Given up: a reader no
    /// longer reads while another process commits; it waits for the commit
    /// (the busy timeout).
    /// An existing file keeps its journal, as it keeps its pages: a file in
    /// WAL mode is read and written through this store as before.
    package static let journalMode = "delete"

    /// The database file, or `nil` for an in-memory store.
    public let path: String?

    /// The database file, or `in-memory store`.
    public var location: String { StoreError.location(path) }

    /// The connection: to the file, or in memory.
    package let database: any DatabaseWriter

    /// Opens the store at `path`.
    ///
    /// The file is looked at first, read-only: a folder, a file that is not
    /// an SQLite database and an SQLite database of another application are
    /// refused in every mode and left as they were. An empty file (0 bytes,
    /// or an SQLite database without tables) is set up as a new store by
    /// the modes that create a missing file (``OpenMode/createIfMissing``,
    /// ``OpenMode/writableWithoutUpgrade``) and refused by the others. The
    /// modes that write check first that the file and its folder can be
    /// written.
    ///
    /// - Throws: ``StoreError/Kind/missingFile`` (mode `mustExist` or
    ///   `readOnly` and no file), ``StoreError/Kind/folder``,
    ///   ``StoreError/Kind/empty`` (mode `mustExist` or `readOnly`),
    ///   ``StoreError/Kind/foreign``, ``StoreError/Kind/corrupt`` (not an
    ///   SQLite file, or damaged), ``StoreError/Kind/readOnly`` (a mode that
    ///   writes, and the file or its folder is not writable),
    ///   ``StoreError/Kind/outdatedSchema`` (read-only or
    ///   `writableWithoutUpgrade`, and an older schema),
    ///   ``StoreError/Kind/schema`` (written by a newer version),
    ///   ``StoreError/Kind/locked``.
    ///
    /// - Parameter busyTimeout: How long to wait for another connection's
    ///   write to finish before failing with ``StoreError/Kind/locked``.
    public convenience init(path: String, mode: OpenMode = .createIfMissing, busyTimeout: TimeInterval = defaultBusyTimeout) throws(StoreError) {
        let existing: ExistingFile?
        do {
            existing = try Self.inspectFile(at: path, mayWrite: mode != .readOnly, busyTimeout: busyTimeout)
        } catch {
            throw StoreError(error, path: path, waited: busyTimeout)
        }
        switch (existing, mode) {
        case (nil, .mustExist), (nil, .readOnly):
            throw .missingFile(path)
        case (.empty(let detail), .mustExist), (.empty(let detail), .readOnly):
            throw .empty(path, detail)
        case (_, .readOnly):
            break
        case (_, .createIfMissing), (_, .mustExist), (_, .writableWithoutUpgrade):
            try Self.checkWritable(path, exists: existing != nil)
        }
        let database: any DatabaseWriter
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(busyTimeout)
            if mode != .readOnly {
                configuration.prepareDatabase { db in
                    // Only a new file (no page yet) takes them: an existing
                    // file keeps its pages and its journal.
                    guard try Int.fetchOne(db, sql: "PRAGMA page_count") == 0 else { return }
                    try db.execute(sql: "PRAGMA page_size = \(Self.pageSize)")
                    try db.execute(sql: "PRAGMA journal_mode = \(Self.journalMode)")
                }
            }
            switch (mode, existing) {
            case (.readOnly, _):
                configuration.readonly = true
                database = try DatabaseQueue(path: path, configuration: configuration)
                try Self.checkSchema(of: database, path: path)
            case (.writableWithoutUpgrade, .store):
                // Checked through a read-only connection first: a file
                // refused must be left byte for byte as it was, and a
                // writable connection to a file in WAL mode may write to it
                // (recovering or checkpointing its log) even if it writes
                // nothing itself.
                var readOnly = configuration
                readOnly.readonly = true
                try Self.checkSchema(of: try DatabaseQueue(path: path, configuration: readOnly), path: path)
                database = try DatabaseQueue(path: path, configuration: configuration)
                try Self.checkSchema(of: database, path: path)
            case (.writableWithoutUpgrade, nil):
                database = try Self.createFile(path: path, configuration: configuration, busyTimeout: busyTimeout)
            case (.createIfMissing, _), (.mustExist, _), (.writableWithoutUpgrade, _):
                database = try Self.openFile(path: path, configuration: configuration, busyTimeout: busyTimeout)
            }
        } catch {
            throw StoreError(error, path: path, waited: busyTimeout)
        }
        self.init(database: database, path: path, busyTimeout: busyTimeout)
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
        self.init(database: database, path: nil, busyTimeout: Self.defaultBusyTimeout)
    }

    init(database: any DatabaseWriter, path: String?, busyTimeout: TimeInterval) {
        self.database = database
        self.path = path
        self.busyTimeout = busyTimeout
    }

    // MARK: - Access

    /// Runs `body` in a read transaction; every failure becomes a ``StoreError``.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw StoreError(error, path: path, waited: busyTimeout)
        }
    }

    /// Runs `body` in one write transaction: all of it is committed, or none.
    /// A file written before the store marked its files gets the store's
    /// ``applicationID`` in the same transaction.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.write { db in
                try Self.markAsStore(db)
                return try body(db)
            }
        } catch {
            throw StoreError(error, path: path, waited: busyTimeout)
        }
    }
}
