#if PostgreSQL
import Foundation
import GRDB
import PostgresNIO

/// One connection to a PostgreSQL server, used synchronously: each query
/// waits for its result, and one transaction runs at a time (a lock), as
/// the SQLite store's queue does.
///
/// Every call to the server has a deadline (``timeout``): connecting and
/// logging in, each statement, each `BEGIN` and `COMMIT`. A call past it,
/// or a connection the server closed (a restart, a stop), fails with
/// ``StoreError/Kind/connection`` in one line naming the server; the
/// transaction in progress is not committed, so no partial run is stored.
final class PostgresConnectionHandle: Sendable {
    /// Where the connection goes, as messages name it.
    let location: String
    private let connection: PostgresConnection
    private let logger: Logger
    private let lock = NSLock()
    /// How long one call to the server may take, in seconds.
    let timeout: Int64

    /// How long one call to the server may take by default, in seconds.
    static let defaultTimeout: Int64 = 30
    /// The environment variable that sets ``timeout``, in whole seconds.
    static let timeoutVariable = "SCENARIOS_DATABASE_TIMEOUT"

    /// The deadline `environment` sets (``timeoutVariable``), else ``defaultTimeout``.
    ///
    /// - Throws: ``StoreError/Kind/invalidLocation`` for a value that is not
    ///   a whole number of seconds from 1 on.
    static func timeout(environment: [String: String], location: String) throws(StoreError) -> Int64 {
        guard let text = environment[timeoutVariable], !text.isEmpty else { return defaultTimeout }
        guard let seconds = Int64(text.trimmingCharacters(in: .whitespaces)), seconds > 0 else {
            throw StoreError(
                kind: .invalidLocation,
                message: "\(timeoutVariable)=\(text): not a whole number of seconds from 1 on; set it to how long one call to \(location) may take, such as \(defaultTimeout)",
                path: location)
        }
        return seconds
    }

