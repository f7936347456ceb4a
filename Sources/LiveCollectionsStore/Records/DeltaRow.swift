import GRDB

/// A row of the `delta` table: one delta calculated during a step.
struct DeltaRow {
    var entry: StepEntry
    var source: String
    var delta: String
}

extension DeltaRow: StepEntryRow {
    static let databaseTableName = "delta"

    /// The table's columns.
    enum Columns: String, StepEntryColumns {
        case runId, stepIndex, ordinal, atMilliseconds, source, delta
    }

    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        entry = try StepEntry(row: row, columns: columns)
        source = try row.decode(Columns.source, at: columns)
        delta = try row.decode(Columns.delta, at: columns)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .source: source
        case .delta: delta
        default: entry[column]
        }
    }

}
