import GRDB

/// A row of the `golden` table: the golden run of one scenario.
struct GoldenRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "golden"

    var scenario: String
    var runId: Int64
}
