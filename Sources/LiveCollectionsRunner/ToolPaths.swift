import Foundation
import LiveCollectionsStore

/// Where the tool finds scenarios, records working runs and keeps goldens.
public struct ToolPaths: Hashable, Sendable {
    /// The scenario directory, as the user names it.
    public var scenarios: String
    /// The working database of recorded runs.
    public var database: String
    /// The golden store, committed with the scenarios.
    public var goldens: String

    /// The folder of text goldens, committed beside the golden store: its
    /// path without the extension (`Scenarios/goldens.sqlite` gives
    /// `Scenarios/goldens`), or with `-text` appended when it has none.
    public var goldenTexts: String {
        let url = URL(fileURLWithPath: goldens)
        guard !url.pathExtension.isEmpty else { return goldens + "-text" }
        return String(goldens.dropLast(url.pathExtension.count + 1))
    }

    /// Where the working database is: ``database`` read as a file path or
    /// a `postgres://` URL, here only.
    public func databaseLocation() throws(StoreError) -> RunStoreLocation {
        try RunStoreLocation(database)
    }

    /// The working database as messages name it: its path, or its
    /// `postgres://` URL without the password.
    public var databaseDisplay: String {
        (try? databaseLocation().description) ?? PostgresLocation.redacted(database)
    }

    /// The environment variable that moves the working database.
    public static let databaseVariable = "SCENARIOS_DATABASE"
    /// The working database when neither flag nor variable names one: in the
    /// current directory, created on first use.
    public static let defaultDatabase = ".scenario-runs/runs.sqlite"
    /// The scenario directory by default.
    public static let defaultScenarios = "Scenarios"

    /// Creates paths.
    public init(scenarios: String, database: String, goldens: String) {
        self.scenarios = scenarios
        self.database = database
        self.goldens = goldens
    }

    /// The paths in force: flags first, then `SCENARIOS_DATABASE` for the
    /// database, then the defaults (goldens: `goldens.sqlite` in the
    /// scenario directory).
    public static func resolve(scenarios: String?, database: String?, goldens: String?, environment: [String: String]) -> ToolPaths {
        let directory = scenarios ?? defaultScenarios
        return ToolPaths(
            scenarios: directory,
            database: database ?? environment[databaseVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultDatabase,
            goldens: goldens ?? "\(directory)/goldens.sqlite"
        )
    }
}
