import GRDB

/// A row of the `golden` table: the golden run of one scenario.
struct GoldenRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "golden"

    /// The table's columns, which are also the record's coding keys.
    enum Columns: String, CodingKey, ColumnExpression {
        case scenario, runId
    }

    private typealias CodingKeys = Columns

    var scenario: String
    var runId: Int64
}
