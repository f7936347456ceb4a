/// A row of the `stepViewState` table: what one view displays at the end of
/// one step.
struct StepViewStateRow {
    static let databaseTableName = "stepViewState"

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
