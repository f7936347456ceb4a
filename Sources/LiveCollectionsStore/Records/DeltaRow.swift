import GRDB

/// A row of the `delta` table: one delta calculated during a step.
struct DeltaRow {
    var runId: Int64
    var stepIndex: Int
    /// The delta's position among its step's deltas, from 0.
    var ordinal: Int
    var atMilliseconds: Int
    var source: String
    var delta: String
}

extension DeltaRow: RecordingRow {
    static let databaseTableName = "delta"

    /// The table's columns.
    enum Columns: String, ColumnExpression, CaseIterable {
        case runId, stepIndex, ordinal, atMilliseconds, source, delta
    }

    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        runId = try row.decode(Columns.runId, at: columns)
        stepIndex = try row.decode(Columns.stepIndex, at: columns)
        ordinal = try row.decode(Columns.ordinal, at: columns)
        atMilliseconds = try row.decode(Columns.atMilliseconds, at: columns)
        source = try row.decode(Columns.source, at: columns)
        delta = try row.decode(Columns.delta, at: columns)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .runId: runId
        case .stepIndex: stepIndex
        case .ordinal: ordinal
        case .atMilliseconds: atMilliseconds
        case .source: source
        case .delta: delta
        }
    }

    /// The deltas of run `runId`, step by step, in order.
    static func rows(ofRun runId: Int64) -> SQL {
        "SELECT * FROM \(Self.self) WHERE \(Columns.runId) = \(runId) ORDER BY \(Columns.stepIndex), \(Columns.ordinal)"
    }
}
