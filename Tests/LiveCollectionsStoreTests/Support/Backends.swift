import Foundation
import GRDB
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// The backends the store suite runs against: SQLite always; PostgreSQL in
/// a build with the `PostgreSQL` trait, against the server named by
/// `SCENARIOS_TEST_POSTGRES_URL` (`scripts/postgres-test-server.sh start`
/// starts one). Without the variable the PostgreSQL cases are left out,
/// except on CI (``ExternalTool/isCI(_:)``), where they run and fail saying
/// why.
enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// The variable that names the test server.
    static let serverVariable = "SCENARIOS_TEST_POSTGRES_URL"

    /// The backends to test here.
    static var underTest: [Backend] {
        guard RunStoreLocation.supportsPostgreSQL else { return [.sqlite] }
        let environment = ProcessInfo.processInfo.environment
        let hasServer = !(environment[serverVariable] ?? "").isEmpty
        return hasServer || ExternalTool.isCI(environment) ? [.sqlite, .postgres] : [.sqlite]
    }
}

/// A new, empty database of `backend` for one test: a file in a temporary
/// folder, or a database created on the test server (dropped on deinit).
final class TestDatabase {
    let backend: Backend
    /// Where the database is: a path, or a `postgres://` URL.
    let location: String
    private let directory: TemporaryDirectory
    private let serverURL: String?
    private let name: String

    init(_ backend: Backend) throws {
        self.backend = backend
        directory = try TemporaryDirectory()
        name = "scenarios_test_\(UUID().uuidString.prefix(8).lowercased())"
        switch backend {
        case .sqlite:
            serverURL = nil
            location = directory.path("runs.sqlite")
        case .postgres:
            guard let url = ProcessInfo.processInfo.environment[Backend.serverVariable].flatMap({ $0.isEmpty ? nil : $0 }) else {
                throw PSQLFailure(description: "\(Backend.serverVariable) is not set (on CI): start a server with "
                    + "`bash scripts/postgres-test-server.sh start` and export the URL it prints")
            }
            serverURL = url
            try Self.psql(url, "CREATE DATABASE \(name)")
            location = try Self.url(url, database: name)
        }
    }

    deinit {
        if let serverURL { try? Self.psql(serverURL, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }
    }

    /// The store, opened in `mode`.
    func open(_ mode: ScenarioStore.OpenMode = .createIfMissing) throws(StoreError) -> any RunStore {
        try RunStoreLocation(location).open(mode: mode)
    }

    /// Records that a newer version of the store migrated the database.
    func addMigrationOfANewerVersion() throws {
        switch backend {
        case .sqlite:
            let queue = try DatabaseQueue(path: location)
            try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('fromTheFuture')") }
            try queue.close()
        case .postgres:
            try Self.psql(location, "INSERT INTO scenarios_migrations (identifier) VALUES ('fromTheFuture')")
        }
    }

    /// `url` naming `database` instead.
    private static func url(_ url: String, database: String) throws -> String {
        var components = try #require(URLComponents(string: url))
        components.path = "/" + database
        return try #require(components.string)
    }

    /// Runs `sql` through `psql` (found on `PATH`) against `url`.
    static func psql(_ url: String, _ sql: String) throws {
        let psql = try #require(ExternalTool.path("psql"), "psql is not on PATH: apt-get install postgresql-client")
        let (status, message) = try Subprocess.run(psql, [url, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], timeout: 120)
        guard status == 0 else {
            throw PSQLFailure(description: "psql \(sql): \(message)")
        }
    }

    struct PSQLFailure: Error, CustomStringConvertible {
        let description: String
    }
}
