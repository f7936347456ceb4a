import GRDB

/// A row of the `decision` table: one animation style chosen during a step.
struct DecisionRow {
    var runId: Int64
    var stepIndex: Int
    /// The decision's position among its step's decisions, from 0.
    var ordinal: Int
    var atMilliseconds: Int
    var source: String
    var style: String
    var reason: String
}

extension DecisionRow: RecordingRow {
    static let databaseTableName = "decision"

    /// The table's columns.
    enum Columns: String, ColumnExpression, CaseIterable {
        case runId, stepIndex, ordinal, atMilliseconds, source, style, reason
    }

    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        runId = try row.decode(Columns.runId, at: columns)
        stepIndex = try row.decode(Columns.stepIndex, at: columns)
        ordinal = try row.decode(Columns.ordinal, at: columns)
        atMilliseconds = try row.decode(Columns.atMilliseconds, at: columns)
        source = try row.decode(Columns.source, at: columns)
        style = try row.decode(Columns.style, at: columns)
        reason = try row.decode(Columns.reason, at: columns)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .runId: runId
        case .stepIndex: stepIndex
        case .ordinal: ordinal
        case .atMilliseconds: atMilliseconds
        case .source: source
        case .style: style
        case .reason: reason
        }
    }

    /// The decisions of run `runId`, step by step, in order.
    static func rows(ofRun runId: Int64) -> SQL {
        "SELECT * FROM \(Self.self) WHERE \(Columns.runId) = \(runId) ORDER BY \(Columns.stepIndex), \(Columns.ordinal)"
    }
}
