#if PostgreSQL
import Foundation
import GRDB
import PostgresNIO

/// One connection to a PostgreSQL server, used synchronously: each query
/// waits for its result, and one transaction runs at a time (a lock), as
/// the SQLite store's queue does.
final class PostgresConnectionHandle: Sendable {
    /// Where the connection goes, as messages name it.
    let location: String
    private let connection: PostgresConnection
    private let logger: Logger
    private let lock = NSLock()

    /// How long connecting may take before it fails.
    static let connectTimeout: Int64 = 10

    /// Connects to `location`, with the password from the URL, else `PGPASSWORD`.
    ///
    /// - Throws: ``StoreError/Kind/connection`` (unreachable, refused, the
    ///   login failed, no such database).
    init(_ location: PostgresLocation, environment: [String: String]) throws(StoreError) {
        self.location = location.description
        var logger = Logger(label: "LiveCollectionsStore.PostgreSQL")
        logger.logLevel = .critical
        self.logger = logger
        do {
            let tls: PostgresConnection.Configuration.TLS
            switch location.sslMode {
            case .disable:
                tls = .disable
            case .prefer, .require:
                // As libpq's `prefer` and `require`: encrypted, the
                // server's certificate not verified.
                var configuration = TLSConfiguration.makeClientConfiguration()
                configuration.certificateVerification = .none
                let context = try NIOSSLContext(configuration: configuration)
                tls = location.sslMode == .prefer ? .prefer(context) : .require(context)
            case .verifyFull:
                tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
            var configuration = PostgresConnection.Configuration(
                host: location.host, port: location.port, username: location.user,
                password: location.password ?? environment["PGPASSWORD"], database: location.database, tls: tls)
            configuration.options.connectTimeout = .seconds(Self.connectTimeout)
            connection = try PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 1, logger: logger
            ).wait()
        } catch {
            throw Self.storeError(error, location: location.description)
        }
    }

    deinit {
        try? connection.close().wait()
    }

    /// Runs `sql` with `binds` ($1, $2, ...), and returns its rows as GRDB
    /// rows (integers as `Int64`, text as `String`), so that the store's
    /// record types read them as they read SQLite's.
    @discardableResult
    func query(_ sql: String, _ binds: [DatabaseValue] = []) throws -> [Row] {
        var bindings = PostgresBindings(capacity: binds.count)
        for value in binds {
            switch value.storage {
            case .null: bindings.appendNull()
            case .int64(let number): bindings.append(number)
            case .double(let number): bindings.append(number)
            case .string(let text): bindings.append(text)
            case .blob(let data): bindings.append(ByteBuffer(bytes: data))
            }
        }
        let result = try connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger).wait()
        var rows: [Row] = []
        for row in result {
            var values: [String: (any DatabaseValueConvertible)?] = [:]
            for cell in row {
                values[cell.columnName] = try Self.databaseValue(of: cell)
            }
            rows.append(Row(values))
        }
        return rows
    }

    /// A cell's value as GRDB holds it.
    private static func databaseValue(of cell: PostgresCell) throws -> DatabaseValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return try cell.decode(Int64.self).databaseValue
        case .bool: return (try cell.decode(Bool.self) ? 1 : 0 as Int64).databaseValue
        case .float4, .float8: return try cell.decode(Double.self).databaseValue
        case .bytea: return Data(try cell.decode(ByteBuffer.self).readableBytesView).databaseValue
        default: return try cell.decode(String.self).databaseValue
        }
    }

    /// Runs `body` in one transaction (`BEGIN` ... `COMMIT`, rolled back if
    /// it throws), holding the connection for it. `isolation` is SQL's
    /// transaction mode, such as `ISOLATION LEVEL REPEATABLE READ READ ONLY`
    /// for a read of several statements that sees one snapshot.
    func transaction<T>(_ isolation: String = "", _ body: () throws -> T) throws(StoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        do {
            try query("BEGIN \(isolation)")
            do {
                let result = try body()
                try query("COMMIT")
                return result
            } catch {
                _ = try? query("ROLLBACK")
                throw error
            }
        } catch {
            throw Self.storeError(error, location: location)
        }
    }

    /// What went wrong in `error`: the system's words for a failed system
    /// call (`Connection refused`), else its description.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? IOError else { return "\(error)" }
        return String(cString: strerror(error.errnoCode))
    }

    /// `error` as one line about the database at `location`: the server's
    /// message and SQLSTATE, or what happened to the connection.
    static func storeError(_ error: any Error, location: String) -> StoreError {
        if let error = error as? StoreError { return error }
        guard let error = error as? PSQLError else {
            if error is RowDecodingError || error is DecodingError || error is SectionsJSON.Malformed || error is StoredSections.Unresolvable {
                return StoreError(error, path: location)
            }
            return StoreError(kind: .postgres, message: "\(location): \(error)", path: location)
        }
        if let info = error.serverInfo, let message = info[.message] {
            let state = info[.sqlState] ?? "?????"
            // Class 08: connection exceptions; 28: the login failed; 3D000:
            // no such database; 57P: the server is shutting down.
            let isConnection = state.hasPrefix("08") || state.hasPrefix("28") || state == "3D000" || state.hasPrefix("57P")
            return StoreError(
                kind: isConnection ? .connection : .postgres,
                message: "\(location): \(message) (SQLSTATE \(state))", path: location)
        }
        // Of a failed connection, the first address's error (`Connection refused`).
        let cause = (error.underlying as? NIOConnectionError)?.connectionErrors.first.map { Self.reason($0.error) } ?? error.underlying.map(Self.reason)
        let underlying = cause.map { " (\($0))" } ?? ""
        let message: String = switch error.code {
        case .connectionError: "cannot connect to the server\(underlying)"
        case .serverClosedConnection, .uncleanShutdown: "the server closed the connection\(underlying); nothing of the current transaction was stored"
        case .clientClosedConnection: "the connection was closed\(underlying)"
        case .sslUnsupported: "the server does not offer TLS; add ?sslmode=disable to the URL"
        case .authMechanismRequiresPassword: "the server asks for a password: put it in the URL or in PGPASSWORD"
        default: "PostgreSQL error (\(error.code))\(underlying)"
        }
        return StoreError(kind: .connection, message: "\(location): \(message)", path: location)
    }
}
#endif
