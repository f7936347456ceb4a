import Foundation
import GRDB

extension StoreError {
    /// `error` as a store error about the database at `path`: store errors
    /// pass through, SQLite failures are sorted by result code, and rows
    /// that cannot be decoded are reported as a damaged file.
    ///
    /// - Parameter waited: How long the connection waited for a lock
    ///   before it gave up (its busy timeout), for a locked database.
    package init(_ error: any Error, path: String?, waited: TimeInterval = ScenarioStore.defaultBusyTimeout) {
        switch error {
        case let error as StoreError:
            self = error
        case let error as DatabaseError:
            self.init(error, path: path, waited: waited)
        case is RowDecodingError, is DecodingError, is SectionsJSON.Malformed, is StoredSections.Unresolvable, is LegacyEventText.Unreadable,
             is RunRecord.Unreadable:
            self.init(
                kind: .corrupt,
                message: "\(Self.location(path)): a stored row cannot be read back (\(error))",
                path: path)
        default:
            self.init(kind: .sqlite, message: "\(Self.location(path)): \(error)", path: path)
        }
    }

    /// A SQLite failure, sorted by its primary result code.
    init(_ error: DatabaseError, path: String?, waited: TimeInterval = ScenarioStore.defaultBusyTimeout) {
        let location = Self.location(path)
        let sqliteMessage = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        let kind: Kind
        let message: String
        switch error.resultCode {
        case .SQLITE_READONLY where [.SQLITE_READONLY_ROLLBACK, .SQLITE_READONLY_RECOVERY].contains(error.extendedResultCode):
            kind = .interruptedWrite
            message = "\(location): holds the journal of an interrupted write, which a read-only connection cannot roll back (\(sqliteMessage))"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            kind = .locked
            let holder = path.flatMap(LockHolder.describe(lockersOf:)).map { ", held by \($0)" } ?? ""
            message = "\(location): database is locked by another connection\(holder) "
                + "(gave up after waiting \(Int(waited)) s: \(sqliteMessage))"
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            kind = .corrupt
            message = "\(location): not an SQLite database, or a damaged one (\(sqliteMessage))"
        case .SQLITE_FULL:
            kind = .diskFull
            message = "\(location): the disk is full, so this write was not stored; what was stored before is kept (\(sqliteMessage))"
        case .SQLITE_READONLY:
            kind = .readOnly
            message = "\(location): cannot write, the store was opened read-only or the file or its folder is read-only (\(sqliteMessage))"
        case .SQLITE_CANTOPEN:
            kind = .sqlite
            message = "\(location): cannot open the database file, check that its directory exists and is writable (\(sqliteMessage))"
        default:
            kind = .sqlite
            message = "\(location): SQLite error \(error.extendedResultCode.rawValue): \(sqliteMessage)"
        }
        self.init(kind: kind, message: message, path: path, sql: error.sql, sqliteCode: error.extendedResultCode.rawValue)
    }
}