    /// Connects to `location`, with the password from the URL, else
    /// `PGPASSWORD`, within the deadline of ``timeout(environment:location:)``.
    ///
    /// - Throws: ``StoreError/Kind/connection`` (unreachable, refused, the
    ///   login failed, no such database, no answer in time).
    init(_ location: PostgresLocation, environment: [String: String]) throws(StoreError) {
        self.location = location.description
        var logger = Logger(label: "LiveCollectionsStore.PostgreSQL")
        logger.logLevel = .critical
        self.logger = logger
        let timeout = try Self.timeout(environment: environment, location: location.description)
        self.timeout = timeout
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
            configuration.options.connectTimeout = .seconds(timeout)
            let connecting = PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 1, logger: logger)
            // A connection made after the deadline is closed at once.
            connection = try Self.wait(for: connecting, seconds: timeout, call: "connecting") { late in
                let _: EventLoopFuture<Void> = late.close()
            }
        } catch {
            throw Self.storeError(error, location: location.description)
        }
    }

    deinit {
        let connection = connection
        let closing: EventLoopFuture<Void> = connection.close()
        _ = try? Self.wait(for: closing, seconds: timeout, call: "closing the connection") { _ in }
    }

    /// The server did not answer `call` within the deadline.
    struct DeadlinePassed: Error {
        let call: String
        let seconds: Int64
    }

    /// Waits for `future`, at most `seconds`: the one place this store waits
    /// on the server. Past the deadline, `giveUp` runs on the event loop
    /// (closing the connection, so that the server's late answer is
    /// dropped and every later call fails at once) and ``DeadlinePassed``
    /// is thrown.
    private static func wait<Value: Sendable>(
        for future: EventLoopFuture<Value>, seconds: Int64, call: String, giveUp: @escaping @Sendable (Value) -> Void
    ) throws -> Value {
        let promise = future.eventLoop.makePromise(of: Value.self)
        let deadline = future.eventLoop.scheduleTask(in: .seconds(seconds)) {
            promise.fail(DeadlinePassed(call: call, seconds: seconds))
        }
        future.whenComplete { result in
            deadline.cancel()
            // After the deadline the promise is already failed: this does nothing.
            promise.completeWith(result)
        }
        promise.futureResult.whenFailure { error in
            guard error is DeadlinePassed else { return }
            future.whenSuccess(giveUp)
        }
        return try promise.futureResult.wait()
    }

    /// Waits for `future`, a call on this connection, within ``timeout``;
    /// past it the connection is closed.
    private func wait<Value: Sendable>(for future: EventLoopFuture<Value>, call: String) throws -> Value {
        let connection = connection
        do {
            return try Self.wait(for: future, seconds: timeout, call: call) { _ in }
        } catch let error as DeadlinePassed {
            let _: EventLoopFuture<Void> = connection.close()
            throw error
        }
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
        let result = try wait(for: connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger), call: Self.call(sql))
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

    /// How a message names the call of `sql`: its first word (`INSERT`, `COMMIT`).
    private static func call(_ sql: String) -> String {
        String(sql.prefix { !$0.isWhitespace && $0 != "(" }).uppercased()
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
                // A closed connection has nothing to roll back: the server
                // drops the transaction with the connection.
                if !connection.isClosed { _ = try? query("ROLLBACK") }
                throw error
            }
        } catch {
            throw Self.storeError(error, location: location)
        }
    }

    /// What to do when the connection is lost, after the message says how.
    private static let lostConnectionAdvice =
        "nothing of the run in progress was stored, the runs stored before are whole; check that the server is up, then run the command again"

    /// What went wrong in `error`: the system's words for a failed system
    /// call (`Connection refused`), else its description; nil for
    /// postgres-nio's own error, whose description is a fixed placeholder
    /// ("Generic description to prevent accidental leakage ...") that says
    /// nothing the message does not.
    private static func reason(_ error: any Error) -> String? {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        if error is PSQLError { return nil }
        return "\(error)"
    }

    /// `error` as one line about the database at `location`: the server's
    /// message and SQLSTATE, or what happened to the connection.
    static func storeError(_ error: any Error, location: String) -> StoreError {
        if let error = error as? StoreError { return error }
        if let error = error as? DeadlinePassed {
            return StoreError(
                kind: .connection,
                message: "\(location): the server did not answer within \(error.seconds) s (\(error.call); \(timeoutVariable) sets how long to wait), "
                    + "so the connection was closed: \(lostConnectionAdvice)",
                path: location)
        }
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
            // Class 57P (the server shutting down or restarting) and 08
            // (the connection failed) lose the connection mid-run.
            let advice = state.hasPrefix("57P") || state.hasPrefix("08") ? "; the connection is lost: \(lostConnectionAdvice)" : ""
            return StoreError(
                kind: isConnection ? .connection : .postgres,
                message: "\(location): \(message) (SQLSTATE \(state))\(advice)", path: location)
        }
        // Of a failed connection, the first address's error (`Connection refused`).
        let cause = (error.underlying as? NIOConnectionError)?.connectionErrors.first.flatMap { Self.reason($0.error) } ?? error.underlying.flatMap(Self.reason)
        let underlying = cause.map { " (\($0))" } ?? ""
        let message: String = switch error.code {
        case .connectionError: "cannot connect to the server\(underlying)"
        case .serverClosedConnection, .uncleanShutdown: "the server closed the connection\(underlying): \(lostConnectionAdvice)"
        case .clientClosedConnection: "the connection was closed\(underlying): \(lostConnectionAdvice)"
        case .sslUnsupported: "the server does not offer TLS; add ?sslmode=disable to the URL"
        case .authMechanismRequiresPassword: "the server asks for a password: put it in the URL or in PGPASSWORD"
        default: "PostgreSQL error (\(error.code))\(underlying)"
        }
        return StoreError(kind: .connection, message: "\(location): \(message)", path: location)
    }
}
#endif
