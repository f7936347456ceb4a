import GRDB

/// A row of the `decision` table: one animation style chosen during a step.
struct DecisionRow {
    var entry: StepEntry
    var source: String
    var style: String
    var reason: String
}

extension DecisionRow: StepEntryRow {
    static let databaseTableName = "decision"

    /// The table's columns.
    enum Columns: String, StepEntryColumns {
        case runId, stepIndex, ordinal, atMilliseconds, source, style, reason
    }

    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        entry = try StepEntry(row: row, columns: columns)
        source = try row.decode(Columns.source, at: columns)
        style = try row.decode(Columns.style, at: columns)
        reason = try row.decode(Columns.reason, at: columns)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .source: source
        case .style: style
        case .reason: reason
        default: entry[column]
        }
    }

}
