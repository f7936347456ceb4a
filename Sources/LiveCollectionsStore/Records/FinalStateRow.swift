/// A row of the `finalState` table: what one view displays when a run ends.
struct FinalStateRow {
    static let databaseTableName = "finalState"

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
