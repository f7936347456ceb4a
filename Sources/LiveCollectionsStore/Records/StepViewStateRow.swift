import GRDB

/// A row of the `stepViewState` table: what one view displays at the end of
/// one step.
struct StepViewStateRow {
    var runId: Int64
    var stepIndex: Int
    /// The view's position in the step's view states, from 0.
    var viewOrdinal: Int
    var view: String
    /// Per section, the displayed items, whole or as changes from an earlier
    /// step; stored as JSON text, so empty sections are kept.
    var sections: StoredSections
    /// `sections` as the column holds it: JSON text (``SectionsJSON``).
    var text: String
}

extension StepViewStateRow: RecordingRow {
    static let databaseTableName = "stepViewState"

    /// The table's columns.
    enum Columns: String, RecordingColumns {
        case runId, stepIndex, viewOrdinal, view
        /// ``text``: ``sections`` as JSON text.
        case sections
    }

    /// - Throws: `RowDecodingError`, or ``SectionsJSON/Malformed`` when
    ///   `sections` is not what the store writes.
    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        runId = try row.decode(Columns.runId, at: columns)
        stepIndex = try row.decode(Columns.stepIndex, at: columns)
        viewOrdinal = try row.decode(Columns.viewOrdinal, at: columns)
        view = try row.decode(Columns.view, at: columns)
        text = try row.decode(Columns.sections, at: columns)
        sections = try SectionsJSON.decodeStored(text)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .runId: runId
        case .stepIndex: stepIndex
        case .viewOrdinal: viewOrdinal
        case .view: view
        case .sections: text
        }
    }

    /// The view states, step by step, in order.
    static let keyOrder: [Columns] = [.stepIndex, .viewOrdinal]
}
