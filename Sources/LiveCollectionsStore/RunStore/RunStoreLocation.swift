import Foundation

/// Where recorded runs are kept, as a database location names it: a
/// `postgres://` (or `postgresql://`) URL names a PostgreSQL database;
/// anything else is the path of an SQLite file.
public enum RunStoreLocation: Hashable, Sendable, CustomStringConvertible {
    /// An SQLite file.
    case file(String)
    /// A PostgreSQL database.
    case postgres(PostgresLocation)

    /// The location `text` names.
    ///
    /// - Throws: ``StoreError/Kind/invalidLocation`` for a `postgres://`
    ///   URL that cannot be read (no host, a port that is not a number).
    public init(_ text: String) throws(StoreError) {
        if PostgresLocation.isURL(text) {
            self = .postgres(try PostgresLocation(text))
        } else {
            self = .file(text)
        }
    }

    /// The location as messages name it: the path, or the URL without its password.
    public var description: String {
        switch self {
        case .file(let path): path
        case .postgres(let location): location.description
        }
    }

    /// Whether this build can open PostgreSQL databases (it was built with
    /// the `PostgreSQL` trait).
    public static var supportsPostgreSQL: Bool {
        #if PostgreSQL
        true
        #else
        false
        #endif
    }

    /// The store at this location.
    ///
    /// - Parameters:
    ///   - mode: How a file is opened (see ``ScenarioStore/OpenMode``). A
    ///     PostgreSQL database is migrated by the modes that write, and
    ///     checked (never written) by ``ScenarioStore/OpenMode/readOnly``.
    ///   - environment: Where `PGPASSWORD` and `SCENARIOS_DATABASE_TIMEOUT`
    ///     are read for a database, `SCENARIOS_LOCK_TIMEOUT` for a file.
    /// - Throws: What ``ScenarioStore/init(path:mode:)`` throws for a file;
    ///   for a database, ``StoreError/Kind/connection``,
    ///   ``StoreError/Kind/schema``, ``StoreError/Kind/missingFile`` (read-only
    ///   and no store there yet), and ``StoreError/Kind/unsupported`` in a
    ///   build without the `PostgreSQL` trait.
    public func open(mode: ScenarioStore.OpenMode, environment: [String: String] = ProcessInfo.processInfo.environment) throws(StoreError) -> any RunStore {
        switch self {
        case .file(let path):
            return try ScenarioStore(path: path, mode: mode, busyTimeout: ScenarioStore.busyTimeout(environment: environment))
        case .postgres(let location):
            #if PostgreSQL
            return try PostgresRunStore(location, mode: mode, environment: environment)
            #else
            throw StoreError(
                kind: .unsupported,
                message: "\(location): this scenarios tool was built without PostgreSQL support; build it with `swift build --traits PostgreSQL`",
                path: location.description)
            #endif
        }
    }
}

/// A PostgreSQL database named by a URL:
/// `postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require|verify-full]`.
public struct PostgresLocation: Hashable, Sendable, CustomStringConvertible {
    /// The server's host name or address.
    public var host: String
    /// The server's port: 5432 unless the URL gives one.
    public var port: Int
    /// The user to connect as.
    public var user: String
    /// The password in the URL, if any (else `PGPASSWORD` is used).
    public var password: String?
    /// The database name: the user's name unless the URL gives one.
    public var database: String
    /// Whether the connection uses TLS, as libpq's `sslmode`.
    public var sslMode: SSLMode

    /// How a connection uses TLS, as libpq's `sslmode` of the same names.
    public enum SSLMode: String, Hashable, Sendable, CaseIterable {
        /// No TLS.
        case disable
        /// TLS when the server offers it, its certificate not verified (the default).
        case prefer
        /// TLS, its certificate not verified.
        case require
        /// TLS, the certificate verified against the system's authorities and the host name.
        case verifyFull = "verify-full"
    }

    /// Whether `text` is a PostgreSQL URL (`postgres://` or `postgresql://`).
    public static func isURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// Reads a URL.
    ///
    /// - Throws: ``StoreError/Kind/invalidLocation``, naming what is wrong
    ///   and the form expected.
    public init(_ text: String) throws(StoreError) {
        let form = "expected postgres://user[:password]@host[:port]/database"
        func invalid(_ problem: String) -> StoreError {
            StoreError(kind: .invalidLocation, message: "\(Self.redacted(text)): \(problem); \(form)", path: Self.redacted(text))
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "postgres" || scheme == "postgresql"
        else { throw invalid("not a URL") }
        guard let host = components.host, !host.isEmpty else { throw invalid("no host") }
        guard let user = components.user, !user.isEmpty else { throw invalid("no user") }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.contains("/") else { throw invalid("a database name cannot contain /") }
        var sslMode = SSLMode.prefer
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else { throw invalid("unknown parameter \(item.name) (only sslmode is read)") }
            guard let mode = item.value.flatMap(SSLMode.init(rawValue:)) else {
                throw invalid("sslmode must be one of \(SSLMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            sslMode = mode
        }
        self.host = host
        self.port = components.port ?? 5432
        self.user = user
        self.password = components.password
        self.database = path.isEmpty ? user : path
        self.sslMode = sslMode
    }

    /// The URL without the password: `postgres://ci@db.example:5432/runs`.
    public var description: String {
        let hostText = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(hostText):\(port)/\(database)"
    }

    /// `text` with the password of a URL replaced by `***`, for messages
    /// about a URL that could not be read.
    public static func redacted(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://"), let at = text[schemeEnd.upperBound...].lastIndex(of: "@") else { return text }
        let credentials = text[schemeEnd.upperBound..<at]
        guard let colon = credentials.firstIndex(of: ":") else { return text }
        return String(text[..<colon]) + ":***" + String(text[at...])
    }
}
