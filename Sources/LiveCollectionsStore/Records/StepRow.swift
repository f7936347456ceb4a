import GRDB

/// A row of the `step` table: one step of a run.
struct StepRow {
    var runId: Int64
    /// `StepRecord.index`: the step's position in the scenario.
    var stepIndex: Int
    var atMilliseconds: Int
    var action: String
}

extension StepRow: RecordingRow {
    static let databaseTableName = "step"

    /// The table's columns.
    enum Columns: String, RecordingColumns {
        case runId, stepIndex, atMilliseconds, action
    }

    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        runId = try row.decode(Columns.runId, at: columns)
        stepIndex = try row.decode(Columns.stepIndex, at: columns)
        atMilliseconds = try row.decode(Columns.atMilliseconds, at: columns)
        action = try row.decode(Columns.action, at: columns)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .runId: runId
        case .stepIndex: stepIndex
        case .atMilliseconds: atMilliseconds
        case .action: action
        }
    }

    /// The steps, in order.
    static let keyOrder: [Columns] = [.stepIndex]
}
