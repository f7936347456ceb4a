import GRDB

/// Where one entry of a step is stored (a delta, an animation decision, a
/// run of view calls): its run, its step, its position among the step's
/// entries of the same table, and its time. The leading columns, and the
/// key, of the tables of such entries.
struct StepEntry: Equatable {
    var runId: Int64
    var stepIndex: Int
    /// The entry's position among its step's entries of its table, from 0.
    var ordinal: Int
    var atMilliseconds: Int
}

/// The columns of a table of step entries: the four of ``StepEntry``,
/// then the entry's own.
protocol StepEntryColumns: RecordingColumns {
    static var stepIndex: Self { get }
    static var ordinal: Self { get }
    static var atMilliseconds: Self { get }
}

/// A row of a table of step entries.
protocol StepEntryRow: RecordingRow where Columns: StepEntryColumns {
    var entry: StepEntry { get }
}

extension StepEntryRow {
    /// Step by step, in order within the step.
    static var keyOrder: [Columns] { [.stepIndex, .ordinal] }
}

extension StepEntry {
    /// The four columns of `row`, where `columns` says.
    init<Columns: StepEntryColumns>(row: Row, columns: ColumnIndexes<Columns>) throws {
        runId = try row.decode(Columns.runId, at: columns)
        stepIndex = try row.decode(Columns.stepIndex, at: columns)
        ordinal = try row.decode(Columns.ordinal, at: columns)
        atMilliseconds = try row.decode(Columns.atMilliseconds, at: columns)
    }

    /// The value of `column` when it is one of the four; nil for the
    /// entry's own columns.
    subscript<Columns: StepEntryColumns>(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .runId: runId
        case .stepIndex: stepIndex
        case .ordinal: ordinal
        case .atMilliseconds: atMilliseconds
        default: nil
        }
    }
}
