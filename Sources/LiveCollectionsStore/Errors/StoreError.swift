/// Why a ``ScenarioStore`` operation failed, with its context: the kind of
/// failure, a one-line message naming the database file (or run, or label)
/// and what is wrong, and for SQLite failures the result code and the SQL.
///
/// The message says what is wrong, not which command to run: a command-line
/// tool adds the fix it knows about.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Sendable, Hashable {
        /// The database file does not exist and the store was asked not to create it.
        case missingFile
        /// The file is not an SQLite database, or is damaged.
        case corrupt
        /// The path names a folder, not a file.
        case folder
        /// The file is empty (0 bytes, or an SQLite database without tables):
        /// not a scenario store yet. Only the modes that create a missing
        /// file set it up as a new store; the others refuse it.
        case empty
        /// The file is an SQLite database of another application: its
        /// application id is not the store's, or it has tables and is not
        /// a store file from before the store set one. Refused in every mode
        /// and left as it was.
        case foreign
        /// The store was asked to write, and the file or its folder cannot
        /// be written (permissions, or a store opened read-only).
        case readOnly
        /// The file holds the journal of a write that was interrupted (a
        /// process killed while writing), which the store, opened read-only,
        /// cannot roll back; any open mode that writes rolls it back.
        case interruptedWrite
        /// The disk (or the database's size limit) is full: the transaction
        /// was rolled back, and what was stored before is kept.
        case diskFull
        /// Another connection held the database for longer than the busy timeout.
        case locked
        /// No run has the requested identifier.
        case unknownRun
        /// No run has the requested label.
        case unknownLabel
        /// The database schema is not one this version of the store can use:
        /// written by a newer version, or not a scenario store.
        case schema
        /// The database has an older schema, and the store was asked not to
        /// upgrade it (``ScenarioStore/upgrade(path:)`` does).
        case outdatedSchema
        /// The recording cannot be stored as given (e.g. step indices out of order).
        case invalidRecording
        /// Any other SQLite failure; see ``StoreError/sqliteCode`` and ``StoreError/sql``.
        case sqlite
        /// A database location that cannot be read (a malformed `postgres://` URL).
        case invalidLocation
        /// A PostgreSQL location in a build without the `PostgreSQL` trait.
        case unsupported
        /// The PostgreSQL server cannot be reached, refused the login, or
        /// closed the connection.
        case connection
        /// Any other PostgreSQL failure, with the server's message and SQLSTATE.
        case postgres
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// One line a person can act on, naming the file, run or label involved.
    public let message: String
    /// The database file, or `nil` for an in-memory store.
    public let path: String?
    /// The SQL statement that failed, if any.
    public let sql: String?
    /// The SQLite extended result code, if SQLite reported the failure.
    public let sqliteCode: Int32?

    /// Creates an error; line breaks in `message` are folded into spaces.
    public init(kind: Kind, message: String, path: String?, sql: String? = nil, sqliteCode: Int32? = nil) {
        self.kind = kind
        self.message = Self.oneLine(message)
        self.path = path
        self.sql = sql
        self.sqliteCode = sqliteCode
    }

    /// The message, followed by the SQL when there is one; always one line.
    public var description: String {
        guard let sql, kind == .sqlite else { return message }
        return "\(message) (SQL: \(Self.oneLine(sql)))"
    }

    /// How an error names its database: the path, or `in-memory store`.
    static func location(_ path: String?) -> String {
        path ?? "in-memory store"
    }

    /// Folds runs of whitespace that contain a line break into one space.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}

extension StoreError {
    /// No database file at `path`.
    static func missingFile(_ path: String) -> StoreError {
        StoreError(kind: .missingFile, message: "\(path): no such database file", path: path)
    }

    /// No run `run` in the store at `path`.
    static func unknownRun(_ run: RunID, path: String?) -> StoreError {
        StoreError(kind: .unknownRun, message: "\(location(path)): no run \(run)", path: path)
    }

    /// No run labelled `label` in the store at `path`.
    package static func unknownLabel(_ label: String, path: String?) -> StoreError {
        StoreError(kind: .unknownLabel, message: "\(location(path)): no run labelled \"\(label)\"", path: path)
    }

    /// A recording that cannot be stored as given.
    static func invalidRecording(_ recording: String, _ problem: String, path: String?) -> StoreError {
        StoreError(kind: .invalidRecording, message: "\(location(path)): cannot record \(recording): \(problem)", path: path)
    }

    /// `path` is a folder.
    static func folder(_ path: String) -> StoreError {
        StoreError(kind: .folder, message: "\(path): is a folder, not a database file", path: path)
    }

    /// The file at `path` is empty; `detail` says how.
    static func empty(_ path: String, _ detail: String) -> StoreError {
        StoreError(kind: .empty, message: "\(path): \(detail), not a scenario store", path: path)
    }

    /// The file at `path` is an SQLite database of another application.
    static func foreign(_ path: String, applicationID: Int32, tables: [String]) -> StoreError {
        var evidence: [String] = []
        if applicationID != 0 { evidence.append("application id \(applicationID)") }
        let shownTables = 6
        if tables.isEmpty {
            evidence.append("no tables")
        } else if tables.count <= shownTables {
            evidence.append("tables \(tables.joined(separator: ", "))")
        } else {
            evidence.append("tables \(tables.prefix(shownTables - 1).joined(separator: ", ")) and \(tables.count - shownTables + 1) more")
        }
        return StoreError(
            kind: .foreign,
            message: "\(path): an SQLite database of another application (\(evidence.joined(separator: "; "))), not a scenario store",
            path: path)
    }

    /// `path` cannot be written: `problem` says why.
    static func readOnly(_ path: String, _ problem: String) -> StoreError {
        StoreError(kind: .readOnly, message: "\(path): \(problem)", path: path)
    }
}
