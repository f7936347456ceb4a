import GRDB

/// A row of the `finalState` table: what one view displays when a run ends.
struct FinalStateRow {
    var runId: Int64
    /// The view's position in the recording's final state, from 0.
    var viewOrdinal: Int
    var view: String
    /// Per section, the displayed items, whole or as changes from the state
    /// of a step; stored as JSON text, so empty sections are kept.
    var sections: StoredSections
    /// `sections` as the column holds it: JSON text (``SectionsJSON``).
    var text: String
}

extension FinalStateRow: RecordingRow {
    static let databaseTableName = "finalState"

    /// The table's columns.
    enum Columns: String, RecordingColumns {
        case runId, viewOrdinal, view
        /// ``text``: ``sections`` as JSON text.
        case sections
    }

    /// - Throws: `RowDecodingError`, or ``SectionsJSON/Malformed`` when
    ///   `sections` is not what the store writes.
    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        runId = try row.decode(Columns.runId, at: columns)
        viewOrdinal = try row.decode(Columns.viewOrdinal, at: columns)
        view = try row.decode(Columns.view, at: columns)
        text = try row.decode(Columns.sections, at: columns)
        sections = try SectionsJSON.decodeStored(text)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .runId: runId
        case .viewOrdinal: viewOrdinal
        case .view: view
        case .sections: text
        }
    }

    /// The final views, in order.
    static let keyOrder: [Columns] = [.viewOrdinal]
}
