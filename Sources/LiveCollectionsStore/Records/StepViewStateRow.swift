import GRDB

/// A row of the `stepViewState` table: what one view displays at the end of
/// one step.
struct StepViewStateRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "stepViewState"

    var runId: Int64
    var stepIndex: Int
    /// The view's position in the step's view states, from 0.
    var viewOrdinal: Int
    var view: String
    /// Per section, the displayed items; stored as JSON text, so empty
    /// sections are kept.
    var sections: [[String]]
}
