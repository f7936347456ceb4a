import GRDB

/// A row of the `golden` table: the golden run of one scenario.
struct GoldenRecord {
    var scenario: String
    var runId: Int64
}

extension GoldenRecord: StoreRow, PersistableRecord {
    static let databaseTableName = "golden"

    /// The table's columns.
    enum Columns: String, ColumnExpression, CaseIterable {
        case scenario, runId
    }

    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        scenario = try row.decode(Columns.scenario, at: columns)
        runId = try row.decode(Columns.runId, at: columns)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .scenario: scenario
        case .runId: runId
        }
    }
}
