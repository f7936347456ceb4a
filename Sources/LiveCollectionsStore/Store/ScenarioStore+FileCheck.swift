import Foundation
import GRDB

extension ScenarioStore {
    /// The application id of a store file (SQLite's `PRAGMA application_id`,
    /// in the file's header): `LCSS` in ASCII. Set on a new file when it is
    /// created, and on a file written before the store set one (which is
    /// recognised by its migrations) the first time the store writes to it:
    /// opening a file read-only never writes.
    public static let applicationID: Int32 = 0x4C43_5353

    /// The first migration, which every store file has applied: how a file
    /// from before the application id is recognised.
    private static let firstMigration = "createRunTables"

    /// What an existing file at a store's path holds.
    enum ExistingFile {
        /// Nothing yet: 0 bytes, or an SQLite database without tables (or
        /// with only an empty migrations table, as when another process is
        /// creating the store). `detail` says which, for an error.
        case empty(detail: String)
        /// A scenario store, of this version's schema or another.
        case store
    }

    /// Looks at the file at `path` before the store opens it, through a
    /// read-only connection, so that nothing is written to a file the store
    /// refuses.
    ///
    /// A file left with the journal of an interrupted write cannot be read
    /// without rolling that write back, which a read-only connection cannot
    /// do: if `mayWrite`, the file is looked at through a connection that
    /// may write, and SQLite rolls the write back first (as the store's own
    /// connection would); otherwise that is ``StoreError/Kind/interruptedWrite``.
    ///
    /// - Returns: `nil` if there is no file.
    /// - Throws: ``StoreError/Kind/folder``, ``StoreError/Kind/foreign``, and
    ///   ``StoreError/Kind/corrupt`` (from SQLite) for a file that is not an
    ///   SQLite database.
    static func inspectFile(at path: String, mayWrite: Bool, busyTimeout: TimeInterval = defaultBusyTimeout) throws -> ExistingFile? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else { throw StoreError.folder(path) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
        if size == 0 { return .empty(detail: "empty file (0 bytes)") }

        let contents: (applicationID: Int32, tables: [String], migrations: Set<String>)
        do {
            contents = try Self.contents(of: path, readOnly: true, busyTimeout: busyTimeout)
        } catch let error as DatabaseError
            where mayWrite && [.SQLITE_READONLY_ROLLBACK, .SQLITE_READONLY_RECOVERY].contains(error.extendedResultCode) {
            contents = try Self.contents(of: path, readOnly: false, busyTimeout: busyTimeout)
        }
        let (applicationID, tables, migrations) = contents
        if applicationID == Self.applicationID { return .store }
        if applicationID != 0 { throw StoreError.foreign(path, applicationID: applicationID, tables: tables) }
        if migrations.contains(firstMigration) { return .store }
        if tables.isEmpty || (tables == ["grdb_migrations"] && migrations.isEmpty) {
            return .empty(detail: "an SQLite database without tables")
        }
        throw StoreError.foreign(path, applicationID: applicationID, tables: tables)
    }

    /// The application id, the tables and the applied migrations of the
    /// SQLite database at `path`.
    private static func contents(of path: String, readOnly: Bool, busyTimeout: TimeInterval) throws -> (applicationID: Int32, tables: [String], migrations: Set<String>) {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
                """)
            // The read holds its lock since the first statement, so the
            // migrations table cannot appear between the migrator's select
            // and its look for the table (see `appliedIdentifiers(_:)`).
            return (applicationID, tables, try Migrations.migrator.appliedIdentifiers(db))
        }
    }

    /// Fails unless the store can write the file at `path` (which exists
    /// if `exists`) and create its journal beside it.
    ///
    /// A process that may write anything (the superuser) passes; it may
    /// still meet a read-only file system when it writes (then SQLite's
    /// `SQLITE_READONLY` becomes ``StoreError/Kind/readOnly`` too).
    static func checkWritable(_ path: String, exists: Bool) throws(StoreError) {
        let manager = FileManager.default
        if exists, !manager.isWritableFile(atPath: path) {
            throw .readOnly(path, "read-only (permission denied), cannot write to it")
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue, !manager.isWritableFile(atPath: folder) {
            let problem = exists ? "cannot write to it: SQLite keeps a journal beside the file" : "cannot create it"
            throw .readOnly(path, "its folder \(folder) is read-only (permission denied), \(problem)")
        }
    }

    /// Marks `db` as a store file (``applicationID``), in the current
    /// transaction, if it is not marked yet.
    static func markAsStore(_ db: Database) throws {
        guard try Int32.fetchOne(db, sql: "PRAGMA application_id") != applicationID else { return }
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
    }
}
